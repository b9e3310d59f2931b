// Issue 19 (checkout slice): what a discount code and a gift card take off an order's list price,
// and the one wording of every refusal. docs/decisions/back-office-data.md says why.

import { formatDate, type IsoDate } from './dates';

/** Codes are typed in any case and kept upper-case (gift cards: `^[A-Z0-9-]{4,32}$`). */
export const normalizeCode = (typed: string) => typed.trim().toUpperCase();
export const CODE_PATTERN = /^[A-Z0-9-]{4,32}$/;

export interface DiscountCodeFacts {
  code: string;
  /** Exactly one of percentOff (1–100) and amountOffCents is set. */
  percentOff: number | null;
  amountOffCents: number | null;
  /** First and last day the code is valid (UTC calendar days, both inclusive); null: open. */
  validFrom: IsoDate | null;
  validUntil: IsoDate | null;
  /** How many orders may use it; null: no limit. */
  maxUses: number | null;
  timesUsed: number;
  active: boolean;
}

export interface GiftCardFacts {
  code: string;
  balanceCents: number;
  /** The last day it can be spent; null: never expires. */
  expiresAt: IsoDate | null;
}

export type GiftCardStatus = 'active' | 'empty' | 'expired';

/** A card whose last day has passed is worth nothing, whatever its balance says. */
export function giftCardStatus(
  card: Pick<GiftCardFacts, 'balanceCents' | 'expiresAt'>,
  today: IsoDate,
): GiftCardStatus {
  if (card.expiresAt !== null && card.expiresAt < today) return 'expired';
  return card.balanceCents > 0 ? 'active' : 'empty';
}

/** Why a typed discount code cannot be used today (undefined: it can). */
export type DiscountCodeProblem = 'unknown' | 'inactive' | 'expired' | 'not-yet-valid' | 'used-up';

export function discountCodeProblem(
  code: DiscountCodeFacts | undefined,
  today: IsoDate,
): DiscountCodeProblem | undefined {
  if (!code) return 'unknown';
  if (!code.active) return 'inactive';
  if (code.validFrom !== null && today < code.validFrom) return 'not-yet-valid';
  if (code.validUntil !== null && today > code.validUntil) return 'expired';
  if (code.maxUses !== null && code.timesUsed >= code.maxUses) return 'used-up';
  return undefined;
}

/** The one wording of the checkout's refusals, shown next to the field they concern. */
export const CHECKOUT_MESSAGES = {
  discount: {
    unknown: () => 'This discount code does not exist. Check how it is spelled.',
    inactive: () => 'This discount code is no longer offered.',
    expired: (c: DiscountCodeFacts) => `This discount code ended on ${formatDate(c.validUntil!)}.`,
    'not-yet-valid': (c: DiscountCodeFacts) => `This discount code starts on ${formatDate(c.validFrom!)}.`,
    'used-up': () => 'This discount code has been used as many times as it allows.',
  } satisfies Record<DiscountCodeProblem, (c: DiscountCodeFacts) => string>,
  giftCard: {
    unknown: 'No gift card has this code',
    empty: (code: string) => `Gift card ${code} has been used up.`,
    expired: (code: string, expiresAt: IsoDate) => `Gift card ${code} expired on ${formatDate(expiresAt)}.`,
    /** Another checkout spent from the card between the price shown and the order placed. */
    balanceChanged:
      "This gift card's balance changed while you were paying. Apply it again to see what it covers now.",
  },
  /** The total changed between the page the customer saw and the order (a code or card changed). */
  totalChanged: (toPay: string) => `The total is now ${toPay}. Check it, then place the order again.`,
} as const;

/** What the customer reads about a gift card's balance (the account page; the checkout's refusals). */
export function giftCardText(
  card: { code: string; status: GiftCardStatus; balanceCents: number; expiresAt: IsoDate | null },
  money: (cents: number) => string,
): string {
  if (card.status === 'expired') return CHECKOUT_MESSAGES.giftCard.expired(card.code, card.expiresAt!);
  if (card.status === 'empty') return CHECKOUT_MESSAGES.giftCard.empty(card.code);
  const until = card.expiresAt ? `, to spend by ${formatDate(card.expiresAt)}` : '';
  return `Gift card ${card.code} has ${money(card.balanceCents)} left${until}.`;
}

/**
 * What a discount code takes off a list price, in cents: a percentage rounded to the nearest cent
 * (half a cent rounds up), or a fixed amount; never more than the price.
 */
export function discountCents(
  listCents: number,
  code: Pick<DiscountCodeFacts, 'percentOff' | 'amountOffCents'>,
) {
  const off =
    code.percentOff !== null ? Math.round((listCents * code.percentOff) / 100) : (code.amountOffCents ?? 0);
  return Math.max(0, Math.min(listCents, off));
}

export interface PriceBreakdown {
  listCents: number;
  discount?: { code: string; cents: number };
  giftCard?: { code: string; cents: number };
  toPayCents: number;
}

/**
 * The price of one order: the discount code first, on the list price; then the gift card, up to what
 * is left to pay and its balance. What is charged is never below 0. Both codes must be usable (see
 * `checkoutProblems`); a code that takes nothing off still appears, with 0.
 */
export function priceBreakdown(
  listCents: number,
  discount: DiscountCodeFacts | undefined,
  giftCard: GiftCardFacts | undefined,
): PriceBreakdown {
  const off = discount ? discountCents(listCents, discount) : 0;
  const afterDiscount = listCents - off;
  const fromCard = giftCard ? Math.max(0, Math.min(afterDiscount, giftCard.balanceCents)) : 0;
  return {
    listCents,
    ...(discount && { discount: { code: discount.code, cents: off } }),
    ...(giftCard && { giftCard: { code: giftCard.code, cents: fromCard } }),
    toPayCents: afterDiscount - fromCard,
  };
}

export interface CheckoutIssue {
  path: 'discountCode' | 'giftCardCode';
  message: string;
}

/**
 * The refusals of typed codes, each on its field. `discount` / `giftCard` are what the store found
 * for the typed code (undefined: no such code); an empty field is not checked.
 */
export function checkoutProblems(
  typed: { discountCode: string; giftCardCode: string },
  found: { discount?: DiscountCodeFacts; giftCard?: GiftCardFacts },
  today: IsoDate,
): CheckoutIssue[] {
  const issues: CheckoutIssue[] = [];
  if (typed.discountCode) {
    const problem = discountCodeProblem(found.discount, today);
    if (problem)
      issues.push({ path: 'discountCode', message: CHECKOUT_MESSAGES.discount[problem](found.discount!) });
  }
  if (typed.giftCardCode) {
    const card = found.giftCard;
    if (!card) issues.push({ path: 'giftCardCode', message: CHECKOUT_MESSAGES.giftCard.unknown });
    else {
      const status = giftCardStatus(card, today);
      if (status === 'expired')
        issues.push({
          path: 'giftCardCode',
          message: CHECKOUT_MESSAGES.giftCard.expired(card.code, card.expiresAt!),
        });
      if (status === 'empty')
        issues.push({ path: 'giftCardCode', message: CHECKOUT_MESSAGES.giftCard.empty(card.code) });
    }
  }
  return issues;
}
