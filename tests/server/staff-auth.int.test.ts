import { desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { decodeJwt } from 'jose';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminCustomersResponse,
  adminPaths,
  adminProfile,
  adminRoutes,
  adminSettings,
  coachPaths,
  coachSettings,
  companiesResponse,
  COMPANY_HEADER,
  fillPath,
  googleAuthenticatorQr,
  signedInRedirect,
  smsCodeSent,
  staffAccessToken,
  staffLoginResponse,
  type StaffAccessToken,
} from '../../src/contract/admin';
import { errorBody } from '../../src/contract/http';
import { companies, roles, staff } from '../../src/server/db/schema/staff';
import { coachLoginLinks, outbox } from '../../src/server/db/schema';
import { runSeeders } from '../../src/server/db/seed';
import {
  DEMO_COACH_COMPANY,
  DEMO_STAFF_COMPANY,
  DEMO_TOTP_SECRET,
  demoCoachLinkSeeder,
} from '../../src/server/db/seed/demo-staff';
import { createLogger } from '../../src/server/log';
import { issueCoachLoginLink } from '../../src/server/services/coach-links';
import { digest, hashPassword } from '../../src/server/services/crypto';
import { client } from './http-client';
import { createTestApp, type TestApp } from './test-app';

const PASSWORD = 'Healthspan-demo-1';
const usePost = z.object({
  error: z.string(),
  use: z.object({ method: z.literal('POST'), path: z.string() }),
});
const email = (persona: string) => `${persona}@demo.healthspan.test`;
const T0 = new Date('2026-11-22T12:00:00Z');
const at = (base: Date, seconds: number) => new Date(base.getTime() + seconds * 1000);

let t: TestApp;
let passwordHash: string;
const ids = { roles: new Map<string, number>(), companies: new Map<string, number>() };

beforeAll(async () => {
  t = await createTestApp({ LOGIN_MAX_ATTEMPTS_PER_ACCOUNT: '5', SECOND_FACTOR_MAX_FAILURES: '10' });
  passwordHash = await hashPassword(PASSWORD);
  for (const r of await t.database.db.select().from(roles)) ids.roles.set(r.name, r.id);
  for (const c of await t.database.db.select().from(companies)) ids.companies.set(c.name, c.id);
});
afterAll(() => t.close());

const companyId = (name: string) => ids.companies.get(name)!;
let serial = 0;
const uniquePhone = () => `+1555${String(1_000_000 + (process.pid % 1000) * 1000 + ++serial).slice(-7)}`;

/** A new account of its own, so a test's attempts and codes touch nobody else's. */
async function freshStaff(options: { role?: string; kind?: 'admin' | 'coach'; company?: string } = {}) {
  const address = `staff-${++serial}-${Math.random().toString(36).slice(2, 8)}@test.healthspan.test`;
  const [row] = await t.database.db
    .insert(staff)
    .values({
      email: address,
      passwordHash,
      firstName: 'Robin',
      lastName: 'Test',
      kind: options.kind ?? 'admin',
      roleId: ids.roles.get(options.role ?? 'Administrator')!,
      companyId: companyId(options.company ?? DEMO_STAFF_COMPANY),
    })
    .returning();
  return row!;
}

async function logIn(address: string, password = PASSWORD) {
  const browser = client(t);
  const res = await browser.post(adminPaths.login, { email: address, password });
  const body = res.status === 200 ? staffLoginResponse.parse(await res.json()) : undefined;
  return { browser, res, body };
}
type Browser = Awaited<ReturnType<typeof logIn>>['browser'];

/** The newest SMS to `phone`, read from the outbox as a person would read their phone. */
async function smsCodeFor(phone: string) {
  const res = await client(t).get(`/dev-outbox.json?channel=sms&recipient=${encodeURIComponent(phone)}`);
  const [latest] = (await res.json()) as { body: string }[];
  const code = /\b(\d{6})\b/.exec(latest?.body ?? '')?.[1];
  if (!code) throw new Error(`no SMS code for ${phone}`);
  return code;
}

const totpAt = (secret: string, when: Date) => generate({ secret, epoch: Math.floor(when.getTime() / 1000) });

async function errorOf(res: Response) {
  return errorBody.parse(await res.json());
}

async function adminToken(browser: Browser): Promise<StaffAccessToken> {
  const res = await browser.get(adminPaths.jwtToken);
  expect(res.status).toBe(200);
  return staffAccessToken.parse(await res.json());
}

/** Bearer token and x-company-id (the token's company unless given; null sends none). */
const authed = (token: StaffAccessToken, company: number | string | null = token.permitted_company_id) => ({
  token: token.access_token,
  headers: company === null ? undefined : { [COMPANY_HEADER]: String(company) },
});

/** Through the SMS path of a persona whose phone is already verified. */
async function signInBySms(address: string, phone: string) {
  const { browser, body } = await logIn(address);
  expect(body!.next).toBe('sms-code-verification');
  const res = await browser.post(adminPaths.verifySmsCode, { code: await smsCodeFor(phone) });
  expect(res.status).toBe(200);
  return { browser, token: await adminToken(browser) };
}

describe('password step', () => {
  it('opens a pending session in an httpOnly cookie and names the first second-factor screen', async () => {
    t.setNow(T0);
    const totp = await logIn(email('admin-totp'));
    expect(totp.res.status).toBe(200);
    expect(totp.res.headers.get('set-cookie')).toMatch(/hs_staff=.*HttpOnly.*SameSite=Lax/i);
    expect(totp.body).toEqual({ next: 'verify-google-authenticator' });

    const sms = await logIn(email('admin-sms'));
    expect(sms.body).toEqual({ next: 'sms-code-verification', maskedPhone: '+1••••••0100' });
    expect(await smsCodeFor('+15555550100')).toMatch(/^\d{6}$/); // sent at once

    expect((await logIn(email('admin-new'))).body).toEqual({ next: 'set-up-google-authenticator' });
  });

  it('answers a wrong password and an unknown e-mail alike', async () => {
    t.setNow(T0);
    const wrong = await logIn(email('admin-new'), 'not-the-password-1');
    const unknown = await logIn('nobody@demo.healthspan.test', 'not-the-password-1');
    expect(wrong.res.status).toBe(401);
    expect(unknown.res.status).toBe(401);
    expect(await wrong.res.json()).toEqual(await unknown.res.json());
  });

  it('answers bad input with 400 naming each field', async () => {
    const res = await client(t).post(adminPaths.login, { email: 'not-an-email', password: '' });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).issues!.map((i) => i.path).sort()).toEqual(['email', 'password']);
  });

  it('limits attempts per account, even with the right password, until the window passes', async () => {
    t.setNow(T0);
    const account = await freshStaff();
    for (let i = 0; i < 5; i++) expect((await logIn(account.email, 'wrong-password-1')).res.status).toBe(401);
    const limited = await logIn(account.email);
    expect(limited.res.status).toBe(429);
    expect((await errorOf(limited.res)).error).toMatch(/Too many sign-in attempts/);
    t.setNow(at(T0, 16 * 60));
    expect((await logIn(account.email)).res.status).toBe(200);
  });

  it('gives no admin token before the second factor', async () => {
    t.setNow(T0);
    const { browser } = await logIn(email('admin-new'));
    const res = await browser.get(adminPaths.jwtToken);
    expect(res.status).toBe(401);
    expect((await errorOf(res)).error).toMatch(/second step/);
    expect((await client(t).get(adminPaths.jwtToken)).status).toBe(401);
    expect((await browser.get(adminPaths.authProfile)).status).toBe(401);
  });
});

describe('SMS second factor', () => {
  it('sets up a phone: saves it, texts a code, verifies it, then gives an admin token', async () => {
    t.setNow(T0);
    const account = await freshStaff();
    const phone = uniquePhone();
    const { browser, body } = await logIn(account.email);
    expect(body!.next).toBe('set-up-google-authenticator');

    const bad = await browser.post(adminPaths.savePhone, { phone: '555-0100' });
    expect(bad.status).toBe(400);
    expect((await errorOf(bad)).issues![0]!.path).toBe('phone');

    const spaced = `${phone.slice(0, 2)} ${phone.slice(2, 5)} ${phone.slice(5, 8)}-${phone.slice(8)}`;
    const saved = await browser.post(adminPaths.savePhone, { phone: spaced });
    expect(saved.status).toBe(200);
    expect(smsCodeSent.parse(await saved.json())).toEqual({
      maskedPhone: `+1••••••${phone.slice(-4)}`,
      resendAfterSeconds: 30,
      expiresInSeconds: 300,
    });
    const code = await smsCodeFor(phone);

    const pendingCookie = browser.jar.get('hs_staff');
    const wrong = await browser.post(adminPaths.verifySmsCode, {
      code: code === '000000' ? '111111' : '000000',
    });
    expect(wrong.status).toBe(400);
    expect(await errorOf(wrong)).toEqual({
      error: 'That code is not right. 4 attempts left.',
      issues: [{ path: 'code', message: 'That code is not right. 4 attempts left.' }],
    });

    const ok = await browser.post(adminPaths.verifySmsCode, { code });
    expect(ok.status).toBe(200);
    expect(signedInRedirect.parse(await ok.json())).toEqual({ redirectTo: '/admin' });
    expect(browser.jar.get('hs_staff')).not.toBe(pendingCookie); // a new cookie once signed in

    const token = await adminToken(browser);
    expect(token.permitted_company_id).toBe(companyId(DEMO_STAFF_COMPANY));
    expect(decodeJwt(token.access_token)).toMatchObject({
      aud: 'admin',
      sub: String(account.id),
      permitted_company_id: companyId(DEMO_STAFF_COMPANY),
    });
    const profile = await browser.get(adminPaths.authProfile, authed(token));
    expect(profile.status).toBe(200);
    expect(adminProfile.parse(await profile.json())).toMatchObject({
      email: account.email,
      kind: 'admin',
      role: { name: 'Administrator', homePage: '/admin', hasDashboard: true },
      roleAccesses: [{ area: 'admin', controller: null, action: null }],
    });

    const [after] = await t.database.db.select().from(staff).where(eq(staff.id, account.id));
    expect(after).toMatchObject({ phone, pendingPhone: null });
    expect(after!.phoneVerifiedAt).not.toBeNull();
    // The pending cookie seen before the second factor is no longer a session.
    const stale = client(t);
    stale.jar.set('hs_staff', pendingCookie!);
    expect((await stale.get(adminPaths.jwtToken)).status).toBe(401);
    // Next time the verified phone is the factor.
    expect((await logIn(account.email)).body).toEqual({
      next: 'sms-code-verification',
      maskedPhone: `+1••••••${phone.slice(-4)}`,
    });
  });

  it('signs in the SMS persona and answers the full admin menu for its company', async () => {
    t.setNow(at(T0, 3600));
    const { browser, token } = await signInBySms(email('admin-sms'), '+15555550100');
    const res = await browser.get(adminPaths.settings, authed(token));
    expect(res.status).toBe(200);
    const settings = adminSettings.parse(await res.json());
    expect(settings.companyName).toBe(DEMO_STAFF_COMPANY);
    expect(settings.companyId).toBe(companyId(DEMO_STAFF_COMPANY));
    expect(settings.menu.map((m) => m.path)).toEqual(adminRoutes.filter((r) => r.menu).map((r) => r.path));
    expect(settings.menu.length).toBeGreaterThan(6);
  });

  it('holds a resend for 30 seconds, saying how long, and then sends a code that replaces the last', async () => {
    t.setNow(T0);
    const account = await freshStaff();
    const phone = uniquePhone();
    const { browser } = await logIn(account.email);
    expect((await browser.post(adminPaths.savePhone, { phone })).status).toBe(200);
    const first = await smsCodeFor(phone);

    t.setNow(at(T0, 10));
    const early = await browser.post(adminPaths.sendSmsCode);
    expect(early.status).toBe(429);
    expect(early.headers.get('retry-after')).toBe('20');
    expect((await errorOf(early)).error).toBe('Please wait 20 seconds before asking for a new code.');

    t.setNow(at(T0, 31));
    const again = await browser.post(adminPaths.sendSmsCode);
    expect(again.status).toBe(200);
    const second = await smsCodeFor(phone);
    if (second !== first) {
      const old = await browser.post(adminPaths.verifySmsCode, { code: first });
      expect(old.status).toBe(400);
    }
    expect((await browser.post(adminPaths.verifySmsCode, { code: second })).status).toBe(200);
  });

  it('texts a new code at a sign-in within the cooldown only when the last one can no longer be typed', async () => {
    const phone = '+15555550100';
    const texts = async () =>
      (
        (await (
          await client(t).get(`/dev-outbox.json?channel=sms&recipient=${encodeURIComponent(phone)}`)
        ).json()) as unknown[]
      ).length;
    t.setNow(at(T0, 7200));
    await signInBySms(email('admin-sms'), phone);
    const before = await texts();
    // signed in and out again at once: the code was spent, so this sign-in texts a fresh one
    t.setNow(at(T0, 7205));
    const { browser } = await logIn(email('admin-sms'));
    expect(await texts()).toBe(before + 1);
    // a third sign-in while that code still works texts nothing
    t.setNow(at(T0, 7210));
    await logIn(email('admin-sms'));
    expect(await texts()).toBe(before + 1);
    expect((await browser.post(adminPaths.verifySmsCode, { code: await smsCodeFor(phone) })).status).toBe(
      200,
    );
  });

  it('refuses an expired code and asks for a new one', async () => {
    t.setNow(T0);
    const account = await freshStaff();
    const phone = uniquePhone();
    const { browser } = await logIn(account.email);
    await browser.post(adminPaths.savePhone, { phone });
    const code = await smsCodeFor(phone);
    t.setNow(at(T0, 6 * 60));
    const res = await browser.post(adminPaths.verifySmsCode, { code });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).error).toBe('This code has expired. Send a new one.');
    expect((await browser.post(adminPaths.sendSmsCode)).status).toBe(200);
    expect((await browser.post(adminPaths.verifySmsCode, { code: await smsCodeFor(phone) })).status).toBe(
      200,
    );
  });

  it('spends a code after 5 wrong tries, even the right one, until a new one is sent', async () => {
    t.setNow(T0);
    const account = await freshStaff();
    const phone = uniquePhone();
    const { browser } = await logIn(account.email);
    await browser.post(adminPaths.savePhone, { phone });
    const code = await smsCodeFor(phone);
    const wrongCode = code === '999999' ? '888888' : '999999';
    const messages: string[] = [];
    for (let i = 0; i < 5; i++)
      messages.push((await errorOf(await browser.post(adminPaths.verifySmsCode, { code: wrongCode }))).error);
    expect(messages).toEqual([
      'That code is not right. 4 attempts left.',
      'That code is not right. 3 attempts left.',
      'That code is not right. 2 attempts left.',
      'That code is not right. 1 attempt left.',
      'That code is not right, and that was the last try. Send a new code.',
    ]);
    const spent = await browser.post(adminPaths.verifySmsCode, { code });
    expect(spent.status).toBe(400);
    expect((await errorOf(spent)).error).toBe('Too many wrong tries for this code. Send a new one.');
    expect((await browser.get(adminPaths.jwtToken)).status).toBe(401);

    t.setNow(at(T0, 30));
    expect((await browser.post(adminPaths.sendSmsCode)).status).toBe(200);
    expect((await browser.post(adminPaths.verifySmsCode, { code: await smsCodeFor(phone) })).status).toBe(
      200,
    );
  });

  it('validates the code and needs a signed-in password step', async () => {
    t.setNow(T0);
    const { browser } = await logIn(email('admin-new'));
    const res = await browser.post(adminPaths.verifySmsCode, { code: '12ab' });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).issues!.map((i) => i.path)).toEqual(['code']);
    expect((await client(t).post(adminPaths.verifySmsCode, { code: '123456' })).status).toBe(401);
    expect((await client(t).post(adminPaths.savePhone, { phone: '+15555550123' })).status).toBe(401);
  });
});

describe('authenticator app second factor', () => {
  it('sets up an authenticator: otpauth link, a wrong code refused, the right one enables it', async () => {
    const T1 = at(T0, 7200);
    t.setNow(T1);
    const account = await freshStaff();
    const { browser } = await logIn(account.email);
    const res = await browser.get(adminPaths.googleAuthenticatorQr);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const qr = googleAuthenticatorQr.parse(await res.json());
    expect(qr.secret).toMatch(/^[A-Z2-7]{32}$/);
    const link = new URL(qr.link);
    expect(qr.link.startsWith(`otpauth://totp/Healthspan:${encodeURIComponent(account.email)}?`)).toBe(true);
    expect(link.searchParams.get('secret')).toBe(qr.secret);
    expect(link.searchParams.get('issuer')).toBe('Healthspan');
    // A reload shows the same secret (the app may already have scanned it).
    expect(
      googleAuthenticatorQr.parse(await (await browser.get(adminPaths.googleAuthenticatorQr)).json()),
    ).toEqual(qr);

    const code = await totpAt(qr.secret, T1);
    const wrongCode = code === '000000' ? '111111' : '000000';
    const wrong = await browser.get(fillPath(adminPaths.verifyGoogleAuthenticatorCode, { code: wrongCode }));
    expect(wrong.status).toBe(400);
    expect((await errorOf(wrong)).issues![0]!.path).toBe('code');
    expect(
      (await browser.get(fillPath(adminPaths.verifyGoogleAuthenticatorCode, { code: 'abc' }))).status,
    ).toBe(400);

    const ok = await browser.get(fillPath(adminPaths.verifyGoogleAuthenticatorCode, { code }));
    expect(ok.status).toBe(200);
    expect(signedInRedirect.parse(await ok.json())).toEqual({ redirectTo: '/admin' });
    expect((await adminToken(browser)).permitted_company_id).toBe(companyId(DEMO_STAFF_COMPANY));

    // Enabled now: the next login verifies it, the secret is never shown again, and a used code is refused.
    const next = await logIn(account.email);
    expect(next.body).toEqual({ next: 'verify-google-authenticator' });
    expect((await next.browser.get(adminPaths.googleAuthenticatorQr)).status).toBe(409);
    const replay = await next.browser.get(fillPath(adminPaths.verifyGoogleAuthenticatorCode, { code }));
    expect(replay.status).toBe(400);
    expect((await errorOf(replay)).error).toBe('This code was already used. Wait for the next one.');

    const T2 = at(T1, 30);
    t.setNow(T2);
    const fresh = await next.browser.get(
      fillPath(adminPaths.verifyGoogleAuthenticatorCode, { code: await totpAt(qr.secret, T2) }),
    );
    expect(fresh.status).toBe(200);
    expect((await next.browser.get(adminPaths.jwtToken)).status).toBe(200);
  });

  it('signs in the authenticator persona with the demo secret, one step of clock drift allowed', async () => {
    const T3 = at(T0, 3 * 3600);
    t.setNow(T3);
    const { browser, body } = await logIn(email('admin-totp'));
    expect(body!.next).toBe('verify-google-authenticator');
    const tooOld = await browser.get(
      fillPath(adminPaths.verifyGoogleAuthenticatorCode, {
        code: await totpAt(DEMO_TOTP_SECRET, at(T3, -90)),
      }),
    );
    expect(tooOld.status).toBe(400);
    const drifted = await totpAt(DEMO_TOTP_SECRET, at(T3, -30)); // the phone's clock is a step behind
    const ok = await browser.get(fillPath(adminPaths.verifyGoogleAuthenticatorCode, { code: drifted }));
    expect(ok.status).toBe(200);
    const token = await adminToken(browser);
    const profile = adminProfile.parse(
      await (await browser.get(adminPaths.authProfile, authed(token))).json(),
    );
    expect(profile.email).toBe(email('admin-totp'));
  });

  it('limits wrong codes per account across sessions', async () => {
    const T4 = at(T0, 4 * 3600);
    t.setNow(T4);
    const account = await freshStaff();
    const { browser } = await logIn(account.email);
    const { secret } = googleAuthenticatorQr.parse(
      await (await browser.get(adminPaths.googleAuthenticatorQr)).json(),
    );
    const right = await totpAt(secret, T4);
    const wrongCode = right === '123456' ? '654321' : '123456';
    for (let i = 0; i < 10; i++)
      expect(
        (await browser.get(fillPath(adminPaths.verifyGoogleAuthenticatorCode, { code: wrongCode }))).status,
      ).toBe(400);
    const limited = await browser.get(fillPath(adminPaths.verifyGoogleAuthenticatorCode, { code: right }));
    expect(limited.status).toBe(429);
    expect((await errorOf(limited)).error).toMatch(/Too many wrong codes/);
  });

  it("keeps the spec's GET sendSmsVerificationCode as an entry that sends nothing (405 naming the POST)", async () => {
    t.setNow(T0);
    const account = await freshStaff();
    const phone = uniquePhone();
    const { browser } = await logIn(account.email);
    expect((await browser.post(adminPaths.savePhone, { phone })).status).toBe(200);
    const sent = async () =>
      (await t.database.db.select().from(outbox).where(eq(outbox.recipient, phone))).length;
    const before = await sent();
    t.setNow(at(T0, 60));
    const res = await browser.get(adminPaths.sendSmsVerificationCode);
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('POST');
    expect(usePost.parse(await res.json()).use).toEqual({ method: 'POST', path: adminPaths.sendSmsCode });
    expect(await sent()).toBe(before);
    expect((await browser.post(adminPaths.sendSmsCode)).status).toBe(200);
    expect(await sent()).toBe(before + 1);
  });

  it('lets a password alone add no factor to an account that has one', async () => {
    t.setNow(T0);
    const { browser } = await logIn(email('admin-sms'));
    const phone = await browser.post(adminPaths.savePhone, { phone: '+15555550999' });
    expect(phone.status).toBe(409);
    expect((await browser.get(adminPaths.googleAuthenticatorQr)).status).toBe(409);
    const totp = await logIn(email('admin-totp'));
    expect((await totp.browser.post(adminPaths.savePhone, { phone: '+15555550999' })).status).toBe(409);
    expect((await totp.browser.post(adminPaths.sendSmsCode)).status).toBe(409);
  });
});

describe('authorization on the server', () => {
  it('gives a narrow role its own calls and 403 elsewhere, and a menu of what it may open', async () => {
    t.setNow(at(T0, 5 * 3600));
    const { browser, token } = await signInBySms(email('admin-limited'), '+15555550101');
    const list = await browser.get(`${adminPaths.customers}?q=rivera&pageSize=5`, authed(token));
    expect(list.status).toBe(200);
    const page = adminCustomersResponse.parse(await list.json());
    expect(page).toMatchObject({ page: 1, pageSize: 5, total: 1 });
    expect(page.items[0]).toMatchObject({
      firstName: 'Alex',
      lastName: 'Rivera',
      email: email('active'),
      activationState: 'ACTIVE',
    });

    const forbidden = await browser.get(adminPaths.companies, authed(token));
    expect(forbidden.status).toBe(403);
    expect(await forbidden.json()).toEqual({ error: 'Forbidden' });

    const settings = adminSettings.parse(
      await (await browser.get(adminPaths.settings, authed(token))).json(),
    );
    expect(settings.menu).toEqual([
      {
        label: 'Customers',
        path: '/admin/customers',
        area: 'admin',
        controller: 'customers',
        action: 'list',
      },
      // issue 19: Support sees the customers' deletion requests (an Administrator decides them)
      {
        label: 'Customer delete requests',
        path: '/admin/customer-delete-requests',
        area: 'admin',
        controller: 'customer-delete-requests',
        action: 'list',
      },
    ]);
    const profile = adminProfile.parse(
      await (await browser.get(adminPaths.authProfile, authed(token))).json(),
    );
    expect(profile.role).toEqual({ name: 'Support', homePage: '/admin/customers', hasDashboard: false });
    expect(profile.roleAccesses).toEqual([
      ...['list', 'view', 'notes'].map((action) => ({ area: 'admin', controller: 'customers', action })),
      { area: 'admin', controller: 'customer-delete-requests', action: 'list' },
    ]);
  });

  it('answers 403 to an admin sending another company, or none, in x-company-id', async () => {
    t.setNow(at(T0, 6 * 3600));
    const { browser, token } = await signInBySms(email('admin-sms'), '+15555550100');
    expect((await browser.get(adminPaths.companies, authed(token))).status).toBe(200);
    const companiesList = companiesResponse.parse(
      await (await browser.get(adminPaths.companies, authed(token))).json(),
    );
    expect(companiesList.items.map((c) => c.name)).toEqual([
      DEMO_COACH_COMPANY,
      'Globex Wellness',
      DEMO_STAFF_COMPANY,
    ]);
    for (const company of [companyId(DEMO_COACH_COMPANY), null, 'one', `${token.permitted_company_id}0`]) {
      const res = await browser.get(adminPaths.companies, authed(token, company));
      expect(res.status, String(company)).toBe(403);
      expect(await res.json()).toEqual({ error: 'Forbidden' });
    }
    expect((await browser.get(adminPaths.authProfile, authed(token, null))).status).toBe(403);
    // No token, a bad one, or a coach-audience one: not signed in as admin.
    expect((await client(t).get(adminPaths.companies)).status).toBe(401);
    expect((await browser.get(adminPaths.companies, { ...authed(token), token: 'x.y.z' })).status).toBe(401);
  });

  it('validates the customer list query, naming the fields', async () => {
    t.setNow(at(T0, 6 * 3600 + 60));
    const { browser, token } = await signInBySms(email('admin-sms'), '+15555550100');
    const res = await browser.get(`${adminPaths.customers}?q=${'x'.repeat(101)}&pageSize=0`, authed(token));
    expect(res.status).toBe(400);
    expect((await errorOf(res)).issues!.map((i) => i.path).sort()).toEqual(['pageSize', 'q']);
    const all = adminCustomersResponse.parse(
      await (await browser.get(`${adminPaths.customers}?q=100%25`, authed(token))).json(),
    );
    expect(all.total).toBe(0); // % is a character here, not a wildcard
  });
});

/** A new demo coach link, as a server start makes it (the seeder replaces the last one). */
async function demoCoachLink() {
  const facts = await runSeeders(t.database.db, [demoCoachLinkSeeder], {
    log: createLogger('silent'),
    now: T0,
    publicUrl: 'http://healthspan.test',
  });
  return { guid: facts.coachGuid! };
}

describe('coach entry', () => {
  it("makes the demo coach's link random at every start, keeps only its digest, and mails it to the coach", async () => {
    const first = await demoCoachLink();
    const second = await demoCoachLink();
    expect(second.guid).not.toBe(first.guid);
    expect(second.guid).toMatch(/^[A-Za-z0-9_-]{43}$/); // 256 random bits
    const [coachRow] = await t.database.db
      .select()
      .from(staff)
      .where(eq(staff.email, email('coach')));
    const links = await t.database.db
      .select()
      .from(coachLoginLinks)
      .where(eq(coachLoginLinks.staffId, coachRow!.id));
    expect(links.map((l) => l.id)).toEqual([digest(second.guid)]);
    const [mail] = await t.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.recipient, email('coach')))
      .orderBy(desc(outbox.id))
      .limit(1);
    expect(mail!.body).toContain(`http://healthspan.test/admin/coach/login-by-guid/${second.guid}`);

    expect((await client(t).post(coachPaths.loginWithGuid, { guid: first.guid })).status).toBe(401);
    expect((await client(t).post(coachPaths.loginWithGuid, { guid: second.guid })).status).toBe(200);
    // A link made by hand for another coach works the same way.
    const own = await issueCoachLoginLink(t.database.db, coachRow!.id, T0, 1);
    expect((await client(t).post(coachPaths.loginWithGuid, { guid: own })).status).toBe(200);
  });

  it("keeps the spec's GET loginByGuid as an entry that signs no one in (405 naming the POST)", async () => {
    t.setNow(T0);
    const { guid } = await demoCoachLink();
    const coach = client(t);
    const res = await coach.get(fillPath(coachPaths.loginByGuid, { guid }));
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('POST');
    expect(res.headers.getSetCookie()).toEqual([]);
    expect(usePost.parse(await res.json()).use).toEqual({ method: 'POST', path: coachPaths.loginWithGuid });
    expect((await coach.get(coachPaths.jwtToken)).status).toBe(401);
  });

  it('signs a coach in by guid link, answers a coach token and the settings of its company', async () => {
    t.setNow(T0);
    const coach = client(t);
    const { guid } = await demoCoachLink();
    const entry = await coach.post(coachPaths.loginWithGuid, { guid });
    expect(entry.status).toBe(200);
    expect(signedInRedirect.parse(await entry.json())).toEqual({ redirectTo: '/admin/coach/team-overview' });

    const tokenRes = await coach.get(coachPaths.jwtToken);
    expect(tokenRes.status).toBe(200);
    const token = staffAccessToken.parse(await tokenRes.json());
    const acme = companyId(DEMO_COACH_COMPANY);
    expect(decodeJwt(token.access_token)).toMatchObject({ aud: 'coach', permitted_company_id: acme });

    const settings = await coach.get(coachPaths.settings, authed(token));
    expect(settings.status).toBe(200);
    expect(coachSettings.parse(await settings.json())).toEqual({
      profile: { firstName: 'Casey', lastName: 'Morgan', email: email('coach') },
      company: { id: acme, name: DEMO_COACH_COMPANY },
      hasOrdersPageAccess: true,
    });

    for (const company of [companyId(DEMO_STAFF_COMPANY), companyId('Globex Wellness'), null])
      expect((await coach.get(coachPaths.settings, authed(token, company))).status).toBe(403);
    // A coach is not an admin: no admin token by its cookie, and its token opens no admin call.
    expect((await coach.get(adminPaths.jwtToken)).status).toBe(401);
    expect((await coach.get(adminPaths.companies, authed(token))).status).toBe(401);
  });

  it('refuses an unknown guid, and an admin token on coach calls', async () => {
    t.setNow(at(T0, 7 * 3600));
    const bad = await client(t).post(coachPaths.loginWithGuid, { guid: 'not-a-real-guid' });
    expect(bad.status).toBe(401);
    const { browser, token } = await signInBySms(email('admin-sms'), '+15555550100');
    expect((await browser.get(coachPaths.settings, authed(token))).status).toBe(401);
    expect((await browser.get(coachPaths.jwtToken)).status).toBe(401);
  });
});

describe('logout and recovery', () => {
  it("logs out by POST: the cookie and the token stop working; the spec's GET changes nothing", async () => {
    t.setNow(at(T0, 8 * 3600));
    const { browser, token } = await signInBySms(email('admin-sms'), '+15555550100');
    const get = await browser.get(adminPaths.logout, { token: token.access_token });
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');
    expect((await browser.get(adminPaths.authProfile, authed(token))).status).toBe(200);
    const out = await browser.post(adminPaths.logoutPost, undefined, { token: token.access_token });
    expect(out.status).toBe(200);
    expect(browser.jar.has('hs_staff')).toBe(false);
    expect((await browser.get(adminPaths.authProfile, authed(token))).status).toBe(401);
  });

  it('resets a password through the e-mailed link, ending open sessions', async () => {
    t.setNow(T0);
    const account = await freshStaff();
    const open = await logIn(account.email);
    const unknown = await client(t).post(adminPaths.sendRecoveryEmail, {
      email: 'nobody@demo.healthspan.test',
    });
    const known = await client(t).post(adminPaths.sendRecoveryEmail, { email: account.email.toUpperCase() });
    expect(known.status).toBe(200);
    expect(await known.json()).toEqual(await unknown.json());

    const mail = (await (
      await client(t).get(`/dev-outbox.json?channel=email&recipient=${encodeURIComponent(account.email)}`)
    ).json()) as { subject: string; body: string }[];
    expect(mail[0]!.subject).toBe('Reset your Healthspan admin password');
    const link = /(http\S+\/admin\/login\/reset-password\?guid=\S+)/.exec(mail[0]!.body)![1]!;
    const guid = new URL(link).searchParams.get('guid')!;

    expect(await (await client(t).post(adminPaths.guidCheck, { guid })).json()).toEqual({ valid: true });
    expect(await (await client(t).post(adminPaths.guidCheck, { guid: 'nope' })).json()).toEqual({
      valid: false,
    });
    const weak = await client(t).post(adminPaths.resetPassword, { guid, password: 'short' });
    expect(weak.status).toBe(400);
    expect((await errorOf(weak)).issues!.map((i) => i.path)).toContain('password');

    const newPassword = 'A-new-password-2';
    expect((await client(t).post(adminPaths.resetPassword, { guid, password: newPassword })).status).toBe(
      200,
    );
    expect((await client(t).post(adminPaths.resetPassword, { guid, password: newPassword })).status).toBe(
      400,
    );
    expect((await open.browser.get(adminPaths.googleAuthenticatorQr)).status).toBe(401);
    expect((await logIn(account.email)).res.status).toBe(401);
    expect((await logIn(account.email, newPassword)).body).toEqual({ next: 'set-up-google-authenticator' });
  });
});
