import { describe, expect, it } from 'vitest';
import {
  CHECKOUT_MESSAGES,
  checkoutProblems,
  discountCents,
  discountCodeProblem,
  giftCardStatus,
  giftCardText,
  normalizeCode,
  priceBreakdown,
  type DiscountCodeFacts,
  type GiftCardFacts,
} from '../../src/domain/checkout';

const TODAY = '2026-11-27';
const code = (over: Partial<DiscountCodeFacts> = {}): DiscountCodeFacts => ({
  code: 'WELCOME10',
  percentOff: 10,
  amountOffCents: null,
  validFrom: null,
  validUntil: null,
  maxUses: null,
  timesUsed: 0,
  active: true,
  ...over,
});
const card = (over: Partial<GiftCardFacts> = {}): GiftCardFacts => ({
  code: 'DEMO-GIFT-50',
  balanceCents: 5_000,
  expiresAt: null,
  ...over,
});
const fixed = (cents: number) => code({ code: 'SPRING25', percentOff: null, amountOffCents: cents });

describe('discountCents', () => {
  it('takes a percentage to the nearest cent, half a cent up', () => {
    expect(discountCents(14_900, code())).toBe(1_490);
    expect(discountCents(1_005, code())).toBe(101); // 100.5 → 101
    expect(discountCents(1_004, code())).toBe(100); // 100.4 → 100
    expect(discountCents(999, code({ percentOff: 15 }))).toBe(150); // 149.85 → 150
  });
  it('takes a fixed amount, never more than the price', () => {
    expect(discountCents(14_900, fixed(2_500))).toBe(2_500);
    expect(discountCents(1_000, fixed(2_500))).toBe(1_000);
    expect(discountCents(0, fixed(2_500))).toBe(0);
    expect(discountCents(5_000, code({ percentOff: 100 }))).toBe(5_000);
  });
});

describe('priceBreakdown', () => {
  it('charges the list price without codes', () => {
    expect(priceBreakdown(14_900, undefined, undefined)).toEqual({ listCents: 14_900, toPayCents: 14_900 });
  });
  it('takes the code first, then the gift card up to what remains', () => {
    expect(priceBreakdown(14_900, code(), card())).toEqual({
      listCents: 14_900,
      discount: { code: 'WELCOME10', cents: 1_490 },
      giftCard: { code: 'DEMO-GIFT-50', cents: 5_000 },
      toPayCents: 8_410,
    });
  });
  it('spends a card only partly when it covers more than the price', () => {
    expect(priceBreakdown(4_000, undefined, card())).toMatchObject({
      giftCard: { cents: 4_000 },
      toPayCents: 0,
    });
    expect(priceBreakdown(6_000, fixed(2_500), card())).toMatchObject({
      discount: { cents: 2_500 },
      giftCard: { cents: 3_500 },
      toPayCents: 0,
    });
  });
  it('never goes below 0, and a card the code made unneeded takes 0', () => {
    expect(priceBreakdown(2_000, fixed(2_500), card())).toEqual({
      listCents: 2_000,
      discount: { code: 'SPRING25', cents: 2_000 },
      giftCard: { code: 'DEMO-GIFT-50', cents: 0 },
      toPayCents: 0,
    });
  });
});

describe('discountCodeProblem', () => {
  it('names each refusal', () => {
    expect(discountCodeProblem(undefined, TODAY)).toBe('unknown');
    expect(discountCodeProblem(code({ active: false }), TODAY)).toBe('inactive');
    expect(discountCodeProblem(code({ validUntil: '2026-11-26' }), TODAY)).toBe('expired');
    expect(discountCodeProblem(code({ validFrom: '2026-11-28' }), TODAY)).toBe('not-yet-valid');
    expect(discountCodeProblem(code({ maxUses: 3, timesUsed: 3 }), TODAY)).toBe('used-up');
  });
  it('counts both end days as valid', () => {
    expect(discountCodeProblem(code({ validFrom: TODAY, validUntil: TODAY }), TODAY)).toBeUndefined();
    expect(discountCodeProblem(code({ maxUses: 3, timesUsed: 2 }), TODAY)).toBeUndefined();
  });
});

describe('gift cards', () => {
  it('is expired after its last day, empty at 0', () => {
    expect(giftCardStatus(card({ expiresAt: TODAY }), TODAY)).toBe('active');
    expect(giftCardStatus(card({ expiresAt: '2026-11-26' }), TODAY)).toBe('expired');
    expect(giftCardStatus(card({ balanceCents: 0 }), TODAY)).toBe('empty');
  });
  it('reads the same on the account page and at the checkout', () => {
    const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;
    expect(
      giftCardText({ code: 'G-1', status: 'active', balanceCents: 5_000, expiresAt: '2027-01-31' }, dollars),
    ).toBe('Gift card G-1 has $50.00 left, to spend by Jan 31, 2027.');
    expect(giftCardText({ code: 'G-1', status: 'empty', balanceCents: 0, expiresAt: null }, dollars)).toBe(
      CHECKOUT_MESSAGES.giftCard.empty('G-1'),
    );
    expect(
      giftCardText({ code: 'G-1', status: 'expired', balanceCents: 0, expiresAt: '2026-10-28' }, dollars),
    ).toBe('Gift card G-1 expired on Oct 28, 2026.');
    // a card that never expires names no last day
    expect(
      giftCardText({ code: 'G-1', status: 'active', balanceCents: 5_000, expiresAt: null }, dollars),
    ).toBe('Gift card G-1 has $50.00 left.');
  });
});

describe('checkoutProblems', () => {
  it('checks only the fields that were filled', () => {
    expect(checkoutProblems({ discountCode: '', giftCardCode: '' }, {}, TODAY)).toEqual([]);
  });
  it('refuses nothing when both codes can be used today', () => {
    expect(
      checkoutProblems(
        { discountCode: code().code, giftCardCode: card().code },
        { discount: code(), giftCard: card() },
        TODAY,
      ),
    ).toEqual([]);
  });
  it('puts a gift card’s refusal on the gift card field', () => {
    for (const over of [{ balanceCents: 0 }, { expiresAt: '2026-10-28' }])
      expect(
        checkoutProblems(
          { discountCode: '', giftCardCode: card().code },
          { giftCard: card(over) },
          TODAY,
        ).map((i) => i.path),
      ).toEqual(['giftCardCode']);
  });
  it('puts each refusal on its field, in the one wording', () => {
    expect(checkoutProblems({ discountCode: 'NOPE', giftCardCode: 'NOPE' }, {}, TODAY)).toEqual([
      { path: 'discountCode', message: 'This discount code does not exist. Check how it is spelled.' },
      { path: 'giftCardCode', message: 'No gift card has this code' },
    ]);
    const issues = (d: DiscountCodeFacts, g: GiftCardFacts) =>
      checkoutProblems(
        { discountCode: d.code, giftCardCode: g.code },
        { discount: d, giftCard: g },
        TODAY,
      ).map((i) => i.message);
    expect(issues(code({ validUntil: '2026-11-17' }), card({ balanceCents: 0 }))).toEqual([
      'This discount code ended on Nov 17, 2026.',
      'Gift card DEMO-GIFT-50 has been used up.',
    ]);
    expect(issues(code({ validFrom: '2026-12-27' }), card({ expiresAt: '2026-10-28' }))).toEqual([
      'This discount code starts on Dec 27, 2026.',
      'Gift card DEMO-GIFT-50 expired on Oct 28, 2026.',
    ]);
    expect(issues(code({ maxUses: 1, timesUsed: 1 }), card())).toEqual([
      'This discount code has been used as many times as it allows.',
    ]);
  });
});

it('keeps codes upper-case and trimmed', () => {
  expect(normalizeCode('  welcome10 ')).toBe('WELCOME10');
});
