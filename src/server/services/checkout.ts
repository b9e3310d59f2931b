import { and, eq, gte, isNull, lt, or, sql } from 'drizzle-orm';
import {
  CHECKOUT_MESSAGES,
  CODE_PATTERN,
  checkoutProblems,
  discountCodeProblem,
  priceBreakdown,
  type CheckoutIssue,
  type DiscountCodeFacts,
  type GiftCardFacts,
  type PriceBreakdown,
} from '../../domain/checkout';
import { utcDayOf } from '../../domain/dates';
import type { Db } from '../db';
import { discountCodes, giftCards, orderDiscounts, orders, purchasers } from '../db/schema';
import { customers } from '../db/schema/identity';
import { HttpError } from '../http/errors';
import { digest, newSecret } from './crypto';
import { advanceActivation } from './onboarding';
import { ensureTests } from './orders';

// Issue 19 (checkout slice): the demo store's codes, priced by src/domain/checkout.ts and spent in
// the transaction that places the order (docs/decisions/back-office-data.md).

/** The codes as typed, normalised (upper-case, trimmed); '' when the field was left empty. */
export interface TypedCodes {
  discountCode: string;
  giftCardCode: string;
}

/** The price, or each code's refusal on its field; `giftCardKnown`: a typed gift card exists. */
export type Quote = { giftCardKnown: boolean } & (
  { ok: true; breakdown: PriceBreakdown } | { ok: false; issues: CheckoutIssue[]; breakdown?: undefined }
);

async function findDiscountCode(db: Db, code: string): Promise<DiscountCodeFacts | undefined> {
  if (!CODE_PATTERN.test(code)) return undefined;
  const [row] = await db.select().from(discountCodes).where(eq(discountCodes.code, code));
  return row;
}

async function findGiftCard(db: Db, code: string): Promise<GiftCardFacts | undefined> {
  if (!CODE_PATTERN.test(code)) return undefined;
  const [row] = await db.select().from(giftCards).where(eq(giftCards.code, code));
  return row;
}

/** What the order costs with these codes today, or each code's refusal on its field. */
export async function quoteOrder(db: Db, listCents: number, typed: TypedCodes, now: Date): Promise<Quote> {
  const found = {
    discount: typed.discountCode ? await findDiscountCode(db, typed.discountCode) : undefined,
    giftCard: typed.giftCardCode ? await findGiftCard(db, typed.giftCardCode) : undefined,
  };
  const issues = checkoutProblems(typed, found, utcDayOf(now));
  const giftCardKnown = found.giftCard !== undefined;
  if (issues.length) return { ok: false, issues, giftCardKnown };
  return { ok: true, breakdown: priceBreakdown(listCents, found.discount, found.giftCard), giftCardKnown };
}

const refused = (issue: CheckoutIssue) => new HttpError(400, issue.message, [issue]);

/**
 * Spends what `breakdown` takes off on `orderId`, inside the caller's transaction: the code's use is
 * counted and the card's balance lowered only while they still allow it (conditional UPDATEs), so of
 * two checkouts racing for the last use or the same balance one wins; the other throws a 400 on the
 * field (rolling back everything the transaction wrote).
 */
export async function spendCodes(tx: Db, orderId: number, breakdown: PriceBreakdown, now: Date) {
  const { discount, giftCard } = breakdown;
  const today = utcDayOf(now);
  if (discount && discount.cents > 0) {
    const [counted] = await tx
      .update(discountCodes)
      .set({ timesUsed: sql`${discountCodes.timesUsed} + 1` })
      .where(
        and(
          eq(discountCodes.code, discount.code),
          eq(discountCodes.active, true),
          or(isNull(discountCodes.maxUses), lt(discountCodes.timesUsed, discountCodes.maxUses)),
        ),
      )
      .returning();
    if (!counted) {
      const [row] = await tx.select().from(discountCodes).where(eq(discountCodes.code, discount.code));
      const problem = discountCodeProblem(row, today) ?? 'used-up';
      throw refused({ path: 'discountCode', message: CHECKOUT_MESSAGES.discount[problem](row!) });
    }
    await tx.insert(orderDiscounts).values({
      orderId,
      kind: 'discount-code',
      code: discount.code,
      amountCents: discount.cents,
      usedAt: now,
    });
  }
  if (giftCard && giftCard.cents > 0) {
    const [spent] = await tx
      .update(giftCards)
      .set({ balanceCents: sql`${giftCards.balanceCents} - ${giftCard.cents}` })
      .where(and(eq(giftCards.code, giftCard.code), gte(giftCards.balanceCents, giftCard.cents)))
      .returning();
    if (!spent) throw refused({ path: 'giftCardCode', message: CHECKOUT_MESSAGES.giftCard.balanceChanged });
    await tx
      .insert(orderDiscounts)
      .values({ orderId, kind: 'gift-card', code: giftCard.code, amountCents: giftCard.cents, usedAt: now });
  }
}

/** Who buys: an existing customer, or the account the checkout creates with the order. */
export type Buyer = { customerId: number } | { create: typeof customers.$inferInsert };

const HAND_OFF_MINUTES = 30;
export const HAND_OFF_SECONDS = HAND_OFF_MINUTES * 60;

/**
 * Places a demo-store order in ONE transaction: the new account if any, the order at its list price,
 * the codes spent (`spendCodes`), its test, the activation step, and the single-use hand-off grant.
 * A refused code throws its 400 and nothing of it stays.
 */
export async function placeStoreOrder(
  db: Db,
  input: {
    buyer: Buyer;
    product: { id: number; packageId: number; priceCents: number };
    breakdown: PriceBreakdown;
  },
  now: Date,
) {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const customerId =
      'customerId' in input.buyer
        ? input.buyer.customerId
        : (await tx.insert(customers).values(input.buyer.create).returning({ id: customers.id }))[0]!.id;
    const [order] = await tx
      .insert(orders)
      .values({
        customerId,
        productId: input.product.id,
        packageId: input.product.packageId,
        priceCents: input.product.priceCents,
        createdAt: now,
      })
      .returning({ id: orders.id });
    await spendCodes(tx, order!.id, input.breakdown, now);
    await ensureTests(tx, customerId);
    // A PURCHASE customer who buys moves on to the required details (spec 000 §4).
    await advanceActivation(tx, customerId, now);
    const purchaserId = newSecret();
    const checkout = newSecret();
    await tx.insert(purchasers).values({
      id: digest(purchaserId),
      checkoutDigest: digest(checkout),
      customerId,
      orderId: order!.id,
      createdAt: now,
      expiresAt: new Date(now.getTime() + HAND_OFF_MINUTES * 60_000),
    });
    return { orderId: order!.id, customerId, purchaserId, checkout };
  });
}
