import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type {
  AssignNewCustomerRequest,
  AvailablePlan,
  CoachOrder,
  InventoryItem,
  InventorySort,
  InventorySummary,
} from '../../../contract/coach';
import { inventoryStatus } from '../../../domain/coach';
import { packageImage } from '../../../domain/package-images';
import type { AppDeps } from '../../app';
import type { Db } from '../../db';
import { companyCustomers, inventoryItems } from '../../db/schema/coach';
import { orders, tests } from '../../db/schema/commerce';
import { customers, passwordResets } from '../../db/schema/identity';
import { products } from '../../db/schema/references';
import { companies } from '../../db/schema/staff';
import { HttpError, invalid } from '../../http/errors';
import { digest, hashPassword, newSecret } from '../crypto';
import { findCustomerByEmail } from '../customers';
import { refreshUnusedTest } from '../orders';
import { companyPerson } from './scope';

// spec 001 §3 inventory, §4 order status, §7 Inventory and store. docs/decisions/coach.md "Inventory".

const NOT_FOUND_ITEM = 'We could not find that inventory item.';
const NOT_FOUND_PERSON = 'We could not find that user in your company.';
export const ALREADY_ASSIGNED = 'This test is already assigned to someone.';
export const CANNOT_UNASSIGN =
  'This test was already activated or used by its member, so it can no longer be unassigned.';
export const NONE_AVAILABLE = 'There is no available test of this plan left in your inventory.';

/** An item with what its status and the inventory list need. */
function itemRows(db: Db, companyId: number) {
  return db
    .select({
      item: inventoryItems,
      title: products.title,
      activatedAt: tests.activatedAt,
      resultId: tests.resultId,
      customerFirstName: customers.firstName,
      customerLastName: customers.lastName,
      customerEmail: customers.email,
    })
    .from(inventoryItems)
    .innerJoin(products, eq(products.id, inventoryItems.productId))
    .leftJoin(tests, eq(tests.id, inventoryItems.testId))
    .leftJoin(customers, eq(customers.id, inventoryItems.customerId))
    .where(eq(inventoryItems.companyId, companyId))
    .$dynamic();
}
type ItemRow = Awaited<ReturnType<typeof itemRows>>[number];

const statusOf = (row: ItemRow) =>
  inventoryStatus({ isAvailable: row.item.customerId === null, resultReceived: row.resultId !== null });

function toItem(row: ItemRow): InventoryItem {
  const { item } = row;
  return {
    id: item.id,
    packageId: item.packageId,
    title: row.title,
    image: packageImage(item.packageId),
    status: statusOf(row),
    purchasedAt: item.purchasedAt.toISOString(),
    assignedAt: item.assignedAt?.toISOString() ?? null,
    customer:
      item.customerId === null
        ? null
        : {
            id: item.customerId,
            firstName: row.customerFirstName ?? '',
            lastName: row.customerLastName ?? '',
            email: row.customerEmail ?? '',
          },
    addons: item.addons,
  };
}

/** 001 §7 availablePlans: per package with Available items, how many. */
export async function availablePlans(db: Db, companyId: number): Promise<AvailablePlan[]> {
  const rows = await db
    .select({
      packageId: inventoryItems.packageId,
      title: products.title,
      available: sql<number>`count(*)::int`,
    })
    .from(inventoryItems)
    .innerJoin(products, eq(products.id, inventoryItems.productId))
    .where(and(eq(inventoryItems.companyId, companyId), isNull(inventoryItems.customerId)))
    .groupBy(inventoryItems.packageId, products.title, products.sortOrder)
    .orderBy(asc(products.sortOrder));
  return rows.map((r) => ({ ...r, image: packageImage(r.packageId) }));
}

/** 001 §3 Coach state orders: every item of the company. */
export async function coachOrders(db: Db, companyId: number): Promise<CoachOrder[]> {
  const rows = await itemRows(db, companyId).orderBy(asc(inventoryItems.id));
  return rows.map((row) => ({
    id: row.item.id,
    packageId: row.item.packageId,
    title: row.title,
    isAvailable: row.item.customerId === null,
    status: statusOf(row),
    customerId: row.item.customerId,
    usedOrderData: { resultReceived: row.resultId !== null },
  }));
}

export async function inventorySummary(db: Db, companyId: number): Promise<InventorySummary> {
  const countByStatus = { Available: 0, Assigned: 0, Used: 0 };
  for (const row of await itemRows(db, companyId)) countByStatus[statusOf(row)] += 1;
  return { countByStatus };
}

const STATUS_ORDER = { Available: 0, Assigned: 1, Used: 2 } as const;
const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });
const assigneeName = (i: InventoryItem) =>
  i.customer ? `${i.customer.lastName} ${i.customer.firstName} ${i.customer.email}` : '';

/** The company's items in the order asked; ties newest first, then by id, so the order is stable. */
export async function inventoryList(
  db: Db,
  companyId: number,
  sort: InventorySort,
): Promise<InventoryItem[]> {
  const rows = await itemRows(db, companyId).orderBy(
    desc(inventoryItems.purchasedAt),
    desc(inventoryItems.id),
  );
  const items = rows.map(toItem);
  const compare: Record<InventorySort, (a: InventoryItem, b: InventoryItem) => number> = {
    newest: () => 0,
    oldest: (a, b) => a.purchasedAt.localeCompare(b.purchasedAt) || a.id - b.id,
    status: (a, b) => STATUS_ORDER[a.status] - STATUS_ORDER[b.status],
    product: (a, b) => collator.compare(a.title, b.title),
    // Unassigned items last: a coach sorting by assignee looks for people.
    assignee: (a, b) =>
      Number(a.customer === null) - Number(b.customer === null) ||
      collator.compare(assigneeName(a), assigneeName(b)),
  };
  return items.sort(compare[sort]);
}

async function oneItem(db: Db, companyId: number, itemId: number, lock = false) {
  const query = db
    .select()
    .from(inventoryItems)
    .where(and(eq(inventoryItems.id, itemId), eq(inventoryItems.companyId, companyId)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new HttpError(404, NOT_FOUND_ITEM);
  return row;
}

export async function inventoryItem(db: Db, companyId: number, itemId: number): Promise<InventoryItem> {
  const [row] = await itemRows(db, companyId).where(
    and(eq(inventoryItems.companyId, companyId), eq(inventoryItems.id, itemId)),
  );
  if (!row) throw new HttpError(404, NOT_FOUND_ITEM);
  return toItem(row);
}

const inTransaction = <T>(db: Db, work: (tx: Db) => Promise<T>) =>
  db.transaction(async (tx) => work(tx as unknown as Db));

/**
 * Gives the item to the customer: their own order (price 0, store `company`) and test, so their
 * orders page lists it and they activate it like any other; the item keeps the test's id.
 */
async function giveItem(tx: Db, item: typeof inventoryItems.$inferSelect, customerId: number, now: Date) {
  if (item.customerId !== null) throw new HttpError(409, ALREADY_ASSIGNED);
  const [order] = await tx
    .insert(orders)
    .values({
      customerId,
      productId: item.productId,
      packageId: item.packageId,
      priceCents: 0,
      store: 'company',
      companyId: item.companyId,
      createdAt: now,
    })
    .returning({ id: orders.id });
  const [test] = await tx
    .insert(tests)
    .values({ customerId, orderId: order!.id, createdAt: now })
    .returning({ id: tests.id });
  await tx
    .update(inventoryItems)
    .set({ customerId, assignedAt: now, testId: test!.id })
    .where(eq(inventoryItems.id, item.id));
  await refreshUnusedTest(tx, customerId);
}

async function companyName(db: Db, companyId: number) {
  const [row] = await db.select({ name: companies.name }).from(companies).where(eq(companies.id, companyId));
  return row?.name ?? 'Your company';
}

async function tellAssigned(
  deps: AppDeps,
  companyId: number,
  itemId: number,
  extra: { setPasswordLink?: string } = {},
) {
  const item = await inventoryItem(deps.db, companyId, itemId);
  if (!item.customer) return;
  const company = await companyName(deps.db, companyId);
  const ordersLink = `${deps.config.publicUrl}/customer/purchase-history`;
  const start = extra.setPasswordLink
    ? `A Healthspan account was made for you. Choose your password with this link:\n\n${extra.setPasswordLink}\n\n` +
      `Then sign in and open your orders to activate the test:\n\n${ordersLink}\n\n`
    : `Open your orders to activate it when you are ready:\n\n${ordersLink}\n\n`;
  await deps.outbox.send(
    {
      channel: 'email',
      recipient: item.customer.email.toLowerCase(),
      subject: `${company} gave you a ${item.title}`,
      body: `Hello ${item.customer.firstName || 'there'},\n\n${company} gave you a ${item.title}. ${start}`,
    },
    deps.now(),
  );
}

/** POST :id/assignment: the item to one of the company's people. */
export async function assignItem(deps: AppDeps, companyId: number, itemId: number, customerId: number) {
  const now = deps.now();
  await inTransaction(deps.db, async (tx) => {
    const item = await oneItem(tx, companyId, itemId, true);
    if (!(await companyPerson(tx, companyId, customerId)))
      throw new HttpError(404, NOT_FOUND_PERSON, [{ path: 'customerId', message: NOT_FOUND_PERSON }]);
    await giveItem(tx, item, customerId, now);
  });
  await tellAssigned(deps, companyId, itemId);
  return inventoryItem(deps.db, companyId, itemId);
}

/** assignTestToUser: the oldest Available item of the package to one of the company's people. */
export async function assignOldestOfPackage(
  deps: AppDeps,
  companyId: number,
  customerId: number,
  packageId: number,
) {
  const now = deps.now();
  const itemId = await inTransaction(deps.db, async (tx) => {
    if (!(await companyPerson(tx, companyId, customerId))) throw new HttpError(404, NOT_FOUND_PERSON);
    const [item] = await tx
      .select()
      .from(inventoryItems)
      .where(
        and(
          eq(inventoryItems.companyId, companyId),
          eq(inventoryItems.packageId, packageId),
          isNull(inventoryItems.customerId),
        ),
      )
      .orderBy(asc(inventoryItems.purchasedAt), asc(inventoryItems.id))
      .limit(1)
      // Two coaches assigning at once each get an item, not the same one.
      .for('update', { skipLocked: true });
    if (!item) throw new HttpError(409, NONE_AVAILABLE, [{ path: 'packageId', message: NONE_AVAILABLE }]);
    await giveItem(tx, item, customerId, now);
    return item.id;
  });
  await tellAssigned(deps, companyId, itemId);
  return inventoryItem(deps.db, companyId, itemId);
}

/** DELETE :id/assignment: back to Available while the member has neither activated nor used it. */
export async function unassignItem(deps: AppDeps, companyId: number, itemId: number) {
  await inTransaction(deps.db, async (tx) => {
    const item = await oneItem(tx, companyId, itemId, true);
    if (item.customerId === null) throw new HttpError(409, 'This test is not assigned to anyone.');
    const [test] = item.testId
      ? await tx.select().from(tests).where(eq(tests.id, item.testId)).for('update')
      : [];
    if (test && (test.activatedAt || test.resultId || test.transferredAt))
      throw new HttpError(409, CANNOT_UNASSIGN);
    await tx
      .update(inventoryItems)
      .set({ customerId: null, assignedAt: null, testId: null })
      .where(eq(inventoryItems.id, item.id));
    // The order goes with its test (tests.order_id cascades).
    if (test) await tx.delete(orders).where(eq(orders.id, test.orderId));
    await refreshUnusedTest(tx, item.customerId);
  });
  return inventoryItem(deps.db, companyId, itemId);
}

/**
 * POST :id/assignment/new-customer. A new e-mail gets an account (REQUIRED_DETAILS, as a store
 * checkout leaves it) with a random password and a password-reset link to choose theirs, and
 * becomes one of the company's people. An e-mail with an account is assigned only when that
 * account is already the company's person; otherwise 400 naming `email` (no account is probed).
 */
export async function assignNewCustomer(
  deps: AppDeps,
  companyId: number,
  itemId: number,
  who: AssignNewCustomerRequest,
) {
  const { db, config } = deps;
  const now = deps.now();
  await oneItem(db, companyId, itemId);
  const existing = await findCustomerByEmail(db, who.email);
  if (existing) {
    if (!(await companyPerson(db, companyId, existing.id)))
      throw invalid([
        {
          path: 'email',
          message: 'This e-mail already has a Healthspan account: invite it to a team first, then assign.',
        },
      ]);
    return assignItem(deps, companyId, itemId, existing.id);
  }
  const password = await hashPassword(newSecret());
  const guid = newSecret();
  await inTransaction(db, async (tx) => {
    const item = await oneItem(tx, companyId, itemId, true);
    if (item.customerId !== null) throw new HttpError(409, ALREADY_ASSIGNED);
    const [created] = await tx
      .insert(customers)
      .values({
        email: who.email,
        firstName: who.firstName,
        lastName: who.lastName,
        passwordHash: password,
        activationState: 'REQUIRED_DETAILS',
      })
      .returning({ id: customers.id });
    await tx.insert(companyCustomers).values({ companyId, customerId: created!.id, joinedAt: now });
    await tx.insert(passwordResets).values({
      id: digest(guid),
      customerId: created!.id,
      createdAt: now,
      expiresAt: new Date(now.getTime() + config.auth.resetLinkMinutes * 60_000),
    });
    await giveItem(tx, item, created!.id, now);
  });
  const link = `${config.publicUrl}/customer/login/reset-password?guid=${encodeURIComponent(guid)}`;
  await tellAssigned(deps, companyId, itemId, { setPasswordLink: link });
  return inventoryItem(db, companyId, itemId);
}
