import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillPath } from '../../src/contract/admin';
import { authPaths, customer as customerSchema, type TokenSet } from '../../src/contract/auth';
import { bloodPaths, bloodResultsResponse } from '../../src/contract/blood';
import { errorBody } from '../../src/contract/http';
import { DAY_MS } from '../../src/domain/dates';
import {
  activateMbdResponse,
  activateResultResponse,
  activateTestResponse,
  combineResponse,
  decombineResponse,
  ordersPaths,
  purchaseHistoryResponse,
  testPartsResponse,
  testsResponse,
  transferResponse,
  validateAddressResponse,
  validatePhoneResponse,
  type PurchaseHistoryResponse,
  type Test,
} from '../../src/contract/orders';
import {
  bloodResults,
  customers,
  mobileBloodDraws,
  orders,
  testParts,
  tests,
} from '../../src/server/db/schema';
import { TRANSFER_RECIPIENT, EXPIRE_DRAW_IN_MS } from '../../src/server/db/seed/demo-orders';
import { readOutbox } from '../../src/server/services/outbox';
import { bearerCalls, client } from './http-client';
import { createTestApp, type TestApp } from './test-app';

const HOUR_MS = 3_600_000;
const email = (persona: string) => `${persona}@demo.healthspan.test`;
const PERSONAS = [
  'orders',
  'orders-lab',
  'orders-ultimate',
  'orders-pregnancy',
  'orders-expire',
  'orders-mbd',
  'active',
] as const;
type Persona = (typeof PERSONAS)[number];

let t: TestApp;
/** The seeding time: the demo draws are booked relative to it. */
let seededAt: Date;
const token = new Map<Persona, string>();
const idOf = new Map<Persona, number>();

const { api } = bearerCalls(() => t);
const { logIn } = bearerCalls(() => t);
const as = (p: Persona, method: string, path: string, json?: unknown) =>
  api(method, path, token.get(p), json);

const issuesOf = async (res: Response) =>
  errorBody
    .parse(await res.json())
    .issues!.map((i) => i.path)
    .sort();

async function history(p: Persona): Promise<PurchaseHistoryResponse> {
  const res = await as(p, 'GET', ordersPaths.purchaseHistory);
  expect(res.status).toBe(200);
  return purchaseHistoryResponse.parse(await res.json());
}
const allTests = (h: PurchaseHistoryResponse): Test[] => [
  ...h.availableTests,
  ...(h.activatedTest ? [h.activatedTest] : []),
  ...h.previousTests,
  ...h.transferredTests,
];
/** A 404 carries an error and nothing of the other customer's. */
async function expectNotFound(res: Response) {
  expect(res.status).toBe(404);
  const body = (await res.json()) as Record<string, unknown>;
  expect(Object.keys(body)).toEqual(['error']);
}
const at = (ms: number) => new Date(seededAt.getTime() + ms).toISOString();
const ADDRESS = { line1: '12 Main Street', city: 'Albany', state: 'NY', zip: '12207' };

beforeAll(async () => {
  t = await createTestApp();
  const [draw] = await t.database.db
    .select({ scheduledAt: mobileBloodDraws.scheduledAt })
    .from(mobileBloodDraws)
    .innerJoin(tests, eq(tests.id, mobileBloodDraws.testId))
    .innerJoin(customers, eq(customers.id, tests.customerId))
    .where(eq(customers.email, email('orders-expire')));
  seededAt = new Date(draw!.scheduledAt.getTime() - EXPIRE_DRAW_IN_MS);
  t.setNow(seededAt);
  for (const p of PERSONAS) {
    token.set(p, await logIn(email(p)));
    const [row] = await t.database.db
      .select({ id: customers.id })
      .from(customers)
      .where(eq(customers.email, email(p)));
    idOf.set(p, row!.id);
  }
});
afterAll(async () => {
  await t?.close();
});

describe('GET purchaseHistory/orders', () => {
  it('answers the rich history of orders@: available, previous, transferred and DIY', async () => {
    const h = await history('orders');
    expect(h.availableTests.map((x) => [x.title, x.packageId])).toEqual([
      ['Home Kit', 15],
      ['Essentials', 12],
    ]);
    const [homeKit, essentials] = h.availableTests;
    expect(homeKit).toMatchObject({
      hasHomeKit: true,
      isActivated: false,
      hasMbd: false,
      shouldPreventActivationWithoutMbd: false,
      image: '/images/packages/home-kit.svg',
    });
    expect(essentials).toMatchObject({ hasHomeKit: false, image: '/images/packages/default.svg' });
    expect(h.activatedTest).toBeNull();
    expect(h.previousTests.map((x) => x.packageId)).toEqual([12, 59]);
    expect(h.previousTests.every((x) => x.resultReceived && !x.isActivated && x.activatedAt !== null)).toBe(
      true,
    );
    expect(h.transferredTests).toHaveLength(1);
    expect(h.transferredTests[0]).toMatchObject({
      packageId: 12,
      recipientName: `${TRANSFER_RECIPIENT.firstName} ${TRANSFER_RECIPIENT.lastName}`,
      recipientEmail: TRANSFER_RECIPIENT.email,
    });
    expect(h.diyOrderInfo).toEqual([
      expect.objectContaining({ packageId: 10, uploadsAllowed: 3, uploadsUsed: 0, includesInnerAge: true }),
    ]);
  });

  it('derives each persona flag from stored data', async () => {
    const lab = await history('orders-lab');
    expect(lab.activatedTest).toBeNull();
    expect(lab.availableTests).toHaveLength(1);
    expect(lab.availableTests[0]).toMatchObject({
      packageId: 12,
      shouldPreventActivationWithoutMbd: true,
      hasHomeKit: false,
      hasMbd: false,
    });

    const ultimate = await history('orders-ultimate');
    expect(ultimate.activatedTest).toBeNull();
    expect(ultimate.availableTests[0]).toMatchObject({
      packageId: 59,
      title: 'Ultimate',
      hasMbd: false,
      shouldPreventActivationWithoutMbd: false,
      notifyAboutPregnancy: false,
    });

    const pregnancy = await history('orders-pregnancy');
    expect(pregnancy.availableTests[0]).toMatchObject({ packageId: 60, notifyAboutPregnancy: true });

    const expire = await history('orders-expire');
    expect(expire.activatedTest).toMatchObject({
      hasMbd: true,
      isRescheduleAvailable: false,
      mbdScheduledAt: at(EXPIRE_DRAW_IN_MS),
    });
    expect(expire.availableTests).toHaveLength(1);

    const mbd = await history('orders-mbd');
    expect(mbd.activatedTest).toMatchObject({ hasMbd: true, isRescheduleAvailable: true });
    expect(mbd.availableTests[0]).toMatchObject({ shouldPreventActivationWithoutMbd: true, hasMbd: false });
  });

  it("shows active@'s earlier orders (Ultimate and Essentials) as tests", async () => {
    const [before] = await t.database.db
      .select({ hasUnusedTest: customers.hasUnusedTest })
      .from(customers)
      .where(eq(customers.id, idOf.get('active')!));
    expect(before!.hasUnusedTest).toBe(true);
    const h = await history('active');
    expect(allTests(h).map((x) => x.packageId)).toEqual([12, 59]);
  });

  it('needs a signed-in customer, and shows only their own tests', async () => {
    expect((await api('GET', ordersPaths.purchaseHistory)).status).toBe(401);
    const mine = new Set(allTests(await history('orders')).map((x) => x.id));
    for (const p of ['orders-lab', 'orders-mbd', 'active'] as const)
      for (const x of allTests(await history(p))) expect(mine.has(x.id)).toBe(false);
  });
});

describe('GET tests', () => {
  it('lists every blood test of the customer, newest purchase first', async () => {
    const res = await as('orders', 'GET', ordersPaths.tests);
    expect(res.status).toBe(200);
    const list = testsResponse.parse(await res.json());
    expect(list.map((x) => x.packageId)).toEqual([15, 12, 12, 12, 59]);
    const purchased = list.map((x) => x.purchasedAt);
    expect([...purchased].sort().reverse()).toEqual(purchased);
  });

  it("never lists another customer's tests, and needs a session", async () => {
    const mine = testsResponse.parse(await (await as('orders', 'GET', ordersPaths.tests)).json());
    const theirs = testsResponse.parse(await (await as('orders-lab', 'GET', ordersPaths.tests)).json());
    expect(theirs).toHaveLength(1);
    expect(mine.some((x) => x.id === theirs[0]!.id)).toBe(false);
    expect((await api('GET', ordersPaths.tests)).status).toBe(401);
  });
});

describe('POST orders/activateTest', () => {
  it('activates an available test', async () => {
    const before = await history('orders-ultimate');
    const res = await as('orders-ultimate', 'POST', ordersPaths.activateTest, {
      testId: before.availableTests[0]!.id,
    });
    expect(res.status).toBe(200);
    const body = activateTestResponse.parse(await res.json());
    expect(body.activatedTest).toMatchObject({
      packageId: 59,
      isActivated: true,
      activatedAt: seededAt.toISOString(),
    });
    expect(body.previousActivatedTest).toBeNull();
    const after = await history('orders-ultimate');
    expect(after.activatedTest?.id).toBe(before.availableTests[0]!.id);
    expect(after.availableTests).toEqual([]);
  });

  it('puts the previously activated, unused test back to available', async () => {
    const h = await history('orders-pregnancy');
    const performance = h.availableTests[0]!;
    expect(
      (await as('orders-pregnancy', 'POST', ordersPaths.activateTest, { testId: performance.id })).status,
    ).toBe(200);
    // a second test for the same customer
    const [order] = await t.database.db
      .insert(orders)
      .values({ customerId: idOf.get('orders-pregnancy')!, productId: 2, packageId: 12, priceCents: 19_900 })
      .returning({ id: orders.id });
    const second = (await history('orders-pregnancy')).availableTests.find((x) => x.orderId === order!.id)!;
    const res = await as('orders-pregnancy', 'POST', ordersPaths.activateTest, { testId: second.id });
    expect(res.status).toBe(200);
    const body = activateTestResponse.parse(await res.json());
    expect(body.activatedTest.id).toBe(second.id);
    expect(body.previousActivatedTest).toMatchObject({
      id: performance.id,
      isActivated: false,
      activatedAt: null,
    });
    const after = await history('orders-pregnancy');
    expect(after.activatedTest?.id).toBe(second.id);
    expect(after.availableTests.map((x) => x.id)).toEqual([performance.id]);
  });

  it('leaves exactly one activated test when two activations race', async () => {
    const customerId = idOf.get('orders-ultimate')!;
    const made = await t.database.db
      .insert(orders)
      .values([1, 2].map(() => ({ customerId, productId: 2, packageId: 12, priceCents: 19_900 })))
      .returning({ id: orders.id });
    const h = await history('orders-ultimate');
    const ids = h.availableTests.filter((x) => made.some((m) => m.id === x.orderId)).map((x) => x.id);
    expect(ids).toHaveLength(2);
    const answers = await Promise.all(
      ids.map((testId) => as('orders-ultimate', 'POST', ordersPaths.activateTest, { testId })),
    );
    expect(answers.map((r) => r.status)).toEqual([200, 200]);
    const activated = await t.database.db
      .select({ id: tests.id })
      .from(tests)
      .where(and(eq(tests.customerId, customerId), isNotNull(tests.activatedAt), isNull(tests.resultId)));
    expect(activated).toHaveLength(1);
  });

  it('answers 400 naming testId', async () => {
    for (const body of [{}, { testId: 'x' }, { testId: 0 }, { testId: 1.5 }]) {
      const res = await as('orders', 'POST', ordersPaths.activateTest, body);
      expect(res.status).toBe(400);
      expect(await issuesOf(res)).toEqual(['testId']);
    }
  });

  it('answers 400 for a body that is not JSON, never 500', async () => {
    const res = await t.app.request(ordersPaths.activateTest, {
      method: 'POST',
      headers: { authorization: `Bearer ${token.get('orders')}`, 'content-type': 'application/json' },
      body: '{"testId":',
    });
    expect(res.status).toBe(400);
    expect(errorBody.safeParse(await res.json()).success).toBe(true);
  });

  it("answers 404 for another customer's test, and changes nothing", async () => {
    const theirs = (await history('orders-lab')).availableTests[0]!;
    await expectNotFound(await as('orders', 'POST', ordersPaths.activateTest, { testId: theirs.id }));
    await expectNotFound(await as('orders', 'POST', ordersPaths.activateTest, { testId: 2_000_000_000 }));
    expect((await history('orders-lab')).activatedTest).toBeNull();
  });

  it('answers 409 EXPIRE when the activated test has a draw that can no longer be moved', async () => {
    const h = await history('orders-expire');
    const res = await as('orders-expire', 'POST', ordersPaths.activateTest, {
      testId: h.availableTests[0]!.id,
    });
    expect(res.status).toBe(409);
    expect(errorBody.parse(await res.json()).error).toMatch(/24 hours/);
    expect((await history('orders-expire')).activatedTest?.id).toBe(h.activatedTest!.id);
  });

  it('answers 409 for a used, transferred or already activated test', async () => {
    const h = await history('orders');
    for (const x of [h.previousTests[0]!, h.transferredTests[0]!]) {
      const res = await as('orders', 'POST', ordersPaths.activateTest, { testId: x.id });
      expect(res.status).toBe(409);
    }
    const activated = (await history('orders-ultimate')).activatedTest!;
    expect(
      (await as('orders-ultimate', 'POST', ordersPaths.activateTest, { testId: activated.id })).status,
    ).toBe(409);
  });
});

describe('POST orders/activateMbd', () => {
  const booking = (testId: number, over: Record<string, unknown> = {}) => ({
    testId,
    scheduledAt: at(3 * DAY_MS),
    phone: '(518) 555-0142',
    address: ADDRESS,
    ...over,
  });

  it('books a draw for an available test and activates it; the previous test and its draw step back', async () => {
    const h = await history('orders-mbd');
    const previous = h.activatedTest!;
    const target = h.availableTests[0]!;
    const res = await as('orders-mbd', 'POST', ordersPaths.activateMbd, booking(target.id));
    expect(res.status).toBe(200);
    const { test } = activateMbdResponse.parse(await res.json());
    expect(test).toMatchObject({
      id: target.id,
      isActivated: true,
      hasMbd: true,
      mbdScheduledAt: at(3 * DAY_MS),
      isRescheduleAvailable: true,
    });
    const after = await history('orders-mbd');
    expect(after.activatedTest?.id).toBe(target.id);
    expect(after.availableTests).toEqual([
      expect.objectContaining({ id: previous.id, hasMbd: false, isActivated: false }),
    ]);
    const [stored] = await t.database.db
      .select()
      .from(mobileBloodDraws)
      .where(eq(mobileBloodDraws.testId, target.id));
    expect(stored).toMatchObject({ phone: '+15185550142', state: 'NY', zip: '12207', country: 'US' });
  });

  it('moves a draw that is more than 24 hours ahead', async () => {
    const activated = (await history('orders-mbd')).activatedTest!;
    const res = await as(
      'orders-mbd',
      'POST',
      ordersPaths.activateMbd,
      booking(activated.id, { scheduledAt: at(5 * DAY_MS) }),
    );
    expect(res.status).toBe(200);
    expect(activateMbdResponse.parse(await res.json()).test.mbdScheduledAt).toBe(at(5 * DAY_MS));
  });

  it('answers 400 naming each bad field', async () => {
    const id = (await history('orders-mbd')).activatedTest!.id;
    let res = await as('orders-mbd', 'POST', ordersPaths.activateMbd, {});
    expect(res.status).toBe(400);
    expect(await issuesOf(res)).toEqual(['address', 'phone', 'scheduledAt', 'testId']);
    res = await as(
      'orders-mbd',
      'POST',
      ordersPaths.activateMbd,
      booking(id, {
        scheduledAt: 'tomorrow',
        phone: 'call me',
        address: { ...ADDRESS, zip: '1220', city: '' },
      }),
    );
    expect(res.status).toBe(400);
    expect(await issuesOf(res)).toEqual(['address.city', 'address.zip', 'phone', 'scheduledAt']);
    for (const scheduledAt of [at(23 * HOUR_MS), at(61 * DAY_MS), at(-DAY_MS)]) {
      res = await as('orders-mbd', 'POST', ordersPaths.activateMbd, booking(id, { scheduledAt }));
      expect(res.status).toBe(400);
      expect(await issuesOf(res)).toEqual(['scheduledAt']);
    }
    res = await as(
      'orders-mbd',
      'POST',
      ordersPaths.activateMbd,
      booking(id, { phone: '555 0142', address: { ...ADDRESS, state: 'ZZ' } }),
    );
    expect(res.status).toBe(400);
    expect(await issuesOf(res)).toEqual(['address.state', 'phone']);
  });

  it("answers 404 for another customer's test, and books nothing", async () => {
    const theirs = (await history('orders-lab')).availableTests[0]!;
    await expectNotFound(await as('orders-mbd', 'POST', ordersPaths.activateMbd, booking(theirs.id)));
    expect(
      await t.database.db.select().from(mobileBloodDraws).where(eq(mobileBloodDraws.testId, theirs.id)),
    ).toEqual([]);
  });

  it('answers 409 for a draw less than 24 hours away, and for a used test', async () => {
    const h = await history('orders-expire');
    const res = await as('orders-expire', 'POST', ordersPaths.activateMbd, booking(h.activatedTest!.id));
    expect(res.status).toBe(409);
    const used = (await history('orders')).previousTests[0]!;
    expect((await as('orders', 'POST', ordersPaths.activateMbd, booking(used.id))).status).toBe(409);
  });
});

describe('POST validate/phone and validate/address', () => {
  it('normalises a valid phone number', async () => {
    for (const [given, want] of [
      ['415 555 0100', '+14155550100'],
      ['+1 (415) 555-0100', '+14155550100'],
      ['1-415-555-0100', '+14155550100'],
      ['+44 20 7946 0958', '+442079460958'],
    ]) {
      const res = await as('orders', 'POST', ordersPaths.validatePhone, { phone: given });
      expect(res.status).toBe(200);
      expect(validatePhoneResponse.parse(await res.json())).toEqual({ valid: true, phone: want });
    }
  });

  it('answers 400 naming phone', async () => {
    for (const body of [
      {},
      { phone: 12 },
      { phone: 'call me' },
      { phone: '555 0100' },
      { phone: '015 555 0100' },
    ]) {
      const res = await as('orders', 'POST', ordersPaths.validatePhone, body);
      expect(res.status).toBe(400);
      expect(await issuesOf(res)).toEqual(['phone']);
    }
  });

  it('normalises a valid address', async () => {
    const res = await as('orders', 'POST', ordersPaths.validateAddress, {
      address: { line1: ' 1 Market Street ', city: 'San Francisco', state: 'ca', zip: '94105-1420' },
    });
    expect(res.status).toBe(200);
    expect(validateAddressResponse.parse(await res.json())).toEqual({
      valid: true,
      address: {
        line1: '1 Market Street',
        city: 'San Francisco',
        state: 'CA',
        zip: '94105-1420',
        country: 'US',
      },
    });
  });

  it('answers 400 naming each bad address field', async () => {
    let res = await as('orders', 'POST', ordersPaths.validateAddress, {
      address: { state: 'CA', zip: 'abc' },
    });
    expect(res.status).toBe(400);
    expect(await issuesOf(res)).toEqual(['address.city', 'address.line1', 'address.zip']);
    res = await as('orders', 'POST', ordersPaths.validateAddress, { address: { ...ADDRESS, state: 'ZZ' } });
    expect(await issuesOf(res)).toEqual(['address.state']);
    res = await as('orders', 'POST', ordersPaths.validateAddress, { address: { ...ADDRESS, country: 'CA' } });
    expect(await issuesOf(res)).toEqual(['address.country']);
    res = await as('orders', 'POST', ordersPaths.validateAddress, {});
    expect(res.status).toBe(400);
    expect(await issuesOf(res)).toEqual(['address']);
  });

  it('needs a signed-in customer', async () => {
    expect((await api('POST', ordersPaths.validatePhone, undefined, { phone: '4155550100' })).status).toBe(
      401,
    );
    expect((await api('POST', ordersPaths.validateAddress, undefined, { address: ADDRESS })).status).toBe(
      401,
    );
  });
});

describe('test parts: list, combine, decombine, activate', () => {
  async function partsOf(p: Persona) {
    const res = await as(p, 'GET', ordersPaths.testParts);
    expect(res.status).toBe(200);
    return testPartsResponse.parse(await res.json());
  }
  async function resultIds(p: Persona) {
    const res = await as(p, 'GET', bloodPaths.results);
    expect(res.status).toBe(200);
    return bloodResultsResponse.parse(await res.json()).map((r) => r.id);
  }

  it('lists the pending and combined parts of the customer', async () => {
    const parts = await partsOf('orders');
    expect(parts).toHaveLength(4);
    const pending = parts.filter((p) => p.combinedResultId === null);
    expect(pending).toHaveLength(2);
    expect(new Set(pending.map((p) => p.testedAt)).size).toBe(1);
    expect(pending.flatMap((p) => p.markerAbbrs)).toContain('HDL');
    const combined = parts.filter((p) => p.combinedResultId !== null);
    expect(new Set(combined.map((p) => p.combinedResultId)).size).toBe(1);
    // pending parts are not blood results
    expect(await resultIds('orders')).toContain(combined[0]!.combinedResultId);
    expect(await partsOf('orders-lab')).toEqual([]);
  });

  it('combines two pending parts into one blood result with the values of both', async () => {
    const pending = (await partsOf('orders')).filter((p) => p.combinedResultId === null);
    const before = await resultIds('orders');
    const res = await as('orders', 'POST', ordersPaths.combineTestParts, {
      testPartsIds: pending.map((p) => p.id),
    });
    expect(res.status).toBe(200);
    const { resultId } = combineResponse.parse(await res.json());
    expect(await resultIds('orders')).toEqual(expect.arrayContaining([...before, resultId]));
    const results = bloodResultsResponse.parse(await (await as('orders', 'GET', bloodPaths.results)).json());
    const made = results.find((r) => r.id === resultId)!;
    expect(made.testedAt).toBe(pending[0]!.testedAt);
    const markers = made.markerValues.map((v) => v.markerAbbr);
    expect(markers).toEqual(expect.arrayContaining(pending.flatMap((p) => p.markerAbbrs)));
    expect((await partsOf('orders')).every((p) => p.combinedResultId !== null)).toBe(true);
  });

  it('answers 400 naming testPartsIds', async () => {
    for (const body of [
      {},
      { testPartsIds: [1] },
      { testPartsIds: [] },
      { testPartsIds: ['a', 'b'] },
      { testPartsIds: [3, 3] },
    ]) {
      const res = await as('orders', 'POST', ordersPaths.combineTestParts, body);
      expect(res.status).toBe(400);
      expect((await issuesOf(res)).every((p) => p.startsWith('testPartsIds'))).toBe(true);
    }
  });

  it("answers 404 for another customer's parts and 409 for parts already in a result", async () => {
    const mine = await partsOf('orders');
    const [other] = await t.database.db
      .insert(testParts)
      .values({ customerId: idOf.get('orders-lab')!, testedAt: '2026-11-01', source: 'Lab' })
      .returning({ id: testParts.id });
    await expectNotFound(
      await as('orders', 'POST', ordersPaths.combineTestParts, { testPartsIds: [mine[0]!.id, other!.id] }),
    );
    const res = await as('orders', 'POST', ordersPaths.combineTestParts, {
      testPartsIds: mine.slice(0, 2).map((p) => p.id),
    });
    expect(res.status).toBe(409);
  });

  it('decombines a combined result: the result goes and its parts are pending again', async () => {
    const combined = (await partsOf('orders')).find((p) => p.combinedResultId !== null)!;
    const resultId = combined.combinedResultId!;
    const res = await as('orders', 'DELETE', fillPath(ordersPaths.decombine, { id: String(resultId) }));
    expect(res.status).toBe(200);
    const { testPartIds } = decombineResponse.parse(await res.json());
    expect(testPartIds).toHaveLength(2);
    expect(testPartIds).toContain(combined.id);
    expect(await resultIds('orders')).not.toContain(resultId);
    const parts = await partsOf('orders');
    for (const id of testPartIds) expect(parts.find((p) => p.id === id)!.combinedResultId).toBeNull();
  });

  it("decombine answers 400 for a bad id, 404 for another customer's result, 409 for a result not made of parts", async () => {
    let res = await as('orders', 'DELETE', fillPath(ordersPaths.decombine, { id: 'abc' }));
    expect(res.status).toBe(400);
    expect(await issuesOf(res)).toEqual(['id']);
    const [theirs] = await t.database.db
      .select({ id: bloodResults.id })
      .from(bloodResults)
      .where(eq(bloodResults.customerId, idOf.get('active')!));
    await expectNotFound(
      await as('orders', 'DELETE', fillPath(ordersPaths.decombine, { id: String(theirs!.id) })),
    );
    expect(await resultIds('active')).toContain(theirs!.id);
    const mineParts = await partsOf('orders');
    const plain = (await resultIds('orders')).find((id) => mineParts.every((p) => p.combinedResultId !== id));
    expect(plain).toBeDefined();
    res = await as('orders', 'DELETE', fillPath(ordersPaths.decombine, { id: String(plain) }));
    expect(res.status).toBe(409);
  });

  it('activates a single pending part as its own blood result', async () => {
    const pending = (await partsOf('orders')).find((p) => p.combinedResultId === null)!;
    const res = await as('orders', 'POST', fillPath(ordersPaths.activateResult, { id: String(pending.id) }));
    expect(res.status).toBe(200);
    const { resultId } = activateResultResponse.parse(await res.json());
    expect(await resultIds('orders')).toContain(resultId);
    expect((await partsOf('orders')).find((p) => p.id === pending.id)!.combinedResultId).toBe(resultId);
    // already published
    expect(
      (await as('orders', 'POST', fillPath(ordersPaths.activateResult, { id: String(pending.id) }))).status,
    ).toBe(409);
  });

  it("activate answers 400 for a bad id and 404 for another customer's part", async () => {
    const res = await as('orders', 'POST', fillPath(ordersPaths.activateResult, { id: '0' }));
    expect(res.status).toBe(400);
    expect(await issuesOf(res)).toEqual(['id']);
    const [theirs] = await t.database.db
      .select({ id: testParts.id })
      .from(testParts)
      .where(and(eq(testParts.customerId, idOf.get('orders-lab')!), isNull(testParts.combinedResultId)));
    await expectNotFound(
      await as('orders', 'POST', fillPath(ordersPaths.activateResult, { id: String(theirs!.id) })),
    );
    expect(await partsOf('orders-lab')).toEqual([
      expect.objectContaining({ id: theirs!.id, combinedResultId: null }),
    ]);
  });

  it('a combined part of a test marks the test as used', async () => {
    const h = await history('orders-lab');
    const testId = h.availableTests[0]!.id;
    await t.database.db
      .update(testParts)
      .set({ testId })
      .where(eq(testParts.customerId, idOf.get('orders-lab')!));
    const part = (await partsOf('orders-lab'))[0]!;
    expect(
      (await as('orders-lab', 'POST', fillPath(ordersPaths.activateResult, { id: String(part.id) }))).status,
    ).toBe(200);
    const after = await history('orders-lab');
    expect(after.previousTests.map((x) => x.id)).toEqual([testId]);
    expect(after.previousTests[0]!.resultReceived).toBe(true);
    // nothing left to use: the "Use test" link goes
    const [who] = await t.database.db
      .select({ hasUnusedTest: customers.hasUnusedTest })
      .from(customers)
      .where(eq(customers.id, idOf.get('orders-lab')!));
    expect(who!.hasUnusedTest).toBe(false);
  });

  it('taking that result apart makes the test unused again', async () => {
    const used = (await history('orders-lab')).previousTests[0]!;
    const part = (await partsOf('orders-lab'))[0]!;
    const res = await as(
      'orders-lab',
      'DELETE',
      fillPath(ordersPaths.decombine, { id: String(part.combinedResultId) }),
    );
    expect(res.status).toBe(200);
    const after = await history('orders-lab');
    expect(after.previousTests).toEqual([]);
    expect(after.availableTests.map((x) => x.id)).toEqual([used.id]);
    const [who] = await t.database.db
      .select({ hasUnusedTest: customers.hasUnusedTest })
      .from(customers)
      .where(eq(customers.id, idOf.get('orders-lab')!));
    expect(who!.hasUnusedTest).toBe(true);
  });
});

describe('POST order/transfer', () => {
  const to = { firstName: 'Jamie', lastName: 'Fox', email: 'Jamie.Fox@example.com' };

  it('transfers an available test to someone else', async () => {
    const h = await history('orders');
    const essentials = h.availableTests.find((x) => x.packageId === 12)!;
    const res = await as('orders', 'POST', ordersPaths.transfer, { testId: essentials.id, ...to });
    expect(res.status).toBe(200);
    const { transferredTest } = transferResponse.parse(await res.json());
    expect(transferredTest).toMatchObject({
      id: essentials.id,
      recipientName: 'Jamie Fox',
      recipientEmail: 'jamie.fox@example.com',
      transferredAt: seededAt.toISOString(),
    });
    const after = await history('orders');
    expect(after.transferredTests.map((x) => x.id)).toContain(essentials.id);
    expect(after.availableTests.map((x) => x.id)).not.toContain(essentials.id);
    const [mail] = await readOutbox(t.database.db, { recipient: 'jamie.fox@example.com' });
    expect(mail).toMatchObject({
      channel: 'email',
      subject: 'Olivia Grant gave you a Healthspan Essentials test',
    });
  });

  it('answers 400 naming each bad field, and for the customer themselves', async () => {
    let res = await as('orders', 'POST', ordersPaths.transfer, {
      testId: 'x',
      firstName: ' ',
      email: 'nope',
    });
    expect(res.status).toBe(400);
    expect(await issuesOf(res)).toEqual(['email', 'firstName', 'lastName', 'testId']);
    const id = (await history('orders')).availableTests[0]!.id;
    res = await as('orders', 'POST', ordersPaths.transfer, { testId: id, ...to, email: email('orders') });
    expect(res.status).toBe(400);
    expect(await issuesOf(res)).toEqual(['email']);
  });

  it("answers 404 for another customer's test and 409 for an activated or transferred one", async () => {
    const theirs = (await history('orders-mbd')).availableTests[0]!;
    await expectNotFound(await as('orders', 'POST', ordersPaths.transfer, { testId: theirs.id, ...to }));
    expect((await history('orders-mbd')).transferredTests).toEqual([]);
    const activated = (await history('orders-mbd')).activatedTest!;
    expect(
      (await as('orders-mbd', 'POST', ordersPaths.transfer, { testId: activated.id, ...to })).status,
    ).toBe(409);
    const given = (await history('orders')).transferredTests[0]!;
    expect((await as('orders', 'POST', ordersPaths.transfer, { testId: given.id, ...to })).status).toBe(409);
  });
});

describe('GET order/receipt/{id}', () => {
  it("is a PDF receipt of the customer's order", async () => {
    const h = await history('orders');
    const order = h.previousTests.find((x) => x.packageId === 59)!;
    const res = await as('orders', 'GET', fillPath(ordersPaths.receipt, { id: String(order.orderId) }));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    const { text, totalPages } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
    expect(totalPages).toBe(1);
    expect(text).toContain(`Receipt for order #${order.orderId}`);
    expect(text).toContain('Ultimate');
    expect(text).toContain('$499.00');
    expect(text).toContain('Olivia Grant');
    expect(text).toContain('page 1 of 1');
    expect(text).toMatch(/Order date\s*[A-Z][a-z]{2} \d{2}, \d{4}/); // spec 001 §9 date display
  });

  it('answers for a DIY order too', async () => {
    const diy = (await history('orders')).diyOrderInfo[0]!;
    const res = await as('orders', 'GET', fillPath(ordersPaths.receipt, { id: String(diy.orderId) }));
    expect(res.status).toBe(200);
  });

  it("answers 400 for a bad id and 404 for another customer's order", async () => {
    const res = await as('orders', 'GET', fillPath(ordersPaths.receipt, { id: 'x1' }));
    expect(res.status).toBe(400);
    expect(await issuesOf(res)).toEqual(['id']);
    const [theirs] = await t.database.db
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.customerId, idOf.get('active')!));
    await expectNotFound(
      await as('orders', 'GET', fillPath(ordersPaths.receipt, { id: String(theirs!.id) })),
    );
    expect((await api('GET', fillPath(ordersPaths.receipt, { id: String(theirs!.id) }))).status).toBe(401);
  });
});

describe('a demo-store purchase', () => {
  it('becomes an available test at once, with the "Use test" flag', async () => {
    const browser = client(t);
    const res = await browser.postForm('/demo-store/checkout', {
      slug: 'home-kit',
      firstName: 'Kim',
      lastName: 'Lowe',
      email: 'kim.lowe@example.test',
      password: 'Kim-password-2026',
    });
    expect(res.status).toBe(303);
    const purchaserId = new URL(res.headers.get('location')!, 'http://x').searchParams.get('purchaserId')!;
    const handOff = await browser.post(authPaths.postPurchaseToken, { purchaserId });
    const { jwtToken } = (await handOff.json()) as { jwtToken: TokenSet };
    const me = customerSchema.parse(
      await (await browser.get(authPaths.customer, { token: jwtToken.access_token })).json(),
    );
    expect(me.hasUnusedTest).toBe(true);
    const h = purchaseHistoryResponse.parse(
      await (await api('GET', ordersPaths.purchaseHistory, jwtToken.access_token)).json(),
    );
    expect(h.availableTests).toEqual([expect.objectContaining({ packageId: 15, hasHomeKit: true })]);
  });
});

describe('stored data', () => {
  it('keeps one test per blood-test order and none for DIY plans', async () => {
    const rows = await t.database.db
      .select({ packageId: orders.packageId, tests: sql<number>`count(${tests.id})::int` })
      .from(orders)
      .leftJoin(tests, eq(tests.orderId, orders.id))
      .where(eq(orders.customerId, idOf.get('orders')!))
      .groupBy(orders.id, orders.packageId);
    expect(rows.length).toBe(6);
    for (const r of rows) expect(r.tests).toBe(r.packageId === 10 ? 0 : 1);
  });
});
