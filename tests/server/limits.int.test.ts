import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { accountPaths, giftCardBalancePath } from '../../src/contract/account';
import { adminPaths, fillPath } from '../../src/contract/admin';
import { authPaths, securityQuestionResponse } from '../../src/contract/auth';
import { dnaPaths } from '../../src/contract/dna';
import { errorBody } from '../../src/contract/http';
import { PHONE_CODES_PER_DAY } from '../../src/server/routes/account/security';
import { DNA_KIT_ATTEMPTS } from '../../src/server/routes/dna';
import { orders } from '../../src/server/db/schema/commerce';
import { customers } from '../../src/server/db/schema/identity';
import { companies, roles, staff } from '../../src/server/db/schema/staff';
import { DEMO_SECURITY_QUESTION } from '../../src/server/db/seed/demo-customers';
import { DEMO_STAFF_COMPANY } from '../../src/server/db/seed/demo-staff';
import { hashPassword } from '../../src/server/services/crypto';
import { readOutbox } from '../../src/server/services/outbox';
import { createTestApp, type TestApp } from './test-app';
import { client } from './http-client';

const PASSWORD = 'Limits-test-pass-1';
const NOW = new Date('2026-11-22T12:00:00Z');
const later = (seconds: number) => new Date(NOW.getTime() + seconds * 1000);
const PER_ACCOUNT = 5;
const PER_ADDRESS = 12;
const CODE_FAILURES = 10;

let t: TestApp;
let passwordHash: string;
let serial = 0;

beforeAll(async () => {
  t = await createTestApp({
    LOGIN_MAX_ATTEMPTS_PER_ACCOUNT: String(PER_ACCOUNT),
    LOGIN_MAX_ATTEMPTS_PER_ADDRESS: String(PER_ADDRESS),
    SECOND_FACTOR_MAX_FAILURES: String(CODE_FAILURES),
  });
  passwordHash = await hashPassword(PASSWORD);
});
afterAll(() => t?.close());
beforeEach(() => t.setNow(NOW));

/** A network address of its own for each test, so per-address budgets do not leak between tests. */
const newAddress = () => `198.51.100.${++serial}`;

/** A browser at one address: keeps its cookies, sends JSON or a form. */
function browser(address = newAddress()) {
  const b = client(t, { address });
  return {
    jar: b.jar,
    get: (path: string, token?: string) => b.get(path, { token }),
    post: (path: string, json?: unknown, token?: string) => b.post(path, json, { token }),
    postForm: b.postForm,
  };
}

async function freshCustomer(extra: Partial<typeof customers.$inferInsert> = {}) {
  const email = `limits-${++serial}@limits.test`;
  const [row] = await t.database.db
    .insert(customers)
    .values({ email, passwordHash, activationState: 'ACTIVE', firstName: 'Lee', lastName: 'Test', ...extra })
    .returning();
  return { id: row!.id, email };
}

async function signedIn() {
  const who = await freshCustomer();
  const b = browser();
  const res = await b.post(authPaths.login, { email: who.email, password: PASSWORD });
  expect(res.status).toBe(200);
  const { access_token } = (await res.json()) as { access_token: string };
  return { ...who, b, token: access_token };
}

async function freshStaff(extra: Partial<typeof staff.$inferInsert> = {}) {
  const [role] = await t.database.db.select().from(roles).where(eq(roles.name, 'Administrator'));
  const [company] = await t.database.db
    .select()
    .from(companies)
    .where(eq(companies.name, DEMO_STAFF_COMPANY));
  const email = `staff-limits-${++serial}@limits.test`;
  const [row] = await t.database.db
    .insert(staff)
    .values({
      email,
      passwordHash,
      firstName: 'Robin',
      lastName: 'Test',
      kind: 'admin',
      roleId: role!.id,
      companyId: company!.id,
      ...extra,
    })
    .returning();
  return row!;
}

/** Statuses of a burst, counted: `{ 401: 5, 429: 195 }`. */
const tally = (responses: Response[]) =>
  responses.reduce<Record<number, number>>((n, r) => ({ ...n, [r.status]: (n[r.status] ?? 0) + 1 }), {});

/** A 429 says when to come back, in the body and in Retry-After. */
async function expectRetryAfter(res: Response) {
  expect(res.status).toBe(429);
  const body = errorBody.parse(await res.json());
  expect(body.retryAfterSeconds).toBeGreaterThan(0);
  expect(res.headers.get('retry-after')).toBe(String(body.retryAfterSeconds));
  return body;
}

describe('customer sign-in under concurrency', () => {
  it('checks at most the per-account limit of 200 parallel wrong passwords; the rest answer 429', async () => {
    const who = await freshCustomer();
    // From 200 addresses, so only the account's own limit can hold them.
    const burst = await Promise.all(
      Array.from({ length: 200 }, () =>
        browser().post(authPaths.login, { email: who.email, password: 'Wrong-password-1' }),
      ),
    );
    expect(tally(burst)).toEqual({ 401: PER_ACCOUNT, 429: 200 - PER_ACCOUNT });
    const body = await expectRetryAfter(burst.find((r) => r.status === 429)!);
    expect(body.error).toMatch(/Too many sign-in attempts\. Please wait 15 minutes/);
    expect((await browser().post(authPaths.login, { email: who.email, password: PASSWORD })).status).toBe(
      429,
    );
  });

  it('does not sign in with the right password sent after 30 wrong ones in one burst', async () => {
    const who = await freshCustomer();
    const attempts = [...Array.from({ length: 30 }, () => 'Wrong-password-1'), PASSWORD];
    const burst = await Promise.all(
      attempts.map((password) => browser().post(authPaths.login, { email: who.email, password })),
    );
    expect(burst.some((r) => r.status === 200)).toBe(false);
    expect(burst.at(-1)!.status).toBe(429);
    expect(tally(burst)[401]).toBe(PER_ACCOUNT);
  });

  it('checks at most the per-address limit from one address, whatever the accounts', async () => {
    const at = browser();
    const burst = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        at.post(authPaths.login, {
          email: `nobody-${serial}-${i}@limits.test`,
          password: 'Wrong-password-1',
        }),
      ),
    );
    expect(tally(burst)).toEqual({ 401: PER_ADDRESS, 429: 50 - PER_ADDRESS });
  });

  it('lets the right password through a lock strangers caused when it comes from a device that signed in before', async () => {
    const who = await freshCustomer();
    const owner = browser();
    const first = await owner.post(authPaths.login, { email: who.email, password: PASSWORD });
    expect(first.status).toBe(200);
    const cookie = first.headers.getSetCookie().find((c) => c.startsWith('hs_device='));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Max-Age=31536000/i);

    await Promise.all(
      Array.from({ length: 20 }, () =>
        browser().post(authPaths.login, { email: who.email, password: 'Wrong-password-1' }),
      ),
    );
    expect((await browser().post(authPaths.login, { email: who.email, password: PASSWORD })).status).toBe(
      429,
    );
    expect((await owner.post(authPaths.login, { email: who.email, password: PASSWORD })).status).toBe(200);

    // The device cookie of one account opens no lock of another.
    const other = await freshCustomer();
    await Promise.all(
      Array.from({ length: 6 }, () =>
        browser().post(authPaths.login, { email: other.email, password: 'Wrong-password-1' }),
      ),
    );
    expect((await owner.post(authPaths.login, { email: other.email, password: PASSWORD })).status).toBe(429);
  });

  it('gives a known device a budget of its own: wrong passwords from it are limited too', async () => {
    const who = await freshCustomer();
    const owner = browser();
    expect((await owner.post(authPaths.login, { email: who.email, password: PASSWORD })).status).toBe(200);
    const burst = await Promise.all(
      Array.from({ length: 20 }, () =>
        owner.post(authPaths.login, { email: who.email, password: 'Wrong-1x' }),
      ),
    );
    expect(tally(burst)).toEqual({ 401: PER_ACCOUNT, 429: 20 - PER_ACCOUNT });
    expect((await owner.post(authPaths.login, { email: who.email, password: PASSWORD })).status).toBe(429);
    t.setNow(later(16 * 60));
    expect((await owner.post(authPaths.login, { email: who.email, password: PASSWORD })).status).toBe(200);
  });
});

describe('staff sign-in under concurrency', () => {
  it('checks at most the per-account limit of 100 parallel wrong passwords for an admin', async () => {
    const admin = await freshStaff();
    const burst = await Promise.all(
      Array.from({ length: 100 }, () =>
        browser().post(adminPaths.login, { email: admin.email, password: 'Wrong-password-1' }),
      ),
    );
    expect(tally(burst)).toEqual({ 401: PER_ACCOUNT, 429: 100 - PER_ACCOUNT });
    await expectRetryAfter(burst.find((r) => r.status === 429)!);
    expect((await browser().post(adminPaths.login, { email: admin.email, password: PASSWORD })).status).toBe(
      429,
    );
  });

  it('lets the right password through from a device that signed in to the staff account before', async () => {
    const admin = await freshStaff();
    const owner = browser();
    expect((await owner.post(adminPaths.login, { email: admin.email, password: PASSWORD })).status).toBe(200);
    await Promise.all(
      Array.from({ length: 10 }, () =>
        browser().post(adminPaths.login, { email: admin.email, password: 'Wrong-password-1' }),
      ),
    );
    expect((await browser().post(adminPaths.login, { email: admin.email, password: PASSWORD })).status).toBe(
      429,
    );
    expect((await owner.post(adminPaths.login, { email: admin.email, password: PASSWORD })).status).toBe(200);
  });

  it('refuses a premium-rate number as the staff second-factor phone, naming phone', async () => {
    const admin = await freshStaff();
    const b = browser();
    expect((await b.post(adminPaths.login, { email: admin.email, password: PASSWORD })).status).toBe(200);
    const res = await b.post(adminPaths.savePhone, { phone: '+1 900 555 0100' });
    expect(res.status).toBe(400);
    expect(errorBody.parse(await res.json()).issues?.map((i) => i.path)).toEqual(['phone']);
    expect(await readOutbox(t.database.db, { recipient: '+19005550100', channel: 'sms', limit: 1 })).toEqual(
      [],
    );
  });

  it('checks at most SECOND_FACTOR_MAX_FAILURES of a burst of authenticator codes', async () => {
    const admin = await freshStaff({ totpSecret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', totpEnabledAt: NOW });
    const b = browser();
    expect((await b.post(adminPaths.login, { email: admin.email, password: PASSWORD })).status).toBe(200);
    const path = fillPath(adminPaths.verifyGoogleAuthenticatorCode, { code: '000000' });
    const burst = await Promise.all(Array.from({ length: 40 }, () => b.get(path)));
    expect(tally(burst)).toEqual({ 400: CODE_FAILURES, 429: 40 - CODE_FAILURES });
    const body = await expectRetryAfter(burst.find((r) => r.status === 429)!);
    expect(body.error).toMatch(/Too many wrong codes/);
  });
});

describe('demo store checkout', () => {
  const checkout = (email: string, password: string) => ({
    slug: 'essentials',
    firstName: 'Sam',
    lastName: 'Taylor',
    email,
    password,
  });
  const ordersOf = async (customerId: number) =>
    t.database.db.select().from(orders).where(eq(orders.customerId, customerId)).orderBy(desc(orders.id));

  it('answers a wrong password like /login does, without saying that the account exists', async () => {
    const who = await freshCustomer();
    const res = await browser().postForm('/demo-store/checkout', checkout(who.email, 'Wrong-password-1'));
    expect(res.status).toBe(400);
    const page = await res.text();
    expect(page).toContain('The e-mail or password is not right.');
    expect(page).not.toMatch(/account with this e-mail exists/i);
  });

  it('shares the /login lock: wrong checkouts lock /login, and a locked account cannot check out', async () => {
    const who = await freshCustomer();
    const burst = await Promise.all(
      Array.from({ length: 30 }, () =>
        browser().postForm('/demo-store/checkout', checkout(who.email, 'Wrong-password-1')),
      ),
    );
    expect(tally(burst)).toEqual({ 400: PER_ACCOUNT, 429: 30 - PER_ACCOUNT });
    const refused = burst.find((r) => r.status === 429)!;
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused.text()).toMatch(/Too many attempts with this e-mail/);
    expect((await browser().post(authPaths.login, { email: who.email, password: PASSWORD })).status).toBe(
      429,
    );
    // The right password, which would have placed the order and signed the buyer in, is refused too.
    const right = await browser().postForm('/demo-store/checkout', checkout(who.email, PASSWORD));
    expect(right.status).toBe(429);
    expect(await ordersOf(who.id)).toEqual([]);
  });

  it('refuses the checkout of an account that /login locked', async () => {
    const who = await freshCustomer();
    await Promise.all(
      Array.from({ length: 10 }, () =>
        browser().post(authPaths.login, { email: who.email, password: 'Wrong-password-1' }),
      ),
    );
    const res = await browser().postForm('/demo-store/checkout', checkout(who.email, PASSWORD));
    expect(res.status).toBe(429);
    expect(await ordersOf(who.id)).toEqual([]);
  });
});

describe('password recovery by security question', () => {
  it('answers every e-mail with a question, the same one each time, known or not', async () => {
    const known = await freshCustomer({ securityQuestion: DEMO_SECURITY_QUESTION });
    const without = await freshCustomer();
    const b = browser();
    const ask = async (email: string) => {
      const res = await b.post(authPaths.securityQuestion, { email });
      expect(res.status).toBe(200);
      return securityQuestionResponse.parse(await res.json()).question;
    };
    expect(await ask(known.email)).toBe(DEMO_SECURITY_QUESTION);
    const unknown = await ask('nobody-at-all@limits.test');
    expect(unknown.length).toBeGreaterThan(5);
    expect(await ask('nobody-at-all@limits.test')).toBe(unknown);
    const decoy = await ask(without.email);
    expect(await ask(without.email)).toBe(decoy);
  });

  it('limits questions per address', async () => {
    const b = browser();
    const burst = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        b.post(authPaths.securityQuestion, { email: `who-${i}@limits.test` }),
      ),
    );
    expect(tally(burst)).toEqual({ 200: PER_ADDRESS, 429: 40 - PER_ADDRESS });
    await expectRetryAfter(burst.find((r) => r.status === 429)!);
    // Another address is not held up.
    expect((await browser().post(authPaths.securityQuestion, { email: 'who-0@limits.test' })).status).toBe(
      200,
    );
  });

  it('checks at most the per-account limit of a burst of answers, even with the right one last', async () => {
    const who = await freshCustomer({
      securityQuestion: DEMO_SECURITY_QUESTION,
      securityAnswerHash: await hashPassword('biscuit'),
    });
    const answers = [...Array.from({ length: 30 }, () => 'Rex'), 'Biscuit'];
    const burst = await Promise.all(
      answers.map((answer) => browser().post(authPaths.answerCheck, { email: who.email, answer })),
    );
    expect(tally(burst)).toEqual({ 400: PER_ACCOUNT, 429: 31 - PER_ACCOUNT });
    await expectRetryAfter(burst.at(-1)!);
  });

  it('checks at most the per-address limit of answers across accounts', async () => {
    const b = browser();
    const burst = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        b.post(authPaths.answerCheck, { email: `someone-${serial}-${i}@limits.test`, answer: 'Rex' }),
      ),
    );
    expect(tally(burst)).toEqual({ 400: PER_ADDRESS, 429: 40 - PER_ADDRESS });
  });
});

describe('signed-in secrets', () => {
  it('checks at most the per-account limit of a burst of wrong current passwords', async () => {
    const who = await signedIn();
    const burst = await Promise.all(
      Array.from({ length: 20 }, () =>
        who.b.post(
          accountPaths.passwordPost,
          { currentPassword: 'Wrong-password-1', newPassword: 'Another-pass-22' },
          who.token,
        ),
      ),
    );
    expect(tally(burst)).toEqual({ 400: PER_ACCOUNT, 429: 20 - PER_ACCOUNT });
    const body = await expectRetryAfter(burst.find((r) => r.status === 429)!);
    expect(body.error).toMatch(/Too many wrong passwords/);
  });

  it('checks at most the limit of a burst of unknown gift-card codes; known codes cost nothing', async () => {
    const who = await signedIn();
    const burst = await Promise.all(
      Array.from({ length: 50 }, (_, i) => who.b.get(giftCardBalancePath(`NO-SUCH-${i}`), who.token)),
    );
    expect(tally(burst)).toEqual({ 404: PER_ADDRESS, 429: 50 - PER_ADDRESS });
    await expectRetryAfter(burst.find((r) => r.status === 429)!);

    const other = await signedIn();
    for (let i = 0; i < PER_ADDRESS + 5; i++)
      expect((await other.b.get(giftCardBalancePath('DEMO-GIFT-50'), other.token)).status).toBe(200);
  });

  it('checks at most DNA_KIT_ATTEMPTS of a burst of wrong kit registrations', async () => {
    const who = await signedIn();
    // A real kit id with another kit's serial number: a well-formed pair that matches no kit.
    const burst = await Promise.all(
      Array.from({ length: 30 }, () =>
        who.b.post(
          dnaPaths.registerDnaKit,
          { dnaKitId: 'HSK-1000-0001', serialNumber: '100000000024' },
          who.token,
        ),
      ),
    );
    expect(tally(burst)).toEqual({ 404: DNA_KIT_ATTEMPTS, 429: 30 - DNA_KIT_ATTEMPTS });
    await expectRetryAfter(burst.find((r) => r.status === 429)!);
  });
});

describe('phone change by SMS', () => {
  const sendTo = (who: Awaited<ReturnType<typeof signedIn>>, phone: string) =>
    who.b.post(accountPaths.phonePost, { phone }, who.token);
  const smsTo = async (phone: string) =>
    readOutbox(t.database.db, { recipient: phone, channel: 'sms', limit: 100 });

  it.each([
    ['+1 900 555 0100', /Premium-rate/],
    ['+1 976 555 0100', /Premium-rate/],
    ['+1 800 555 0100', /Toll-free/],
    ['+1 888 555 0100', /Toll-free/],
  ])('refuses %s with 400 naming phone, and sends nothing', async (phone, message) => {
    const who = await signedIn();
    const res = await sendTo(who, phone);
    expect(res.status).toBe(400);
    const body = errorBody.parse(await res.json());
    expect(body.issues?.map((i) => i.path)).toEqual(['phone']);
    expect(body.issues?.[0]?.message).toMatch(message);
    expect(await smsTo(phone.replace(/\s/g, ''))).toEqual([]);
  });

  it('sends an account at most PHONE_CODES_PER_DAY.owner codes a day', async () => {
    const who = await signedIn();
    for (let i = 0; i < PHONE_CODES_PER_DAY.owner; i++) {
      t.setNow(later(i * 31));
      expect((await sendTo(who, `+1212555${String(7000 + serial * 10 + i).slice(-4)}`)).status).toBe(200);
    }
    t.setNow(later(PHONE_CODES_PER_DAY.owner * 31));
    const refused = await sendTo(who, '+12125550999');
    const body = await expectRetryAfter(refused);
    expect(body.error).toMatch(/codes today/);
    expect(body.retryAfterSeconds).toBeGreaterThan(23 * 3600);
    expect(await smsTo('+12125550999')).toEqual([]);
    t.setNow(later(86_400 + 60));
    const again = await who.b.post(authPaths.login, { email: who.email, password: PASSWORD });
    const { access_token } = (await again.json()) as { access_token: string };
    expect((await sendTo({ ...who, token: access_token }, '+12125550999')).status).toBe(200);
  });

  it('sends one number at most PHONE_CODES_PER_DAY.number codes a day, whoever asks', async () => {
    const phone = `+1646555${String(1000 + serial).slice(-4)}`;
    for (let i = 0; i < PHONE_CODES_PER_DAY.number; i++)
      expect((await sendTo(await signedIn(), phone)).status).toBe(200);
    const body = await expectRetryAfter(await sendTo(await signedIn(), phone));
    expect(body.error).toMatch(/This number has been sent/);
    expect(await smsTo(phone)).toHaveLength(PHONE_CODES_PER_DAY.number);
  });

  it('sends one code of a burst of phone changes, and says when to ask again', async () => {
    const who = await signedIn();
    const burst = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        sendTo(who, `+1718555${String(2000 + serial * 10 + i).slice(-4)}`),
      ),
    );
    expect(tally(burst)).toEqual({ 200: 1, 429: 9 });
    await expectRetryAfter(burst.find((r) => r.status === 429)!);
  });
});
