import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { formatDate } from '../../src/domain/dates';
import { expectNoAxeViolations } from './support/a11y';
import { adminSignIn } from './support/admin';
import { staffShots } from './support/staff';

// Issue 19, back office (data slice), as admin-totp@: export customers to CSV and read the file, run a
// utility script's dry run and read its log, open the discount-used report for a range.

test.describe.configure({ mode: 'serial' });

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
  await expectNoAxeViolations(page);
  await staffShots(page, 'data-discounts');
});
