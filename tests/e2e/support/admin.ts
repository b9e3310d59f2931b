import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { generate } from 'otplib';
import {
  DEMO_LIMITED_PHONE,
  DEMO_OPS_PHONE,
  DEMO_SMS_PHONE,
  DEMO_TOTP_SECRET,
} from '../../../src/server/db/seed/demo-staff';
import { latestSmsCode, staffSignIn, typeCode } from './staff';

export type AdminPersona = 'admin-totp' | 'admin-sms' | 'admin-limited' | 'admin-ops';
const PHONES: Record<Exclude<AdminPersona, 'admin-totp'>, string> = {
  'admin-sms': DEMO_SMS_PHONE,
  'admin-limited': DEMO_LIMITED_PHONE,
  'admin-ops': DEMO_OPS_PHONE,
};

/**
 * Signs a demo admin in through the password and the second factor, landing on the role's home:
 * admin-totp@ by the authenticator code of the current step (a code another journey just used is
 * refused as replayed: then the next step's), the others by the SMS code in the dev outbox.
 */
export async function adminSignIn(page: Page, request: APIRequestContext, who: AdminPersona = 'admin-totp') {
  if (who === 'admin-totp') {
    await staffSignIn(page, who);
    await expect(page).toHaveURL(/verify-google-authenticator$/);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await typeCode(page, await generate({ secret: DEMO_TOTP_SECRET }));
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
      if (outcome === 'in') return;
      const secondsIntoStep = (Date.now() / 1000) % 30;
      await page.waitForTimeout((30 - secondsIntoStep + 0.5) * 1000);
    }
    throw new Error('admin-totp@ could not sign in with three authenticator codes');
  }
  // the code must be newer than any earlier one to this phone
  const earlier = await request.get(
    `/dev-outbox.json?channel=sms&recipient=${encodeURIComponent(PHONES[who])}`,
  );
  const id = ((await earlier.json()) as { id: number }[])[0]?.id ?? 0;
  await staffSignIn(page, who);
  await expect(page).toHaveURL(/sms-code-verification$/);
  const { code } = await latestSmsCode(request, PHONES[who], id);
  await typeCode(page, code);
  await expect(page).not.toHaveURL(/second-factor-login/);
}
