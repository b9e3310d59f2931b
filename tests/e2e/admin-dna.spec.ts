import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/a11y';
import { adminSignIn } from './support/admin';
import { logIn, persona } from './support/auth';
import { inbox } from './support/coach';
import { staffShots } from './support/staff';

// Issue 18, DNA and companies: an administrator moves dna-kit-lab@'s kit to ready with the lab's
// file (the customer then sees it), and creates a company with a coach whose entry link is e-mailed.

test.describe.configure({ mode: 'serial' });

const FIXTURE = 'tests/e2e/fixtures/dna-kit-lab-result.txt';

test('an administrator marks a kit at the lab ready with its result file; the customer sees the result', async ({
  page,
  request,
  browser,
}) => {
  await adminSignIn(page, request, 'admin-totp');
  await page.goto('/admin/dna-kit/view');
  await expect(page.getByRole('heading', { name: 'DNA kits', level: 1 })).toBeVisible();
  await page.getByLabel('Kit id, serial number or e-mail').fill('dna-kit-lab@');
  await page.getByRole('button', { name: 'Search' }).click();
  const row = page.getByRole('row').filter({ hasText: persona('dna-kit-lab') });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('At the lab');
  await expectNoAxeViolations(page);
  await staffShots(page, 'dna-kits');

  await row.getByRole('link', { name: 'HSK-1000-0015' }).click();
  await expect(page.getByRole('heading', { name: 'DNA kit HSK-1000-0015', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mark sample failed' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mark mailed' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await staffShots(page, 'dna-kit');

  await page.getByRole('button', { name: 'Mark ready (upload the result)' }).click();
  const dialog = page.getByRole('dialog');
  // no file: the server's field error shows next to the file input
  await dialog.getByLabel('Reason (kept in the audit)').fill('Genotyping passed QC');
  await dialog.getByRole('button', { name: 'Upload and mark ready' }).click();
  await expect(dialog.getByText('Choose the lab’s raw-data file (.txt or .csv)')).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByLabel(/Lab result file/).setInputFiles(FIXTURE);
  await dialog.getByRole('button', { name: 'Upload and mark ready' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText('Ready', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('DNA kit HSK-1000-0015: result ready')).toBeVisible();
  await expect(page.getByText('Reason: Genotyping passed QC')).toBeVisible();

  await page.getByRole('link', { name: 'Open the report' }).click();
  await expect(page.getByRole('heading', { name: 'Report as the customer sees it' })).toBeVisible();
  await expect(page.getByTestId('trait-mthfr')).toBeVisible();
  await expectNoAxeViolations(page);
  await staffShots(page, 'dna-result');

  await page.goto('/admin/customers/dna');
  await expect(page.getByRole('row').filter({ hasText: persona('dna-kit-lab') })).toHaveCount(1);
  await expectNoAxeViolations(page);
  await staffShots(page, 'dna-results');
  await page.getByRole('link', { name: persona('dna-kit-lab'), exact: true }).click();
  await expect(page.getByText('The report reads this one')).toBeVisible();
  await expectNoAxeViolations(page);
  await staffShots(page, 'dna-customer');

  const context = await browser.newContext();
  const customer = await context.newPage();
  await logIn(customer, persona('dna-kit-lab'));
  await expect(customer).not.toHaveURL(/\/customer\/login/);
  await customer.goto('/customer/genetics-report');
  await expect(customer.getByTestId('kit-state')).toHaveText('Your kit’s result is in this report.');
  await expect(customer.getByTestId('dna-source')).toContainText('From your Healthspan DNA kit');
  await context.close();
});

test('an administrator creates a company, adds a coach (entry link e-mailed) and stock', async ({
  page,
  request,
}) => {
  const suffix = Date.now().toString(36);
  const company = `Initech ${suffix}`;
  const coach = `coach-${suffix}@example.test`;
  await adminSignIn(page, request, 'admin-totp');
  await page.goto('/admin/companies');
  await expect(page.getByRole('link', { name: 'Acme Health Co.' })).toBeVisible();
  await expectNoAxeViolations(page);
  await staffShots(page, 'dna-companies');

  await page.getByRole('button', { name: 'Create company' }).click();
  await page.getByRole('dialog').getByLabel('Company name').fill('acme health co.');
  await page.getByRole('dialog').getByRole('button', { name: 'Create company' }).click();
  await expect(page.getByRole('dialog').getByText('A company with this name already exists')).toBeVisible();
  await page.getByRole('dialog').getByLabel('Company name').fill(company);
  await page.getByRole('dialog').getByRole('button', { name: 'Create company' }).click();
  await expect(page.getByRole('heading', { name: company, level: 1 })).toBeVisible();

  await page.getByLabel('E-mail').fill(coach);
  await page.getByLabel('First name').fill('Nia');
  await page.getByLabel('Last name').fill('Lumbergh');
  await page.getByLabel('May open the orders page').check();
  await page.getByRole('button', { name: 'Add coach' }).click();
  await expect(page.getByText(`Coach added; an entry link was e-mailed to ${coach}.`)).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: coach })).toContainText('Allowed');
  await expect
    .poll(async () => (await inbox(request, coach))[0]?.body ?? '')
    .toMatch(/\/admin\/coach\/login-by-guid\/\S+/);

  await page.getByRole('button', { name: 'Add stock' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(/Quantity/).fill('5');
  await dialog.getByLabel('Reason (kept in the audit)').fill('Pilot stock');
  await dialog.getByRole('button', { name: 'Add stock' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText(`${company}: 5 ×`)).toBeVisible();
  await expectNoAxeViolations(page);
  await staffShots(page, 'dna-company');

  await page.getByRole('link', { name: 'Company orders', exact: true }).click();
  await expect(page.getByRole('heading', { name: `Orders of ${company}`, level: 1 })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: /admin-/ })).toContainText('5');
  await expectNoAxeViolations(page);
  await staffShots(page, 'dna-company-orders');
});
