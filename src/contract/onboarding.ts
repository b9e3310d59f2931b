import { z } from 'zod';
import { gender, namesPostRequest } from './account';
import { phoneNumber } from './admin';
import { activationState } from './auth';
import { isoDate } from './blood';
import { activateMbdRequest, test } from './orders';
import { referenceOption } from './references';
import { sent } from './text';

// spec 000 §2.3 (onboarding routes), §3 "Onboarding data", §4 (activation states), §7.5 (the 31
// calls). Bodies and answers the spec does not show are ours: docs/decisions/onboarding.md.
export { onboardingPaths } from './onboarding-paths';

/** The code of a 403 for a customer who is not ACTIVE yet on a call that needs the full account. */
export const ACCOUNT_NOT_ACTIVE = 'ACCOUNT_NOT_ACTIVE';
/** The code of a 409 for an onboarding call the customer's activation state does not allow yet. */
export const ONBOARDING_ORDER = 'ONBOARDING_ORDER';

// ── Steps ────────────────────────────────────────────────────────────────────

/**
 * Every step a customer may meet, in the order they meet them. The server decides which apply to
 * a customer (src/domain/onboarding.ts); the browser shows them one at a time.
 */
export const stepIds = [
  'details',
  'address',
  'security',
  'consent',
  'focus',
  'body',
  'womens-health',
  'medications',
  'diet',
  'foods',
  'beverages',
  'takeout',
  'coach',
  'draw',
  'review',
] as const;
export const stepId = z.enum(stepIds, 'Choose one of the onboarding steps');
export type StepId = z.infer<typeof stepId>;

export const stepStates = ['todo', 'done', 'skipped'] as const;
export type StepState = (typeof stepStates)[number];

/** The activation state a step belongs to; `review` closes ONBOARDING_REQUIRED. */
export const stepPhase = z.enum(['REQUIRED_DETAILS', 'ACCOUNT', 'ONBOARDING_REQUIRED']);
export type StepPhase = z.infer<typeof stepPhase>;

// ── Answers of each step (also the body the browser fills its form from) ─────

export const demographicsAnswers = z.object({
  firstName: sent(),
  lastName: sent(),
  birthDate: sent().nullable(),
  sex: gender.nullable(),
  /** The verified phone, else the one given and not yet verified. */
  phone: sent().nullable(),
  whereDidYouHearId: z.number().int().nullable(),
});
export const addressAnswers = z.object({
  country: sent(),
  line1: sent(),
  line2: sent(),
  city: sent(),
  state: sent(),
  postalCode: sent(),
});
export const securityAnswers = z.object({ question: sent().nullable() });
export const consentAnswers = z.object({
  termsAcceptedAt: sent().nullable(),
  researchConsent: z.boolean(),
});
export const focusAnswers = z.object({
  goalId: z.number().int().nullable(),
  valueIds: z.array(z.number().int()),
});
export const bodyAnswers = z.object({
  /** Values in each marker's own `unit` (the reference's, e.g. in, lb). */
  markers: z.array(z.object({ markerId: z.number().int(), value: z.number() })),
  takesGlp1: z.boolean().nullable(),
});
export const womensHealthAnswers = z.object({
  reproductiveStageId: z.number().int().nullable(),
  contraceptionTypeId: z.number().int().nullable(),
  hormoneTherapyTypeId: z.number().int().nullable(),
  lastPeriodDate: sent().nullable(),
  cycleLengthDays: z.number().int().nullable(),
});
export const medicationEntry = z.object({
  medicationId: z.number().int(),
  reasonId: z.number().int(),
  takingMethodId: z.number().int(),
  startedOn: sent().nullable(),
});
export const medicationsAnswers = z.object({ medications: z.array(medicationEntry) });
export const dietAnswers = z.object({ constraints: z.array(z.number().int()) });
export const foodFrequency = z.object({ foodId: z.number().int(), frequencyId: z.number().int() });
export const foodsAnswers = z.object({
  frequencies: z.array(foodFrequency),
  omittedFoodIds: z.array(z.number().int()),
});
export const beverageFrequency = z.object({ beverageId: z.number().int(), frequencyId: z.number().int() });
export const beveragesAnswers = z.object({ frequencies: z.array(beverageFrequency) });
export const takeoutAnswers = z.object({ takeoutFrequency: z.number().int().nullable() });
export const coachAnswers = z.object({
  teamId: z.number().int(),
  teamName: sent(),
  companyName: sent(),
  coaches: z.array(z.object({ firstName: sent(), lastName: sent() })),
  /** null until the customer chose. */
  permissionGranted: z.boolean().nullable(),
});
export const drawAnswers = z.object({
  /** The test that needs a mobile draw, and the booking once made. */
  test,
});

/** The saved answers of each step, keyed by step id (null where nothing is saved yet). */
export const stepAnswers = z.object({
  details: demographicsAnswers,
  address: addressAnswers.nullable(),
  security: securityAnswers,
  consent: consentAnswers,
  focus: focusAnswers,
  body: bodyAnswers,
  'womens-health': womensHealthAnswers,
  medications: medicationsAnswers,
  diet: dietAnswers.nullable(),
  foods: foodsAnswers,
  beverages: beveragesAnswers,
  takeout: takeoutAnswers,
  coach: coachAnswers.nullable(),
  draw: drawAnswers.nullable(),
  review: z.object({}),
});
export type StepAnswers = z.infer<typeof stepAnswers>;

export const onboardingStep = z.object({
  id: stepId,
  phase: stepPhase,
  state: z.enum(stepStates),
  /** May be skipped (POST questionnaire/skip); required steps must be done. */
  optional: z.boolean(),
});
export type OnboardingStep = z.infer<typeof onboardingStep>;

/**
 * GET onboarding/flow: the ordered steps that apply to this customer, each with its state, the
 * step to resume at (the first not done nor skipped; `review` when all are), and every saved answer.
 * In PURCHASE `steps` is empty: the customer chooses a plan first.
 */
export const onboardingFlow = z.object({
  activationState,
  steps: z.array(onboardingStep),
  currentStep: stepId.nullable(),
  /** Every required step is done: POST complete would make the account ACTIVE. */
  canComplete: z.boolean(),
  answers: stepAnswers,
});
export type OnboardingFlow = z.infer<typeof onboardingFlow>;

/** GET questionnaire/flow: the same, for the steps of ONBOARDING_REQUIRED only. */
export const questionnaireFlow = onboardingFlow;
export type QuestionnaireFlow = OnboardingFlow;

/** GET onboarding/status: where the customer stands, for headers and progress. */
export const onboardingStatus = z.object({
  activationState,
  currentStep: stepId.nullable(),
  done: z.number().int(),
  total: z.number().int(),
  canComplete: z.boolean(),
});
export type OnboardingStatus = z.infer<typeof onboardingStatus>;

/** GET questionnaire/skip: the steps that may be skipped now. POST `{ step }` skips one. */
export const skippableSteps = z.object({ steps: z.array(stepId) });
export const skipRequest = z.object({ step: stepId });
export type SkipRequest = z.infer<typeof skipRequest>;

// ── Reference lists of §7.5 (seeded; ids are fixed in the seed catalogue) ─────

/** An option of a pick list; `description` where the screen explains it. */
export const choice = referenceOption.extend({ description: sent().nullable() });
export type Choice = z.infer<typeof choice>;
export const choicesResponse = z.array(choice);

/** GET foods/foodsReference: the foods asked about, by group, and the frequency scale. */
export const foodsReference = z.object({
  foods: z.array(choice.extend({ group: sent() })),
  frequencies: z.array(choice.extend({ timesPerWeek: z.number() })),
});
export type FoodsReference = z.infer<typeof foodsReference>;
/** GET foods/beverages: the beverages asked about and their scale (servings a day). */
export const beveragesReference = z.object({
  beverages: z.array(choice),
  frequencies: z.array(choice.extend({ servingsPerDay: z.number() })),
});
export type BeveragesReference = z.infer<typeof beveragesReference>;

// ── Requests ─────────────────────────────────────────────────────────────────

export const optionId = z.number('Choose an option').int('Choose an option').positive('Choose an option');
export const ids = (max: number, message: string) =>
  z
    .array(optionId, message)
    .max(max, `Choose at most ${max}`)
    .refine((list) => new Set(list).size === list.length, 'Each option once');

/** POST demographics: the required details (REQUIRED_DETAILS) in one save. */
export const demographicsRequest = namesPostRequest.extend({
  birthDate: isoDate,
  sex: gender,
  phone: phoneNumber,
  whereDidYouHearId: optionId.nullable().optional().default(null),
});
export type DemographicsRequest = z.input<typeof demographicsRequest>;

/** POST questionnaire/start: the consent that opens the questionnaire. */
export const questionnaireStartRequest = z.object({
  termsAccepted: z.literal(true, 'Accept the terms of service and the product consent to continue'),
  researchConsent: z.boolean("Send 'researchConsent' as true or false"),
});
export type QuestionnaireStartRequest = z.infer<typeof questionnaireStartRequest>;

export const MAX_FOCUS_VALUES = 3;
/** POST desiredFocus/post: one goal and one to three focus areas. */
export const desiredFocusRequest = z.object({
  goalId: optionId,
  valueIds: ids(MAX_FOCUS_VALUES, 'Choose the areas you want to focus on').min(1, 'Choose at least one area'),
});
export type DesiredFocusRequest = z.infer<typeof desiredFocusRequest>;

/**
 * POST physioMarkersPost: measurements in each marker's own unit (height and weight required,
 * derived markers refused), and whether the customer takes a GLP-1 medication.
 */
export const physioMarkersRequest = z.object({
  markers: z
    .array(z.object({ markerId: optionId, value: z.number('Enter a number') }), 'Enter your measurements')
    .max(20)
    .refine((list) => new Set(list.map((m) => m.markerId)).size === list.length, 'Each measurement once'),
  takesGlp1: z.boolean('Answer whether you take a GLP-1 medication'),
});
export type PhysioMarkersRequest = z.infer<typeof physioMarkersRequest>;

/** POST medications-step: the GLP-1 medications taken (at least one; the step only shows to those who take one). */
export const medicationsStepRequest = z.object({
  medications: z
    .array(
      z.object({
        medicationId: optionId,
        reasonId: optionId,
        takingMethodId: optionId,
        startedOn: isoDate.nullable().optional().default(null),
      }),
      'Add your medication',
    )
    .min(1, 'Add at least one medication')
    .max(5, 'Add at most 5 medications'),
});
export type MedicationsStepRequest = z.input<typeof medicationsStepRequest>;

/** POST dietary/constraintsPost `{ constraints }`: ids of dietaryConstraints; empty means none. */
export const constraintsPostRequest = z.object({ constraints: ids(20, 'Choose your dietary needs') });
export type ConstraintsPostRequest = z.infer<typeof constraintsPostRequest>;

/** POST foods/foodsPost: a frequency per food, and the foods the customer never eats. */
export const foodsPostRequest = z.object({
  frequencies: z
    .array(z.object({ foodId: optionId, frequencyId: optionId }), 'Rate the foods')
    .max(200)
    .refine((list) => new Set(list.map((f) => f.foodId)).size === list.length, 'Each food once'),
  omittedFoodIds: ids(200, 'List the foods you never eat').optional().default([]),
});
export type FoodsPostRequest = z.input<typeof foodsPostRequest>;

/** POST foods/beveragesPost: a frequency per beverage. */
export const beveragesPostRequest = z.object({
  frequencies: z
    .array(z.object({ beverageId: optionId, frequencyId: optionId }), 'Rate the beverages')
    .max(100)
    .refine((list) => new Set(list.map((f) => f.beverageId)).size === list.length, 'Each beverage once'),
});
export type BeveragesPostRequest = z.infer<typeof beveragesPostRequest>;

/** POST takeout/takeoutPost `{ takeoutFrequency }`: an id of takeoutFrequencies. */
export const takeoutPostRequest = z.object({ takeoutFrequency: optionId });
export type TakeoutPostRequest = z.infer<typeof takeoutPostRequest>;

/** POST MobileBloodDraw/confirm: books the draw of the test that needs one (the body of orders/activateMbd). */
export const mobileBloodDrawConfirmRequest = activateMbdRequest;

/** Every POST of the flow answers with the flow as it now stands, so the browser needs no second call. */
export const stepSaved = onboardingFlow;
export type StepSaved = OnboardingFlow;
