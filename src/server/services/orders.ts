import { and, asc, desc, eq, inArray, isNotNull, isNull, notInArray, sql } from 'drizzle-orm';
import { utcDayOf } from '../../domain/dates';
import type {
  Address,
  DiyOrderInfo,
  PurchaseHistoryResponse,
  Test,
  TestPart,
  TransferredTest,
} from '../../contract/orders';
import { packageImage } from '../../domain/package-images';
import {
  blocksActivation,
  DIY_UPLOADS_ALLOWED,
  isDiyPackage,
  mbdTimeProblem,
  normalisePhone,
  orderVoidsTest,
  testFlags,
  voidedTestMessage,
} from '../../domain/orders';
import type { FieldIssue } from '../../contract/http';
import type { Db } from '../db';
import {
  bloodResults,
  bloodValues,
  customerAddresses,
  customers,
  mobileBloodDraws,
  orderDiscounts,
  orders,
  products,
  testPartValues,
  testParts,
  tests,
} from '../db/schema';
import { HttpError, invalid } from '../http/errors';
import { regionExists } from './account';
import { loadCatalogue } from './blood-catalogue';
import { gradeStoredResult } from './blood-results';
import type { Outbox } from './outbox';

// spec 000 §3 Orders state and Test, §4 test activation, §7.4 tests and orders.

type TestRow = typeof tests.$inferSelect;

/** A test as stored plus its answer body. */
export interface StoredTest {
  row: TestRow;
  body: Test;
}

const NOT_FOUND_TEST = 'We could not find that test in your orders.';

/**
 * Every order of a product that includes a blood test has one test. Orders come from several places
 * (the store hand-off, seeders), so the tests are created here, idempotently, before any read.
 */
export async function ensureTests(db: Db, customerId: number) {
  const created = await db.execute(sql`
    insert into ${tests} (customer_id, order_id, created_at)
    select ${orders.customerId}, ${orders.id}, ${orders.createdAt}
    from ${orders} join ${products} on ${products.id} = ${orders.productId}
    where ${orders.customerId} = ${customerId}
      and ${orders.companyId} is null
      and ${products.bloodTestIncluded}
    on conflict (order_id) do nothing
    returning id`);
  if (rowCount(created) > 0) await refreshUnusedTest(db, customerId);
}

const rowCount = (result: unknown) => {
  const r = result as { rows?: unknown[]; length?: number };
  return r.rows?.length ?? r.length ?? 0;
};

/** The customer's `hasUnusedTest` (the "Use test" link): a test not used and not given away. */
export async function refreshUnusedTest(db: Db, customerId: number) {
  await db
    .update(customers)
    .set({
      hasUnusedTest: sql`exists (select 1 from ${tests} where ${tests.customerId} = ${customerId}
        and ${tests.resultId} is null and ${tests.transferredAt} is null)`,
    })
    .where(eq(customers.id, customerId));
}

/** Serialises a customer's order changes (two tabs activating at once): held until the transaction ends. */
async function lockCustomer(db: Db, customerId: number) {
  await db.select({ id: customers.id }).from(customers).where(eq(customers.id, customerId)).for('update');
}

async function customerFacts(db: Db, customerId: number) {
  const [who] = await db
    .select({ sex: customers.sex, state: customerAddresses.state })
    .from(customers)
    .leftJoin(customerAddresses, eq(customerAddresses.customerId, customers.id))
    .where(eq(customers.id, customerId));
  return { sex: who?.sex ?? null, state: who?.state ?? null };
}

/** The customer's tests, newest purchase first, with their flags derived as of `now`. */
export async function customerTests(db: Db, customerId: number, now: Date): Promise<StoredTest[]> {
  await ensureTests(db, customerId);
  const facts = await customerFacts(db, customerId);
  const rows = await db
    .select({
      test: tests,
      packageId: orders.packageId,
      purchasedAt: orders.createdAt,
      orderStatus: orders.status,
      title: products.title,
      categories: products.categories,
      mbdScheduledAt: mobileBloodDraws.scheduledAt,
    })
    .from(tests)
    .innerJoin(orders, eq(orders.id, tests.orderId))
    .innerJoin(products, eq(products.id, orders.productId))
    .leftJoin(mobileBloodDraws, eq(mobileBloodDraws.testId, tests.id))
    .where(eq(tests.customerId, customerId))
    .orderBy(desc(orders.createdAt), desc(tests.id));
  return rows.map((r) => {
    const flags = testFlags(
      {
        packageId: r.packageId,
        productCategories: r.categories,
        customerSex: facts.sex,
        customerState: facts.state,
        mbdScheduledAt: r.mbdScheduledAt,
      },
      now,
    );
    return {
      row: r.test,
      body: {
        id: r.test.id,
        orderId: r.test.orderId,
        packageId: r.packageId,
        title: r.title,
        image: packageImage(r.packageId),
        purchasedAt: r.purchasedAt.toISOString(),
        orderStatus: r.orderStatus,
        // The activated, not yet used test; a used test keeps its activatedAt.
        isActivated: testState(r.test) === 'activated',
        activatedAt: r.test.activatedAt?.toISOString() ?? null,
        mbdScheduledAt: r.mbdScheduledAt?.toISOString() ?? null,
        ...flags,
        resultReceived: r.test.resultId !== null,
      },
    };
  });
}

type TestState = 'available' | 'activated' | 'used' | 'transferred';
export function testState(row: TestRow): TestState {
  if (row.transferredAt) return 'transferred';
  if (row.resultId !== null) return 'used';
  if (row.activatedAt) return 'activated';
  return 'available';
}

const transferred = (t: StoredTest): TransferredTest => ({
  ...t.body,
  transferredAt: t.row.transferredAt!.toISOString(),
  recipientName: `${t.row.recipientFirstName ?? ''} ${t.row.recipientLastName ?? ''}`.trim(),
  recipientEmail: t.row.recipientEmail ?? '',
});

/** The one activated, unused test: the most recently activated if ever there were two. */
function currentActivated(all: StoredTest[]): StoredTest | undefined {
  return all
    .filter((t) => testState(t.row) === 'activated')
    .sort((a, b) => b.row.activatedAt!.getTime() - a.row.activatedAt!.getTime())[0];
}

/** DIY upload plans and how many uploads each has used: uploads count against the oldest plan first. */
async function diyOrders(db: Db, customerId: number): Promise<DiyOrderInfo[]> {
  const plans = await db
    .select({
      orderId: orders.id,
      packageId: orders.packageId,
      title: products.title,
      categories: products.categories,
      purchasedAt: orders.createdAt,
    })
    .from(orders)
    .innerJoin(products, eq(products.id, orders.productId))
    .where(
      and(
        eq(orders.customerId, customerId),
        isNull(orders.companyId),
        inArray(orders.packageId, Object.keys(DIY_UPLOADS_ALLOWED).map(Number)),
      ),
    )
    .orderBy(asc(orders.createdAt), asc(orders.id));
  const uploads = await db
    .select({ createdAt: bloodResults.createdAt })
    .from(bloodResults)
    .where(and(eq(bloodResults.customerId, customerId), isNotNull(bloodResults.groupId)))
    .orderBy(asc(bloodResults.createdAt));
  const used = new Map<number, number>(plans.map((p) => [p.orderId, 0]));
  for (const upload of uploads) {
    const plan = plans.find(
      (p) =>
        p.purchasedAt.getTime() <= upload.createdAt.getTime() &&
        used.get(p.orderId)! < DIY_UPLOADS_ALLOWED[p.packageId]!,
    );
    if (plan) used.set(plan.orderId, used.get(plan.orderId)! + 1);
  }
  return plans
    .map((p) => ({
      orderId: p.orderId,
      packageId: p.packageId,
      title: p.title,
      purchasedAt: p.purchasedAt.toISOString(),
      uploadsAllowed: DIY_UPLOADS_ALLOWED[p.packageId]!,
      uploadsUsed: used.get(p.orderId)!,
      includesInnerAge: p.categories.includes('InnerAge'),
    }))
    .reverse();
}

export async function purchaseHistory(
  db: Db,
  customerId: number,
  now: Date,
): Promise<PurchaseHistoryResponse> {
  const all = await customerTests(db, customerId, now);
  const activated = currentActivated(all);
  return {
    availableTests: all
      .filter(
        (t) => t !== activated && (testState(t.row) === 'available' || testState(t.row) === 'activated'),
      )
      .map((t) => t.body),
    activatedTest: activated?.body ?? null,
    previousTests: all.filter((t) => testState(t.row) === 'used').map((t) => t.body),
    transferredTests: all.filter((t) => testState(t.row) === 'transferred').map(transferred),
    diyOrderInfo: await diyOrders(db, customerId),
  };
}

export async function ownTest(db: Db, customerId: number, testId: number, now: Date) {
  const all = await customerTests(db, customerId, now);
  const found = all.find((t) => t.body.id === testId);
  if (!found) throw new HttpError(404, NOT_FOUND_TEST);
  return { all, found };
}

function refuseUnusable(t: StoredTest) {
  // issue 18: the back office cancelled or refunded the order this test came with
  if (orderVoidsTest(t.body.orderStatus)) throw new HttpError(409, voidedTestMessage(t.body.orderStatus));
  const state = testState(t.row);
  if (state === 'used') throw new HttpError(409, 'This test has been used: its result came back.');
  if (state === 'transferred') throw new HttpError(409, 'This test was transferred to someone else.');
}

const EXPIRE_MESSAGE =
  'Your activated test has a blood draw booked within the next 24 hours, which can no longer be moved. ' +
  'Keep that appointment, or contact support to cancel it.';

/**
 * Activates `target` (in a transaction); the activated, unused test before it goes back to available
 * and its booked draw is cancelled. Refused (409) when that draw can no longer be moved.
 */
async function activate(db: Db, all: StoredTest[], target: StoredTest, now: Date) {
  const previous = currentActivated(all);
  if (previous && previous.body.id !== target.body.id) {
    if (blocksActivation(previous.body)) throw new HttpError(409, EXPIRE_MESSAGE);
    await db.update(tests).set({ activatedAt: null }).where(eq(tests.id, previous.body.id));
    await db.delete(mobileBloodDraws).where(eq(mobileBloodDraws.testId, previous.body.id));
  }
  await db.update(tests).set({ activatedAt: now }).where(eq(tests.id, target.body.id));
  return previous && previous.body.id !== target.body.id ? previous.body.id : null;
}

async function testBody(db: Db, customerId: number, testId: number, now: Date) {
  return (await customerTests(db, customerId, now)).find((t) => t.body.id === testId)!.body;
}

export async function activateTest(db: Db, customerId: number, testId: number, now: Date) {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    await lockCustomer(t, customerId);
    const { all, found } = await ownTest(t, customerId, testId, now);
    refuseUnusable(found);
    if (testState(found.row) === 'activated') throw new HttpError(409, 'This test is already activated.');
    const previousId = await activate(t, all, found, now);
    return {
      activatedTest: await testBody(t, customerId, testId, now),
      previousActivatedTest: previousId === null ? null : await testBody(t, customerId, previousId, now),
    };
  });
}

const PHONE_PROBLEM =
  'Enter a US phone number with its area code, e.g. 415 555 0100, or an international one starting with +';

/** A US address with its state checked against the reference regions, or the issues with it. */
export async function checkAddress(
  db: Db,
  address: Address,
  prefix = 'address',
): Promise<{ address: Address; issues: FieldIssue[] }> {
  const country = address.country.toUpperCase();
  const state = address.state.toUpperCase();
  const issues: FieldIssue[] = [];
  if (country !== 'US')
    issues.push({ path: `${prefix}.country`, message: 'Mobile blood draws are available in the US only' });
  else if (!(await regionExists(db, country, state)))
    issues.push({ path: `${prefix}.state`, message: 'Choose a US state' });
  return {
    address: {
      line1: address.line1,
      ...(address.line2 ? { line2: address.line2 } : {}),
      city: address.city,
      state,
      zip: address.zip,
      country,
    },
    issues,
  };
}

export function checkPhone(raw: string, path = 'phone'): { phone: string | null; issues: FieldIssue[] } {
  const phone = normalisePhone(raw);
  return { phone, issues: phone ? [] : [{ path, message: PHONE_PROBLEM }] };
}

export function refuseIssues(issues: FieldIssue[]) {
  if (issues.length) throw invalid(issues);
}

export interface MbdBooking {
  testId: number;
  scheduledAt: Date;
  phone: string;
  address: Address;
}

/** Books (or moves) the mobile blood draw of a test, activating the test if it is not yet. */
export async function activateMbd(db: Db, customerId: number, booking: MbdBooking, now: Date) {
  const problem = mbdTimeProblem(booking.scheduledAt, now);
  const checkedPhone = checkPhone(booking.phone);
  const checkedAddress = await checkAddress(db, booking.address);
  refuseIssues([
    ...(problem ? [{ path: 'scheduledAt', message: problem }] : []),
    ...checkedPhone.issues,
    ...checkedAddress.issues,
  ]);
  const phone = checkedPhone.phone!;
  const address = checkedAddress.address;
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    await lockCustomer(t, customerId);
    const { all, found } = await ownTest(t, customerId, booking.testId, now);
    refuseUnusable(found);
    if (found.body.hasMbd && !found.body.isRescheduleAvailable)
      throw new HttpError(409, 'The booked draw is less than 24 hours away and can no longer be moved.');
    if (testState(found.row) !== 'activated') await activate(t, all, found, now);
    const values = {
      scheduledAt: booking.scheduledAt,
      phone,
      line1: address.line1,
      line2: address.line2 ?? '',
      city: address.city,
      state: address.state,
      zip: address.zip,
      country: address.country,
      bookedAt: now,
    };
    await t
      .insert(mobileBloodDraws)
      .values({ testId: booking.testId, ...values })
      .onConflictDoUpdate({ target: mobileBloodDraws.testId, set: values });
    return { test: await testBody(t, customerId, booking.testId, now) };
  });
}

export interface Recipient {
  firstName: string;
  lastName: string;
  email: string;
}

/** Gives an available test to someone else; it then shows under transferred tests. */
export async function transferTest(
  db: Db,
  outbox: Outbox,
  customerId: number,
  testId: number,
  to: Recipient,
  now: Date,
) {
  const [me] = await db
    .select({ email: customers.email, firstName: customers.firstName, lastName: customers.lastName })
    .from(customers)
    .where(eq(customers.id, customerId));
  if (me && me.email.toLowerCase() === to.email.toLowerCase())
    throw invalid([
      { path: 'email', message: 'Enter the e-mail address of the person you give the test to' },
    ]);
  const transferredTest = await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    await lockCustomer(t, customerId);
    const { found } = await ownTest(t, customerId, testId, now);
    refuseUnusable(found);
    if (testState(found.row) === 'activated')
      throw new HttpError(409, 'An activated test cannot be transferred. Activate another test first.');
    await t
      .update(tests)
      .set({
        transferredAt: now,
        recipientFirstName: to.firstName,
        recipientLastName: to.lastName,
        recipientEmail: to.email.toLowerCase(),
      })
      .where(eq(tests.id, testId));
    await refreshUnusedTest(t, customerId);
    return transferred((await customerTests(t, customerId, now)).find((x) => x.body.id === testId)!);
  });
  // After the commit: the outbox writes through its own connection.
  const giver = `${me?.firstName ?? ''} ${me?.lastName ?? ''}`.trim() || 'A Healthspan customer';
  await outbox.send(
    {
      channel: 'email',
      recipient: transferredTest.recipientEmail,
      subject: `${giver} gave you a Healthspan ${transferredTest.title} test`,
      body: [
        `Hello ${to.firstName},`,
        '',
        `${giver} has transferred a Healthspan ${transferredTest.title} blood test to you.`,
        'Sign up or sign in to Healthspan with this e-mail address, and our support team will add the test to your account.',
      ].join('\n'),
    },
    now,
  );
  return { transferredTest };
}

// ── Test parts ──────────────────────────────────────────────────────────────

export async function customerTestParts(db: Db, customerId: number): Promise<TestPart[]> {
  const parts = await db
    .select()
    .from(testParts)
    .where(eq(testParts.customerId, customerId))
    .orderBy(desc(testParts.testedAt), desc(testParts.id));
  if (parts.length === 0) return [];
  const values = await db
    .select({ partId: testPartValues.partId, markerAbbr: testPartValues.markerAbbr })
    .from(testPartValues)
    .where(
      inArray(
        testPartValues.partId,
        parts.map((p) => p.id),
      ),
    )
    .orderBy(asc(testPartValues.markerAbbr));
  return parts.map((p) => ({
    id: p.id,
    testId: p.testId,
    testedAt: p.testedAt,
    source: p.source,
    markerAbbrs: values.filter((v) => v.partId === p.id).map((v) => v.markerAbbr),
    combinedResultId: p.combinedResultId,
  }));
}

/**
 * Publishes pending parts as one blood result: the latest draw date, every source, each marker's
 * value from the newest part that has it. The parts' test (if any) then counts as used.
 */
async function publishParts(db: Db, customerId: number, partIds: number[], now: Date) {
  await lockCustomer(db, customerId);
  const parts = await db
    .select()
    .from(testParts)
    .where(and(eq(testParts.customerId, customerId), inArray(testParts.id, partIds)));
  if (parts.length !== partIds.length)
    throw new HttpError(404, 'We could not find that test part in your results.');
  if (parts.some((p) => p.combinedResultId !== null))
    throw new HttpError(409, 'A test part you chose is already in a published result.');
  const ordered = [...parts].sort((a, b) => a.testedAt.localeCompare(b.testedAt) || a.id - b.id);
  const testedAt = ordered.at(-1)!.testedAt;
  const today = utcDayOf(now);
  const [result] = await db
    .insert(bloodResults)
    .values({
      customerId,
      testedAt,
      publishedAt: today > testedAt ? today : testedAt,
      source: [...new Set(ordered.map((p) => p.source))].join(' + '),
      createdAt: now,
    })
    .returning({ id: bloodResults.id });
  const values = await db.select().from(testPartValues).where(inArray(testPartValues.partId, partIds));
  const byMarker = new Map<string, (typeof values)[number]>();
  for (const part of ordered)
    for (const v of values.filter((x) => x.partId === part.id)) byMarker.set(v.markerAbbr, v);
  if (byMarker.size)
    await db.insert(bloodValues).values(
      [...byMarker.values()].map((v) => ({
        resultId: result!.id,
        markerAbbr: v.markerAbbr,
        value: v.value,
        unit: v.unit,
      })),
    );
  await gradeStoredResult(db, await loadCatalogue(db), result!.id);
  await db.update(testParts).set({ combinedResultId: result!.id }).where(inArray(testParts.id, partIds));
  const testIds = [...new Set(parts.map((p) => p.testId).filter((id): id is number => id !== null))];
  if (testIds.length)
    await db
      .update(tests)
      .set({ resultId: result!.id })
      .where(and(inArray(tests.id, testIds), eq(tests.customerId, customerId), isNull(tests.resultId)));
  await refreshUnusedTest(db, customerId);
  return result!.id;
}

export async function combineParts(db: Db, customerId: number, partIds: number[], now: Date) {
  const ids = [...new Set(partIds)];
  if (ids.length < 2)
    throw invalid([{ path: 'testPartsIds', message: 'Choose at least two different parts' }]);
  return db.transaction(async (tx) => ({
    resultId: await publishParts(tx as unknown as Db, customerId, ids, now),
  }));
}

/** POST blood/results/{id}/activate: publishes one pending part as its own blood result. */
export async function activatePart(db: Db, customerId: number, partId: number, now: Date) {
  return db.transaction(async (tx) => ({
    resultId: await publishParts(tx as unknown as Db, customerId, [partId], now),
  }));
}

/** Takes a published result apart again: the result goes, its parts are pending once more. */
export async function decombine(db: Db, customerId: number, resultId: number) {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    await lockCustomer(t, customerId);
    const [result] = await t
      .select({ id: bloodResults.id })
      .from(bloodResults)
      .where(and(eq(bloodResults.id, resultId), eq(bloodResults.customerId, customerId)));
    if (!result) throw new HttpError(404, 'We could not find that result.');
    const parts = await t
      .select({ id: testParts.id })
      .from(testParts)
      .where(and(eq(testParts.combinedResultId, resultId), eq(testParts.customerId, customerId)))
      .orderBy(asc(testParts.id));
    if (parts.length === 0) throw new HttpError(409, 'This result was not made from test parts.');
    const returning = await t
      .select({ id: tests.id })
      .from(tests)
      .where(and(eq(tests.resultId, resultId), eq(tests.customerId, customerId)));
    await t.update(testParts).set({ combinedResultId: null }).where(eq(testParts.combinedResultId, resultId));
    await t.delete(bloodResults).where(eq(bloodResults.id, resultId));
    // The result's test is unused again: activated, unless another test is activated by now.
    const returningIds = returning.map((r) => r.id);
    if (returningIds.length) {
      const [other] = await t
        .select({ id: tests.id })
        .from(tests)
        .where(
          and(
            eq(tests.customerId, customerId),
            isNotNull(tests.activatedAt),
            isNull(tests.resultId),
            isNull(tests.transferredAt),
            notInArray(tests.id, returningIds),
          ),
        );
      if (other) await t.update(tests).set({ activatedAt: null }).where(inArray(tests.id, returningIds));
    }
    await refreshUnusedTest(t, customerId);
    return { testPartIds: parts.map((p) => p.id) };
  });
}

// ── Receipt ─────────────────────────────────────────────────────────────────

export async function receiptData(db: Db, customerId: number, orderId: number) {
  const [row] = await db
    .select({
      orderId: orders.id,
      packageId: orders.packageId,
      priceCents: orders.priceCents,
      store: orders.store,
      createdAt: orders.createdAt,
      title: products.title,
      firstName: customers.firstName,
      lastName: customers.lastName,
      email: customers.email,
    })
    .from(orders)
    .innerJoin(products, eq(products.id, orders.productId))
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .where(and(eq(orders.id, orderId), eq(orders.customerId, customerId), isNull(orders.companyId)));
  if (!row) throw new HttpError(404, 'We could not find that order.');
  // Issue 19: the codes and gift cards the checkout took off the list price (order_discounts).
  const discounts = await db
    .select({ kind: orderDiscounts.kind, code: orderDiscounts.code, amountCents: orderDiscounts.amountCents })
    .from(orderDiscounts)
    .where(eq(orderDiscounts.orderId, row.orderId))
    .orderBy(asc(orderDiscounts.id));
  const paidCents = row.priceCents - discounts.reduce((sum, d) => sum + d.amountCents, 0);
  return { ...row, discounts, paidCents, isDiy: isDiyPackage(row.packageId) };
}
export type ReceiptData = Awaited<ReturnType<typeof receiptData>>;
