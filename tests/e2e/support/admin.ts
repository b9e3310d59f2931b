import { closeSync, openSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type APIRequestContext, type Cookie, type Page } from '@playwright/test';
import { generate } from 'otplib';
import {
  DEMO_EDITOR_PHONE,
  DEMO_LIMITED_PHONE,
  DEMO_OPS_PHONE,
  DEMO_SMS_PHONE,
  DEMO_TOTP_SECRET,
} from '../../../src/server/db/seed/demo-staff';
import { lastSmsId, smsCodeAfter, staffSignIn, typeCode } from './staff';

export type AdminPersona = 'admin-totp' | 'admin-sms' | 'admin-limited' | 'admin-ops' | 'editor';
const PHONES: Record<Exclude<AdminPersona, 'admin-totp'>, string> = {
  'admin-sms': DEMO_SMS_PHONE,
  'admin-limited': DEMO_LIMITED_PHONE,
  'admin-ops': DEMO_OPS_PHONE,
  editor: DEMO_EDITOR_PHONE,
};
const STAFF_COOKIE = 'hs_staff';

const waitForNextStep = (page: Page) => page.waitForTimeout((30 - ((Date.now() / 1000) % 30) + 0.5) * 1000);

/**
 * On the authenticator screen: types the current code; a code another journey already used in this
 * 30-second step is refused as replayed, then the next step's is typed. Answers the code that signed in.
 */
export async function typeFreshTotpCode(page: Page): Promise<string> {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const code = await generate({ secret: DEMO_TOTP_SECRET });
    await typeCode(page, code);
    const outcome = await Promise.race([
      page
        .waitForURL((url) => !url.pathname.includes('second-factor-login'), { timeout: 10_000 })
        .then(() => 'in'),
      page
        .getByRole('alert')
        .filter({ hasText: /already used|not right/ })
        .waitFor({ timeout: 10_000 })
        .then(() => 'refused'),
    ]);
    if (outcome === 'in') return code;
    await waitForNextStep(page);
  }
  throw new Error('admin-totp@ could not sign in with three authenticator codes');
}

/** Where the journeys of one run share admin-totp@'s signed-in staff cookie (one server, one file). */
const sharedFile = () => join(tmpdir(), `healthspan-e2e-admin-totp-${process.env.E2E_PORT ?? '4317'}.json`);

async function reuseSharedCookie(page: Page, file: string): Promise<boolean> {
  let cookie: Cookie;
  try {
    cookie = JSON.parse(readFileSync(file, 'utf8')) as Cookie;
  } catch {
    return false;
  }
  await page.context().addCookies([cookie]);
  const token = await page.request.get('/api/admin/auth/jwt-token');
  return token.ok();
}

/**
 * admin-totp@ signed in once per run and shared: every journey of the run reuses the staff cookie of
 * the first sign-in (the authenticator allows one sign-in per 30-second step, and parallel journeys
 * would otherwise wait for steps). A lock file makes the others wait while one signs in.
 */
async function sharedTotpSignIn(page: Page) {
  const file = sharedFile();
  const lock = `${file}.lock`;
  for (let attempt = 0; attempt < 120; attempt += 1) {
    if (await reuseSharedCookie(page, file)) {
      await page.goto('/admin');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      return;
    }
    try {
      closeSync(openSync(lock, 'wx'));
    } catch {
      // another journey is signing in; a lock left by a crashed run is taken after a minute
      if (Date.now() - statSync(lock, { throwIfNoEntry: false })!.mtimeMs > 60_000)
        rmSync(lock, { force: true });
      await page.waitForTimeout(500);
      continue;
    }
    try {
      await page.context().clearCookies({ name: STAFF_COOKIE });
      await staffSignIn(page, 'admin-totp');
      await expect(page).toHaveURL(/verify-google-authenticator$/);
      await typeFreshTotpCode(page);
      const cookie = (await page.context().cookies()).find((c) => c.name === STAFF_COOKIE);
      if (!cookie) throw new Error('no staff cookie after signing in');
      writeFileSync(file, JSON.stringify(cookie));
      return;
    } finally {
      rmSync(lock, { force: true });
    }
  }
  throw new Error('admin-totp@ could not be signed in');
}

/**
 * Signs a demo admin in through the password and the second factor, landing on the role's home:
 * admin-totp@ once per run, shared by the journeys (see sharedTotpSignIn); the others by the SMS
 * code in the dev outbox.
 */
export async function adminSignIn(page: Page, request: APIRequestContext, who: AdminPersona = 'admin-totp') {
  if (who === 'admin-totp') return sharedTotpSignIn(page);
  // the code must be newer than any earlier one to this phone
  const id = await lastSmsId(request, PHONES[who]);
  await staffSignIn(page, who);
  await expect(page).toHaveURL(/sms-code-verification$/);
  const { code } = await smsCodeAfter(request, PHONES[who], id);
  await typeCode(page, code);
  await expect(page).not.toHaveURL(/second-factor-login/);
}
