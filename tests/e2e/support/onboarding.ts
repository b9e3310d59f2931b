import { expect, type APIRequestContext } from '@playwright/test';
import { newCustomer } from './auth';

type Choice = { id: number };

/**
 * A new customer bought through the demo store and walked to ACTIVE through the onboarding calls
 * (issue 14), for journeys that need a full account of their own. The onboarding screens have their
 * own journey (onboarding.spec.ts).
 */
export async function activeNewCustomer(request: APIRequestContext, firstName = 'Sam') {
  const who = await newCustomer(request, firstName);
  const login = await request.post('/api/pages/customerAuth/login', {
    data: { email: who.email, password: who.password },
  });
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
  await send('/api/customer/onboarding/demographics', {
    firstName,
    lastName: 'Tester',
    birthDate: '1988-03-14',
    sex: 'male',
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
    currentPassword: who.password,
  });
  await send('/api/customer/onboarding/questionnaire/start', { termsAccepted: true, researchConsent: false });
  const goals = await get<Choice[]>('/api/pages/desiredFocus/goal');
  const areas = await get<Choice[]>('/api/pages/desiredFocus/values');
  await send('/api/pages/desiredFocus/post', { goalId: goals[0]!.id, valueIds: [areas[0]!.id] });
  const markers = await get<{ id: number; abbr: string }[]>('/api/public/references/physio-markers');
  const marker = (abbr: string) => markers.find((m) => m.abbr === abbr)!.id;
  await send('/api/pages/physioMarkersPost', {
    markers: [
      { markerId: marker('HEIGHT'), value: 70 },
      { markerId: marker('WEIGHT'), value: 165 },
    ],
    takesGlp1: false,
  });
  await send('/api/pages/dietary/constraintsPost', { constraints: [] });
  for (const step of ['foods', 'beverages', 'takeout']) await send('/api/pages/questionnaire/skip', { step });
  await send('/api/customer/onboarding/complete', {});
  return who;
}
