import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { accountPaths, teamPermissionsPath } from '../../src/contract/account';
import { authPaths, customer as customerSchema } from '../../src/contract/auth';
import { bloodPaths } from '../../src/contract/blood';
import { dnaPaths } from '../../src/contract/dna';
import { errorBody } from '../../src/contract/http';
import { innerAgePaths } from '../../src/contract/innerage';
import {
  ACCOUNT_NOT_ACTIVE,
  coachAnswers,
  ONBOARDING_ORDER,
  onboardingFlow,
  onboardingPaths,
  onboardingStatus,
  skippableSteps,
  type OnboardingFlow,
} from '../../src/contract/onboarding';
import { ordersPaths } from '../../src/contract/orders';
import {
  customerAddresses,
  customers,
  onboardingProgress,
  orders,
  teamMembers,
} from '../../src/server/db/schema';
import { productCatalogue } from '../../src/server/db/seed/reference/products';
import { hashPassword } from '../../src/server/services/crypto';
import { advanceActivation } from '../../src/server/services/onboarding';
import { ensureTests } from '../../src/server/services/orders';
import { bearerCalls, client } from './http-client';
import type * as Questionnaire from '../../src/server/services/questionnaire';
import { createTestApp, type TestApp } from './test-app';

// The questionnaire slice owns what makes its steps done and which pick-list ids exist. These tests
// drive both through its interface, so they hold with its real implementation: `questionnaire.complete`
// marks every questionnaire step done; where-did-you-hear ids 1-5 exist.
const questionnaire = vi.hoisted(() => ({ complete: false }));
vi.mock('../../src/server/services/questionnaire', async (importActual) => {
  const actual = await importActual<typeof Questionnaire>();
  return {
    ...actual,
    questionnaireDone: (answers: Parameters<typeof actual.questionnaireDone>[0]) =>
      questionnaire.complete
        ? new Set([
            'focus',
            'body',
            'womens-health',
            'medications',
            'diet',
            'foods',
            'beverages',
            'takeout',
          ] as const)
        : actual.questionnaireDone(answers),
    optionExists: async (...args: Parameters<typeof actual.optionExists>) =>
      args[1] === 'where_did_you_hear' ? args[2] <= 5 : actual.optionExists(...args),
  };
});

const NOW = new Date('2026-11-22T12:00:00Z');
const PASSWORD = 'Healthspan-demo-1';
const demo = (persona: string) => `${persona}@demo.healthspan.test`;

let t: TestApp;
const { api, logIn } = bearerCalls(() => t);
let serial = 0;

const DETAILS = {
  firstName: 'Riley',
  lastName: 'Chen',
  birthDate: '1990-04-12',
  sex: 'female',
  phone: '+1 415 555 0170',
  whereDidYouHearId: 2,
} as const;
const ADDRESS = {
  country: 'US',
  line1: '1 Market Street',
  city: 'San Francisco',
  state: 'CA',
  postalCode: '94105',
};

interface Fresh {
  id: number;
  email: string;
  token: string;
}

interface FreshOptions {
  /** The plan bought; none when null. */
  packageId?: number | null;
  details?: boolean;
  security?: boolean;
  consent?: boolean;
  /** The address's state (NY: the Essentials needs a mobile draw). */
  stateCode?: 'CA' | 'NY';
}

/** A new customer of this file in `state`, with what `options` says is done. */
async function fresh(
  state: 'PURCHASE' | 'REQUIRED_DETAILS' | 'ACCOUNT' | 'ONBOARDING_REQUIRED',
  { packageId = 12, details = false, security = true, consent = false, stateCode = 'CA' }: FreshOptions = {},
): Promise<Fresh> {
  serial += 1;
  const email = `person-${serial}@onboarding.test`;
  const db = t.database.db;
  const [row] = await db
    .insert(customers)
    .values({
      email,
      passwordHash: await hashPassword(PASSWORD),
      firstName: 'Sam',
      lastName: 'Rowe',
      activationState: state,
      ...(details ? { birthDate: '1985-01-01', sex: 'male' as const, pendingPhone: '+14155550180' } : {}),
      ...(security ? { securityQuestion: 'First pet?', securityAnswerHash: await hashPassword('rex') } : {}),
    })
    .returning();
  const id = row!.id;
  if (details)
    await db.insert(customerAddresses).values({
      customerId: id,
      ...ADDRESS,
      state: stateCode,
      city: stateCode === 'NY' ? 'New York' : ADDRESS.city,
      postalCode: stateCode === 'NY' ? '10003' : ADDRESS.postalCode,
      updatedAt: NOW,
    });
  if (packageId !== null) {
    const product = productCatalogue.find((p) => p.packageId === packageId)!;
    await db.insert(orders).values({
      customerId: id,
      productId: product.id,
      packageId,
      priceCents: product.priceCents,
      createdAt: NOW,
    });
    // As the store's hand-off does: the order's test exists before the customer signs in.
    await ensureTests(db, id);
  }
  if (consent)
    await db.insert(onboardingProgress).values({ customerId: id, termsAcceptedAt: NOW, updatedAt: NOW });
  return { id, email, token: await logIn(email, PASSWORD) };
}

/** Everything an onboarding call may change for a customer. */
async function stored(id: number) {
  const db = t.database.db;
  const [row] = await db.select().from(customers).where(eq(customers.id, id));
  const [address] = await db.select().from(customerAddresses).where(eq(customerAddresses.customerId, id));
  const [progress] = await db.select().from(onboardingProgress).where(eq(onboardingProgress.customerId, id));
  return { row, address, progress };
}

async function json<T>(res: Response, status: number, schema: { parse(v: unknown): T }) {
  const body: unknown = await res.json();
  expect(res.status, JSON.stringify(body)).toBe(status);
  return schema.parse(body);
}

const flowOf = async (token: string) =>
  json(await api('GET', onboardingPaths.flow, token), 200, onboardingFlow);
const stateOf = async (token: string) =>
  (await json(await api('GET', accountPaths.customer, token), 200, customerSchema)).activationState;
const stepState = (flow: OnboardingFlow, id: string) => flow.steps.find((s) => s.id === id)?.state;

/** A 400 naming exactly `paths`, and nothing stored for the customer. */
async function refused(who: Fresh, path: string, body: unknown, paths: string[]) {
  const before = await stored(who.id);
  const error = await json(await api('POST', path, who.token, body), 400, errorBody);
  expect([...new Set(error.issues?.map((i) => i.path))].sort()).toEqual([...paths].sort());
  expect(await stored(who.id)).toEqual(before);
  return error;
}

/** A 409 ONBOARDING_ORDER with `message`, and nothing stored. */
async function outOfOrder(who: Fresh, path: string, body: unknown, message: string) {
  const before = await stored(who.id);
  const error = await json(await api('POST', path, who.token, body), 409, errorBody);
  expect(error).toMatchObject({ error: message, code: ONBOARDING_ORDER });
  expect(await stored(who.id)).toEqual(before);
  return error;
}

beforeAll(async () => {
  t = await createTestApp();
  t.setNow(NOW);
});
afterAll(async () => t?.close());
beforeEach(() => {
  t.setNow(NOW);
  questionnaire.complete = false;
});

describe('signed-out callers', () => {
  it.each([
    ['GET', onboardingPaths.status],
    ['GET', onboardingPaths.flow],
    ['GET', onboardingPaths.questionnaireFlow],
    ['GET', onboardingPaths.skip],
    ['POST', onboardingPaths.skip],
    ['POST', onboardingPaths.demographics],
    ['POST', onboardingPaths.questionnaireStart],
    ['POST', onboardingPaths.questionnaireStartAlias],
    ['GET', onboardingPaths.customerCoach],
    ['POST', onboardingPaths.mobileBloodDrawConfirm],
    ['POST', onboardingPaths.complete],
  ])('%s %s answers 401', async (method, path) => {
    expect((await api(method, path, undefined, method === 'POST' ? {} : undefined)).status).toBe(401);
  });
});

describe('the personas: each holds the data of its state', () => {
  it('purchase@ has no steps: a plan comes first', async () => {
    const token = await logIn(demo('purchase'));
    const flow = await flowOf(token);
    expect(flow).toMatchObject({
      activationState: 'PURCHASE',
      steps: [],
      currentStep: null,
      canComplete: false,
    });
    expect(await json(await api('GET', onboardingPaths.status, token), 200, onboardingStatus)).toEqual({
      activationState: 'PURCHASE',
      currentStep: null,
      done: 0,
      total: 0,
      canComplete: false,
    });
  });

  it('required-details@ resumes at the details, with the name the store took', async () => {
    const flow = await flowOf(await logIn(demo('required-details')));
    expect(flow.activationState).toBe('REQUIRED_DETAILS');
    expect(flow.currentStep).toBe('details');
    expect(flow.answers.details).toMatchObject({
      firstName: 'Riley',
      lastName: 'Chen',
      birthDate: null,
      phone: null,
    });
    expect(stepState(flow, 'security')).toBe('done');
    expect(stepState(flow, 'address')).toBe('todo');
  });

  it('account@ has details and address done, and resumes at the security question', async () => {
    const flow = await flowOf(await logIn(demo('account')));
    expect(flow.activationState).toBe('ACCOUNT');
    expect(flow.currentStep).toBe('security');
    expect(flow.steps.filter((s) => s.state === 'done').map((s) => s.id)).toEqual(['details', 'address']);
    expect(flow.answers.security.question).toBeNull();
    expect(flow.answers.details.phone).toBe('+14155550142');
  });

  it('onboarding@ meets the draw step (NY Essentials), not the women’s-health nor the coach step', async () => {
    const token = await logIn(demo('onboarding'));
    const flow = await flowOf(token);
    expect(flow.activationState).toBe('ONBOARDING_REQUIRED');
    expect(flow.currentStep).toBe('focus');
    const ids = flow.steps.map((s) => s.id);
    expect(ids).toContain('draw');
    expect(ids).not.toContain('womens-health');
    expect(ids).not.toContain('coach');
    expect(ids).not.toContain('medications');
    expect(flow.answers.draw?.test).toMatchObject({ shouldPreventActivationWithoutMbd: true, hasMbd: false });
    expect(flow.answers.consent.termsAcceptedAt).not.toBeNull();
    const questionnaireOnly = await json(
      await api('GET', onboardingPaths.questionnaireFlow, token),
      200,
      onboardingFlow,
    );
    expect(questionnaireOnly.steps.every((s) => s.phase === 'ONBOARDING_REQUIRED')).toBe(true);
    expect(questionnaireOnly.steps[0]!.id).toBe('focus');
    expect(questionnaireOnly.currentStep).toBe('focus');
  });

  it('onboarding-female@ meets the women’s-health and coach steps, with her team’s coach', async () => {
    const token = await logIn(demo('onboarding-female'));
    const flow = await flowOf(token);
    expect(flow.activationState).toBe('ONBOARDING_REQUIRED');
    const ids = flow.steps.map((s) => s.id);
    expect(ids).toContain('womens-health');
    expect(ids).toContain('coach');
    expect(ids).not.toContain('draw');
    expect(flow.answers.coach).toMatchObject({
      teamName: 'Acme Wellness Team',
      companyName: 'Acme Health Co.',
      permissionGranted: null,
    });
    const coach = await json(await api('GET', onboardingPaths.customerCoach, token), 200, coachAnswers);
    expect(coach.coaches).toContainEqual({ firstName: 'Casey', lastName: 'Morgan' });
  });
});

describe('POST demographics (REQUIRED_DETAILS)', () => {
  it('stores the details, the phone as pending, and answers the whole flow; twice stores the same', async () => {
    const me = await fresh('REQUIRED_DETAILS');
    const other = await fresh('REQUIRED_DETAILS');
    const otherBefore = await stored(other.id);
    const first = await json(
      await api('POST', onboardingPaths.demographics, me.token, DETAILS),
      200,
      onboardingFlow,
    );
    expect(first.answers.details).toEqual({
      firstName: 'Riley',
      lastName: 'Chen',
      birthDate: '1990-04-12',
      sex: 'female',
      phone: '+14155550170',
      whereDidYouHearId: 2,
    });
    expect(stepState(first, 'details')).toBe('done');
    // The address is still missing: the state waits.
    expect(first.activationState).toBe('REQUIRED_DETAILS');
    expect(first.currentStep).toBe('address');
    expect(first.steps.map((s) => s.id)).toContain('womens-health');
    const once = await stored(me.id);
    expect(once.row).toMatchObject({ pendingPhone: '+14155550170', phone: null });
    const second = await json(
      await api('POST', onboardingPaths.demographics, me.token, DETAILS),
      200,
      onboardingFlow,
    );
    expect(second).toEqual(first);
    const twice = await stored(me.id);
    expect({ ...twice.progress, updatedAt: null }).toEqual({ ...once.progress, updatedAt: null });
    expect(twice.row).toEqual(once.row);
    expect(await stored(other.id)).toEqual(otherBefore);
  });

  it('keeps the verified phone when it is the one sent', async () => {
    const me = await fresh('REQUIRED_DETAILS');
    await t.database.db
      .update(customers)
      .set({ phone: '+14155550170', phoneVerifiedAt: NOW, pendingPhone: '+14155550999' })
      .where(eq(customers.id, me.id));
    const flow = await json(
      await api('POST', onboardingPaths.demographics, me.token, DETAILS),
      200,
      onboardingFlow,
    );
    expect(flow.answers.details.phone).toBe('+14155550170');
    expect((await stored(me.id)).row).toMatchObject({ phone: '+14155550170', pendingPhone: null });
  });

  it('refuses bad input naming each field, storing nothing', async () => {
    const me = await fresh('REQUIRED_DETAILS');
    await refused(
      me,
      onboardingPaths.demographics,
      { ...DETAILS, sex: 'other', firstName: '', phone: 'call me' },
      ['sex', 'firstName', 'phone'],
    );
    await refused(me, onboardingPaths.demographics, { lastName: 'Chen' }, [
      'firstName',
      'birthDate',
      'sex',
      'phone',
    ]);
    await refused(
      me,
      onboardingPaths.demographics,
      { ...DETAILS, birthDate: '2015-01-01', phone: '+1 900 555 0100', whereDidYouHearId: 99 },
      ['birthDate', 'phone', 'whereDidYouHearId'],
    );
    await refused(me, onboardingPaths.demographics, { ...DETAILS, birthDate: '1990-02-30' }, ['birthDate']);
    await refused(me, onboardingPaths.demographics, { ...DETAILS, firstName: 'Ri\u0000ley' }, ['firstName']);
  });

  it('is refused with 409 before a plan is bought', async () => {
    const me = await fresh('PURCHASE', { packageId: null });
    await outOfOrder(me, onboardingPaths.demographics, DETAILS, 'Choose a plan first.');
  });
});

describe('moving through the activation states', () => {
  it('required-details@ reaches ACCOUNT after demographics and the address', async () => {
    const token = await logIn(demo('required-details'));
    await json(await api('POST', onboardingPaths.demographics, token, DETAILS), 200, onboardingFlow);
    expect(await stateOf(token)).toBe('REQUIRED_DETAILS');
    expect((await api('POST', accountPaths.addressPost, token, ADDRESS)).status).toBe(200);
    expect(await stateOf(token)).toBe('ACCOUNT');
    const flow = await flowOf(token);
    // The store set the security question: the consent is next.
    expect(flow.currentStep).toBe('consent');
  });

  it('account@ reaches ONBOARDING_REQUIRED after the security question and the consent', async () => {
    const token = await logIn(demo('account'));
    const consent = await json(
      await api('POST', onboardingPaths.questionnaireStart, token, {
        termsAccepted: true,
        researchConsent: false,
      }),
      200,
      onboardingFlow,
    );
    expect(consent.activationState).toBe('ACCOUNT');
    expect(stepState(consent, 'consent')).toBe('done');
    expect(consent.answers.consent.researchConsent).toBe(false);
    const security = await api('POST', accountPaths.securityQuestionPost, token, {
      question: 'Where did we first meet?',
      answer: 'Lisbon',
      currentPassword: PASSWORD,
    });
    expect(security.status).toBe(200);
    const flow = await flowOf(token);
    expect(flow.activationState).toBe('ONBOARDING_REQUIRED');
    expect(flow.currentStep).toBe('focus');
    expect(flow.answers.security.question).toBe('Where did we first meet?');
  });

  it('one save moves several states when the data allows it (the account calls too)', async () => {
    const me = await fresh('REQUIRED_DETAILS', { consent: true });
    await api('POST', accountPaths.addressPost, me.token, ADDRESS);
    await api('POST', accountPaths.birthDatePost, me.token, { birthDate: '1980-05-05' });
    await api('POST', accountPaths.genderPost, me.token, { gender: 'male' });
    expect(await stateOf(me.token)).toBe('REQUIRED_DETAILS');
    await t.database.db
      .update(customers)
      .set({ pendingPhone: '+14155550181' })
      .where(eq(customers.id, me.id));
    const names = await api('POST', accountPaths.namesPost, me.token, { firstName: 'Sam', lastName: 'Rowe' });
    // Details, address, security (set by the store) and consent are all there: straight to the questionnaire.
    expect(customerSchema.parse(await names.json()).activationState).toBe('ONBOARDING_REQUIRED');
  });

  it('never moves to ACTIVE by itself, nor backwards, and two saves at once agree', async () => {
    const me = await fresh('ACCOUNT', { details: true, consent: true });
    const states = await Promise.all([
      advanceActivation(t.database.db, me.id, NOW),
      advanceActivation(t.database.db, me.id, NOW),
    ]);
    expect(states).toEqual(['ONBOARDING_REQUIRED', 'ONBOARDING_REQUIRED']);
    questionnaire.complete = true;
    expect(await advanceActivation(t.database.db, me.id, NOW)).toBe('ONBOARDING_REQUIRED');
  });

  it('the demo store moves a PURCHASE customer who buys to REQUIRED_DETAILS', async () => {
    const me = await fresh('PURCHASE', { packageId: null });
    const browser = client(t);
    const res = await browser.postForm('/demo-store/checkout', {
      slug: 'essentials',
      firstName: 'Sam',
      lastName: 'Rowe',
      email: me.email,
      password: PASSWORD,
    });
    expect(res.status).toBe(303);
    expect(await stateOf(me.token)).toBe('REQUIRED_DETAILS');
  });

  it('a new e-mail at the demo store starts in REQUIRED_DETAILS', async () => {
    const browser = client(t);
    const email = 'new-buyer@onboarding.test';
    const res = await browser.postForm('/demo-store/checkout', {
      slug: 'ultimate',
      firstName: 'Noa',
      lastName: 'Berg',
      email,
      password: 'Brand-new-pass-1',
    });
    expect(res.status).toBe(303);
    const flow = await flowOf(await logIn(email, 'Brand-new-pass-1'));
    expect(flow).toMatchObject({ activationState: 'REQUIRED_DETAILS', currentStep: 'details' });
    // The checkout set no security question: the ACCOUNT phase asks for one.
    expect(stepState(flow, 'security')).toBe('todo');
  });
});

describe('POST questionnaire/start (the consent)', () => {
  it('keeps the first acceptance time and the latest research answer; the alias does the same', async () => {
    const me = await fresh('ACCOUNT', { details: true, security: false });
    const first = await json(
      await api('POST', onboardingPaths.questionnaireStart, me.token, {
        termsAccepted: true,
        researchConsent: true,
      }),
      200,
      onboardingFlow,
    );
    expect(first.answers.consent).toEqual({ termsAcceptedAt: NOW.toISOString(), researchConsent: true });
    t.setNow(new Date(NOW.getTime() + 60_000));
    const again = await json(
      await api('POST', onboardingPaths.questionnaireStartAlias, me.token, {
        termsAccepted: true,
        researchConsent: false,
      }),
      200,
      onboardingFlow,
    );
    expect(again.answers.consent).toEqual({ termsAcceptedAt: NOW.toISOString(), researchConsent: false });
    expect(again.activationState).toBe('ACCOUNT');
  });

  it('refuses terms not accepted and a missing research answer, storing nothing', async () => {
    const me = await fresh('ACCOUNT', { details: true });
    await refused(me, onboardingPaths.questionnaireStart, { termsAccepted: false, researchConsent: true }, [
      'termsAccepted',
    ]);
    await refused(me, onboardingPaths.questionnaireStartAlias, { termsAccepted: true }, ['researchConsent']);
  });

  it('is refused with 409 while the details are missing', async () => {
    const me = await fresh('REQUIRED_DETAILS');
    await outOfOrder(
      me,
      onboardingPaths.questionnaireStart,
      { termsAccepted: true, researchConsent: true },
      'Finish your details first.',
    );
  });
});

describe('questionnaire/skip', () => {
  it('lists and skips only optional steps of the customer’s flow; a skip twice is one skip', async () => {
    const me = await fresh('ONBOARDING_REQUIRED', { details: true, consent: true, stateCode: 'NY' });
    expect(await json(await api('GET', onboardingPaths.skip, me.token), 200, skippableSteps)).toEqual({
      steps: ['foods', 'beverages', 'takeout', 'draw'],
    });
    const skipped = await json(
      await api('POST', onboardingPaths.skip, me.token, { step: 'foods' }),
      200,
      onboardingFlow,
    );
    expect(stepState(skipped, 'foods')).toBe('skipped');
    await api('POST', onboardingPaths.skip, me.token, { step: 'foods' });
    expect((await stored(me.id)).progress?.skippedSteps).toEqual(['foods']);
    expect(
      (await json(await api('GET', onboardingPaths.skip, me.token), 200, skippableSteps)).steps,
    ).toContain('foods');
  });

  it('refuses a required step, a step the customer does not meet and an unknown one with 400 naming step', async () => {
    const me = await fresh('ONBOARDING_REQUIRED', { details: true, consent: true });
    for (const step of ['focus', 'review', 'coach', 'draw', 'nope'])
      await refused(me, onboardingPaths.skip, { step }, ['step']);
    await refused(me, onboardingPaths.skip, {}, ['step']);
  });

  it('is refused with 409 before the questionnaire opens', async () => {
    const me = await fresh('ACCOUNT', { details: true });
    await outOfOrder(
      me,
      onboardingPaths.skip,
      { step: 'takeout' },
      'Secure your account and give your consent first.',
    );
    expect((await json(await api('GET', onboardingPaths.skip, me.token), 200, skippableSteps)).steps).toEqual(
      [],
    );
  });
});

describe('GET customerCoach', () => {
  it('answers 404 with a sentence to a customer in no team', async () => {
    const me = await fresh('ONBOARDING_REQUIRED', { details: true, consent: true });
    const error = await json(await api('GET', onboardingPaths.customerCoach, me.token), 404, errorBody);
    expect(error.error).toMatch(/not in a coach’s team/);
  });
});

describe('POST MobileBloodDraw/confirm', () => {
  const booking = (testId: number) => ({
    testId,
    scheduledAt: new Date(NOW.getTime() + 3 * 86_400_000).toISOString(),
    phone: '+1 212 555 0143',
    address: { line1: '200 Park Avenue South', city: 'New York', state: 'NY', zip: '10003', country: 'US' },
  });

  it('books the draw of the test that needs one; the step is done, and twice books the same', async () => {
    const me = await fresh('ONBOARDING_REQUIRED', { details: true, consent: true, stateCode: 'NY' });
    const before = await flowOf(me.token);
    const testId = before.answers.draw!.test.id;
    const flow = await json(
      await api('POST', onboardingPaths.mobileBloodDrawConfirm, me.token, booking(testId)),
      200,
      onboardingFlow,
    );
    expect(stepState(flow, 'draw')).toBe('done');
    expect(flow.answers.draw!.test).toMatchObject({ id: testId, hasMbd: true, isActivated: true });
    const again = await json(
      await api('POST', onboardingPaths.mobileBloodDrawConfirm, me.token, booking(testId)),
      200,
      onboardingFlow,
    );
    expect(again).toEqual(flow);
  });

  it('refuses another test and a time too soon with 400 naming the field', async () => {
    const me = await fresh('ONBOARDING_REQUIRED', { details: true, consent: true, stateCode: 'NY' });
    const testId = (await flowOf(me.token)).answers.draw!.test.id;
    await refused(me, onboardingPaths.mobileBloodDrawConfirm, booking(testId + 1000), ['testId']);
    await refused(
      me,
      onboardingPaths.mobileBloodDrawConfirm,
      { ...booking(testId), scheduledAt: NOW.toISOString() },
      ['scheduledAt'],
    );
    await refused(me, onboardingPaths.mobileBloodDrawConfirm, { testId }, [
      'scheduledAt',
      'phone',
      'address',
    ]);
    expect(stepState(await flowOf(me.token), 'draw')).toBe('todo');
  });

  it('answers 409 when no test needs a draw, and before the questionnaire opens', async () => {
    const none = await fresh('ONBOARDING_REQUIRED', { details: true, consent: true });
    const error = await json(
      await api('POST', onboardingPaths.mobileBloodDrawConfirm, none.token, booking(1)),
      409,
      errorBody,
    );
    expect(error.error).toMatch(/None of your tests needs/);
    const early = await fresh('ACCOUNT', { details: true, stateCode: 'NY' });
    await outOfOrder(
      early,
      onboardingPaths.mobileBloodDrawConfirm,
      booking(1),
      'Secure your account and give your consent first.',
    );
  });
});

describe('POST complete', () => {
  it('names the required steps left (409) and then makes the account ACTIVE with every page', async () => {
    const me = await fresh('ONBOARDING_REQUIRED', { details: true, consent: true, stateCode: 'NY' });
    const before = await stored(me.id);
    const left = await json(await api('POST', onboardingPaths.complete, me.token), 409, errorBody);
    expect(left.code).toBe(ONBOARDING_ORDER);
    expect(left.error).toMatch(/^Finish these steps first: Your goals, Your body, How you eat/);
    expect(left.issues?.map((i) => i.path)).toEqual([
      'focus',
      'body',
      'diet',
      'foods',
      'beverages',
      'takeout',
      'draw',
    ]);
    expect(await stored(me.id)).toEqual(before);

    questionnaire.complete = true;
    const drawLeft = await json(await api('POST', onboardingPaths.complete, me.token), 409, errorBody);
    expect(drawLeft.issues?.map((i) => i.path)).toEqual(['draw']);
    await api('POST', onboardingPaths.skip, me.token, { step: 'draw' });
    expect((await flowOf(me.token)).canComplete).toBe(true);

    const done = await json(await api('POST', onboardingPaths.complete, me.token), 200, onboardingFlow);
    expect(done).toMatchObject({ activationState: 'ACTIVE', currentStep: null });
    const account = customerSchema.parse(await (await api('GET', accountPaths.customer, me.token)).json());
    expect(account).toMatchObject({
      activationState: 'ACTIVE',
      permissions: ['summary', 'bloodwork', 'nutrition', 'age'],
      isDnaOnly: false,
      hasAccessToBru: true,
      canAddInnerAge: true,
      hasUnusedTest: true,
      role: { homePage: '/customer/summary/dashboard' },
    });
    expect((await stored(me.id)).progress?.completedAt).toEqual(NOW);
    // Once ACTIVE, complete again changes nothing.
    expect(await json(await api('POST', onboardingPaths.complete, me.token), 200, onboardingFlow)).toEqual(
      done,
    );
  });

  it('gives a DNA kit buyer a DNA-only account', async () => {
    const me = await fresh('ONBOARDING_REQUIRED', { details: true, consent: true, packageId: 38 });
    questionnaire.complete = true;
    await json(await api('POST', onboardingPaths.complete, me.token), 200, onboardingFlow);
    const account = customerSchema.parse(await (await api('GET', accountPaths.customer, me.token)).json());
    expect(account).toMatchObject({
      permissions: ['summary', 'age'],
      isDnaOnly: true,
      hasAccessToBru: false,
    });
  });

  it('asks a team member about the coach first (onboarding-female@)', async () => {
    const token = await logIn(demo('onboarding-female'));
    questionnaire.complete = true;
    const left = await json(await api('POST', onboardingPaths.complete, token), 409, errorBody);
    expect(left.issues?.map((i) => i.path)).toEqual(['coach']);
    const { teamId } = (await flowOf(token)).answers.coach!;
    expect((await api('POST', teamPermissionsPath(teamId), token, { granted: true })).status).toBe(200);
    const coach = (await flowOf(token)).answers.coach!;
    expect(coach.permissionGranted).toBe(true);
    const done = await json(await api('POST', onboardingPaths.complete, token), 200, onboardingFlow);
    expect(done.activationState).toBe('ACTIVE');
    const account = customerSchema.parse(await (await api('GET', accountPaths.customer, token)).json());
    expect(account).toMatchObject({ allowedToSeeInnerAge: true, hasAccessToBru: true });
  });

  it('is refused with 409 before the questionnaire, naming what comes first', async () => {
    const me = await fresh('ACCOUNT', { details: true });
    await outOfOrder(
      me,
      onboardingPaths.complete,
      undefined,
      'Secure your account and give your consent first.',
    );
    const buyer = await fresh('PURCHASE', { packageId: null });
    await outOfOrder(buyer, onboardingPaths.complete, undefined, 'Choose a plan first.');
  });
});

describe('the full-account gate', () => {
  it('answers 403 ACCOUNT_NOT_ACTIVE on full-account calls and keeps the account and onboarding calls open', async () => {
    const token = await logIn(demo('onboarding'));
    const gated: [string, string, unknown?][] = [
      ['GET', bloodPaths.results],
      ['GET', innerAgePaths.results],
      ['GET', dnaPaths.report],
      ['POST', ordersPaths.activateTest, { testId: 1 }],
      ['POST', ordersPaths.transfer, {}],
      ['POST', ordersPaths.combineTestParts, {}],
    ];
    for (const [method, path, body] of gated) {
      const res = await api(method, path, token, body);
      expect(res.status, path).toBe(403);
      expect(await res.json()).toEqual({
        error: 'Finish setting up your account to see this.',
        code: ACCOUNT_NOT_ACTIVE,
      });
    }
    const open = [
      accountPaths.customer,
      accountPaths.full,
      onboardingPaths.flow,
      onboardingPaths.status,
      ordersPaths.purchaseHistory,
      ordersPaths.tests,
      authPaths.customer,
    ];
    for (const path of open) expect((await api('GET', path, token)).status, path).toBe(200);
  });

  it('opens the full-account calls once the account is ACTIVE', async () => {
    const me = await fresh('ONBOARDING_REQUIRED', { details: true, consent: true });
    expect((await api('GET', bloodPaths.results, me.token)).status).toBe(403);
    questionnaire.complete = true;
    await json(await api('POST', onboardingPaths.complete, me.token), 200, onboardingFlow);
    expect((await api('GET', bloodPaths.results, me.token)).status).toBe(200);
  });

  it('still answers 401 to a caller without a session', async () => {
    expect((await api('GET', bloodPaths.results)).status).toBe(401);
  });
});

describe('another customer’s answers', () => {
  it('stay untouched by every save', async () => {
    const bystander = await fresh('ONBOARDING_REQUIRED', { details: true, consent: true, stateCode: 'NY' });
    const before = await stored(bystander.id);
    const [member] = await t.database.db.select().from(teamMembers).limit(1);
    const me = await fresh('ACCOUNT', { details: true });
    await api('POST', onboardingPaths.questionnaireStart, me.token, {
      termsAccepted: true,
      researchConsent: true,
    });
    await api('POST', onboardingPaths.skip, me.token, { step: 'foods' });
    await api('POST', onboardingPaths.demographics, me.token, DETAILS);
    await api('POST', onboardingPaths.complete, me.token);
    expect(await stored(bystander.id)).toEqual(before);
    expect((await t.database.db.select().from(teamMembers).limit(1))[0]).toEqual(member);
  });
});
