import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/a11y';
import { adminSignIn } from './support/admin';
import { staffShots } from './support/staff';

// Issue 19, slice "bulk": an administrator imports the sample CSV (the dry run names its three bad
// lines), imports the rest with progress to the end and finds a customer in the list; then grants
// InnerAge to pasted e-mails in bulk and reads the per-customer results; deactivates one and
// reactivates them from their customer view.

test.describe.configure({ mode: 'serial' });

const SAMPLE = 'docs/samples/customers-import.csv';

test('import the sample CSV: the dry run names three bad lines, the rest is imported', async ({
  page,
  request,
}) => {
  await adminSignIn(page, request, 'admin-totp');
  await page.goto('/admin/customers-csv-import');
  await expect(page.getByRole('heading', { name: 'Customer CSV import', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Download the template' })).toBeVisible();
  // no file: the field says so
  await page.getByRole('button', { name: 'Check the file (dry run)' }).click();
  await expect(page.getByText('Choose a CSV file')).toBeVisible();
  await expectNoAxeViolations(page);
  await staffShots(page, 'bulk-import');

  await page.getByLabel('CSV file of customers').setInputFiles(SAMPLE);
  await page.getByRole('button', { name: 'Check the file (dry run)' }).click();
  await expect(page).toHaveURL(/import=\d+/);
  const problems = page.getByRole('table', { name: 'Problems found by the dry run' });
  await expect(problems.getByRole('row')).toHaveCount(4); // header + three
  await expect(problems.getByRole('row').nth(1)).toContainText('4emailEnter a valid e-mail address');
  await expect(problems.getByRole('row').nth(2)).toContainText('5last_nameEnter your last name');
  await expect(problems.getByRole('row').nth(3)).toContainText('6date_of_birthUse a YYYY-MM-DD date');
  await expectNoAxeViolations(page);
  await staffShots(page, 'bulk-dry-run');

  await page.getByLabel(/Update them/).check();
  await page.getByRole('button', { name: 'Import 4 customers' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Reason (kept in the audit)').fill('New client onboarding');
  await dialog.getByRole('button', { name: 'Start the import' }).click();
  await expect(page).toHaveURL(/job=\d+/);
  await expect(
    page.getByRole('log', { name: /Import customers from customers-import.csv: log/ }),
  ).toContainText('grace.hopper@import-demo.example.com');
  await expect(page.getByText('Finished').first()).toBeVisible({ timeout: 20_000 });
  // a reload keeps the job
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Import progress' })).toBeVisible();
  await expect(page.getByText('Finished').first()).toBeVisible();
  await expectNoAxeViolations(page);
  await staffShots(page, 'bulk-import-done');

  await page.goto('/admin/customers?q=grace.hopper%40import-demo');
  await expect(page.getByRole('row').filter({ hasText: 'grace.hopper@import-demo.example.com' })).toHaveCount(
    1,
  );
});

test('grant InnerAge to pasted e-mails in bulk and read the per-customer results', async ({
  page,
  request,
}) => {
  await adminSignIn(page, request, 'admin-totp');
  await page.goto('/admin/bulk-user-action');
  await expect(page.getByRole('heading', { name: 'Bulk user actions', level: 1 })).toBeVisible();
  await page
    .getByLabel(/Customer ids/)
    .fill(
      'alan.turing@import-demo.example.com\nbarbara.liskov@import-demo.example.com\nnobody@nowhere.example.com',
    );
  await page.getByLabel('Action', { exact: true }).selectOption('grant-addon');
  await page.getByLabel('Add-on').selectOption('innerage');
  await page.getByRole('button', { name: 'Preview' }).click();
  const preview = page.getByRole('table', { name: 'Customers the action affects' });
  await expect(preview.getByRole('row')).toHaveCount(3);
  await expect(page.getByText('nobody@nowhere.example.com', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  await staffShots(page, 'bulk-preview');

  await page.getByRole('button', { name: 'Run for 2 customers' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Reason (kept in the audit)').fill('Launch promotion');
  await dialog.getByRole('button', { name: 'Run it' }).click();
  await expect(page).toHaveURL(/job=\d+/);
  const log = page.getByRole('log', { name: /Grant InnerAge for 2 customers: log/ });
  await expect(page.getByText('Finished').first()).toBeVisible({ timeout: 20_000 });
  await expect(log).toContainText('alan.turing@import-demo.example.com');
  await expect(log).toContainText('barbara.liskov@import-demo.example.com');
  await expectNoAxeViolations(page);
  await staffShots(page, 'bulk-results');
});

test('deactivate a customer in bulk, then reactivate them from their view', async ({ page, request }) => {
  await adminSignIn(page, request, 'admin-totp');
  await page.goto('/admin/bulk-user-action');
  await page.getByLabel(/Customer ids/).fill('alan.turing@import-demo.example.com');
  await page.getByLabel('Action', { exact: true }).selectOption('deactivate');
  await page.getByRole('button', { name: 'Preview' }).click();
  await page.getByRole('button', { name: 'Run for 1 customer' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Reason (kept in the audit)').fill('Left the client programme');
  await dialog.getByRole('button', { name: 'Run it' }).click();
  await expect(page.getByText('Finished').first()).toBeVisible({ timeout: 20_000 });

  await page.goto('/admin/customers?q=alan.turing%40import-demo');
  await page.getByRole('link', { name: 'Alan Turing' }).click();
  const status = page.getByTestId('customer-status');
  await expect(status).toContainText(/Deactivated on .+: the customer cannot sign in/);
  await expectNoAxeViolations(page);
  await staffShots(page, 'people-deactivated');

  await status.getByRole('button', { name: 'Reactivate' }).click();
  const confirm = page.getByRole('dialog');
  await confirm.getByRole('button', { name: 'Reactivate' }).click();
  await expect(confirm.getByText('Say why in at least 3 characters')).toBeVisible();
  await confirm.getByLabel('Reason (kept in the audit)').fill('Back on the programme');
  await confirm.getByRole('button', { name: 'Reactivate' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(page.getByTestId('customer-status')).toHaveCount(0);
  await expect(page.getByText('reactivated, sign-in allowed again').first()).toBeVisible();
});

test('the demo’s finished import: its log names who was imported, updated and refused', async ({
  page,
  request,
}) => {
  await adminSignIn(page, request, 'admin-totp');
  await page.goto('/admin/customers-csv-import');
  await page.getByRole('button', { name: 'Import customers from new-clients-demo.csv' }).click();
  await expect(page).toHaveURL(/job=\d+/);
  const log = page.getByRole('log', { name: /Import customers from new-clients-demo.csv: log/ });
  await expect(log).toContainText('frances.allen@seeded-import.example.com updated');
  await expect(log).toContainText('Line 6, email:');
  await expect(log).toContainText('Line 7, date_of_birth:');
  await expectNoAxeViolations(page);
  await staffShots(page, 'people-import-history');
});
