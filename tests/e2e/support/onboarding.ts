import { expect, type APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD, newCustomer } from './auth';

type Choice = { id: number };

/** The onboarding calls (issue 14) as one customer, for journeys that start further along. */
export async function onboardingCalls(request: APIRequestContext, email: string, password = DEMO_PASSWORD) {
  const login = await request.post('/api/pages/customerAuth/login', { data: { email, password } });
  expect(login.ok()).toBe(true);
  const { access_token: token } = (await login.json()) as { access_token: string };
  const headers = { authorization: `Bearer ${token}` };
  const get = async <T>(path: string) => {
    const res = await request.get(path, { headers });
    expect(res.ok(), path).toBe(true);
    return (await res.json()) as T;
  };
  const send = async (path: string, data: object, method: 'post' | 'patch' = 'post') => {
    const res = await request[method](path, { headers, data });
    expect(res.ok(), `${path}: ${await res.text()}`).toBe(true);
  };

  return {
    /** Details, address, security question and consent: REQUIRED_DETAILS and ACCOUNT done. */
    async throughAccount(firstName: string, sex: 'male' | 'female') {
      await send('/api/customer/onboarding/demographics', {
        firstName,
        lastName: 'Tester',
        birthDate: '1988-03-14',
        sex,
        phone: '+1 415 555 0199',
      });
      await send('/api/pages/account/address-post', {
        country: 'US',
        line1: '1 Market Street',
        city: 'San Francisco',
        state: 'CA',
        postalCode: '94105',
      });
      await send('/api/pages/account/security-question-post', {
        question: 'What street did you grow up on?',
        answer: 'Elm',
        currentPassword: password,
      });
      await send('/api/customer/onboarding/questionnaire/start', {
        termsAccepted: true,
        researchConsent: false,
      });
    },
    /** Goals, body (no GLP-1 medication) and diet; foods, drinks and eating out skipped. */
    async questionnaire() {
      const goals = await get<Choice[]>('/api/pages/desiredFocus/goal');
      const areas = await get<Choice[]>('/api/pages/desiredFocus/values');
      await send('/api/pages/desiredFocus/post', { goalId: goals[0]!.id, valueIds: [areas[0]!.id] });
      const markers = await get<{ id: number; abbr: string }[]>('/api/public/references/physio-markers');
      const marker = (abbr: string) => markers.find((m) => m.abbr === abbr)!.id;
      await send('/api/pages/physioMarkersPost', {
        markers: [
          { markerId: marker('HEIGHT'), value: 66 },
          { markerId: marker('WEIGHT'), value: 150 },
        ],
        takesGlp1: false,
      });
      await send('/api/pages/dietary/constraintsPost', { constraints: [] });
      for (const step of ['foods', 'beverages', 'takeout'])
        await send('/api/pages/questionnaire/skip', { step });
    },
    /** The women's-health step, with the first reproductive stage. */
    async womensHealth() {
      const stages = await get<Choice[]>('/api/pages/references/reproductive-stages');
      await send(
        '/api/customer/profile/woman-health',
        {
          reproductiveStageId: stages[0]!.id,
          contraceptionTypeId: null,
          hormoneTherapyTypeId: null,
          lastPeriodDate: null,
          cycleLengthDays: null,
        },
        'patch',
      );
    },
    complete: () => send('/api/customer/onboarding/complete', {}),
  };
}

/**
 * A new customer bought through the demo store and walked to ACTIVE through the onboarding calls,
 * for journeys that need a full account of their own. The screens have their own journey
 * (onboarding.spec.ts).
 */
export async function activeNewCustomer(request: APIRequestContext, firstName = 'Sam') {
  const who = await newCustomer(request, firstName);
  const calls = await onboardingCalls(request, who.email, who.password);
  await calls.throughAccount(firstName, 'male');
  await calls.questionnaire();
  await calls.complete();
  return who;
}
