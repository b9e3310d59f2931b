import { mkdirSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/a11y';
import { DEMO_PASSWORD, logIn, newCustomer, persona } from './support/auth';
import { latestSmsCode } from './support/staff';

const SHOTS = '/tmp/shots';

async function shots(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/account-${name}-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.waitForTimeout(200);
  await page.screenshot({ path: `${SHOTS}/account-${name}-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
}

const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const fieldError = (area: Locator, name: string) => area.locator(`[data-field="${name}"]`);

async function save(area: Locator, button = 'Save', message: string | RegExp = 'Saved.') {
  await area.getByRole('button', { name: button }).click();
  await expect(area.getByRole('status')).toHaveText(message);
}

async function reloadPage(page: Page, heading: string) {
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Loading' })).toHaveCount(0);
}

const isoDaysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

test.describe('health profile (/customer/settings, 000 §7.3)', () => {
  test('every field changed survives a reload; invalid values show a message next to the field and change nothing', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const who = await newCustomer(request, 'Jamie');
    await logIn(page, who.email, who.password);
    await page.waitForURL(
      (url) => url.pathname.startsWith('/customer/') && !url.pathname.startsWith('/customer/login'),
    );
    await page.goto('/customer/settings');
    await expect(page.getByRole('heading', { level: 1, name: 'Health profile' })).toBeVisible();
    await expect(section(page, 'Your name')).toBeVisible();
    await expectNoAxeViolations(page);

    // invalid first: each message next to its field, nothing stored
    const names = section(page, 'Your name');
    await names.getByLabel('First name').fill('');
    await names.getByRole('button', { name: 'Save' }).click();
    await expect(fieldError(names, 'firstName')).toContainText('Enter your first name');
    await expect(names.getByLabel('First name')).toHaveAttribute('aria-invalid', 'true');
    await names.getByLabel('Last name').fill('Tester-Changed');
    await names.getByLabel('First name').fill("Jo O'Neil");
    await save(names);

    const about = section(page, 'About you');
    await about.getByLabel('Birth date').fill(isoDaysAgo(365 * 10));
    await about.getByRole('radio', { name: 'Female' }).check();
    await about.getByLabel('Ethnicity').selectOption({ index: 2 });
    await about.getByRole('button', { name: 'Save' }).click();
    await expect(fieldError(about, 'birthDate')).toContainText('at least 18 years old');
    await about.getByLabel('Birth date').fill('1985-04-12');
    await save(about);
    const ethnicity = await about.getByLabel('Ethnicity').inputValue();

    const identity = section(page, 'Gender identity');
    await identity.getByLabel('Gender identity').selectOption({ index: 1 });
    const identityValue = await identity.getByLabel('Gender identity').inputValue();
    await save(identity);

    const units = section(page, 'Units');
    await units.getByRole('radio', { name: /Imperial/ }).check();
    await save(units);

    const body = section(page, 'Body measurements');
    await body.getByLabel('Height (ft)').fill('12');
    await body.getByLabel('Weight (lb)').fill('160');
    await body.getByRole('button', { name: 'Save' }).click();
    await expect(fieldError(body, 'heightFeet')).toContainText(/Enter a height between/);
    await expect(body.getByLabel('Height (ft)')).toHaveValue('12'); // nothing typed is lost
    await body.getByLabel('Height (ft)').fill('5');
    await body.getByLabel('and inches').fill('9');
    await body.getByLabel('Waist (in)').fill('32');
    await body.getByLabel('Hip (in)').fill('38');
    await save(body);

    const woman = section(page, 'Women’s health');
    await woman.getByLabel('Reproductive stage').selectOption({ index: 1 });
    await woman.getByLabel('Contraception').selectOption({ index: 1 });
    await woman.getByLabel('Hormone therapy').selectOption({ index: 1 });
    await woman.getByLabel('First day of your last period').fill(isoDaysAgo(10));
    await woman.getByLabel('Cycle length (days)').fill('5');
    await woman.getByRole('button', { name: 'Save' }).click();
    await expect(fieldError(woman, 'cycleLengthDays')).toContainText('Enter between 15 and 60 days');
    await woman.getByLabel('Cycle length (days)').fill('28');
    await save(woman);
    await shots(page, 'settings');

    await reloadPage(page, 'Health profile');
    await expect(section(page, 'Your name').getByLabel('First name')).toHaveValue("Jo O'Neil");
    await expect(section(page, 'Your name').getByLabel('Last name')).toHaveValue('Tester-Changed');
    await expect(section(page, 'About you').getByLabel('Birth date')).toHaveValue('1985-04-12');
    await expect(section(page, 'About you').getByRole('radio', { name: 'Female' })).toBeChecked();
    await expect(section(page, 'About you').getByLabel('Ethnicity')).toHaveValue(ethnicity);
    await expect(section(page, 'Gender identity').getByLabel('Gender identity')).toHaveValue(identityValue);
    await expect(section(page, 'Units').getByRole('radio', { name: /Imperial/ })).toBeChecked();
    await expect(section(page, 'Body measurements').getByLabel('Height (ft)')).toHaveValue('5');
    await expect(section(page, 'Body measurements').getByLabel('and inches')).toHaveValue('9');
    await expect(section(page, 'Body measurements').getByLabel('Weight (lb)')).toHaveValue('160');
    await expect(section(page, 'Body measurements').getByLabel('Waist (in)')).toHaveValue('32');
    await expect(section(page, 'Body measurements').getByLabel('Hip (in)')).toHaveValue('38');
    await expect(section(page, 'Women’s health').getByLabel('Cycle length (days)')).toHaveValue('28');
    await expect(section(page, 'Women’s health').getByLabel('First day of your last period')).toHaveValue(
      isoDaysAgo(10),
    );
    // the header greets the new name
    await expect(page.getByRole('banner')).toContainText('Jo');
  });
});

test.describe('account (/customer/account, 000 §7.3)', () => {
  test('address, phone by SMS code, password, security question, permissions, sharing and e-mail survive a reload', async ({
    page,
    request,
  }) => {
    test.setTimeout(150_000);
    const who = await newCustomer(request, 'Avery');
    await logIn(page, who.email, who.password);
    await page.waitForURL(
      (url) => url.pathname.startsWith('/customer/') && !url.pathname.startsWith('/customer/login'),
    );
    await page.goto('/customer/account');
    await expect(section(page, 'Address')).toBeVisible();
    await expectNoAxeViolations(page);

    const address = section(page, 'Address');
    await address.getByLabel('Country').selectOption('US');
    await address.getByLabel('Street address').fill('12 Main Street');
    await address.getByLabel('City').fill('Springfield');
    await address.getByLabel('State or province').selectOption('NY');
    await address.getByLabel('ZIP or postal code').fill('ABC');
    await address.getByRole('button', { name: 'Save' }).click();
    await expect(fieldError(address, 'postalCode')).toContainText('Enter a ZIP code');
    await expect(address.getByLabel('Street address')).toHaveValue('12 Main Street');
    await address.getByLabel('ZIP or postal code').fill('10001');
    await save(address);

    const phone = '+15555550142';
    const phoneForm = section(page, 'Phone');
    await phoneForm.getByLabel('Phone number').fill('555');
    await phoneForm.getByRole('button', { name: 'Send code' }).click();
    await expect(fieldError(phoneForm, 'phone')).toContainText('international format');
    await phoneForm.getByLabel('Phone number').fill('+1 555 555 0142');
    await save(phoneForm, 'Send code', 'Code sent. Enter it below.');
    const { code } = await latestSmsCode(request, phone);
    const confirm = section(page, 'Confirm your phone');
    await confirm.getByLabel('Code').fill(code === '000000' ? '111111' : '000000');
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await expect(fieldError(confirm, 'code')).toContainText('That code is not right');
    await confirm.getByLabel('Code').fill(code);
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByTestId('verified-phone')).toHaveText(phone);

    const password = section(page, 'Password');
    await password.getByLabel('Current password').fill('not-my-password-1');
    await password.getByLabel('New password').fill('Brand-new-pass-7');
    await password.getByRole('button', { name: 'Change password' }).click();
    await expect(password.getByRole('alert')).toBeVisible();
    await password.getByLabel('Current password').fill(who.password);
    await password.getByLabel('New password').fill('short');
    await password.getByRole('button', { name: 'Change password' }).click();
    await expect(fieldError(password, 'newPassword')).not.toBeEmpty();
    await expect(fieldError(password, 'newPassword').locator('p').last()).toBeVisible();
    await password.getByLabel('New password').fill('Brand-new-pass-7');
    await save(password, 'Change password', 'Password changed.');

    const question = section(page, 'Security question');
    await question.getByLabel('Question').fill('What street did you grow up on?');
    await question.getByLabel('Answer').fill('Elm');
    await question.getByLabel('Your password').fill('Brand-new-pass-7');
    await save(question);

    const permissions = section(page, 'Who may see your results');
    await permissions.getByRole('radio', { name: 'Allow' }).first().check();
    await save(permissions);

    const share = section(page, 'Share your latest results');
    await share.getByLabel('Their name').fill('Dr Grey');
    await share.getByLabel('Their e-mail').fill('not-an-email');
    await share.getByRole('button', { name: 'Share' }).click();
    await expect(fieldError(share, 'sharedEmail')).toContainText('Enter a valid e-mail address');

    const email = section(page, 'E-mail');
    const newEmail = `changed-${Date.now()}@example.test`;
    await email.getByLabel('New e-mail').fill('nope');
    await email.getByLabel('Your password').fill('Brand-new-pass-7');
    await email.getByRole('button', { name: 'Change e-mail' }).click();
    await expect(fieldError(email, 'newEmail')).toContainText('Enter a valid e-mail address');
    await email.getByLabel('New e-mail').fill(newEmail);
    await email.getByRole('button', { name: 'Change e-mail' }).click();
    await expect(page.getByTestId('current-email')).toHaveText(newEmail);
    await shots(page, 'account');

    await reloadPage(page, 'Account');
    await expect(page.getByTestId('current-email')).toHaveText(newEmail);
    await expect(page.getByTestId('verified-phone')).toHaveText(phone);
    await expect(section(page, 'Address').getByLabel('Street address')).toHaveValue('12 Main Street');
    await expect(section(page, 'Address').getByLabel('City')).toHaveValue('Springfield');
    await expect(section(page, 'Address').getByLabel('State or province')).toHaveValue('NY');
    await expect(section(page, 'Address').getByLabel('ZIP or postal code')).toHaveValue('10001');
    await expect(section(page, 'Security question').getByLabel('Question')).toHaveValue(
      'What street did you grow up on?',
    );
    await expect(
      section(page, 'Who may see your results').getByRole('radio', { name: 'Allow' }).first(),
    ).toBeChecked();

    // the new e-mail and password sign in
    await page.context().clearCookies();
    await logIn(page, newEmail, 'Brand-new-pass-7');
    await page.waitForURL(
      (url) => url.pathname.startsWith('/customer/') && !url.pathname.startsWith('/customer/login'),
    );
  });
});

test.describe('profile completion and achievements (000 §2.4, §2.3)', () => {
  test('no-height@: the popup asks for height and weight until they are saved', async ({ page }) => {
    await logIn(page, persona('no-height'), DEMO_PASSWORD);
    const popup = page.getByRole('dialog', { name: 'Complete your health profile' });
    await expect(popup).toBeVisible();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `${SHOTS}/account-completion-1280.png` });
    await popup.getByRole('link', { name: /Add height and weight/ }).click();
    await expect(page).toHaveURL(/\/customer\/settings/);
    const body = section(page, 'Body measurements');
    await expect(body).toBeVisible();
    const metric = await body.getByLabel('Height (cm)').count();
    if (metric) {
      await body.getByLabel('Height (cm)').fill('170');
      await body.getByLabel('Weight (kg)').fill('68');
    } else {
      await body.getByLabel('Height (ft)').fill('5');
      await body.getByLabel('and inches').fill('7');
      await body.getByLabel('Weight (lb)').fill('150');
    }
    await save(body);
    await page.goto('/customer/summary/dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForTimeout(500);
    await expect(popup).toHaveCount(0);
  });

  test('active@: achievements are counted from the profile and the results', async ({ page }) => {
    await logIn(page, persona('active'), DEMO_PASSWORD);
    await page.waitForURL(/\/customer\/summary\/dashboard/);
    await page.goto('/customer/achievements');
    await expect(page.getByTestId('achievement')).toHaveCount(6);
    await expect(page.locator('[data-testid="achievement"][data-earned="true"]').first()).toBeVisible();
    await expect(page.getByTestId('achievements-earned')).toHaveText(/\d of 6 earned/);
    await expectNoAxeViolations(page);
    await shots(page, 'achievements');
  });
});

test.describe('permissions for coach teams and sharing (000 §6, §7.3)', () => {
  test('no-height@: withdrawing a coach team’s permission survives a reload', async ({ page }) => {
    await page.addInitScript(() =>
      window.sessionStorage.setItem('healthspan.profileCompletionDismissed', 'true'),
    );
    await logIn(page, persona('no-height'), DEMO_PASSWORD);
    await page.waitForURL(/\/customer\/summary\/dashboard/);
    await page.goto('/customer/account');
    const permissions = section(page, 'Who may see your results');
    const team = permissions.getByRole('group', { name: /Globex Movers/ });
    await expect(team.getByRole('radio', { name: 'Allow', exact: true })).toBeChecked();
    await team.getByRole('radio', { name: 'Don’t allow' }).check();
    await save(permissions);
    await reloadPage(page, 'Account');
    await expect(
      section(page, 'Who may see your results')
        .getByRole('group', { name: /Globex Movers/ })
        .getByRole('radio', { name: 'Don’t allow' }),
    ).toBeChecked();
  });

  test('active@: sharing the latest results lists the share after a reload', async ({ page }) => {
    await logIn(page, persona('active'), DEMO_PASSWORD);
    await page.waitForURL(/\/customer\/summary\/dashboard/);
    await page.goto('/customer/account');
    const share = section(page, 'Share your latest results');
    const name = `Dr Quinn ${Date.now()}`;
    await share.getByLabel('Their name').fill(name);
    await share.getByLabel('Their e-mail').fill('dr.quinn@example.test');
    await share.getByLabel('Fax (optional)').fill('12');
    await share.getByRole('button', { name: 'Share' }).click();
    await expect(fieldError(share, 'sharedFax')).toContainText('Enter a fax number');
    await share.getByLabel('Fax (optional)').fill('');
    await save(share, 'Share', 'Shared.');
    await reloadPage(page, 'Account');
    await expect(page.getByTestId('shares')).toContainText(name);
  });
});

test.describe('upload subscription and gift cards (000 §3, §7.3)', () => {
  test('active@: the upload subscription is shown, and gift-card codes answer their balance', async ({
    page,
  }) => {
    await logIn(page, persona('active'), DEMO_PASSWORD);
    await page.waitForURL(/\/customer\/summary\/dashboard/);
    await page.goto('/customer/account');
    await expect(page.getByTestId('upload-subscription')).toHaveText(
      /^Active; renews on [A-Z][a-z]{2} \d{2}, \d{4}\.$/,
    );
    const gift = section(page, 'Gift card balance');
    await gift.getByLabel('Gift card code').fill('x');
    await gift.getByRole('button', { name: 'Check balance' }).click();
    await expect(fieldError(gift, 'code')).toContainText('Enter the gift-card code');
    await gift.getByLabel('Gift card code').fill('demo-gift-50');
    await gift.getByRole('button', { name: 'Check balance' }).click();
    await expect(page.getByTestId('gift-card-balance')).toHaveText(
      /^Gift card DEMO-GIFT-50 has \$50\.00 left/,
    );
    await gift.getByLabel('Gift card code').fill('DEMO-GIFT-SPENT');
    await gift.getByRole('button', { name: 'Check balance' }).click();
    await expect(page.getByTestId('gift-card-balance')).toHaveText(
      'Gift card DEMO-GIFT-SPENT has been used up.',
    );
    await gift.getByLabel('Gift card code').fill('NO-SUCH-CARD');
    await gift.getByRole('button', { name: 'Check balance' }).click();
    await expect(fieldError(gift, 'code')).toContainText('No gift card has this code');
    await expect(page.getByTestId('gift-card-balance')).toHaveCount(0);
    await expectNoAxeViolations(page);
    await shots(page, 'account-gift-card');
  });
});
