import { mkdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { formatDate } from '../../src/domain/dates';
import { expectNoAxeViolations } from './support/a11y';
import { adminSignIn } from './support/admin';
import { staffShots } from './support/staff';

// Issue 19, back office (data slice), as admin-totp@: export customers to CSV and read the file, run a
// utility script's dry run and read its log, open the discount-used report for a range. First a
// demo-store order with a code and a gift card (checkout slice), whose uses the report then shows.

test.describe.configure({ mode: 'serial' });

/** The server-rendered checkout at desktop and phone width, in /tmp/shots/checkout-<name>-<w>.png. */
async function checkoutShots(page: Page, name: string) {
  mkdirSync('/tmp/shots', { recursive: true });
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 800 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.screenshot({ path: `/tmp/shots/checkout-${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('buys at the demo store with a discount code and a gift card', async ({ page }) => {
  await page.goto('/demo-store/products/essentials');
  const code = page.getByLabel('Discount code');
  const card = page.getByLabel('Gift card code');
  const apply = page.getByRole('button', { name: 'Apply and see the price' });
  await code.fill('winter15');
  await apply.click();
  await expect(code).toHaveAttribute('aria-invalid', 'true');
  await expect(code).toHaveAccessibleDescription(
    /^This discount code ended on [A-Z][a-z]{2} \d{2}, \d{4}\.$/,
  );
  await expectNoAxeViolations(page);
  await checkoutShots(page, 'code-error');

  await code.fill('welcome10');
  await card.fill('DEMO-GIFT-100');
  await apply.click();
  const price = page.getByRole('region', { name: 'Your price' });
  await expect(price).toContainText(/Discount code WELCOME10\s*\u2212\$19\.90/);
  await expect(price).toContainText(/Gift card DEMO-GIFT-100\s*\u2212\$100/);
  await expect(price).toContainText(/To pay\s*\$79\.10/);
  await expect(code).toHaveValue('WELCOME10');
  await page.getByLabel('First name').fill('Cora');
  await page.getByLabel('Last name').fill('Saver');
  await page.getByLabel('E-mail').fill(`cora.${Date.now()}@example.test`);
  await page.getByLabel(/^Password for your Healthspan account/).fill('Cora-password-2026');
  await expectNoAxeViolations(page);
  await checkoutShots(page, 'breakdown');
  await page.getByRole('button', { name: 'Place order · $79.10' }).click();
  await expect(page).not.toHaveURL(/\/demo-store/, { timeout: 15_000 });
});

test('exports, a script dry run and the discount report', async ({ page, request }) => {
  test.setTimeout(180_000);
  await adminSignIn(page, request, 'admin-totp');

  // ── export queries ──
  await page.goto('/admin/export/query-list');
  await expect(page.getByRole('heading', { name: 'Export queries', level: 1 })).toBeVisible();
  const exportName = 'Active customers with contact details';
  await page.getByRole('button', { name: `Run ${exportName}` }).click();
  await expect(page).toHaveURL(/\?job=\d+/);
  const downloadButton = page.getByRole('button', { name: /^Download customers-\d+\.csv/ });
  await expect(downloadButton).toBeVisible({ timeout: 30_000 });
  const [download] = await Promise.all([page.waitForEvent('download'), downloadButton.click()]);
  const csv = await readFile(await download.path(), 'utf8');
  const lines = csv.trimEnd().split('\r\n');
  expect(lines[0]).toBe('Customer id,First name,Last name,E-mail,Activation state,Created');
  expect(lines.some((l) => l.includes(',active@demo.healthspan.test,ACTIVE,'))).toBe(true);
  await expectNoAxeViolations(page);
  await staffShots(page, 'data-exports');
  await page.getByRole('button', { name: 'New export' }).click();
  await expect(page.getByRole('heading', { name: 'New export' })).toBeVisible();
  await expectNoAxeViolations(page);
  await staffShots(page, 'data-export-form');

  // ── utility scripts ──
  await page.goto('/admin/utility-scripts/run');
  await expect(page.getByRole('heading', { name: 'Utility scripts', level: 1 })).toBeVisible();
  await page
    .getByRole('region', { name: 'Recompute InnerAge for all customers' })
    .getByRole('button', { name: 'Dry run' })
    .click();
  await expect(page).toHaveURL(/\?job=\d+/);
  await expect(
    page
      .getByRole('log')
      .getByText(/Would change InnerAge|Unchanged/)
      .first(),
  ).toBeVisible({
    timeout: 30_000,
  });
  await expectNoAxeViolations(page);
  await staffShots(page, 'data-scripts');

  // ── discount report ──
  await page.goto('/admin/reports/discount-used-report');
  await expect(page.getByRole('heading', { name: 'Discount-used report', level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: /^Totals, / })).toBeVisible();
  const today = new Date().toISOString().slice(0, 10);
  const from = new Date(Date.now() - 60 * 86_400_000).toISOString().slice(0, 10);
  await page.getByLabel('From', { exact: true }).fill(from);
  await page.getByLabel('To', { exact: true }).fill(today);
  await page.getByRole('button', { name: 'Show' }).click();
  const totals = page.getByRole('region', {
    name: `Totals, ${formatDate(from)} to ${formatDate(today)}`,
  });
  await expect(totals).toBeVisible();
  await expect(totals.getByText(/^\$[\d,]+\.\d\d$/)).toBeVisible();
  await expect(page.getByRole('table', { name: 'Uses by code' })).toContainText('WELCOME10');
  // the demo-store order of the first test: the card's use, at what it took off
  await expect(
    page.getByRole('table', { name: 'Uses by code' }).getByRole('row', { name: /DEMO-GIFT-100/ }),
  ).toContainText('$100.00');
  await expectNoAxeViolations(page);
  await staffShots(page, 'data-discounts');
});
