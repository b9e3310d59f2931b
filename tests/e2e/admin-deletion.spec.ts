import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/a11y';
import { adminSignIn } from './support/admin';
import { logIn, persona } from './support/auth';
import { staffShots } from './support/staff';

// Issue 19, deletion slice: deletion-refused@ asks again for deletion on /customer/account (the
// password confirms it), admin-totp@ approves it with a reason, the customer's sign-in is refused,
// the audit status log shows the approval, and "Erase now" leaves nothing the customer search finds.

test.describe.configure({ mode: 'serial' });

const CUSTOMER = persona('deletion-refused');

test('the customer asks for deletion with the password', async ({ page }) => {
  await logIn(page, CUSTOMER);
  await expect(page).not.toHaveURL(/\/customer\/login/);
  await page.goto('/customer/account');
  const section = page.getByRole('region', { name: 'Delete my account' });
  await expect(section.getByTestId('deletion-request-state')).toContainText('was refused');
  await section.getByRole('button', { name: 'Delete my account…' }).click();
  const dialog = page.getByRole('alertdialog');
  await dialog.getByLabel('Your password').fill('not-my-password');
  await dialog.getByRole('button', { name: 'Ask to delete my account' }).click();
  await expect(dialog.getByText('The password is not right')).toBeVisible();
  await expect(dialog.getByLabel('Your password')).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page);
  await staffShots(page, 'deletion-account-dialog');
  await dialog.getByLabel('Your password').fill('Healthspan-demo-1');
  await dialog.getByRole('button', { name: 'Ask to delete my account' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(section.getByTestId('deletion-request-state')).toContainText('Our team will decide soon');
  await expect(section.getByRole('button', { name: 'Withdraw my request' })).toBeVisible();
});

test('an administrator approves it: sign-in refused, the audit shows it, "Erase now" leaves nothing', async ({
  page,
  request,
  browser,
}) => {
  // a long walk (request, customer view, sign-in, audit log, erasure) with two screenshots each step
  test.setTimeout(90_000);
  await adminSignIn(page, request, 'admin-totp');
  await page.goto('/admin/customer-delete-requests');
  await expect(page.getByRole('heading', { name: 'Customer deletion requests', level: 1 })).toBeVisible();
  await page.getByLabel('State').selectOption('pending');
  await page.getByRole('searchbox', { name: /Customer name, e-mail/ }).fill('deletion-refused@');
  await page.getByRole('button', { name: 'Search' }).click();
  const row = page.getByRole('row').filter({ hasText: CUSTOMER });
  await expect(row).toHaveCount(1);
  await row.getByRole('link', { name: /Request #\d+: open/ }).click();
  await expect(page).toHaveURL(/request=\d+/);
  const detail = page.getByRole('region', { name: /Request #\d+/ });
  await expect(detail.getByText(`Miguel Ortega (${CUSTOMER})`)).toBeVisible();
  await expectNoAxeViolations(page);
  await staffShots(page, 'deletion-requests');

  await detail.getByRole('button', { name: 'Approve…' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expect(dialog.getByText('Say why in at least 3 characters')).toBeVisible();
  await dialog.getByLabel('Reason (kept in the audit)').fill('Customer confirmed by phone');
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(detail.getByText('Approved', { exact: true })).toBeVisible();
  await expect(page.getByText('Reason: Customer confirmed by phone')).toBeVisible();
  await staffShots(page, 'deletion-approved');

  // the customer view says when the data goes, and offers no view-as (gap set "people")
  await detail.getByRole('link', { name: `Miguel Ortega (${CUSTOMER})` }).click();
  await expect(page).toHaveURL(/\/admin\/customers\/view\?id=\d+/);
  await expect(page.getByText(/Erasure approved — data will be erased on/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'View as customer' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await staffShots(page, 'people-erasure-approved');

  // the customer can no longer sign in
  const context = await browser.newContext();
  const customer = await context.newPage();
  await logIn(customer, CUSTOMER);
  await expect(customer.getByText(/This account is being deleted at your request/)).toBeVisible();
  await expect(customer).toHaveURL(/\/customer\/login/);
  await context.close();

  // the audit status log, filtered to approvals of deletion requests
  await page.goto('/admin/audit/status-log');
  await expect(page.getByRole('heading', { name: 'Audit status log', level: 1 })).toBeVisible();
  await page.getByLabel('From (UTC day)').fill('2026-02-02');
  await page.getByLabel('To (UTC day)').fill('2026-02-01');
  await page.getByRole('button', { name: 'Filter' }).click();
  await expect(page.getByText('The end date must be on or after the start date')).toBeVisible();
  await page.getByLabel('From (UTC day)').fill('');
  await page.getByLabel('To (UTC day)').fill('');
  await page.getByLabel('Record kind').fill('deletion-request');
  await page.getByLabel('Action').fill('approve');
  await page.getByRole('button', { name: 'Filter' }).click();
  await expect(page).toHaveURL(/entity=deletion-request/);
  const approval = page.getByText(/Deletion request #\d+ of Miguel Ortega approved/);
  await expect(approval).toBeVisible();
  await approval.click();
  await expect(page.getByText('Reason: Customer confirmed by phone')).toBeVisible();
  await expectNoAxeViolations(page);
  await staffShots(page, 'deletion-audit-log');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  expect((await download).suggestedFilename()).toBe('audit.csv');

  // erase now, and the customer is gone
  await page.goto('/admin/customer-delete-requests?state=approved');
  await page
    .getByRole('link', { name: /Request #\d+: open/ })
    .first()
    .click();
  await page.getByRole('button', { name: 'Erase now…' }).click();
  const erase = page.getByRole('dialog');
  await erase.getByLabel('Reason (kept in the audit)').fill('Customer asked for it today');
  await erase.getByRole('button', { name: 'Erase now' }).click();
  await expect(erase).toHaveCount(0);
  await expect(async () => {
    await page.reload();
    await expect(page.getByText('Erased: nothing of the customer remains.')).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 30_000 });
  await staffShots(page, 'deletion-erased');

  await page.goto(`/admin/customers?q=${encodeURIComponent(CUSTOMER)}`);
  await expect(page.getByText('No customer matches this search and these filters.')).toBeVisible();
});
