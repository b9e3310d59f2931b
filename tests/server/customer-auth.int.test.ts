import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authPaths,
  customer as customerSchema,
  OAUTH_CLIENT_ID,
  tokenSet,
  type TokenSet,
} from '../../src/contract/auth';
import { errorBody } from '../../src/contract/http';
import { orders } from '../../src/server/db/schema/commerce';
import { customers } from '../../src/server/db/schema/identity';
import { DEMO_SECURITY_ANSWER } from '../../src/server/db/seed/demo-customers';
import { client } from './http-client';
import { createTestApp, type TestApp } from './test-app';

const PASSWORD = 'Healthspan-demo-1';
const email = (persona: string) => `${persona}@demo.healthspan.test`;
const T0 = new Date('2026-11-22T12:00:00Z');
const later = (seconds: number) => new Date(T0.getTime() + seconds * 1000);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SESSION_IDLE_SECONDS: '1800', LOGIN_MAX_ATTEMPTS_PER_ACCOUNT: '5' });
});
afterAll(() => t.close());

async function logIn(persona: string, password = PASSWORD) {
  const browser = client(t);
  const res = await browser.post(authPaths.login, { email: email(persona), password });
  return { browser, res, tokens: res.status === 200 ? tokenSet.parse(await res.json()) : undefined };
}

describe('customer sign-in', () => {
  it('signs in, answers the Customer entity for the token, and sets an httpOnly session cookie', async () => {
    t.setNow(T0);
    const { browser, res, tokens } = await logIn('active');
    expect(res.status).toBe(200);
    expect(res.headers.get('set-cookie')).toMatch(/hs_session=.*HttpOnly.*SameSite=Lax/i);
    const me = customerSchema.parse(
      await (await browser.get(authPaths.customer, { token: tokens!.access_token })).json(),
    );
    expect(me).toMatchObject({ email: email('active'), activationState: 'ACTIVE', firstName: 'Alex' });
    expect(me.permissions).toEqual(['summary', 'bloodwork', 'nutrition', 'age']);
  });

  it.each(['purchase', 'required-details', 'account', 'onboarding'])(
    'carries the activation state of %s@',
    async (persona) => {
      t.setNow(T0);
      const { browser, tokens } = await logIn(persona);
      const me = customerSchema.parse(
        await (await browser.get(authPaths.customer, { token: tokens!.access_token })).json(),
      );
      expect(me.activationState).not.toBe('ACTIVE');
      expect(me.role.homePage).toBe('/customer/onboarding');
    },
  );

  it('answers a wrong password and an unknown e-mail alike', async () => {
    t.setNow(T0);
    const wrong = await client(t).post(authPaths.login, {
      email: email('account'),
      password: 'not-the-password-1',
    });
    const unknown = await client(t).post(authPaths.login, {
      email: 'nobody@demo.healthspan.test',
      password: 'not-the-password-1',
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(await wrong.json()).toEqual(await unknown.json());
  });

  it('answers bad input with 400 naming each field', async () => {
    const res = await client(t).post(authPaths.login, { email: 'not-an-email', password: '' });
    expect(res.status).toBe(400);
    const body = errorBody.parse(await res.json());
    expect(body.issues!.map((i) => i.path).sort()).toEqual(['email', 'password']);
  });

  it('limits sign-in attempts per account, even with the right password, until the window passes', async () => {
    t.setNow(T0);
    for (let i = 0; i < 5; i++)
      expect((await logIn('onboarding', 'wrong-password-123')).res.status).toBe(401);
    const limited = await logIn('onboarding');
    expect(limited.res.status).toBe(429);
    expect(errorBody.parse(await limited.res.json()).error).toMatch(/Too many sign-in attempts/);
    t.setNow(later(16 * 60));
    expect((await logIn('onboarding')).res.status).toBe(200);
  });
});

describe('tokens and sessions', () => {
  it('rotates refresh tokens; a spent token presented again is refused and revokes its family', async () => {
    t.setNow(T0);
    const { browser, tokens } = await logIn('account');
    const refresh = (token: string) =>
      browser.post(authPaths.oauthToken, {
        grant_type: 'refresh_token',
        client_id: OAUTH_CLIENT_ID,
        refresh_token: token,
      });
    const first = await refresh(tokens!.refresh_token);
    expect(first.status).toBe(200);
    const next: TokenSet = tokenSet.parse(await first.json());
    expect(next.refresh_token).not.toBe(tokens!.refresh_token);

    t.setNow(later(30));
    const replay = await refresh(tokens!.refresh_token);
    expect(replay.status).toBe(401);
    expect((await refresh(next.refresh_token)).status).toBe(401); // the family is revoked
    expect((await browser.get(authPaths.customer, { token: next.access_token })).status).toBe(401); // and its session
  });

  it('refuses a refresh request for another client id', async () => {
    const res = await client(t).post(authPaths.oauthToken, {
      grant_type: 'refresh_token',
      client_id: 'other',
      refresh_token: 'x',
    });
    expect(res.status).toBe(400);
    expect(errorBody.parse(await res.json()).issues![0]!.path).toBe('client_id');
  });

  it('counts the session down without extending it, slides it on activity, and ends it when idle', async () => {
    t.setNow(T0);
    const { browser, tokens } = await logIn('required-details');
    const seconds = async () =>
      (
        (await (
          await browser.get(authPaths.checkSessionExpiration, { token: tokens!.access_token })
        ).json()) as { seconds: number }
      ).seconds;
    expect(await seconds()).toBe(1800);
    t.setNow(later(1200));
    expect(await seconds()).toBe(600);
    expect(await seconds()).toBe(600); // checking does not extend
    const byCookie = await browser.get(authPaths.jwtToken); // activity: token by cookie
    expect(byCookie.status).toBe(200);
    expect(await seconds()).toBe(1800);
    t.setNow(later(1200 + 1801));
    expect(await seconds()).toBe(0);
    expect((await browser.get(authPaths.jwtToken)).status).toBe(401);
  });

  it('never lets one customer read another: tokens are bound to their session and signature', async () => {
    t.setNow(T0);
    const alex = await logIn('active');
    const jordan = await logIn('onboarding');
    const [header, payload, signature] = jordan.tokens!.access_token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as Record<string, unknown>;
    const forged = [
      header,
      Buffer.from(JSON.stringify({ ...claims, sub: '1' })).toString('base64url'),
      signature,
    ].join('.');
    expect((await jordan.browser.get(authPaths.customer, { token: forged })).status).toBe(401);
    const mine = customerSchema.parse(
      await (await jordan.browser.get(authPaths.customer, { token: jordan.tokens!.access_token })).json(),
    );
    const theirs = customerSchema.parse(
      await (await alex.browser.get(authPaths.customer, { token: alex.tokens!.access_token })).json(),
    );
    expect(mine.email).toBe(email('onboarding'));
    expect(theirs.email).toBe(email('active'));
    expect((await client(t).get(authPaths.customer)).status).toBe(401);
  });

  it('logs out: the session, its refresh tokens and the cookie are gone', async () => {
    t.setNow(T0);
    const { browser, tokens } = await logIn('purchase');
    const res = await browser.post(authPaths.logoutPost, undefined, { token: tokens!.access_token });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
    expect((await browser.get(authPaths.customer, { token: tokens!.access_token })).status).toBe(401);
    expect((await refresh(browser, tokens!.refresh_token)).status).toBe(401);
    expect(browser.jar.has('hs_session')).toBe(false);
  });
});

const refresh = (browser: ReturnType<typeof client>, refresh_token: string) =>
  browser.post(authPaths.oauthToken, {
    grant_type: 'refresh_token',
    client_id: OAUTH_CLIENT_ID,
    refresh_token,
  });

/** What a page left with this session's old cookie and tokens could still do. */
async function stillAlive(cookie: string, tokens: TokenSet) {
  const visitor = client(t);
  const byCookie = { headers: { cookie: `hs_session=${cookie}` } };
  const seconds = async (options: Parameters<typeof visitor.get>[1]) =>
    ((await (await visitor.get(authPaths.checkSessionExpiration, options)).json()) as { seconds: number })
      .seconds;
  return {
    jwtToken: (await visitor.get(authPaths.jwtToken, byCookie)).status,
    customer: (await visitor.get(authPaths.customer, { token: tokens.access_token })).status,
    secondsByToken: await seconds({ token: tokens.access_token }),
    secondsByCookie: await seconds(byCookie),
    refresh: (await refresh(visitor, tokens.refresh_token)).status,
  };
}

describe('logout ends the session at once (issue 21 §12, §13)', () => {
  it('the spec’s GET changes nothing: 405 naming POST, the session lives on', async () => {
    t.setNow(T0);
    const { browser, tokens } = await logIn('required-details');
    const cookie = browser.jar.get('hs_session')!;
    const res = await browser.get(authPaths.logout, { token: tokens!.access_token });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('POST');
    expect(errorBody.parse(await res.json()).error).toMatch(/POST/);
    expect(browser.jar.get('hs_session')).toBe(cookie);
    expect(await stillAlive(cookie, tokens!)).toEqual({
      jwtToken: 200,
      customer: 200,
      secondsByToken: 1800,
      secondsByCookie: 1800,
      refresh: 200,
    });
  });

  it('POST with the cookie alone (as sendBeacon sends it) ends the session, its token and refresh tokens', async () => {
    t.setNow(T0);
    const { browser, tokens } = await logIn('member');
    const cookie = browser.jar.get('hs_session')!;
    const res = await browser.post(authPaths.logoutPost);
    expect(res.status).toBe(200);
    expect(res.headers.get('set-cookie')).toMatch(/hs_session=;/);
    expect(await stillAlive(cookie, tokens!)).toEqual({
      jwtToken: 401,
      customer: 401,
      secondsByToken: 0,
      secondsByCookie: 0,
      refresh: 401,
    });
  });

  it('POST with the Bearer token alone ends the session too', async () => {
    t.setNow(T0);
    const { browser, tokens } = await logIn('renewal');
    const cookie = browser.jar.get('hs_session')!;
    browser.jar.clear();
    expect(
      (await browser.post(authPaths.logoutPost, undefined, { token: tokens!.access_token })).status,
    ).toBe(200);
    expect(await stillAlive(cookie, tokens!)).toMatchObject({ jwtToken: 401, customer: 401, refresh: 401 });
  });

  it('a second POST, or one with no session at all, is harmless', async () => {
    t.setNow(T0);
    const { browser, tokens } = await logIn('lapsed');
    const cookie = browser.jar.get('hs_session')!;
    const first = browser.post(authPaths.logoutPost, undefined, { token: tokens!.access_token });
    const second = browser.post(authPaths.logoutPost, undefined, { token: tokens!.access_token });
    expect((await Promise.all([first, second])).map((r) => r.status)).toEqual([200, 200]);
    const again = await client(t).post(authPaths.logoutPost, undefined, {
      headers: { cookie: `hs_session=${cookie}` },
    });
    expect(again.status).toBe(200);
    expect((await client(t).post(authPaths.logoutPost)).status).toBe(200);
    expect(await stillAlive(cookie, tokens!)).toMatchObject({ jwtToken: 401, refresh: 401 });
    // signing in again after a logout opens a new session
    expect((await logIn('lapsed')).res.status).toBe(200);
  });
});

describe('password recovery', () => {
  it('sends a one-time, expiring link to the outbox and answers alike for an unknown e-mail', async () => {
    t.setNow(T0);
    const unknown = await client(t).post(authPaths.recoverPassword, { email: 'nobody@demo.healthspan.test' });
    const known = await client(t).post(authPaths.recoverPassword, { email: email('account') });
    expect(await unknown.json()).toEqual(await known.json());
    const outbox = (await (
      await client(t).get(`/dev-outbox.json?recipient=${encodeURIComponent(email('account'))}`)
    ).json()) as { body: string }[];
    const guid = decodeURIComponent(/guid=([^\s]+)/.exec(outbox[0]!.body)![1]!);
    expect(await (await client(t).post(authPaths.guidCheck, { guid })).json()).toEqual({ valid: true });

    const weak = await client(t).post(authPaths.resetPassword, { guid, password: 'short' });
    expect(weak.status).toBe(400);
    expect(errorBody.parse(await weak.json()).issues![0]!.path).toBe('password');

    expect(
      (await client(t).post(authPaths.resetPassword, { guid, password: 'A-new-password-2' })).status,
    ).toBe(200);
    expect(
      (await client(t).post(authPaths.resetPassword, { guid, password: 'A-new-password-3' })).status,
    ).toBe(400);
    expect((await logIn('account')).res.status).toBe(401);
    expect((await logIn('account', 'A-new-password-2')).res.status).toBe(200);
  });

  it('expires reset links', async () => {
    t.setNow(T0);
    await client(t).post(authPaths.recoverPassword, { email: email('purchase') });
    const outbox = (await (
      await client(t).get(`/dev-outbox.json?recipient=${encodeURIComponent(email('purchase'))}`)
    ).json()) as { body: string }[];
    const guid = decodeURIComponent(/guid=([^\s]+)/.exec(outbox[0]!.body)![1]!);
    t.setNow(later(61 * 60));
    expect(await (await client(t).post(authPaths.guidCheck, { guid })).json()).toEqual({ valid: false });
  });

  it('lets the security answer grant a reset', async () => {
    t.setNow(T0);
    const q = await client(t).post(authPaths.securityQuestion, { email: email('required-details') });
    expect(((await q.json()) as { question: string }).question).toMatch(/first pet/);
    const wrong = await client(t).post(authPaths.answerCheck, {
      email: email('required-details'),
      answer: 'Rex',
    });
    expect(wrong.status).toBe(400);
    expect(errorBody.parse(await wrong.json()).issues![0]!.path).toBe('answer');
    const right = await client(t).post(authPaths.answerCheck, {
      email: email('required-details'),
      answer: `  ${DEMO_SECURITY_ANSWER.toUpperCase()} `,
    });
    const { guid } = (await right.json()) as { guid: string };
    expect(await (await client(t).post(authPaths.guidCheck, { guid })).json()).toEqual({ valid: true });
  });
});

describe('demo store and post-purchase hand-off', () => {
  const checkout = {
    slug: 'essentials',
    firstName: 'Sam',
    lastName: 'Taylor',
    email: 'sam.taylor@example.com',
    password: 'Sam-password-2026',
  };

  it('creates customer, order and purchaser, then hands off once by purchaserId', async () => {
    t.setNow(T0);
    const browser = client(t);
    const res = await browser.postForm('/demo-store/checkout', checkout);
    expect(res.status).toBe(303);
    const location = res.headers.get('location')!;
    expect(location).toMatch(/^\/customer\/store\/purchased-on-demo\?purchaserId=/);
    const purchaserId = new URL(location, 'http://x').searchParams.get('purchaserId')!;
    const handOff = await browser.post(authPaths.postPurchaseToken, { purchaserId });
    expect(handOff.status).toBe(200);
    const { jwtToken } = (await handOff.json()) as { jwtToken: TokenSet };
    const me = customerSchema.parse(
      await (await browser.get(authPaths.customer, { token: jwtToken.access_token })).json(),
    );
    expect(me).toMatchObject({ email: checkout.email, activationState: 'REQUIRED_DETAILS' });
    expect((await browser.post(authPaths.postPurchaseToken, { purchaserId })).status).toBe(404);
  });

  it('shows checkout errors next to the fields and creates nothing', async () => {
    const count = async () => (await t.database.db.select().from(customers)).length;
    const before = await count();
    const res = await client(t).postForm('/demo-store/checkout', {
      ...checkout,
      email: 'bad',
      password: 'short',
    });
    expect(res.status).toBe(400);
    const page = await res.text();
    expect(page).toContain('id="email-error"');
    expect(page).toContain('id="password-error"');
    expect(page).toContain('value="Sam"'); // what was typed is kept
    expect(await count()).toBe(before);
  });

  it('hands off by orderId only to the browser that paid', async () => {
    t.setNow(T0);
    const buyer = client(t);
    await buyer.postForm('/demo-store/checkout', { ...checkout, email: 'order.buyer@example.com' });
    const [order] = await t.database.db.select().from(orders).orderBy(desc(orders.id)).limit(1);
    const id = order!.id;
    expect((await client(t).post(authPaths.postPurchaseTokenByOrderId, { orderId: id })).status).toBe(404);
    expect((await buyer.post(authPaths.postPurchaseTokenByOrderId, { orderId: id })).status).toBe(200);
  });

  it('gives a signed-in customer a single-use link into the store', async () => {
    t.setNow(T0);
    const { browser, tokens } = await logIn('active');
    expect((await client(t).get(`${authPaths.storeAuthLink('demo')}?url=/products/ultimate`)).status).toBe(
      401,
    );
    const res = await browser.get(`${authPaths.storeAuthLink('demo')}?url=/products/ultimate`, {
      token: tokens!.access_token,
    });
    const { link } = (await res.json()) as { link: string };
    expect(link).toMatch(/\/demo-store\/login\?token=.+&return=%2Fproducts%2Fultimate$/);
    const login = await browser.get(new URL(link).pathname + new URL(link).search);
    expect(login.status).toBe(303);
    expect(login.headers.get('location')).toBe('/demo-store/products/ultimate');
    expect(await (await browser.get('/demo-store/products/ultimate')).text()).toContain(
      'You are ordering as',
    );
  });
});
