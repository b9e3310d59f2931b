import { eq, sql } from 'drizzle-orm';
import { generate } from 'otplib';
import { expect } from 'vitest';
import { adminPaths, COMPANY_HEADER, staffAccessToken, staffLoginResponse } from '../../src/contract/admin';
import { staff } from '../../src/server/db/schema/staff';
import { DEMO_PASSWORD, demoEmail } from '../../src/server/db/seed';
import { client } from './http-client';
import type { TestApp } from './test-app';

/** The demo admins: Administrator (everything), Support (customer list and view), Operations, Marketing editor (issue 20). */
export type AdminPersona = 'admin-totp' | 'admin-limited' | 'admin-ops' | 'editor';

/** The newest SMS code sent to `phone`, read from the outbox as a person reads their phone. */
async function smsCodeFor(t: TestApp, phone: string) {
  const res = await client(t).get(`/dev-outbox.json?channel=sms&recipient=${encodeURIComponent(phone)}`);
  const [latest] = (await res.json()) as { body: string }[];
  const code = /\b(\d{6})\b/.exec(latest?.body ?? '')?.[1];
  if (!code) throw new Error(`no SMS code for ${phone}`);
  return code;
}

/**
 * Signs a demo admin in through the password and the second factor (admin-totp@ by its authenticator
 * at the app's clock, the others by the SMS code in the outbox) and answers calls with the admin's
 * Bearer token and company header: `call(method, path, json?)`, plus `multipart` and `raw` (custom headers).
 */
export async function adminSession(t: TestApp, persona: AdminPersona = 'admin-totp') {
  const email = demoEmail(persona);
  // a test file may sign the same admin in twice within one 30-second step: allow the code again
  await t.database.db
    .update(staff)
    .set({ totpLastStep: null })
    .where(eq(sql`lower(${staff.email})`, email));
  const browser = client(t);
  const login = await browser.post(adminPaths.login, { email, password: DEMO_PASSWORD });
  expect(login.status).toBe(200);
  const { next } = staffLoginResponse.parse(await login.json());
  if (next === 'verify-google-authenticator') {
    const [row] = await t.database.db
      .select()
      .from(staff)
      .where(eq(sql`lower(${staff.email})`, email));
    const epoch = Math.floor(t.now().getTime() / 1000);
    const code = await generate({ secret: row!.totpSecret!, epoch });
    const res = await browser.get(`${adminPaths.verifyGoogleAuthenticatorCode.replace(':code', code)}`);
    expect(res.status).toBe(200);
  } else {
    expect(next).toBe('sms-code-verification');
    const [row] = await t.database.db
      .select()
      .from(staff)
      .where(eq(sql`lower(${staff.email})`, email));
    const res = await browser.post(adminPaths.verifySmsCode, { code: await smsCodeFor(t, row!.phone!) });
    expect(res.status).toBe(200);
  }
  const token = staffAccessToken.parse(await (await browser.get(adminPaths.jwtToken)).json());
  const headers = {
    authorization: `Bearer ${token.access_token}`,
    [COMPANY_HEADER]: String(token.permitted_company_id),
  };
  const raw = (
    method: string,
    path: string,
    init: { headers?: Record<string, string>; body?: BodyInit } = {},
  ) => t.app.request(path, { method, headers: { ...headers, ...init.headers }, body: init.body });
  const call = (method: string, path: string, json?: unknown) =>
    raw(
      method,
      path,
      json === undefined
        ? {}
        : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(json) },
    );
  const multipart = (path: string, form: FormData, method = 'POST') => raw(method, path, { body: form });
  return {
    persona,
    token: token.access_token,
    companyId: token.permitted_company_id,
    headers,
    call,
    raw,
    multipart,
  };
}
export type AdminSession = Awaited<ReturnType<typeof adminSession>>;
