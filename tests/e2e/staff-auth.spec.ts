import { expect, test } from '@playwright/test';
import { generate } from 'otplib';
import { DEMO_LIMITED_PHONE, DEMO_SMS_PHONE } from '../../src/server/db/seed/demo-staff';
import { expectNoAxeViolations } from './support/a11y';
import { typeFreshTotpCode } from './support/admin';
import { persona } from './support/auth';
import {
  lastSmsId,
  smsCodeAfter,
  staffShots as shoot,
  staffSignIn as signIn,
  typeCode,
} from './support/staff';

// The demo personas are shared by every test: one at a time.
test.describe.configure({ mode: 'serial' });

test('SMS path: a wrong code is refused with attempts left, the texted code signs in; the menu shows 5 and View more', async ({
  page,
  request,
}) => {
  await page.goto('/admin/login');
  await expect(page.getByRole('heading', { name: 'Staff sign-in' })).toBeVisible();
  await expectNoAxeViolations(page);
  await shoot(page, 'login');
  // a retry of this journey must type the code of its own sign-in, not the one its first run spent
  const earlier = await lastSmsId(request, DEMO_SMS_PHONE);
  await signIn(page, 'admin-sms');
  await expect(page).toHaveURL(/\/admin\/second-factor-login\/sms-code-verification$/);
  await expect(page.getByText('+1••••••0100')).toBeVisible();
  await expect(page.getByText(/You can ask for a new code in \d+ s/)).toBeVisible();
  await expectNoAxeViolations(page);
  const { code } = await smsCodeAfter(request, DEMO_SMS_PHONE, earlier);
  const wrong = code === '000000' ? '111111' : '000000';
  await typeCode(page, wrong);
  await expect(page.getByRole('alert')).toContainText(/That code is not right\. \d attempts? left/);
  await typeCode(page, code);
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: /Hello/ })).toBeVisible();
  const menu = page.getByRole('navigation', { name: 'Admin menu' }).getByRole('listitem');
  await expect(menu).toHaveCount(5);
  await expect(page.getByRole('link', { name: 'Log Out' })).toHaveAttribute('href', '/admin/login/logout');
  await expect(page.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expectNoAxeViolations(page);
  await shoot(page, 'home');
  await page.getByRole('button', { name: 'View more' }).click();
  expect(await menu.count()).toBeGreaterThan(6);

  await menu.getByRole('link', { name: 'Customers', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/customers$/);
  // Under CI load one run's Search click left the URL unchanged (the field kept its text): the search
  // is asked again until the list's URL names it, so a lost first click does not fail the journey.
  await expect(async () => {
    await page.getByRole('searchbox', { name: 'Name or e-mail' }).fill('dna-only@');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\?q=dna-only%40$/, { timeout: 2000 });
  }).toPass({ timeout: 15_000 });
  await expect(page.getByRole('cell', { name: persona('dna-only') })).toBeVisible();
  await expect(page.getByText('1 customer · page 1 of 1')).toBeVisible();
  await expectNoAxeViolations(page);
  await shoot(page, 'customers');
  await page.goto('/admin/companies');
  await expect(page.getByRole('cell', { name: 'Acme Health Co.' })).toBeVisible();
  await page.getByRole('link', { name: 'Log Out' }).click();
  await expect(page.getByText('You are signed out of the staff area.')).toBeVisible();
});

test('existing authenticator: the current code signs in, the same code again is refused as replayed', async ({
  page,
}) => {
  await signIn(page, 'admin-totp');
  await expect(page).toHaveURL(/verify-google-authenticator$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible(); // past "Checking your sign-in…"
  await expectNoAxeViolations(page);
  // early in a step, so the replay below falls in the same one (another journey may have used this
  // step's code already: then the next step's signs in)
  if ((Date.now() / 1000) % 30 > 15)
    await page.waitForTimeout((30 - ((Date.now() / 1000) % 30) + 0.5) * 1000);
  const code = await typeFreshTotpCode(page);
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto('/admin/login/logout');
  await expect(page.getByText('You are signed out of the staff area.')).toBeVisible();
  await signIn(page, 'admin-totp');
  await expect(page).toHaveURL(/verify-google-authenticator$/);
  await typeCode(page, code);
  await expect(page.getByRole('alert')).toContainText('This code was already used. Wait for the next one.');
});

test('authenticator set-up: the QR code and the key shown, a code computed from that key signs in', async ({
  page,
}) => {
  await signIn(page, 'admin-new');
  await expect(page).toHaveURL(/set-up-google-authenticator$/);
  await expect(page.getByAltText('QR code to scan with your authenticator app')).toBeVisible();
  await expectNoAxeViolations(page);
  await shoot(page, 'qr');
  const secret = (await page.getByTestId('totp-secret').innerText()).replace(/\s/g, '');
  await typeCode(page, await generate({ secret }));
  await expect(page).toHaveURL(/\/admin$/);
});

test('a narrow role sees only its entries (no View more); a 403 shows the VPN alert', async ({
  page,
  request,
}) => {
  const earlier = await lastSmsId(request, DEMO_LIMITED_PHONE);
  await signIn(page, 'admin-limited');
  await expect(page).toHaveURL(/sms-code-verification$/);
  const { code } = await smsCodeAfter(request, DEMO_LIMITED_PHONE, earlier);
  await typeCode(page, code);
  await expect(page).toHaveURL(/\/admin$/);
  const menu = page.getByRole('navigation', { name: 'Admin menu' }).getByRole('listitem');
  expect(await menu.count()).toBeLessThanOrEqual(6);
  await expect(page.getByRole('button', { name: 'View more' })).toHaveCount(0);

  // a real 403: the Support role may list customers, not companies
  const dialog = page.waitForEvent('dialog');
  await page.goto('/admin/companies');
  const alert = await dialog;
  expect(alert.message()).toBe('Please enable corporate VPN and reload the page to continue.');
  await alert.dismiss();
  await expect(page.getByText('Your role (Support) cannot open Companies.', { exact: false })).toBeVisible();
  await page.goto('/admin/customers');
  await expect(page.getByText(/\d+ customers · page 1 of \d+/)).toBeVisible();
});

test('coach entry by guid lands on the team overview naming coach and company', async ({ page, request }) => {
  // The link is random, made at start: the coach's inbox (the outbox) has it.
  const response = await request.get(
    `/dev-outbox.json?channel=email&recipient=${encodeURIComponent(persona('coach'))}`,
  );
  const [message] = (await response.json()) as Array<{ body: string }>;
  const link = /\/admin\/coach\/login-by-guid\/[\w-]+/.exec(message?.body ?? '')?.[0];
  expect(link).toBeDefined();
  await page.goto(link!);
  await expect(page).toHaveURL(/\/admin\/coach\/team-overview$/);
  await expect(page.getByRole('heading', { name: 'Team overview' })).toBeVisible();
  await expect(page.getByText('Casey Morgan · Acme Health Co.')).toBeVisible();
});

test('forgot password: the e-mailed link sets a new password that signs in', async ({ page, request }) => {
  await page.goto('/admin/login');
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await page.getByLabel('E-mail').fill(persona('admin-new'));
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByText(/the link is on its way/)).toBeVisible();
  let link = '';
  await expect
    .poll(async () => {
      const response = await request.get(
        `/dev-outbox.json?channel=email&recipient=${encodeURIComponent(persona('admin-new'))}`,
      );
      const [message] = (await response.json()) as Array<{ body: string }>;
      link = /\/admin\/login\/reset-password\?guid=[\w-]+/.exec(message?.body ?? '')?.[0] ?? '';
      return link;
    })
    .toBeTruthy();
  await page.goto(link);
  await page.getByLabel('New password').fill('Healthspan-demo-2-new');
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(page.getByText('Your password is changed.')).toBeVisible();
  await page.goto('/admin/login');
  await page.getByLabel('E-mail').fill(persona('admin-new'));
  await page.getByLabel('Password').fill('Healthspan-demo-2-new');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/second-factor-login/);
});
