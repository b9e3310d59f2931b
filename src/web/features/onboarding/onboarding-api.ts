import { accountPaths, teamPermissionsPath } from '../../../contract/account-paths';
import type { OnboardingFlow, SkipRequest } from '../../../contract/onboarding';
import { onboardingPaths as paths } from '../../../contract/onboarding-paths';
import type { StepId } from '../../../domain/onboarding';
import { apiFetch } from '../../lib/api';

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
  address: (body, _, signal) => thenFlow(post(accountPaths.addressPost, body, signal), signal),
  security: (body, _, signal) => thenFlow(post(accountPaths.securityQuestionPost, body, signal), signal),
  consent: (body, _, signal) => post(paths.questionnaireStart, body, signal),
  focus: (body, _, signal) => post(paths.desiredFocusPost, body, signal),
  body: (body, _, signal) => post(paths.physioMarkersPost, body, signal),
  'womens-health': (body, _, signal) =>
    thenFlow(apiFetch(accountPaths.womanHealth, { method: 'PATCH', body, signal, retry: 0 }), signal),
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
