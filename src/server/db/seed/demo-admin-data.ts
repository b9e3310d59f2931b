import { and, asc, eq, like, sql } from 'drizzle-orm';
import { DEMO_EMAIL_DOMAIN, seedsShared, type Seeder } from '.';
import type { ExportFilters } from '../../../contract/back-office-data';
import { customers, exportQueries, orderDiscounts, orders } from '../schema';
import { companies, staff } from '../schema/staff';
import { DEMO_STAFF_COMPANY } from './demo-staff';

const DAY_MS = 86_400_000;

/** Saved export definitions of the Healthspan back office: the first has no personal data (Operations runs it). */
export const DEMO_EXPORTS: {
  name: string;
  entity: 'customers' | 'orders' | 'blood-results';
  fields: string[];
  filters: ExportFilters;
}[] = [
  {
    name: 'Orders by status (no personal data)',
    entity: 'orders',
    fields: ['id', 'createdAt', 'product', 'priceCents', 'status'],
    filters: {},
  },
  {
    name: 'Active customers with contact details',
    entity: 'customers',
    fields: ['id', 'firstName', 'lastName', 'email', 'activationState', 'createdAt'],
    filters: { activationState: 'ACTIVE' },
  },
  {
    name: 'Blood results with values',
    entity: 'blood-results',
    fields: ['id', 'customerId', 'testedAt', 'source', 'values'],
    filters: {},
  },
];

/** Codes the demo usage takes turns with: a fixed amount, a share of the price, a gift card. */
const CODES = [
  { kind: 'discount-code', code: 'WELCOME10', amount: () => 1000 },
  { kind: 'discount-code', code: 'SPRING20', amount: (price: number) => Math.round(price * 0.2) },
  { kind: 'gift-card', code: 'DEMO-GIFT-50', amount: (price: number) => Math.min(price, 5000) },
] as const;

const hash = (s: string) => [...s].reduce((h, ch) => (h * 31 + ch.charCodeAt(0)) >>> 0, 7);

/**
 * Issue 19, utility scripts, export queries and the discount report: the demo data its screens show.
 * Discount and gift-card uses go on the demo personas' own orders, chosen and dated from the
 * persona's e-mail and the order's place in their list, so a persona reset makes the same rows again.
 */
export const demoAdminDataSeeder: Seeder = {
  name: 'demo-admin-data',
  kind: 'demo',
  resetsPersona: true,
  async run(db, ctx) {
    const now = ctx.now;
    const rows = await db
      .select({
        id: orders.id,
        customerId: orders.customerId,
        priceCents: orders.priceCents,
        email: customers.email,
      })
      .from(orders)
      .innerJoin(customers, eq(customers.id, orders.customerId))
      .where(
        and(
          like(sql`lower(${customers.email})`, `%@${DEMO_EMAIL_DOMAIN}`),
          ctx.persona === undefined ? undefined : eq(sql`lower(${customers.email})`, ctx.persona),
        ),
      )
      .orderBy(asc(orders.customerId), asc(orders.id));
    let place = 0;
    let last = -1;
    for (const order of rows) {
      place = order.customerId === last ? place + 1 : 0;
      last = order.customerId;
      const h = hash(order.email.toLowerCase()) + place;
      // about two orders in three used something
      if (h % 3 === 2 || order.priceCents <= 0) continue;
      const use = CODES[(h >>> 2) % CODES.length]!;
      const amountCents = Math.min(order.priceCents, use.amount(order.priceCents));
      if (amountCents <= 0) continue;
      await db.insert(orderDiscounts).values({
        orderId: order.id,
        kind: use.kind,
        code: use.code,
        amountCents,
        // spread over the last five weeks, at a time of day that varies too
        usedAt: new Date(now.getTime() - (h % 35) * DAY_MS - (h % 13) * 3_600_000),
      });
    }
    if (!seedsShared(ctx)) return;
    const [company] = await db.select().from(companies).where(eq(companies.name, DEMO_STAFF_COMPANY));
    const [owner] = company
      ? await db.select().from(staff).where(eq(staff.companyId, company.id)).orderBy(asc(staff.id)).limit(1)
      : [];
    if (!company || !owner) return;
    for (const q of DEMO_EXPORTS)
      await db.insert(exportQueries).values({
        companyId: company.id,
        name: q.name,
        entity: q.entity,
        fields: q.fields,
        filters: q.filters,
        createdBy: owner.id,
        createdAt: now,
        updatedAt: now,
      });
  },
};
