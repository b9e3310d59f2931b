import { expect, test } from '@playwright/test';
import { BACK_OFFICE_MESSAGES } from '../../src/contract/back-office';
import { expectNoAxeViolations } from './support/a11y';
import { adminSignIn } from './support/admin';
import { persona } from './support/auth';
import { staffShots } from './support/staff';

// Issue 18, insights slice: the admin home's figures, analytics, the demo area, and viewing the
// product as a customer (read-only, ended in one click). Nothing here changes a persona: other
// journeys use them on the same server at the same time.

test.describe.configure({ mode: 'serial' });

test('admin-totp@: the home figures, analytics charts and the demo personas', async ({ page, request }) => {
  test.setTimeout(120_000);
  await adminSignIn(page, request, 'admin-totp');
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Hello, Taylor Nguyen' })).toBeVisible();
  const figures = page.getByRole('region', { name: 'At a glance' });
  await expect(figures.getByRole('listitem')).toHaveCount(6);
  await expect(figures.getByRole('link', { name: /Open orders/ })).toHaveAttribute(
    'href',
    '/admin/store_order/view',
  );
  await expect(page.getByRole('navigation', { name: 'Admin menu' }).getByRole('listitem')).toHaveCount(5);
  await expectNoAxeViolations(page);
  await staffShots(page, 'insights-home');

  await page.goto('/admin/analytics');
  await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();
  const weekly = page.getByRole('img', { name: /sign-ups, tests activated/ });
  await expect(weekly.locator('svg')).toBeVisible();
  await expect(page.getByRole('img', { name: /activation state/ }).locator('svg')).toBeVisible();
  await page.getByLabel('Weeks shown').selectOption('52');
  await expect(page).toHaveURL(/weeks=52/);
  await expect(weekly.locator('svg')).toBeVisible();
  await page.getByText('Show the figures as a table').first().click();
  await expect(page.getByRole('table', { name: 'Weekly activity' })).toBeVisible();
  await expectNoAxeViolations(page);
  await staffShots(page, 'insights-analytics');

  await page.goto('/admin/demo');
  const table = page.getByRole('table', { name: 'Demo personas' });
  await expect(table.getByRole('cell', { name: persona('active'), exact: true })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Persona, role or note' }).fill('upload');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/q=upload/);
  await expect(table.getByRole('cell', { name: persona('active'), exact: true })).toHaveCount(0);
  // the reset is confirmed with a reason; cancelled here (the OCR upload journeys use upload@)
  await page.getByRole('button', { name: `Reset ${persona('upload')}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Reset the upload persona?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Reset the persona' }).click();
  await expect(dialog.getByText('Say why in at least 3 characters')).toBeVisible();
  await expectNoAxeViolations(page);
  await staffShots(page, 'insights-demo-confirm');
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expectNoAxeViolations(page);
  await staffShots(page, 'insights-demo');
});

test('admin-totp@ views the product as active@: banner, a save refused, End view back to the customer', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await adminSignIn(page, request, 'admin-totp');
  // the demo list links each customer persona to its customer view (and so gives its id)
  await page.goto(`/admin/demo?q=${encodeURIComponent(persona('active'))}`);
  const href = await page.getByRole('link', { name: persona('active'), exact: true }).getAttribute('href');
  const id = /id=(\d+)/.exec(href ?? '')?.[1];
  expect(id).toBeTruthy();

  await page.goto(`/admin/redirect-to-customer-dd?customerId=${id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'View as customer' })).toBeVisible();
  await page.getByRole('button', { name: 'View as the customer' }).click();
  await expect(page.getByText('Say why in at least 3 characters')).toBeVisible();
  await expect(page.getByLabel(/Reason/)).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page);
  await staffShots(page, 'insights-view-as');
  await page.getByLabel(/Reason/).fill('Customer asked why the dashboard looks empty');
  await page.getByRole('button', { name: 'View as the customer' }).click();

  await page.waitForURL(/\/customer\/summary\/dashboard/);
  const banner = page.getByRole('region', { name: 'Viewing as the customer' });
  await expect(banner).toContainText('Viewing as Alex Rivera — read-only.');
  await expect(banner).toContainText('Opened by Taylor Nguyen.');
  // the banner comes before the dashboard has loaded: axe waits for the page's heading
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back, Alex' })).toBeVisible();
  await expectNoAxeViolations(page);
  await staffShots(page, 'insights-view-as-dashboard');

  // a save answers the read-only message where the form shows its errors
  await page.goto('/customer/settings');
  const names = page.getByRole('region', { name: 'Your name', exact: true });
  await names.getByLabel('Last name').fill('Changed');
  await names.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(BACK_OFFICE_MESSAGES.readOnlyView).first()).toBeVisible();
  await expect(banner).toBeVisible();
  await staffShots(page, 'insights-view-as-refused');

  await banner.getByRole('button', { name: 'End view' }).click();
  await page.waitForURL(new RegExp(`/admin/customers/view\\?id=${id}$`));
  // the staff session was never touched: the back office is still signed in
  await expect(page.getByRole('link', { name: 'Log Out' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Viewing as the customer' })).toHaveCount(0);
  // the customer's audit names both ends of the view, and why it was opened
  const audit = page.getByRole('region', { name: 'Audit' });
  await expect(audit).toContainText('Viewed the product as Alex Rivera (read-only)');
  await expect(audit).toContainText('Reason: Customer asked why the dashboard looks empty');
  await expect(audit).toContainText('Ended the read-only view as Alex Rivera');
  // and the administrator's home lists the latest back-office changes
  await page.goto('/admin');
  await expect(page.getByRole('region', { name: 'Recent changes' })).toContainText(
    'Ended the read-only view as Alex Rivera',
  );
});

test('admin-ops@ has no Analytics entry and is refused on /admin/analytics', async ({ page, request }) => {
  await adminSignIn(page, request, 'admin-ops');
  await expect(page).toHaveURL(/\/admin$/);
  const figures = page.getByRole('region', { name: 'At a glance' });
  await expect(figures.getByRole('link', { name: /Review requests/ })).toHaveCount(0);
  await expect(figures.getByRole('link', { name: /Open orders/ })).toBeVisible();
  const menu = page.getByRole('navigation', { name: 'Admin menu' });
  const more = menu.getByRole('button', { name: 'View more' });
  if (await more.count()) await more.click();
  await expect(menu.getByRole('link', { name: 'Analytics' })).toHaveCount(0);
  await staffShots(page, 'insights-ops-home');

  await page.goto('/admin/analytics');
  await expect(page.getByText(/cannot open Analytics|not available to your role/)).toBeVisible();
  await expectNoAxeViolations(page);
});
