type ActivationState = 'PURCHASE' | 'REQUIRED_DETAILS' | 'ACCOUNT' | 'ONBOARDING_REQUIRED' | 'ACTIVE';

/**
 * The onboarding flow (spec 000 §4 activation states, §7.5), one rule for server and browser:
 * which steps a customer meets, in which order, which may be skipped, where to resume, and the
 * words each step is shown with. docs/decisions/onboarding.md explains each choice.
 */

/** Every step a customer may meet, in order (the contract's `stepIds` repeats it; a test keeps them equal). */
export const STEP_IDS = [
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
export type StepId = (typeof STEP_IDS)[number];
export type StepPhase = 'REQUIRED_DETAILS' | 'ACCOUNT' | 'ONBOARDING_REQUIRED';
export type StepState = 'todo' | 'done' | 'skipped';
export interface OnboardingStep {
  id: StepId;
  phase: StepPhase;
  state: StepState;
  optional: boolean;
}

export interface StepInfo {
  phase: StepPhase;
  title: string;
  /** One sentence under the title: why we ask. */
  why: string;
  optional: boolean;
}

export const STEP_INFO: Record<StepId, StepInfo> = {
  details: {
    phase: 'REQUIRED_DETAILS',
    title: 'About you',
    why: 'The lab needs your legal name, date of birth and sex at birth to run your test, and a phone number to reach you about it.',
    optional: false,
  },
  address: {
    phase: 'REQUIRED_DETAILS',
    title: 'Your address',
    why: 'Where we send kits and where a phlebotomist would visit. We serve the United States and Canada.',
    optional: false,
  },
  security: {
    phase: 'ACCOUNT',
    title: 'Secure your account',
    why: 'A security question lets you get back into your account if you forget your password.',
    optional: false,
  },
  consent: {
    phase: 'ACCOUNT',
    title: 'Your consent',
    why: 'Before we read your results, please agree to how we use them.',
    optional: false,
  },
  focus: {
    phase: 'ONBOARDING_REQUIRED',
    title: 'Your goals',
    why: 'Your goal decides which recommendations we put first.',
    optional: false,
  },
  body: {
    phase: 'ONBOARDING_REQUIRED',
    title: 'Your body',
    why: 'Height and weight set your ranges and InnerAge; the rest sharpens your plan.',
    optional: false,
  },
  'womens-health': {
    phase: 'ONBOARDING_REQUIRED',
    title: 'Women’s health',
    why: 'Your cycle, contraception and life stage change hormone and iron ranges.',
    optional: false,
  },
  medications: {
    phase: 'ONBOARDING_REQUIRED',
    title: 'Your GLP-1 medication',
    why: 'GLP-1 medications change appetite and blood sugar, so your plan takes them into account.',
    optional: false,
  },
  diet: {
    phase: 'ONBOARDING_REQUIRED',
    title: 'How you eat',
    why: 'We only recommend foods that fit your diet and allergies.',
    optional: false,
  },
  foods: {
    phase: 'ONBOARDING_REQUIRED',
    title: 'Foods you eat',
    why: 'How often you eat these foods tells us what to add and what to swap.',
    optional: true,
  },
  beverages: {
    phase: 'ONBOARDING_REQUIRED',
    title: 'What you drink',
    why: 'Coffee, alcohol and sugary drinks show up in your markers.',
    optional: true,
  },
  takeout: {
    phase: 'ONBOARDING_REQUIRED',
    title: 'Eating out',
    why: 'Meals out change how much salt, sugar and fat you take in.',
    optional: true,
  },
  coach: {
    phase: 'ONBOARDING_REQUIRED',
    title: 'Your coach',
    why: 'You are in a team: choose whether its coaches may see your results.',
    optional: false,
  },
  draw: {
    phase: 'ONBOARDING_REQUIRED',
    title: 'Your at-home blood draw',
    why: 'Your test needs a phlebotomist to visit you: pick a time that suits you.',
    optional: true,
  },
  review: {
    phase: 'ONBOARDING_REQUIRED',
    title: 'Check and finish',
    why: 'Check your answers; you can change any of them before you finish.',
    optional: false,
  },
};

/** What decides which steps a customer meets and how far they are. */
export interface FlowFacts {
  activationState: ActivationState;
  /** Sex at birth: the women's-health step is for women. */
  sex: 'male' | 'female' | null;
  /** Answered on the body step: the GLP-1 medication step is for those who take one. */
  takesGlp1: boolean | null;
  /** In a team: the coach step asks about sharing with its coaches. */
  inTeam: boolean;
  /** Has a test that needs a mobile draw and has none booked. */
  needsDraw: boolean;
  done: ReadonlySet<StepId>;
  skipped: ReadonlySet<StepId>;
}

const ORDER: readonly ActivationState[] = [
  'PURCHASE',
  'REQUIRED_DETAILS',
  'ACCOUNT',
  'ONBOARDING_REQUIRED',
  'ACTIVE',
];

/** The position of an activation state in the order of spec 000 §4 (PURCHASE 0 … ACTIVE 4). */
export const activationRank = (state: ActivationState) => ORDER.indexOf(state);

/** True when a customer in `state` may save the answers of a step of `phase`. */
export const phaseOpen = (state: ActivationState, phase: StepPhase) =>
  activationRank(state) >= activationRank(phase);

/** The branches: steps only some customers meet. */
const BRANCHES: Partial<Record<StepId, (facts: FlowFacts) => boolean>> = {
  'womens-health': (facts) => facts.sex === 'female',
  medications: (facts) => facts.takesGlp1 === true,
  coach: (facts) => facts.inTeam,
  // A booked draw stays in the flow as done, so the summary still shows it.
  draw: (facts) => facts.needsDraw || facts.done.has('draw'),
};
const applies = (id: StepId, facts: FlowFacts) => BRANCHES[id]?.(facts) ?? true;

/** The ordered steps that apply to this customer, each with its state. Empty in PURCHASE. */
export function flowSteps(facts: FlowFacts): OnboardingStep[] {
  if (facts.activationState === 'PURCHASE') return [];
  return STEP_IDS.filter((id) => applies(id, facts)).map((id) => {
    const { phase, optional } = STEP_INFO[id];
    const state: StepState = facts.done.has(id)
      ? 'done'
      : optional && facts.skipped.has(id)
        ? 'skipped'
        : 'todo';
    return { id, phase, optional, state };
  });
}

/** Every step but the summary is done or (optional and) skipped. */
export const canComplete = (steps: readonly OnboardingStep[]) =>
  steps.length > 0 && steps.every((s) => s.id === 'review' || s.state !== 'todo');

/**
 * Where to resume: the first step still to do, or the summary when all are done. The steps of a
 * later phase wait until the server has moved the customer into it.
 */
export function currentStep(steps: readonly OnboardingStep[], state: ActivationState): StepId | null {
  if (state === 'PURCHASE' || state === 'ACTIVE') return null;
  const open = steps.filter((s) => phaseOpen(state, s.phase));
  return (open.find((s) => s.id !== 'review' && s.state === 'todo') ?? open.at(-1))?.id ?? null;
}

/** The steps of one activation state that must be done before the server moves past it. */
export function phaseComplete(steps: readonly OnboardingStep[], phase: StepPhase) {
  return steps.filter((s) => s.phase === phase && s.id !== 'review').every((s) => s.state !== 'todo');
}

/** "Step 3 of 12", counted over the steps this customer meets. */
export function progressOf(steps: readonly OnboardingStep[], current: StepId | null) {
  const index = current ? steps.findIndex((s) => s.id === current) : -1;
  return { number: index + 1, total: steps.length };
}

/** A product the customer bought, as the ACTIVE account's flags read it. */
export interface BoughtProduct {
  categories: readonly string[];
  bloodTestIncluded: boolean;
  /** A DIY plan: the customer uploads results from their own lab. */
  isDiy: boolean;
}

export interface ActiveAccountFlags {
  permissions: ('summary' | 'bloodwork' | 'nutrition' | 'age')[];
  isDnaOnly: boolean;
  hasAccessToBru: boolean;
  allowedToSeeInnerAge: boolean;
  hasDiyOrderWithInnerAge: boolean;
  canAddInnerAge: boolean;
}

/**
 * What an account that finishes onboarding may see (spec 000 §3 Customer, §6), from the plans
 * bought: a DNA kit alone makes a DNA-only account (summary and InnerAge pages, no blood results nor
 * nutrition); any blood test or DIY plan opens every page and adding blood results; InnerAge comes
 * with a plan that includes it, and a blood test without it can have it added.
 */
export function activeAccountFlags(bought: readonly BoughtProduct[]): ActiveAccountFlags {
  const blood = bought.filter((p) => p.bloodTestIncluded || p.isDiy);
  const dnaOnly = blood.length === 0 && bought.some((p) => p.categories.includes('DNA'));
  const innerAge = (p: BoughtProduct) => p.categories.includes('InnerAge');
  return {
    permissions: dnaOnly ? ['summary', 'age'] : ['summary', 'bloodwork', 'nutrition', 'age'],
    isDnaOnly: dnaOnly,
    hasAccessToBru: blood.length > 0,
    allowedToSeeInnerAge: bought.some((p) => p.bloodTestIncluded && innerAge(p)),
    hasDiyOrderWithInnerAge: bought.some((p) => p.isDiy && innerAge(p)),
    canAddInnerAge:
      bought.some((p) => p.bloodTestIncluded && !innerAge(p)) && !bought.some((p) => innerAge(p)),
  };
}

/** Why a save of a step of `phase` waits, for a customer in `state` who has not reached it. */
export function phaseClosedMessage(state: ActivationState): string {
  switch (state) {
    case 'PURCHASE':
      return 'Choose a plan first.';
    case 'REQUIRED_DETAILS':
      return 'Finish your details first.';
    case 'ACCOUNT':
      return 'Secure your account and give your consent first.';
    case 'ONBOARDING_REQUIRED':
    case 'ACTIVE':
      return 'Finish the questionnaire first.';
  }
}

/** The next activation state the stored data allows, or null (never ACTIVE: only `complete` does that). */
export function nextActivationState(
  state: ActivationState,
  facts: { hasOrder: boolean; steps: readonly OnboardingStep[] },
): ActivationState | null {
  switch (state) {
    case 'PURCHASE':
      return facts.hasOrder ? 'REQUIRED_DETAILS' : null;
    case 'REQUIRED_DETAILS':
      return phaseComplete(facts.steps, 'REQUIRED_DETAILS') ? 'ACCOUNT' : null;
    case 'ACCOUNT':
      return phaseComplete(facts.steps, 'ACCOUNT') ? 'ONBOARDING_REQUIRED' : null;
    case 'ONBOARDING_REQUIRED':
    case 'ACTIVE':
      return null;
  }
}
