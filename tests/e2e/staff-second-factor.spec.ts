import { expect, test } from '@playwright/test';
import { DEMO_SMS_PHONE } from '../../src/server/db/seed/demo-staff';
import { expectNoAxeViolations } from './support/a11y';
import { lastSmsId, latestSmsCode, smsCodeAfter, staffShots, staffSignIn, typeCode } from './support/staff';

/**
 * The second-factor edges, on the second server (fresh data, untouched by staff-auth.spec.ts, whose
 * journeys set up admin-new's authenticator): phone set-up, an expired SMS code, the lock after too
 * many wrong codes. That server resends codes after 2 s (SMS_RESEND_SECONDS, playwright.config.ts).
 */
const port = Number(process.env.E2E_SHORT_SESSION_PORT ?? 4318);
test.use({ baseURL: `http://127.0.0.1:${port}` });
test.describe.configure({ mode: 'serial' });

const NEW_PHONE = '+15555550177';

test('phone set-up: a bad number is named at the field, a good one gets a code that signs in', async ({
  page,
  request,
}) => {
  await staffSignIn(page, 'admin-new');
  await expect(page).toHaveURL(/set-up-google-authenticator$/);
  await page.getByRole('button', { name: 'Use text messages instead' }).click();
  await expect(page).toHaveURL(/\/admin\/second-factor-login\/phone-verification$/);
  await expect(page.getByRole('heading', { name: 'Verify your phone' })).toBeVisible();
  await expectNoAxeViolations(page);

  const phone = page.getByLabel('Mobile phone');
  await phone.fill('555');
  await page.getByRole('button', { name: 'Text me a code' }).click();
  await expect(phone).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText(/international format|phone number/i).last()).toBeVisible();
  await staffShots(page, 'phone-error');

  await phone.fill(NEW_PHONE);
  await page.getByRole('button', { name: 'Text me a code' }).click();
  await expect(page).toHaveURL(/sms-code-verification$/);
  await expect(page.getByText('+1••••••0177')).toBeVisible();
  const { code } = await latestSmsCode(request, NEW_PHONE);
  await typeCode(page, code);
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: /Hello/ })).toBeVisible();
});

test('an expired SMS code is refused with a clear message; a new code signs in', async ({
  page,
  request,
}) => {
  // the page's clock jumps the 5 minutes; the server's own expiry is covered in staff-auth.int.test.ts
  await page.clock.install();
  const earlier = await lastSmsId(request, DEMO_SMS_PHONE);
  await staffSignIn(page, 'admin-sms');
  await expect(page).toHaveURL(/sms-code-verification$/);
  const first = await smsCodeAfter(request, DEMO_SMS_PHONE, earlier);
  // the server's resend cooldown runs on real time (SMS_RESEND_SECONDS=2 on this server), not the page's
  const resendAllowedAt = Date.now() + 2_500;
  await page.clock.fastForward('05:01');
  await expect(page.getByRole('alert')).toHaveText('This code has expired. Send a new one.');
  await expect(page.getByRole('textbox', { name: 'Digit 1 of 6' })).toBeDisabled();
  await expectNoAxeViolations(page);
  await staffShots(page, 'sms-expired');

  await new Promise((resolve) => setTimeout(resolve, Math.max(0, resendAllowedAt - Date.now())));
  await page.getByRole('button', { name: 'Send a new code' }).click();
  const second = await latestSmsCode(request, DEMO_SMS_PHONE, first.id);
  await expect(page.getByRole('textbox', { name: 'Digit 1 of 6' })).toBeEnabled();
  await typeCode(page, second.code);
  await expect(page).toHaveURL(/\/admin$/);
});

test('too many wrong codes lock the second factor with the wait named', async ({ page }) => {
  await staffSignIn(page, 'admin-totp');
  await expect(page).toHaveURL(/verify-google-authenticator$/);
  const alert = page.getByRole('alert');
  // SECOND_FACTOR_MAX_FAILURES (10) wrong codes, then the next is refused before it is checked
  for (let attempt = 1; attempt <= 10; attempt += 1) {
    await typeCode(page, String(100000 + attempt));
    await expect(alert).toContainText('That code is not right.');
    await expect(page.getByRole('textbox', { name: 'Digit 1 of 6' })).toBeEnabled();
  }
  await typeCode(page, '123123');
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.getByRole('alert')).toHaveText(
    /^Too many wrong codes\. Please wait \d+ minutes? and try again\.$/,
  );
  await expectNoAxeViolations(page);
  await staffShots(page, 'locked');
});
