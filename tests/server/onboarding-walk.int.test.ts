import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountPaths, teamPermissionsPath } from '../../src/contract/account';
import { authPaths, customer as customerSchema, tokenSet } from '../../src/contract/auth';
import { bloodPaths } from '../../src/contract/blood';
import {
  beveragesReference,
  choicesResponse,
  foodsReference,
  onboardingFlow,
  onboardingPaths as P,
  type OnboardingFlow,
} from '../../src/contract/onboarding';
import {
  physioMarkersResponse,
  referenceOptionsResponse,
  referencePaths,
} from '../../src/contract/references';
import { client } from './http-client';
import { createTestApp, type TestApp } from './test-app';

// Issue 14, end to end through the real API with nothing mocked: a purchase with a new e-mail walks
// every step to ACTIVE, and the women's-health, GLP-1 and coach branches of onboarding-female@.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

async function call(token: string, method: string, path: string, json?: unknown) {
  const headers: Record<string, string> = { authorization: `Bearer ${token}` };
  if (json !== undefined) headers['content-type'] = 'application/json';
  const res = await t.app.request(path, {
    method,
    headers,
    body: json === undefined ? undefined : JSON.stringify(json),
  });
  return { status: res.status, body: (await res.json()) as unknown };
}
async function save(token: string, path: string, json: unknown, method = 'POST') {
  const res = await call(token, method, path, json);
  expect(res.status, `${path}: ${JSON.stringify(res.body)}`).toBe(200);
  return res.body;
}
const flowOf = async (token: string) => onboardingFlow.parse((await call(token, 'GET', P.flow)).body);
async function logIn(email: string, password: string) {
  const res = await call('', 'POST', authPaths.login, { email, password });
  expect(res.status).toBe(200);
  return tokenSet.parse(res.body).access_token;
}
const list = async (token: string, path: string) =>
  choicesResponse.parse((await call(token, 'GET', path)).body);
const stateOf = (flow: OnboardingFlow, id: string) => flow.steps.find((s) => s.id === id)?.state;

/** The questionnaire steps every customer meets, answered with the first options of each list. */
async function answerQuestionnaire(token: string, takesGlp1: boolean) {
  const goals = await list(token, P.desiredFocusGoal);
  const areas = await list(token, P.desiredFocusValues);
  await save(token, P.desiredFocusPost, { goalId: goals[0]!.id, valueIds: [areas[0]!.id, areas[1]!.id] });
  const markers = physioMarkersResponse.parse((await call(token, 'GET', referencePaths.physioMarkers)).body);
  const id = (abbr: string) => markers.find((m) => m.abbr === abbr)!.id;
  await save(token, P.physioMarkersPost, {
    markers: [
      { markerId: id('HEIGHT'), value: 66 },
      { markerId: id('WEIGHT'), value: 150 },
    ],
    takesGlp1,
  });
  const constraints = await list(token, P.dietaryConstraints);
  await save(token, P.dietaryConstraintsPost, { constraints: [constraints[0]!.id] });
  const foods = foodsReference.parse((await call(token, 'GET', P.foodsReference)).body);
  await save(token, P.foodsPost, {
    frequencies: [{ foodId: foods.foods[0]!.id, frequencyId: foods.frequencies.at(-1)!.id }],
    omittedFoodIds: [foods.foods[1]!.id],
  });
  const drinks = beveragesReference.parse((await call(token, 'GET', P.beverages)).body);
  await save(token, P.beveragesPost, {
    frequencies: [{ beverageId: drinks.beverages[0]!.id, frequencyId: drinks.frequencies[1]!.id }],
  });
  // eating out is optional: skipped
  await save(token, P.skip, { step: 'takeout' });
}

describe('onboarding, walked through the real API', () => {
  it('a purchase with a new e-mail walks every step from REQUIRED_DETAILS to ACTIVE', async () => {
    const store = client(t);
    const email = 'walker@example.test';
    const password = 'Walk-all-the-way-1';
    const bought = await store.postForm('/demo-store/checkout', {
      slug: 'essentials',
      firstName: 'Wes',
      lastName: 'Walker',
      email,
      password,
    });
    expect(bought.status).toBe(303);
    const token = await logIn(email, password);

    let flow = await flowOf(token);
    expect(flow.activationState).toBe('REQUIRED_DETAILS');
    expect(flow.currentStep).toBe('details');
    // a gated call waits for the full account
    expect((await call(token, 'GET', bloodPaths.results)).status).toBe(403);

    const heard = await list(token, P.whereDidYouHearAnswers);
    await save(token, P.demographics, {
      firstName: 'Wesley',
      lastName: 'Walker',
      birthDate: '1985-06-01',
      sex: 'male',
      phone: '+1 415 555 0142',
      whereDidYouHearId: heard[0]!.id,
    });
    await save(token, accountPaths.addressPost, {
      country: 'US',
      line1: '1 Market Street',
      city: 'San Francisco',
      state: 'CA',
      postalCode: '94105',
    });
    flow = await flowOf(token);
    expect(flow.activationState).toBe('ACCOUNT');
    expect(flow.currentStep).toBe('security');

    await save(token, accountPaths.securityQuestionPost, {
      question: 'What street did you grow up on?',
      answer: 'Elm',
      currentPassword: password,
    });
    await save(token, P.questionnaireStart, { termsAccepted: true, researchConsent: false });
    flow = await flowOf(token);
    expect(flow.activationState).toBe('ONBOARDING_REQUIRED');
    expect(flow.currentStep).toBe('focus');
    expect(flow.steps.map((s) => s.id)).not.toContain('womens-health');

    // finishing early is refused, naming what is left
    const early = await call(token, 'POST', P.complete, {});
    expect(early.status).toBe(409);

    await answerQuestionnaire(token, false);
    flow = await flowOf(token);
    expect(flow.steps.map((s) => s.id)).not.toContain('medications');
    expect(stateOf(flow, 'takeout')).toBe('skipped');
    expect(flow.currentStep).toBe('review');
    expect(flow.canComplete).toBe(true);

    await save(token, P.complete, {});
    const me = customerSchema.parse((await call(token, 'GET', accountPaths.customer)).body);
    expect(me.activationState).toBe('ACTIVE');
    expect(me.firstName).toBe('Wesley');
    expect(me.permissions).toEqual(expect.arrayContaining(['summary', 'bloodwork']));
    expect((await call(token, 'GET', bloodPaths.results)).status).toBe(200);
  });

  it('onboarding-female@ meets the women’s-health, GLP-1 and coach steps and finishes', async () => {
    const token = await logIn('onboarding-female@demo.healthspan.test', 'Healthspan-demo-1');
    let flow = await flowOf(token);
    expect(flow.activationState).toBe('ONBOARDING_REQUIRED');
    expect(flow.steps.map((s) => s.id)).toEqual(expect.arrayContaining(['womens-health', 'coach']));

    await answerQuestionnaire(token, true);
    flow = await flowOf(token);
    expect(flow.steps.map((s) => s.id)).toContain('medications');
    expect(flow.canComplete).toBe(false);

    const stages = referenceOptionsResponse.parse(
      (await call(token, 'GET', referencePaths.reproductiveStages)).body,
    );
    await save(
      token,
      accountPaths.womanHealth,
      {
        reproductiveStageId: stages[0]!.id,
        contraceptionTypeId: null,
        hormoneTherapyTypeId: null,
        lastPeriodDate: null,
        cycleLengthDays: null,
      },
      'PATCH',
    );
    const [medications, reasons, methods] = await Promise.all(
      [P.glpOneMedications, P.glpOneReasons, P.glpOneTakingMethods].map((path) => list(token, path)),
    );
    await save(token, P.medicationsStep, {
      medications: [
        { medicationId: medications![0]!.id, reasonId: reasons![0]!.id, takingMethodId: methods![0]!.id },
      ],
    });
    const teamId = flow.answers.coach!.teamId;
    await save(token, teamPermissionsPath(teamId), { granted: true });

    flow = await flowOf(token);
    for (const id of ['womens-health', 'medications', 'coach']) expect(stateOf(flow, id)).toBe('done');
    expect(flow.canComplete).toBe(true);
    await save(token, P.complete, {});
    expect((await flowOf(token)).activationState).toBe('ACTIVE');
  });
});
