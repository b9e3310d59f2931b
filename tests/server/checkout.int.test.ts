import { desc, eq, inArray, sql } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillPath } from '../../src/contract/admin';
import { authPaths, type TokenSet } from '../../src/contract/auth';
import { backOfficePaths } from '../../src/contract/back-office';
import { discountReportResponse } from '../../src/contract/back-office-data';
import { ordersPaths } from '../../src/contract/orders';
import { CHECKOUT_MESSAGES, priceBreakdown } from '../../src/domain/checkout';
import { DAY_MS, utcDayOf } from '../../src/domain/dates';
import {
  customers,
  discountCodes,
  giftCards,
  orderDiscounts,
  orders,
  purchasers,
} from '../../src/server/db/schema';
import { spendCodes } from '../../src/server/services/checkout';
import type { Db } from '../../src/server/db';
import { adminSession } from './admin-session';
import { bearerCalls, client } from './http-client';
import { createTestApp, type TestApp } from './test-app';

// Issue 19 (checkout slice): the demo store takes a discount code and a gift card, shows the price
// before the order, and spends both in the order's transaction; the discount-used report counts them.

let t: TestApp;
const { api } = bearerCalls(() => t);
const ESSENTIALS = 19_900;
let sequence = 0;

/** The codes these tests use, dated from the app's clock (the seeded ones are dated from the real one). */
async function addCodes() {
  const now = t.now().getTime();
  const day = (days: number) => utcDayOf(now + days * DAY_MS);
  await t.database.db.insert(discountCodes).values([
    { code: 'T-TEN', percentOff: 10 },
    { code: 'T-25OFF', amountOffCents: 2_500, validFrom: day(-5), validUntil: day(5) },
    { code: 'T-ENDED', percentOff: 15, validFrom: day(-60), validUntil: day(-1) },
    { code: 'T-LATER', percentOff: 20, validFrom: day(1) },
    { code: 'T-ONCE', amountOffCents: 1_000, maxUses: 1 },
    { code: 'T-SPENT', amountOffCents: 1_000, maxUses: 2, timesUsed: 2 },
    { code: 'T-OFF', percentOff: 5, active: false },
  ]);
  await t.database.db.insert(giftCards).values([
    { code: 'T-CARD-BIG', initialCents: 50_000, balanceCents: 50_000, expiresAt: day(30) },
    { code: 'T-CARD-SMALL', initialCents: 3_000, balanceCents: 3_000 },
    { code: 'T-CARD-BOTH', initialCents: 5_000, balanceCents: 5_000 },
    { code: 'T-CARD-EMPTY', initialCents: 3_000, balanceCents: 0 },
    { code: 'T-CARD-OLD', initialCents: 3_000, balanceCents: 3_000, expiresAt: day(-1) },
    { code: 'T-CARD-RACE', initialCents: ESSENTIALS, balanceCents: ESSENTIALS },
  ]);
}

beforeAll(async () => {
  t = await createTestApp();
  await addCodes();
});
afterAll(() => t.close());

const guest = (over: Record<string, string> = {}) => {
  sequence += 1;
  return {
    slug: 'essentials',
    firstName: 'Cody',
    lastName: 'Buyer',
    email: `cody.${sequence}@example.test`,
    password: 'Cody-password-2026',
    ...over,
  };
};

const balance = async (code: string) =>
  (await t.database.db.select().from(giftCards).where(eq(giftCards.code, code)))[0]!.balanceCents;
const timesUsed = async (code: string) =>
  (await t.database.db.select().from(discountCodes).where(eq(discountCodes.code, code)))[0]!.timesUsed;
const counts = async () => {
  const db = t.database.db;
  const n = async (table: typeof orders | typeof orderDiscounts | typeof customers | typeof purchasers) =>
    (await db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n;
  return {
    orders: await n(orders),
    discounts: await n(orderDiscounts),
    customers: await n(customers),
    purchasers: await n(purchasers),
  };
};
const lastOrder = async () =>
  (await t.database.db.select().from(orders).orderBy(desc(orders.id)).limit(1))[0]!;
const usesOf = (orderId: number) =>
  t.database.db
    .select({ kind: orderDiscounts.kind, code: orderDiscounts.code, amountCents: orderDiscounts.amountCents })
    .from(orderDiscounts)
    .where(eq(orderDiscounts.orderId, orderId))
    .orderBy(orderDiscounts.id);

/** Checks out as a new guest and answers the order with its uses, or fails the test. */
async function buy(codes: Record<string, string>) {
  const res = await client(t).postForm('/demo-store/checkout', guest(codes));
  expect(res.status, await res.clone().text()).toBe(303);
  const order = await lastOrder();
  return { res, order, uses: await usesOf(order.id) };
}

describe('applying codes', () => {
  it('shows the breakdown and the total on the Place button, and writes nothing', async () => {
    const before = await counts();
    const res = await client(t).postForm('/demo-store/checkout', {
      ...guest({ discountCode: ' t-ten ', giftCardCode: 'T-CARD-SMALL' }),
      action: 'apply',
    });
    expect(res.status).toBe(200);
    const page = (await res.text()).replace(/>\s+</g, '><');
    expect(page).toContain('<h2 id="price-title">Your price</h2>');
    expect(page).toContain('<dt>Discount code T-TEN</dt><dd>\u2212$19.90</dd>');
    expect(page).toContain('<dt>Gift card T-CARD-SMALL</dt><dd>\u2212$30</dd>');
    expect(page).toContain('<dt>To pay</dt><dd>$149.10</dd>');
    expect(page).toContain('Place order · $149.10');
    expect(page).toContain('name="quoted" value="14910"');
    expect(page).toContain('value="T-TEN"'); // kept, as stored
    expect(page).toContain('value="Cody"');
    // applying keeps what was typed except the password, which is never written back into a page
    expect(page).not.toContain('Cody-password-2026');
    expect(page).toContain('the password you typed is not kept: type it again');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await counts()).toEqual(before);
    expect(await balance('T-CARD-SMALL')).toBe(3_000);
    expect(await timesUsed('T-TEN')).toBe(0);
  });

  it('labels both code fields, with autocomplete off', async () => {
    const page = await (await client(t).get('/demo-store/products/essentials')).text();
    expect(page).toMatch(
      /<label\s*>Discount code<input\s+name="discountCode"\s+type="text"\s+value=""\s+autocomplete="off"/,
    );
    expect(page).toMatch(
      /<label\s*>Gift card code<input\s+name="giftCardCode"\s+type="text"\s+value=""\s+autocomplete="off"/,
    );
    expect(page).toContain('Place order · $199');
  });
});

describe('placing an order with codes', () => {
  it('takes a discount code: the order keeps its list price, the use is recorded and counted', async () => {
    const { order, uses } = await buy({ discountCode: 'T-TEN', quoted: '17910' });
    expect(order.priceCents).toBe(ESSENTIALS);
    expect(uses).toEqual([{ kind: 'discount-code', code: 'T-TEN', amountCents: 1_990 }]);
    expect(await timesUsed('T-TEN')).toBe(1);
  });

  it('spends a gift card partly', async () => {
    const { uses } = await buy({ giftCardCode: 'T-CARD-BIG', quoted: '0' });
    expect(uses).toEqual([{ kind: 'gift-card', code: 'T-CARD-BIG', amountCents: ESSENTIALS }]);
    expect(await balance('T-CARD-BIG')).toBe(50_000 - ESSENTIALS);
  });

  it('spends a gift card wholly and charges the rest', async () => {
    const { uses } = await buy({ giftCardCode: 't-card-small', quoted: String(ESSENTIALS - 3_000) });
    expect(uses).toEqual([{ kind: 'gift-card', code: 'T-CARD-SMALL', amountCents: 3_000 }]);
    expect(await balance('T-CARD-SMALL')).toBe(0);
  });

  it('takes the code first, then the card, and the receipt shows both', async () => {
    const browser = client(t);
    const res = await browser.postForm(
      '/demo-store/checkout',
      guest({
        discountCode: 'T-25OFF',
        giftCardCode: 'T-CARD-BOTH',
        quoted: String(ESSENTIALS - 2_500 - 5_000),
      }),
    );
    expect(res.status).toBe(303);
    const order = await lastOrder();
    expect(await usesOf(order.id)).toEqual([
      { kind: 'discount-code', code: 'T-25OFF', amountCents: 2_500 },
      { kind: 'gift-card', code: 'T-CARD-BOTH', amountCents: 5_000 },
    ]);
    expect(await balance('T-CARD-BOTH')).toBe(0);

    const purchaserId = new URL(res.headers.get('location')!, 'http://x').searchParams.get('purchaserId')!;
    const handOff = await browser.post(authPaths.postPurchaseToken, { purchaserId });
    const { jwtToken } = (await handOff.json()) as { jwtToken: TokenSet };
    const pdf = await api(
      'GET',
      fillPath(ordersPaths.receipt, { id: String(order.id) }),
      jwtToken.access_token,
    );
    expect(pdf.status).toBe(200);
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(await pdf.arrayBuffer())), {
      mergePages: true,
    });
    expect(text).toContain('$199.00');
    expect(text).toContain('Discount code T-25OFF');
    expect(text).toContain('-$25.00');
    expect(text).toContain('Gift card T-CARD-BOTH');
    expect(text).toContain('-$50.00');
    expect(text).toMatch(/Total paid\s*\$124\.00/);
  });

  it('places a signed-in store customer’s order with a code', async () => {
    const token = await bearerCalls(() => t).logIn('active@demo.healthspan.test');
    const browser = client(t);
    const link = await browser.get(`${authPaths.storeAuthLink('demo')}?url=/products/essentials`, { token });
    const { link: url } = (await link.json()) as { link: string };
    await browser.get(new URL(url).pathname + new URL(url).search);
    const res = await browser.postForm('/demo-store/checkout', {
      slug: 'essentials',
      discountCode: 'T-TEN',
      quoted: '17910',
    });
    expect(res.status).toBe(303);
    expect(await usesOf((await lastOrder()).id)).toEqual([
      { kind: 'discount-code', code: 'T-TEN', amountCents: 1_990 },
    ]);
  });
});

describe('refused codes', () => {
  const cases: [string, Record<string, string>, 'discountCode' | 'giftCardCode', string][] = [
    ['an unknown code', { discountCode: 'NO-SUCH' }, 'discountCode', CHECKOUT_MESSAGES.discount.unknown()],
    [
      'a code spelled outside the pattern',
      { discountCode: 'ä!' },
      'discountCode',
      CHECKOUT_MESSAGES.discount.unknown(),
    ],
    ['an expired code', { discountCode: 'T-ENDED' }, 'discountCode', 'This discount code ended on'],
    ['a code not valid yet', { discountCode: 'T-LATER' }, 'discountCode', 'This discount code starts on'],
    ['a used-up code', { discountCode: 'T-SPENT' }, 'discountCode', CHECKOUT_MESSAGES.discount['used-up']()],
    ['a withdrawn code', { discountCode: 'T-OFF' }, 'discountCode', CHECKOUT_MESSAGES.discount.inactive()],
    [
      'an unknown gift card',
      { giftCardCode: 'NO-SUCH-CARD' },
      'giftCardCode',
      CHECKOUT_MESSAGES.giftCard.unknown,
    ],
    [
      'an empty gift card',
      { giftCardCode: 'T-CARD-EMPTY' },
      'giftCardCode',
      'Gift card T-CARD-EMPTY has been used up.',
    ],
    [
      'an expired gift card',
      { giftCardCode: 'T-CARD-OLD' },
      'giftCardCode',
      'Gift card T-CARD-OLD expired on',
    ],
    [
      'a control character',
      { discountCode: 'A\u0007B' },
      'discountCode',
      'Must not contain control characters',
    ],
  ];
  it.each(cases)(
    'answers 400 on the field for %s, placing and spending nothing',
    async (_, codes, path, message) => {
      const before = await counts();
      const balances = [await balance('T-CARD-OLD'), await balance('T-CARD-BIG')];
      for (const action of ['apply', 'place']) {
        const res = await client(t).postForm('/demo-store/checkout', {
          ...guest({
            ...codes,
            giftCardCode: codes.giftCardCode ?? '',
            discountCode: codes.discountCode ?? '',
          }),
          action,
        });
        expect(res.status).toBe(400);
        const page = await res.text();
        expect(page).toContain(`aria-invalid="true" aria-describedby="${path}-error"`);
        expect(page).toMatch(
          new RegExp(`id="${path}-error">[^<]*${message.replace(/[.$]/g, '\\$&').slice(0, 30)}`),
        );
        expect(page).toContain('value="Cody"');
      }
      expect(await counts()).toEqual(before);
      expect([await balance('T-CARD-OLD'), await balance('T-CARD-BIG')]).toEqual(balances);
    },
  );

  it('shows a code error with the personal fields’ errors at once', async () => {
    const res = await client(t).postForm(
      '/demo-store/checkout',
      guest({ email: 'bad', discountCode: 'NO-SUCH' }),
    );
    expect(res.status).toBe(400);
    const page = await res.text();
    expect(page).toContain('id="email-error"');
    expect(page).toContain('id="discountCode-error"');
  });

  it('shows the new price instead of ordering when the codes changed since the page was shown', async () => {
    const before = await counts();
    const res = await client(t).postForm(
      '/demo-store/checkout',
      guest({ discountCode: 'T-TEN', quoted: String(ESSENTIALS) }),
    );
    expect(res.status).toBe(409);
    const page = await res.text();
    expect(page).toContain(CHECKOUT_MESSAGES.totalChanged('$179.10'));
    expect(page).toContain('Place order · $179.10');
    expect(await counts()).toEqual(before);
  });

  it('limits gift-card guesses per address like /login', async () => {
    const guesser = client(t, { address: '203.0.113.77' });
    let last = 0;
    for (let i = 0; i < t.config.auth.loginMaxAttemptsPerAddress + 1; i++)
      last = (
        await guesser.postForm('/demo-store/checkout', {
          ...guest({ giftCardCode: `GUESS-${i}` }),
          action: 'apply',
        })
      ).status;
    expect(last).toBe(429);
  });
});

describe('two checkouts at once', () => {
  it('spend a balance that covers one order once: one order, one 400, nothing else written', async () => {
    const before = await counts();
    const results = await Promise.all(
      [1, 2].map(() =>
        client(t).postForm('/demo-store/checkout', guest({ giftCardCode: 'T-CARD-RACE', quoted: '0' })),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([303, 400]);
    const loser = await results.find((r) => r.status === 400)!.text();
    expect(loser).toContain('id="giftCardCode-error"');
    // both were priced before either spent: the loser's conditional UPDATE found the balance gone
    expect(loser).toContain(CHECKOUT_MESSAGES.giftCard.balanceChanged.replace("'", '&#39;'));
    expect(await balance('T-CARD-RACE')).toBe(0);
    const after = await counts();
    expect(after).toEqual({
      orders: before.orders + 1,
      discounts: before.discounts + 1,
      customers: before.customers + 1, // the loser's new account went with its order
      purchasers: before.purchasers + 1,
    });
  });

  it('take the last use of a code once', async () => {
    const results = await Promise.all(
      [1, 2].map(() =>
        client(t).postForm(
          '/demo-store/checkout',
          guest({ discountCode: 'T-ONCE', quoted: String(ESSENTIALS - 1_000) }),
        ),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([303, 400]);
    expect(await results.find((r) => r.status === 400)!.text()).toContain(
      CHECKOUT_MESSAGES.discount['used-up'](),
    );
    expect(await timesUsed('T-ONCE')).toBe(1);
  });

  it('refuses a price quoted before the balance changed with "balance changed", writing nothing', async () => {
    const db = t.database.db;
    await db.insert(giftCards).values({ code: 'T-CARD-STALE', initialCents: 4_000, balanceCents: 4_000 });
    const [order] = await db.select().from(orders).limit(1);
    const quoted = priceBreakdown(ESSENTIALS, undefined, {
      code: 'T-CARD-STALE',
      balanceCents: 4_000,
      expiresAt: null,
    });
    // another checkout spends part of the card after this one was priced
    await db.update(giftCards).set({ balanceCents: 1_000 }).where(eq(giftCards.code, 'T-CARD-STALE'));
    const before = await counts();
    const spend = db.transaction(async (tx) => spendCodes(tx as unknown as Db, order!.id, quoted, t.now()));
    await expect(spend).rejects.toMatchObject({
      status: 400,
      issues: [{ path: 'giftCardCode', message: CHECKOUT_MESSAGES.giftCard.balanceChanged }],
    });
    expect(await balance('T-CARD-STALE')).toBe(1_000);
    expect(await counts()).toEqual(before);
  });
});

describe('the discount-used report', () => {
  it('shows the checkout’s uses with their totals', async () => {
    const { order } = await buy({ discountCode: 'T-25OFF', quoted: String(ESSENTIALS - 2_500) });
    const admin = await adminSession(t, 'admin-totp');
    const day = utcDayOf(t.now());
    const res = await admin.call('GET', `${backOfficePaths.discountReport}?from=${day}&to=${day}`);
    expect(res.status).toBe(200);
    const report = discountReportResponse.parse(await res.json());
    expect(report.items).toContainEqual(
      expect.objectContaining({
        orderId: order.id,
        kind: 'discount-code',
        code: 'T-25OFF',
        amountCents: 2_500,
      }),
    );
    const stored = await t.database.db
      .select()
      .from(orderDiscounts)
      .where(inArray(orderDiscounts.code, ['T-25OFF']));
    const line = report.byCode.find((c) => c.code === 'T-25OFF')!;
    expect(line).toEqual({
      kind: 'discount-code',
      code: 'T-25OFF',
      uses: stored.length,
      amountCents: stored.reduce((s, r) => s + r.amountCents, 0),
    });
    expect(line.uses).toBe(2);
    expect(report.totals.amountCents).toBe(report.items.reduce((s, i) => s + i.amountCents, 0));
  });
});

describe('the demo data', () => {
  it('has the store’s codes, and the seeded uses name real codes and cards', async () => {
    const db = t.database.db;
    const codes = await db.select().from(discountCodes);
    expect(codes.map((c) => c.code)).toEqual(
      expect.arrayContaining(['WELCOME10', 'SPRING25', 'WINTER15', 'SUMMER20', 'LAUNCH50']),
    );
    const uses = await db
      .select({ kind: orderDiscounts.kind, code: orderDiscounts.code })
      .from(orderDiscounts)
      .where(sql`${orderDiscounts.code} not like 'T-%'`);
    expect(uses.length).toBeGreaterThan(2);
    const cards = new Set((await db.select().from(giftCards)).map((c) => c.code));
    for (const u of uses)
      if (u.kind === 'gift-card') expect(cards).toContain(u.code);
      else expect(codes.map((c) => c.code)).toContain(u.code);
  });
});
