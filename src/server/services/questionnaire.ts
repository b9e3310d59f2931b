import type { StepAnswers } from '../../contract/onboarding';
import type { StepId } from '../../domain/onboarding';
import type { Db } from '../db';

// INTERFACE STUB (issue 14): the questionnaire slice implements these; the server-core slice calls them.
// In the i14-core branch only, trivial bodies (nothing saved, nothing done, every option exists) so
// the core slice's tests run; the merge takes the questionnaire slice's file.

/** The questionnaire steps' saved answers (ONBOARDING_REQUIRED), as the flow answers them. */
export type QuestionnaireAnswers = Pick<
  StepAnswers,
  'focus' | 'body' | 'womens-health' | 'medications' | 'diet' | 'foods' | 'beverages' | 'takeout'
>;

export async function loadQuestionnaireAnswers(_db: Db, _customerId: number): Promise<QuestionnaireAnswers> {
  return Promise.resolve({
    focus: { goalId: null, valueIds: [] },
    body: { markers: [], takesGlp1: null },
    'womens-health': {
      reproductiveStageId: null,
      contraceptionTypeId: null,
      hormoneTherapyTypeId: null,
      lastPeriodDate: null,
      cycleLengthDays: null,
    },
    medications: { medications: [] },
    diet: null,
    foods: { frequencies: [], omittedFoodIds: [] },
    beverages: { frequencies: [] },
    takeout: { takeoutFrequency: null },
  });
}

/** Which of those steps count as done from what is stored (e.g. body: height and weight saved). */
export function questionnaireDone(_answers: QuestionnaireAnswers): Set<StepId> {
  return new Set();
}

/** The seeded pick lists of §7.5, by kind. */
export type OnboardingOptionKind =
  | 'where_did_you_hear'
  | 'focus_goal'
  | 'focus_value'
  | 'dietary_constraint'
  | 'food'
  | 'food_frequency'
  | 'beverage'
  | 'beverage_frequency'
  | 'takeout_frequency'
  | 'glp1_medication'
  | 'glp1_reason'
  | 'glp1_taking_method';

/** True when `id` is a seeded option of `kind`. */
export async function optionExists(_db: Db, _kind: OnboardingOptionKind, _id: number): Promise<boolean> {
  return Promise.resolve(true);
}
