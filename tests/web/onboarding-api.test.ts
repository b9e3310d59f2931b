import { beforeEach, describe, expect, it, vi } from 'vitest';
import { accountPaths, teamPermissionsPath } from '../../src/contract/account';
import { onboardingPaths } from '../../src/contract/onboarding';
import { STEP_IDS, type StepId } from '../../src/domain/onboarding';
import type * as Api from '../../src/web/lib/api';
import { flowOf, flows } from '../machines/onboarding.fixtures';

const apiFetch = vi.hoisted(() => vi.fn());
vi.mock('../../src/web/lib/api', async (importOriginal) => ({
  ...(await importOriginal<typeof Api>()),
  apiFetch,
}));
const { onboardingApi } = await import('../../src/web/features/onboarding/onboarding-api');

/** Each step's call as docs/decisions/onboarding.md names it, from the contract's own constants. */
const CALLS: Record<Exclude<StepId, 'coach'>, { method: string; path: string; thenFlow: boolean }> = {
  details: { method: 'POST', path: onboardingPaths.demographics, thenFlow: false },
  address: { method: 'POST', path: accountPaths.addressPost, thenFlow: true },
  security: { method: 'POST', path: accountPaths.securityQuestionPost, thenFlow: true },
  consent: { method: 'POST', path: onboardingPaths.questionnaireStart, thenFlow: false },
  focus: { method: 'POST', path: onboardingPaths.desiredFocusPost, thenFlow: false },
  body: { method: 'POST', path: onboardingPaths.physioMarkersPost, thenFlow: false },
  'womens-health': { method: 'PATCH', path: accountPaths.womanHealth, thenFlow: true },
  medications: { method: 'POST', path: onboardingPaths.medicationsStep, thenFlow: false },
  diet: { method: 'POST', path: onboardingPaths.dietaryConstraintsPost, thenFlow: false },
  foods: { method: 'POST', path: onboardingPaths.foodsPost, thenFlow: false },
  beverages: { method: 'POST', path: onboardingPaths.beveragesPost, thenFlow: false },
  takeout: { method: 'POST', path: onboardingPaths.takeoutPost, thenFlow: false },
  draw: { method: 'POST', path: onboardingPaths.mobileBloodDrawConfirm, thenFlow: false },
  review: { method: 'POST', path: onboardingPaths.complete, thenFlow: false },
};

const inTeam = {
  ...flowOf('ONBOARDING_REQUIRED', [], [], { inTeam: true }),
  answers: {
    ...flows.focus.answers,
    coach: {
      teamId: 7,
      teamName: 'Peak',
      companyName: 'Peak Co',
      coaches: [],
      permissionGranted: null,
    },
  },
};

describe('onboardingApi (issue 14; the calls of docs/decisions/onboarding.md)', () => {
  beforeEach(() => {
    apiFetch.mockReset();
    apiFetch.mockImplementation((url: string) =>
      Promise.resolve(url === onboardingPaths.flow ? flows.review : { saved: url }),
    );
  });

  it('loads the flow', async () => {
    await expect(onboardingApi.flow()).resolves.toBe(flows.review);
    expect(apiFetch).toHaveBeenCalledWith(onboardingPaths.flow, expect.anything());
  });

  it.each(Object.entries(CALLS))('%s saves through its call and ends with the flow', async (step, call) => {
    const body = { some: 'answer' };
    const answer = await onboardingApi.save(step as StepId, body, flows.focus);
    expect(apiFetch.mock.calls[0]).toEqual([
      call.path,
      expect.objectContaining({ method: call.method, retry: 0, ...(step === 'review' ? {} : { body }) }),
    ]);
    if (call.thenFlow) {
      expect(apiFetch.mock.calls[1]?.[0]).toBe(onboardingPaths.flow);
      expect(answer).toBe(flows.review);
    } else {
      expect(apiFetch).toHaveBeenCalledTimes(1);
      expect(answer).toEqual({ saved: call.path });
    }
  });

  it('every step has its call', () => {
    expect(Object.keys(CALLS).concat('coach').sort()).toEqual([...STEP_IDS].sort());
  });

  it('coach posts the permission for the customer’s team, then reads the flow', async () => {
    await expect(onboardingApi.save('coach', { granted: true }, inTeam)).resolves.toBe(flows.review);
    expect(apiFetch.mock.calls[0]).toEqual([
      teamPermissionsPath(7),
      expect.objectContaining({ method: 'POST', body: { granted: true } }),
    ]);
  });

  it('coach without a team fails without a call', async () => {
    await expect(onboardingApi.save('coach', { granted: true }, flows.focus)).rejects.toThrow(/team/);
    expect(apiFetch).not.toHaveBeenCalled();
  });

  it('a refused account call is the save’s failure: the flow is not read', async () => {
    apiFetch.mockRejectedValueOnce(new Error('refused'));
    await expect(onboardingApi.save('address', {}, flows.address)).rejects.toThrow('refused');
    expect(apiFetch).toHaveBeenCalledTimes(1);
  });

  it('skip posts the step; complete posts nothing else', async () => {
    await onboardingApi.skip('foods');
    await onboardingApi.complete();
    expect(apiFetch.mock.calls).toEqual([
      [onboardingPaths.skip, expect.objectContaining({ method: 'POST', body: { step: 'foods' }, retry: 0 })],
      [onboardingPaths.complete, expect.objectContaining({ method: 'POST', body: {}, retry: 0 })],
    ]);
  });
});
