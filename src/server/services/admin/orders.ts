import { and, asc, count, desc, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Paged } from '../../../contract/back-office';
import type {
  DrawBooking,
  StoreOrderRow,
  StoreOrderView,
  storeOrderPatch,
  storeOrdersQuery,
} from '../../../contract/back-office-customers';
import type { FieldIssue } from '../../../contract/http';
import {
  allowedOrderStatuses,
  mbdTimeProblem,
  ORDER_STATUS_LABELS,
  orderStatusProblem,
  type OrderStatus,
} from '../../../domain/orders';
import type { z } from 'zod';
import type { Db } from '../../db';
import { customers, customPanels, mobileBloodDraws, orders, products } from '../../db/schema';
import { invalid } from '../../http/errors';
import { likePattern } from '../customers';
import { checkAddress, checkPhone, ensureTests } from '../orders';
import { changedFields, listAudit, recordAudit, type Actor } from './audit';
import { notFound, ordersOf } from './customers';

// Issue 18: store orders (a customer's own purchases; a company's stock orders belong to the
// companies screens) and their edits: status, the mobile blood draw, the custom panel.

const ENTITY = 'order';

type StoreOrdersQuery = z.output<typeof storeOrdersQuery>;

export async function listStoreOrders(db: Db, query: StoreOrdersQuery): Promise<Paged<StoreOrderRow>> {
  const parts: SQL[] = [isNull(orders.companyId)];
  const q = query.q?.trim();
  if (q) {
    const pattern = likePattern(q);
    const any: SQL[] = [
      ilike(customers.email, pattern),
      ilike(sql`${customers.firstName} || ' ' || ${customers.lastName}`, pattern),
    ];
    const id = /^#?(\d{1,9})$/.exec(q)?.[1];
    if (id) any.push(eq(orders.id, Number(id)));
    parts.push(or(...any)!);
  }
  if (query.status) parts.push(eq(orders.status, query.status));
  if (query.store) parts.push(eq(orders.store, query.store));
  const where = and(...parts);
  const order = query.dir === 'asc' ? asc : desc;
  const sortBy = {
    id: orders.id,
    createdAt: orders.createdAt,
    status: orders.status,
    customer: sql`lower(${customers.firstName} || ' ' || ${customers.lastName})`,
    price: orders.priceCents,
  }[query.sort];
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: orders.id,
        customerId: customers.id,
        firstName: customers.firstName,
        lastName: customers.lastName,
        customerEmail: customers.email,
        productTitle: products.title,
        store: orders.store,
        status: orders.status,
        priceCents: orders.priceCents,
        createdAt: orders.createdAt,
      })
      .from(orders)
      .innerJoin(customers, eq(customers.id, orders.customerId))
      .innerJoin(products, eq(products.id, orders.productId))
      .where(where)
      .orderBy(order(sortBy), order(orders.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db
      .select({ total: count() })
      .from(orders)
      .innerJoin(customers, eq(customers.id, orders.customerId))
      .where(where),
  ]);
  return {
    items: rows.map(({ firstName, lastName, createdAt, ...r }) => ({
      ...r,
      customerName: `${firstName} ${lastName}`.trim(),
      createdAt: createdAt.toISOString(),
    })),
    page: query.page,
    pageSize: query.pageSize,
    total: counted?.total ?? 0,
  };
}

async function storeOrderOr404(db: Db, orderId: number) {
  const [row] = await db
    .select({ customerId: orders.customerId })
    .from(orders)
    .where(and(eq(orders.id, orderId), isNull(orders.companyId)));
  if (!row) throw notFound();
  // the customer's own order rules make the order's test on first read
  await ensureTests(db, row.customerId);
  const [found] = await ordersOf(db, { orderId });
  if (!found) throw notFound();
  return found;
}

export async function storeOrderView(db: Db, orderId: number): Promise<StoreOrderView> {
  const found = await storeOrderOr404(db, orderId);
  const { testId: _t, customerId, productId, ...order } = found;
  const [[customer], [product], panel, audit] = await Promise.all([
    db
      .select({
        id: customers.id,
        firstName: customers.firstName,
        lastName: customers.lastName,
        email: customers.email,
      })
      .from(customers)
      .where(eq(customers.id, customerId)),
    db
      .select({ id: products.id, title: products.title, categories: products.categories })
      .from(products)
      .where(eq(products.id, productId)),
    order.customPanel
      ? db
          .select({ markerAbbrs: customPanels.markerAbbrs })
          .from(customPanels)
          .where(eq(customPanels.id, order.customPanel.id))
      : Promise.resolve([]),
    listAudit(db, { entity: ENTITY, entityId: orderId }, { page: 1, pageSize: 50 }),
  ]);
  return {
    order,
    customer: customer!,
    product: product!,
    customPanelMarkers: panel[0]?.markerAbbrs ?? [],
    allowedStatuses: allowedOrderStatuses(order.status),
    audit: audit.items,
  };
}

type Patch = z.output<typeof storeOrderPatch>;

const DRAW_LABELS: Record<keyof DrawBooking, string> = {
  scheduledAt: 'time',
  phone: 'phone',
  line1: 'address',
  line2: 'address',
  city: 'address',
  state: 'address',
  zip: 'address',
  country: 'address',
};

/** "Order #12: status Placed → Cancelled, draw address changed", from the changed fields. */
function summaryOf(orderId: number, before: Record<string, unknown>, after: Record<string, unknown>) {
  const parts: string[] = [];
  if ('status' in after)
    parts.push(
      `status ${ORDER_STATUS_LABELS[before.status as OrderStatus]} → ${ORDER_STATUS_LABELS[after.status as OrderStatus]}`,
    );
  if ('draw' in after) {
    if (before.draw === null) parts.push('draw booked');
    else {
      const was = before.draw as DrawBooking;
      const now = after.draw as DrawBooking;
      const what = [
        ...new Set(
          (Object.keys(DRAW_LABELS) as (keyof DrawBooking)[])
            .filter((k) => was[k] !== now[k])
            .map((k) => DRAW_LABELS[k]),
        ),
      ];
      parts.push(`draw ${what.join(' and ')} changed`);
    }
  }
  if ('customPanelId' in after)
    parts.push(after.customPanelId === null ? 'custom panel removed' : 'custom panel set');
  return `Order #${orderId}: ${parts.join(', ')}`;
}

/**
 * Edits a store order (status, draw, custom panel) with a reason, in one transaction with its audit
 * event. The draw follows the customer's own booking rules (lead time, phone, US address); an
 * unchanged draw time is not checked again, so an address can be corrected on a draw that is near.
 */
export async function editStoreOrder(db: Db, actor: Actor, orderId: number, patch: Patch, now: Date) {
  const current = await storeOrderOr404(db, orderId);
  const issues: FieldIssue[] = [];
  if (patch.status !== undefined) {
    const problem = orderStatusProblem(current.status, patch.status);
    if (problem) issues.push({ path: 'status', message: problem });
  }
  let draw: DrawBooking | undefined;
  if (patch.draw) {
    if (current.testId === null)
      issues.push({ path: 'draw', message: 'This order has no blood test, so there is no draw to book' });
    else if (current.testState === 'used' || current.testState === 'transferred')
      issues.push({
        path: 'draw',
        message:
          current.testState === 'used'
            ? 'This test’s result came back: its draw cannot change'
            : 'This test was given to someone else: its draw cannot change',
      });
    const scheduledAt = new Date(patch.draw.scheduledAt);
    if (current.draw?.scheduledAt !== scheduledAt.toISOString()) {
      const problem = mbdTimeProblem(scheduledAt, now);
      if (problem) issues.push({ path: 'draw.scheduledAt', message: problem });
    }
    const phone = checkPhone(patch.draw.phone, 'draw.phone');
    const address = await checkAddress(db, patch.draw, 'draw');
    issues.push(...phone.issues, ...address.issues);
    draw = {
      scheduledAt: scheduledAt.toISOString(),
      phone: phone.phone ?? '',
      line1: address.address.line1,
      line2: address.address.line2 ?? '',
      city: address.address.city,
      state: address.address.state,
      zip: address.address.zip,
      country: address.address.country,
    };
  }
  if (patch.customPanelId !== undefined && patch.customPanelId !== null) {
    const [panel] = await db
      .select({ id: customPanels.id })
      .from(customPanels)
      .where(and(eq(customPanels.id, patch.customPanelId), isNull(customPanels.archivedAt)));
    if (!panel) issues.push({ path: 'customPanelId', message: 'Choose a custom panel that is in use' });
  }
  if (issues.length) throw invalid(issues);

  const before = {
    status: current.status,
    draw: current.draw,
    customPanelId: current.customPanel?.id ?? null,
  };
  const wanted: Partial<typeof before> = {};
  if (patch.status !== undefined) wanted.status = patch.status;
  if (draw) wanted.draw = draw;
  if (patch.customPanelId !== undefined) wanted.customPanelId = patch.customPanelId;
  const changed = changedFields(before, wanted);
  if (changed.keys.length === 0) return storeOrderView(db, orderId);

  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    if ('status' in changed.after || 'customPanelId' in changed.after)
      await t
        .update(orders)
        .set({
          ...('status' in changed.after ? { status: changed.after.status as OrderStatus } : {}),
          ...('customPanelId' in changed.after
            ? { customPanelId: changed.after.customPanelId as number | null }
            : {}),
        })
        .where(eq(orders.id, orderId));
    if (draw && 'draw' in changed.after) {
      // the back office books or moves the draw on the customer's behalf; activating stays the customer's
      const values = { ...draw, scheduledAt: new Date(draw.scheduledAt), bookedAt: now };
      await t
        .insert(mobileBloodDraws)
        .values({ testId: current.testId!, ...values })
        .onConflictDoUpdate({ target: mobileBloodDraws.testId, set: values });
    }
    await recordAudit(
      t,
      actor,
      {
        customerId: current.customerId,
        entity: ENTITY,
        entityId: orderId,
        action: 'update',
        summary: summaryOf(orderId, changed.before, changed.after),
        reason: patch.reason,
        before: changed.before,
        after: changed.after,
      },
      now,
    );
  });
  return storeOrderView(db, orderId);
}
