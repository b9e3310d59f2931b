import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { coachWebRoutes, inventoryAddonTags } from '../../../contract/coach';
import type { AppDeps } from '../../app';
import type { Db } from '../../db';
import { inventoryItems } from '../../db/schema/coach';
import { products } from '../../db/schema/references';
import { companies } from '../../db/schema/staff';
import { HttpError } from '../../http/errors';

// spec 001 §7 Inventory and store: blood-test-upgrade-url and multipass-url. The store pages are the
// demo store's (src/server/routes/demo-store-company.ts). No table may be added for this issue, so a
// grant is a signed, expiring token (HMAC-SHA256 with the server secret, its own key per use); a
// purchase is made once per grant: its items carry the grant's nonce in `store_order_ref`.

/** How long a store link works after the coach asks for it. */
export const STORE_GRANT_MINUTES = 15;
/** Most tests one company purchase may add. */
export const STORE_MAX_QUANTITY = 100;

const multipassGrant = z.object({
  use: z.literal('company-store'),
  companyId: z.number().int(),
  staffId: z.number().int(),
  returnTo: z.string(),
  nonce: z.string(),
  exp: z.number(),
});
export type MultipassGrant = z.infer<typeof multipassGrant>;
const upgradeGrant = z.object({
  use: z.literal('item-upgrade'),
  companyId: z.number().int(),
  itemId: z.number().int(),
  addonTag: z.enum(inventoryAddonTags),
  returnTo: z.string(),
  exp: z.number(),
});
export type UpgradeGrant = z.infer<typeof upgradeGrant>;

const b64 = (s: string) => Buffer.from(s).toString('base64url');
const mac = (secret: string, payload: string) =>
  createHmac('sha256', `${secret}\0coach-store`).update(payload).digest('base64url');

export function signGrant(secret: string, grant: MultipassGrant | UpgradeGrant): string {
  const payload = b64(JSON.stringify(grant));
  return `${payload}.${mac(secret, payload)}`;
}

/** The grant of a token if its signature holds, its use is the one asked for and it has not expired. */
function readGrant<T>(secret: string, token: string, schema: z.ZodType<T>, now: Date): T | undefined {
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) return undefined;
  const expected = Buffer.from(mac(secret, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
  const parsed = schema.safeParse(decoded);
  if (!parsed.success) return undefined;
  const exp = (parsed.data as { exp: number }).exp;
  return exp > now.getTime() ? parsed.data : undefined;
}

export const readMultipass = (secret: string, token: string, now: Date) =>
  readGrant(secret, token, multipassGrant, now);
export const readUpgrade = (secret: string, token: string, now: Date) =>
  readGrant(secret, token, upgradeGrant, now);

const expiry = (now: Date) => now.getTime() + STORE_GRANT_MINUTES * 60_000;

/** GET multipass-url: the company store page for the token's company only (another answers 404). */
export function multipassUrl(
  deps: AppDeps,
  staff: { staffId: number; companyId: number },
  asked: { companyId: number; returnTo: string },
) {
  if (asked.companyId !== staff.companyId) throw new HttpError(404, 'We could not find that company.');
  const grant = signGrant(deps.config.auth.jwtSecret, {
    use: 'company-store',
    companyId: staff.companyId,
    staffId: staff.staffId,
    returnTo: asked.returnTo,
    nonce: randomBytes(12).toString('base64url'),
    exp: expiry(deps.now()),
  });
  return { url: `${deps.config.storeUrl}/company?grant=${encodeURIComponent(grant)}` };
}

/** GET blood-test-upgrade-url: the store page that adds the add-on to one of the company's items. */
export async function upgradeUrl(
  deps: AppDeps,
  companyId: number,
  asked: { inventoryItemId: number; addonTag: (typeof inventoryAddonTags)[number] },
) {
  const [item] = await deps.db
    .select({ id: inventoryItems.id })
    .from(inventoryItems)
    .where(and(eq(inventoryItems.id, asked.inventoryItemId), eq(inventoryItems.companyId, companyId)));
  if (!item) throw new HttpError(404, 'We could not find that inventory item.');
  const grant = signGrant(deps.config.auth.jwtSecret, {
    use: 'item-upgrade',
    companyId,
    itemId: item.id,
    addonTag: asked.addonTag,
    returnTo: coachWebRoutes.ordersInventory,
    exp: expiry(deps.now()),
  });
  return { url: `${deps.config.storeUrl}/company/upgrade?grant=${encodeURIComponent(grant)}` };
}

/** The plans a company can stock: those that include a blood test. */
export function stockPlans(db: Db) {
  return db
    .select()
    .from(products)
    .where(eq(products.bloodTestIncluded, true))
    .orderBy(asc(products.sortOrder));
}

export async function companyNameOf(db: Db, companyId: number) {
  const [row] = await db.select({ name: companies.name }).from(companies).where(eq(companies.id, companyId));
  return row?.name;
}

/** The purchase's store order reference: one per grant. */
const storeOrderRef = (grant: MultipassGrant) => `demo-${grant.nonce}`;

/** Whether the grant was already spent on a purchase. */
export async function grantSpent(db: Db, grant: MultipassGrant) {
  const [row] = await db
    .select({ id: inventoryItems.id })
    .from(inventoryItems)
    .where(eq(inventoryItems.storeOrderRef, storeOrderRef(grant)))
    .limit(1);
  return row !== undefined;
}

/**
 * The purchase: `quantity` items of the plan in the company's inventory, Available, with the
 * store's order reference. A grant buys once; a second submit answers 409.
 */
export async function purchaseStock(
  db: Db,
  grant: MultipassGrant,
  productId: number,
  quantity: number,
  now: Date,
) {
  const plan = await stockPlan(db, productId);
  if (!plan) throw new HttpError(400, 'Choose a plan', [{ path: 'productId', message: 'Choose a plan' }]);
  return db.transaction(async (tx) => {
    // One purchase per grant, even when the form is sent twice at once.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${storeOrderRef(grant)}))`);
    if (await grantSpent(tx, grant))
      throw new HttpError(409, 'This store link was already used for a purchase.');
    const ref = storeOrderRef(grant);
    await addStockItems(tx, { companyId: grant.companyId, plan, quantity, ref }, now);
    return { plan, ref };
  });
}

/** A stock plan by its id (a plan with a blood test), or undefined. */
export async function stockPlan(db: Db, productId: number) {
  const [plan] = await db
    .select()
    .from(products)
    .where(and(eq(products.id, productId), eq(products.bloodTestIncluded, true)));
  return plan;
}

/**
 * `quantity` Available items of the plan in the company's inventory under one order reference: a
 * store purchase, or stock the back office adds (issue 18).
 */
export async function addStockItems(
  db: Db,
  stock: {
    companyId: number;
    plan: Pick<typeof products.$inferSelect, 'id' | 'packageId'>;
    quantity: number;
    ref: string;
  },
  now: Date,
) {
  await db.insert(inventoryItems).values(
    Array.from({ length: stock.quantity }, () => ({
      companyId: stock.companyId,
      productId: stock.plan.id,
      packageId: stock.plan.packageId,
      purchasedAt: now,
      storeOrderRef: stock.ref,
    })),
  );
}

/** Adds the add-on to the item (once; adding it again changes nothing). */
export async function addAddon(db: Db, grant: UpgradeGrant) {
  const [row] = await db
    .update(inventoryItems)
    .set({
      addons: sql`case when ${grant.addonTag}::text = any(${inventoryItems.addons}) then ${inventoryItems.addons}
        else array_append(${inventoryItems.addons}, ${grant.addonTag}::text) end`,
    })
    .where(and(eq(inventoryItems.id, grant.itemId), eq(inventoryItems.companyId, grant.companyId)))
    .returning({ id: inventoryItems.id, addons: inventoryItems.addons });
  return row;
}
