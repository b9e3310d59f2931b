import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { DAY_MS } from '../../../domain/dates';
import type { OrderStatus } from '../../../domain/orders';
import type { Seeder } from '.';
import { demoEmail, seedsPersona } from '.';
import type { Db } from '..';
import { auditEvents, customerAddons, customerNotes, customers, orders, staff, tests } from '../schema';

// Issue 18, the customers slice's demo data: notes, earlier audit events by admin-totp@, orders in
// several statuses and two customers with add-ons. It leaves every order a customer can still
// activate `placed` (the customers' own journeys activate them), and orders@'s open Essentials
// order untouched (the back-office journey books and edits its draw).

const ago = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);

async function personaId(db: Db, persona: string) {
  const [row] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(eq(sql`lower(${customers.email})`, demoEmail(persona)));
  return row?.id;
}

export const demoAdminCustomersSeeder: Seeder = {
  name: 'demo-admin-customers-v1',
  kind: 'demo',
  resetsPersona: true,
  async run(db, ctx) {
    const { now } = ctx;
    // Each persona's notes, order statuses and add-ons (with their audit rows) are its own: on a
    // reset, only the reset persona's are made again.
    const customerId = async (persona: string) =>
      seedsPersona(ctx, persona) ? personaId(db, persona) : undefined;
    const [admin] = await db
      .select({ id: staff.id, firstName: staff.firstName, lastName: staff.lastName })
      .from(staff)
      .where(eq(sql`lower(${staff.email})`, demoEmail('admin-totp')));
    if (!admin) return;
    const staffName = `${admin.firstName} ${admin.lastName}`.trim();
    const audit = (at: Date, entry: Omit<typeof auditEvents.$inferInsert, 'staffId' | 'staffName' | 'at'>) =>
      db.insert(auditEvents).values({ ...entry, at, staffId: admin.id, staffName });

    const note = async (persona: string, body: string, daysAgo: number) => {
      const id = await customerId(persona);
      if (!id) return;
      const at = ago(now, daysAgo);
      const [row] = await db
        .insert(customerNotes)
        .values({ customerId: id, staffId: admin.id, body, createdAt: at })
        .returning({ id: customerNotes.id });
      await audit(at, {
        customerId: id,
        entity: 'customer-note',
        entityId: String(row!.id),
        action: 'create',
        summary: `Note added: “${body.length > 60 ? `${body.slice(0, 57)}…` : body}”`,
        after: { body },
      });
    };
    await note(
      'orders',
      'Called about the Home Kit delivery: it arrived, she will activate it this week.',
      9,
    );
    await note('orders', 'Asked for a receipt for her employer; sent from purchase history.', 3);
    await note('orders-mbd', 'Prefers a morning draw; the phlebotomist should ring the side door.', 6);
    await note('active', 'Long-time member; happy to be contacted for product interviews.', 40);

    // Orders whose test is used or that carry no test move on in fulfilment; open tests stay placed.
    const setStatus = async (
      orderId: number,
      customer: number,
      from: OrderStatus,
      to: OrderStatus,
      days: number,
      reason: string,
    ) => {
      await db.update(orders).set({ status: to }).where(eq(orders.id, orderId));
      await audit(ago(now, days), {
        customerId: customer,
        entity: 'order',
        entityId: String(orderId),
        action: 'update',
        summary: `Order #${orderId}: status ${from[0]!.toUpperCase()}${from.slice(1)} → ${to[0]!.toUpperCase()}${to.slice(1)}`,
        reason,
        before: { status: from },
        after: { status: to },
      });
    };
    const rich = await customerId('orders');
    if (rich) {
      const used = await db
        .select({ id: orders.id })
        .from(orders)
        .innerJoin(tests, eq(tests.orderId, orders.id))
        .where(and(eq(orders.customerId, rich), isNull(orders.companyId), sql`${tests.resultId} is not null`))
        .orderBy(asc(orders.createdAt));
      for (const [i, o] of used.entries())
        await setStatus(o.id, rich, 'placed', 'completed', 30 - i, 'The lab sent the result');
      const [diy] = await db
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.customerId, rich), eq(orders.packageId, 10)));
      if (diy) await setStatus(diy.id, rich, 'placed', 'processing', 2, 'Upload plan being set up');
    }
    const ultimate = await customerId('orders-ultimate');
    if (ultimate) {
      const [o] = await db.select({ id: orders.id }).from(orders).where(eq(orders.customerId, ultimate));
      if (o) await setStatus(o.id, ultimate, 'placed', 'processing', 1, 'Kit packed for shipping');
    }
    // active@'s older orders: a refunded one (the result came back late) and a completed one
    const active = await customerId('active');
    if (active) {
      const older = await db
        .select({ id: orders.id })
        .from(orders)
        .innerJoin(tests, eq(tests.orderId, orders.id))
        .where(
          and(eq(orders.customerId, active), isNull(orders.companyId), sql`${tests.resultId} is not null`),
        )
        .orderBy(asc(orders.createdAt));
      if (older[0])
        await setStatus(
          older[0].id,
          active,
          'placed',
          'refunded',
          20,
          'Goodwill refund: the result came back late',
        );
      if (older[1])
        await setStatus(older[1].id, active, 'placed', 'completed', 12, 'The lab sent the result');
    }

    // Add-ons: InnerAge for orders-ultimate@ (as buying it does) and the advanced panel for orders-lab@
    const grant = async (
      persona: string,
      tag: 'innerage' | 'advanced-panel',
      days: number,
      reason: string,
    ) => {
      const id = await customerId(persona);
      if (!id) return;
      const at = ago(now, days);
      await db.insert(customerAddons).values({ customerId: id, tag, addedAt: at, addedBy: admin.id });
      if (tag === 'innerage')
        await db
          .update(customers)
          .set({ allowedToSeeInnerAge: true, canAddInnerAge: false })
          .where(inArray(customers.id, [id]));
      await audit(at, {
        customerId: id,
        entity: 'customer-addon',
        entityId: `${id}:${tag}`,
        action: 'create',
        summary: `Add-on added: ${tag === 'innerage' ? 'InnerAge' : 'The advanced panel'}`,
        reason,
        before: { tag: null },
        after: { tag },
      });
    };
    await grant('orders-ultimate', 'innerage', 4, 'Bought InnerAge by phone');
    await grant('orders-lab', 'advanced-panel', 5, 'Doctor asked for the advanced panel');
  },
};
