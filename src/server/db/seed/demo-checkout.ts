import { utcDayAfter } from '../../../domain/dates';
import { seedsShared, type Seeder } from '.';
import { discountCodes, giftCards } from '../schema';

/**
 * Issue 19 (checkout slice): the demo store's discount codes, one of each case the checkout tells
 * apart (docs/decisions/back-office-data.md), and a $100 gift card to spend there (the other demo
 * cards are demo-account's DEMO_GIFT_CARDS; DEMO-GIFT-50 stays whole for the account page).
 */
export const DEMO_DISCOUNT_CODES = (now: Date) =>
  [
    // 10 % off, always
    { code: 'WELCOME10', percentOff: 10 },
    // $25 off this season
    {
      code: 'SPRING25',
      amountOffCents: 2_500,
      validFrom: utcDayAfter(now, -60),
      validUntil: utcDayAfter(now, 90),
    },
    // ended ten days ago
    {
      code: 'WINTER15',
      percentOff: 15,
      validFrom: utcDayAfter(now, -120),
      validUntil: utcDayAfter(now, -10),
    },
    // starts in a month
    { code: 'SUMMER20', percentOff: 20, validFrom: utcDayAfter(now, 30) },
    // one use, taken
    { code: 'LAUNCH50', amountOffCents: 5_000, maxUses: 1, timesUsed: 1 },
  ] satisfies (typeof discountCodes.$inferInsert)[];

export const DEMO_STORE_GIFT_CARD = 'DEMO-GIFT-100';

export const demoCheckoutSeeder: Seeder = {
  name: 'demo-checkout-codes',
  kind: 'demo',
  async run(db, ctx) {
    if (!seedsShared(ctx)) return;
    await db.insert(discountCodes).values(DEMO_DISCOUNT_CODES(ctx.now)).onConflictDoNothing();
    await db
      .insert(giftCards)
      .values({
        code: DEMO_STORE_GIFT_CARD,
        initialCents: 10_000,
        balanceCents: 10_000,
        expiresAt: utcDayAfter(ctx.now, 730),
      })
      .onConflictDoNothing();
  },
};
