import { and, asc, eq, like, sql } from 'drizzle-orm';
import { DEMO_EMAIL_DOMAIN, seedsShared, type Seeder } from '.';
import type { ExportFilters } from '../../../contract/back-office-data';
import { DAY_MS } from '../../../domain/dates';
import { quoteOrder, spendCodes } from '../../services/checkout';
import { customers, exportQueries, giftCards, orders } from '../schema';
import { companies, staff } from '../schema/staff';
import { DEMO_STAFF_COMPANY } from './demo-staff';

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

/**
 * What the demo orders used, taking turns: two of the store's codes (demo-checkout), the persona's own
 * gift card, and a code with the card.
 */
const USES = [
  { discount: 'WELCOME10', card: false },
  { discount: 'SPRING25', card: false },
  { discount: '', card: true },
  { discount: 'WELCOME10', card: true },
] as const;
/** Each persona's demo gift card ($100), spent by its demo orders: made full again on a reset. */
const PERSONA_CARD_CENTS = 10_000;

const hash = (s: string) => [...s].reduce((h, ch) => (h * 31 + ch.charCodeAt(0)) >>> 0, 7);

/**
 * Issue 19, utility scripts, export queries and the discount report: the demo data its screens show.
 * Discount and gift-card uses go on the demo personas' own orders, chosen and dated from the
 * persona's e-mail and the order's place in their list, priced and spent by the checkout's service,
 * so a persona reset makes the same rows again (its card is filled again first). The codes' use
 * counters (no maximum on these) keep the uses of a reset persona's deleted orders.
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
      const email = order.email.toLowerCase();
      const card = `DEMO-GIFT-${hash(email).toString(36).toUpperCase()}`;
      if (order.customerId !== last)
        await db
          .insert(giftCards)
          .values({ code: card, initialCents: PERSONA_CARD_CENTS, balanceCents: PERSONA_CARD_CENTS })
          .onConflictDoUpdate({ target: giftCards.code, set: { balanceCents: PERSONA_CARD_CENTS } });
      place = order.customerId === last ? place + 1 : 0;
      last = order.customerId;
      const h = hash(email) + place;
      // about two orders in three used something
      if (h % 3 === 2 || order.priceCents <= 0) continue;
      const use = USES[(h >>> 2) % USES.length]!;
      // spread over the last five weeks, at a time of day that varies too
      const usedAt = new Date(now.getTime() - (h % 35) * DAY_MS - (h % 13) * 3_600_000);
      // The checkout's own pricing and spending (services/checkout), as if bought with these codes then.
      const quote = await quoteOrder(
        db,
        order.priceCents,
        { discountCode: use.discount, giftCardCode: use.card ? card : '' },
        usedAt,
      );
      if (quote.ok) await spendCodes(db, order.id, quote.breakdown, usedAt);
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
