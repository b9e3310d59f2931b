import type { StepForms } from '../step-form';
import { AddressForm, ConsentForm, DetailsForm, SecurityForm } from './account-steps';
import { CoachForm, DrawForm, ReviewForm } from './final-steps';
import { BeveragesForm, FoodsForm, TakeoutForm } from './food-steps';
import { BodyForm, DietForm, FocusForm, MedicationsForm, WomensHealthForm } from './questionnaire-steps';

/** The form of every onboarding step; the page renders `STEP_FORMS[step]` (step-form.ts). */
export const STEP_FORMS: StepForms = {
  details: DetailsForm,
  address: AddressForm,
  security: SecurityForm,
  consent: ConsentForm,
  focus: FocusForm,
  body: BodyForm,
  'womens-health': WomensHealthForm,
  medications: MedicationsForm,
  diet: DietForm,
  foods: FoodsForm,
  beverages: BeveragesForm,
  takeout: TakeoutForm,
  coach: CoachForm,
  draw: DrawForm,
  review: ReviewForm,
};
