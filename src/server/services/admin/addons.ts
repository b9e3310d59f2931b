import { and, asc, count, desc, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type {
  AddonRow,
  AddonTag,
  CustomerAddon,
  CustomerAddonsResponse,
} from '../../../contract/back-office-customers';
import { INVENTORY_ADDON_TITLES } from '../../../contract/coach';
import type { Paged } from '../../../contract/back-office';
import { activeAccountFlags } from '../../../domain/onboarding';
import { isDiyPackage, orderVoidsTest } from '../../../domain/orders';
import type { Db } from '../../db';
import { customerAddons as addonsTable, customers, orders, products, staff } from '../../db/schema';
import { invalid } from '../../http/errors';
import { likePattern } from '../customers';
import { recordAudit, type Actor } from './audit';
import { customerOr404, notFound } from './customers';

// Issue 18: add-ons an administrator grants a customer (the tags the store sells for a blood test).
// What each grants is real (docs/decisions/back-office.md): `innerage` opens InnerAge as buying it
// does; `advanced-panel` is recorded for the lab and the care team and changes nothing the customer sees.

const ENTITY = 'customer-addon';
const addedBy = alias(staff, 'added_by_staff');
const removedBy = alias(staff, 'removed_by_staff');
const nameOf = (s: { firstName: string | null; lastName: string | null; email: string | null }) =>
  s.email === null ? null : `${s.firstName ?? ''} ${s.lastName ?? ''}`.trim() || s.email;

export const addonTitle = (tag: AddonTag) => {
  const title = INVENTORY_ADDON_TITLES[tag];
  return title.charAt(0).toUpperCase() + title.slice(1);
};

export async function customerAddons(db: Db, customerId: number): Promise<CustomerAddonsResponse> {
  const rows = await db
    .select({
      row: addonsTable,
      addedFirst: addedBy.firstName,
      addedLast: addedBy.lastName,
      addedEmail: addedBy.email,
      removedFirst: removedBy.firstName,
      removedLast: removedBy.lastName,
      removedEmail: removedBy.email,
    })
    .from(addonsTable)
    .leftJoin(addedBy, eq(addedBy.id, addonsTable.addedBy))
    .leftJoin(removedBy, eq(removedBy.id, addonsTable.removedBy))
    .where(eq(addonsTable.customerId, customerId))
    .orderBy(desc(addonsTable.addedAt), desc(addonsTable.id));
  const all = rows.map((r): CustomerAddon => ({
    id: r.row.id,
    tag: r.row.tag as AddonTag,
    title: addonTitle(r.row.tag as AddonTag),
    addedAt: r.row.addedAt.toISOString(),
    addedBy: nameOf({ firstName: r.addedFirst, lastName: r.addedLast, email: r.addedEmail }),
    removedAt: r.row.removedAt?.toISOString() ?? null,
    removedBy: nameOf({ firstName: r.removedFirst, lastName: r.removedLast, email: r.removedEmail }),
  }));
  return {
    current: all.filter((a) => a.removedAt === null),
    removed: all.filter((a) => a.removedAt !== null),
  };
}

/** InnerAge as the customer's own (not cancelled or refunded) orders grant it (domain/onboarding rules). */
async function innerAgeFromOrders(db: Db, customerId: number) {
  const bought = await db
    .select({
      packageId: orders.packageId,
      status: orders.status,
      categories: products.categories,
      bloodTestIncluded: products.bloodTestIncluded,
    })
    .from(orders)
    .innerJoin(products, eq(products.id, orders.productId))
    .where(and(eq(orders.customerId, customerId), isNull(orders.companyId)));
  const flags = activeAccountFlags(
    bought.filter((b) => !orderVoidsTest(b.status)).map((b) => ({ ...b, isDiy: isDiyPackage(b.packageId) })),
  );
  return { allowedToSeeInnerAge: flags.allowedToSeeInnerAge, canAddInnerAge: flags.canAddInnerAge };
}

/** What the add-on grants on the customer's row, set the way a purchase sets it. */
async function applyGrant(db: Db, customerId: number, tag: AddonTag, granted: boolean) {
  if (tag !== 'innerage') return {};
  const flags = granted
    ? { allowedToSeeInnerAge: true, canAddInnerAge: false }
    : await innerAgeFromOrders(db, customerId);
  await db.update(customers).set(flags).where(eq(customers.id, customerId));
  return flags;
}

type AddonChange = { tag: AddonTag; reason: string };

/**
 * Adds or removes an add-on in one transaction: the row change (`change` throws when there is
 * nothing to change), what the add-on grants on the customer's row, and the audit of both.
 */
async function changeAddon(
  db: Db,
  actor: Actor,
  customerId: number,
  asked: AddonChange,
  now: Date,
  granted: boolean,
  change: (t: Db) => Promise<void>,
) {
  const customer = await customerOr404(db, customerId);
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    await change(t);
    const flags = await applyGrant(t, customerId, asked.tag, granted);
    await recordAudit(
      t,
      actor,
      {
        customerId,
        entity: ENTITY,
        entityId: `${customerId}:${asked.tag}`,
        action: granted ? 'create' : 'delete',
        summary: `Add-on ${granted ? 'added' : 'removed'}: ${addonTitle(asked.tag)}`,
        reason: asked.reason,
        before: tagFlags(customer, flags, granted ? null : asked.tag),
        after: { tag: granted ? asked.tag : null, ...flags },
      },
      now,
    );
    return customerAddons(t, customerId);
  });
}

/** The customer's flags an add-on changed, as they were (for the audit's before). */
function tagFlags(
  customer: { allowedToSeeInnerAge: boolean; canAddInnerAge: boolean },
  changed: Record<string, unknown>,
  tag: AddonTag | null,
) {
  const before: Record<string, unknown> = { tag };
  for (const key of Object.keys(changed)) before[key] = customer[key as keyof typeof customer];
  return before;
}

export function addAddon(db: Db, actor: Actor, customerId: number, asked: AddonChange, now: Date) {
  return changeAddon(db, actor, customerId, asked, now, true, async (t) => {
    const inserted = await t
      .insert(addonsTable)
      .values({ customerId, tag: asked.tag, addedAt: now, addedBy: actor.staff.id })
      .onConflictDoNothing()
      .returning({ id: addonsTable.id });
    if (inserted.length === 0)
      throw invalid([{ path: 'tag', message: `${addonTitle(asked.tag)} is already added` }]);
  });
}

export function removeAddon(db: Db, actor: Actor, customerId: number, asked: AddonChange, now: Date) {
  return changeAddon(db, actor, customerId, asked, now, false, async (t) => {
    const removed = await t
      .update(addonsTable)
      .set({ removedAt: now, removedBy: actor.staff.id })
      .where(
        and(
          eq(addonsTable.customerId, customerId),
          eq(addonsTable.tag, asked.tag),
          isNull(addonsTable.removedAt),
        ),
      )
      .returning({ id: addonsTable.id });
    if (removed.length === 0) throw notFound();
  });
}

/** Customers with a current add-on (the /admin/customers/addons screen), newest first. */
export async function listAddons(
  db: Db,
  query: { tag?: AddonTag; q?: string; page: number; pageSize: number },
): Promise<Paged<AddonRow>> {
  const parts: SQL[] = [isNull(addonsTable.removedAt)];
  if (query.tag) parts.push(eq(addonsTable.tag, query.tag));
  if (query.q) {
    const pattern = likePattern(query.q);
    parts.push(
      or(
        ilike(customers.email, pattern),
        ilike(sql`${customers.firstName} || ' ' || ${customers.lastName}`, pattern),
      )!,
    );
  }
  const where = and(...parts);
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        customerId: customers.id,
        firstName: customers.firstName,
        lastName: customers.lastName,
        email: customers.email,
        tag: addonsTable.tag,
        addedAt: addonsTable.addedAt,
        addedFirst: addedBy.firstName,
        addedLast: addedBy.lastName,
        addedEmail: addedBy.email,
      })
      .from(addonsTable)
      .innerJoin(customers, eq(customers.id, addonsTable.customerId))
      .leftJoin(addedBy, eq(addedBy.id, addonsTable.addedBy))
      .where(where)
      .orderBy(desc(addonsTable.addedAt), asc(addonsTable.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db
      .select({ total: count() })
      .from(addonsTable)
      .innerJoin(customers, eq(customers.id, addonsTable.customerId))
      .where(where),
  ]);
  return {
    items: rows.map((r) => ({
      customerId: r.customerId,
      firstName: r.firstName,
      lastName: r.lastName,
      email: r.email,
      tag: r.tag as AddonTag,
      title: addonTitle(r.tag as AddonTag),
      addedAt: r.addedAt.toISOString(),
      addedBy: nameOf({ firstName: r.addedFirst, lastName: r.addedLast, email: r.addedEmail }),
    })),
    page: query.page,
    pageSize: query.pageSize,
    total: counted?.total ?? 0,
  };
}
