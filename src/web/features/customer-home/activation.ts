import type { ActivationState } from '../../../contract/auth';

/** The activation states in order (spec 000 §4), as steps the customer sees. */
export const ACTIVATION_STEPS: readonly { state: ActivationState; title: string; next: string }[] = [
  {
    state: 'PURCHASE',
    title: 'Choose a plan',
    next: 'Pick the test plan that suits you in our store. Your account continues here once it is paid.',
  },
  {
    state: 'REQUIRED_DETAILS',
    title: 'Details for your test',
    next: 'Tell us what the lab needs for your order: your date of birth, sex and address.',
  },
  {
    state: 'ACCOUNT',
    title: 'Your account',
    next: 'Set up your account: your phone number and a security question to keep it safe.',
  },
  {
    state: 'ONBOARDING_REQUIRED',
    title: 'About you',
    next: 'Answer a short questionnaire about your diet, exercise, sleep and goals, so your recommendations fit you.',
  },
  {
    state: 'ACTIVE',
    title: 'Your results',
    next: 'Your account is ready: your results, InnerAge and recommendations appear as they come in.',
  },
];

export function stepOf(state: ActivationState) {
  return ACTIVATION_STEPS.findIndex((step) => step.state === state);
}
