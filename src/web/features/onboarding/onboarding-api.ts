import type { accountPaths } from '../../../contract/account';
import type { OnboardingFlow, onboardingPaths, SkipRequest } from '../../../contract/onboarding';
import type { StepId } from '../../../domain/onboarding';
import { apiFetch } from '../../lib/api';

type P<K extends keyof typeof onboardingPaths> = (typeof onboardingPaths)[K];
type A<K extends keyof typeof accountPaths> = (typeof accountPaths)[K];
// literal paths typed by the contract (lib/api.ts explains why its values are not imported)
const paths: {
  flow: P<'flow'>;
  skip: P<'skip'>;
  complete: P<'complete'>;
  demographics: P<'demographics'>;
  questionnaireStart: P<'questionnaireStart'>;
  desiredFocusPost: P<'desiredFocusPost'>;
  physioMarkersPost: P<'physioMarkersPost'>;
  medicationsStep: P<'medicationsStep'>;
  dietaryConstraintsPost: P<'dietaryConstraintsPost'>;
  foodsPost: P<'foodsPost'>;
  beveragesPost: P<'beveragesPost'>;
  takeoutPost: P<'takeoutPost'>;
  mobileBloodDrawConfirm: P<'mobileBloodDrawConfirm'>;
  addressPost: A<'addressPost'>;
  securityQuestionPost: A<'securityQuestionPost'>;
  womanHealth: A<'womanHealth'>;
} = {
  flow: '/api/pages/onboarding/flow',
  skip: '/api/pages/questionnaire/skip',
  complete: '/api/customer/onboarding/complete',
  demographics: '/api/customer/onboarding/demographics',
  questionnaireStart: '/api/customer/onboarding/questionnaire/start',
  desiredFocusPost: '/api/pages/desiredFocus/post',
  physioMarkersPost: '/api/pages/physioMarkersPost',
  medicationsStep: '/api/customer/v1/questionnaire/medications-step',
  dietaryConstraintsPost: '/api/pages/dietary/constraintsPost',
  foodsPost: '/api/pages/foods/foodsPost',
  beveragesPost: '/api/pages/foods/beveragesPost',
  takeoutPost: '/api/pages/takeout/takeoutPost',
  mobileBloodDrawConfirm: '/api/pages/MobileBloodDraw/confirm',
  addressPost: '/api/pages/account/address-post',
  securityQuestionPost: '/api/pages/account/security-question-post',
  womanHealth: '/api/customer/profile/woman-health',
};

/** The coach step's call: `teamPermissions` of the account contract with the customer's team. */
const teamPermissionsPath = (teamId: number) => `/api/pages/account/permissions-for-team-post/${teamId}`;

// never retried by the client: a save is the customer's to repeat (the machine offers retry)
const post = <T>(url: string, body: object, signal?: AbortSignal) =>
  apiFetch<T>(url, { method: 'POST', body, signal, retry: 0 });

const flow = (signal?: AbortSignal) => apiFetch<OnboardingFlow>(paths.flow, { signal });

/** An account call answers its own shape, not the flow: the flow is read after it. */
const thenFlow = async (call: Promise<unknown>, signal?: AbortSignal) => {
  await call;
  return flow(signal);
};

type SaveCall = (body: object, current: OnboardingFlow, signal?: AbortSignal) => Promise<OnboardingFlow>;

/** The one call each step saves through (docs/decisions/onboarding.md); each ends with the flow. */
export const SAVE_CALLS: Record<StepId, SaveCall> = {
  details: (body, _, signal) => post(paths.demographics, body, signal),
  address: (body, _, signal) => thenFlow(post(paths.addressPost, body, signal), signal),
  security: (body, _, signal) => thenFlow(post(paths.securityQuestionPost, body, signal), signal),
  consent: (body, _, signal) => post(paths.questionnaireStart, body, signal),
  focus: (body, _, signal) => post(paths.desiredFocusPost, body, signal),
  body: (body, _, signal) => post(paths.physioMarkersPost, body, signal),
  'womens-health': (body, _, signal) =>
    thenFlow(apiFetch(paths.womanHealth, { method: 'PATCH', body, signal, retry: 0 }), signal),
  medications: (body, _, signal) => post(paths.medicationsStep, body, signal),
  diet: (body, _, signal) => post(paths.dietaryConstraintsPost, body, signal),
  foods: (body, _, signal) => post(paths.foodsPost, body, signal),
  beverages: (body, _, signal) => post(paths.beveragesPost, body, signal),
  takeout: (body, _, signal) => post(paths.takeoutPost, body, signal),
  coach: (body, current, signal) => {
    const teamId = current.answers.coach?.teamId;
    if (teamId === undefined) return Promise.reject(new Error('You are not in a team any more.'));
    return thenFlow(post(teamPermissionsPath(teamId), body, signal), signal);
  },
  draw: (body, _, signal) => post(paths.mobileBloodDrawConfirm, body, signal),
  review: (_, __, signal) => post(paths.complete, {}, signal),
};

/** issue 14: the onboarding flow's calls (spec 000 §7.5). */
export const onboardingApi = {
  flow,
  save: (step: StepId, body: object, current: OnboardingFlow, signal?: AbortSignal) =>
    SAVE_CALLS[step](body, current, signal),
  skip: (step: StepId, signal?: AbortSignal) =>
    post<OnboardingFlow>(paths.skip, { step } satisfies SkipRequest, signal),
  complete: (signal?: AbortSignal) => post<OnboardingFlow>(paths.complete, {}, signal),
};
