import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/a11y';
import { adminSignIn } from './support/admin';
import { logIn, persona } from './support/auth';
import { staffShots } from './support/staff';

// Issue 18, back office (panels slice), as admin-totp@: create a custom panel, teach the reader a
// lab's name for a marker, review ocr-review@'s report (the new name now read), correct a value and
// publish it with a reason; ocr-review@ then sees the value in their bloodwork.

test.describe.configure({ mode: 'serial' });

const stamp = Date.now().toString(36);

test('custom panels, marker names and a published review', async ({ page, request, browser }) => {
  test.setTimeout(180_000);
  await adminSignIn(page, request, 'admin-totp');

  // ── custom panels ──
  await page.goto('/admin/custom-panels');
  await expect(page.getByRole('heading', { name: 'Custom panels', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Metabolic follow-up' })).toBeVisible();
  await expectNoAxeViolations(page);
  await staffShots(page, 'panels-list');

  await page.getByRole('link', { name: 'Create panel' }).click();
  await expect(page.getByRole('heading', { name: 'Create custom panel', level: 1 })).toBeVisible();
  const name = `Liver check ${stamp}`;
  await page.getByRole('button', { name: 'Create panel' }).click();
  await expect(page.getByText('Give the panel a name')).toBeVisible();
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Find a marker').fill('AST');
  await page.getByRole('checkbox', { name: /\(AST,/ }).check();
  await page.getByLabel('Find a marker').fill('ALT');
  await page.getByRole('checkbox', { name: /\(ALT,/ }).check();
  await page.getByLabel('Find a marker').fill('');
  await expect(page.getByRole('heading', { name: 'Chosen markers (2)' })).toBeVisible();
  await expectNoAxeViolations(page);
  await staffShots(page, 'panels-create');
  await page.getByRole('button', { name: 'Create panel' }).click();
  await expect(page).toHaveURL(/\/admin\/custom-panels\/edit\?id=\d+$/);
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue(name);
  await expect(page.getByRole('region', { name: 'Audit' })).toContainText(
    `Custom panel “${name}” created with 2 markers`,
  );
  await expectNoAxeViolations(page);
  await staffShots(page, 'panels-edit');

  // ── marker names ──
  await page.goto('/admin/marker/marker-add-name');
  await expect(page.getByRole('heading', { name: 'Marker names', level: 1 })).toBeVisible();
  await page.getByLabel('Marker', { exact: true }).selectOption('FERRITIN');
  await page.getByLabel('Name as the lab prints it').fill('Ferritin');
  await page.getByRole('button', { name: 'Add name' }).click();
  await expect(page.getByText(/already known as/)).toBeVisible();
  await page.getByLabel('Name as the lab prints it').fill('Ferritine serique');
  await page.getByRole('button', { name: 'Add name' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'now reads as' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Ferritine serique', exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Recent changes to names' })).toContainText(
    'OCR name “Ferritine serique” added for',
  );
  await expectNoAxeViolations(page);
  await staffShots(page, 'panels-marker-names');

  // ── review requests ──
  await page.goto('/admin/marker/review-requests');
  await expect(page.getByRole('heading', { name: 'Marker review requests', level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);
  await staffShots(page, 'panels-review-queue');
  await page
    .getByRole('link', { name: /Olivia Renaud/ })
    .first()
    .click();
  await expect(page).toHaveURL(/review-requests\?id=\d+$/);
  // the name just added is read: ferritin is prefilled
  const ferritin = page.getByLabel('Value of Ferritin', { exact: false });
  await expect(ferritin).toHaveValue('64', { timeout: 30_000 });
  await expect(page.getByRole('link', { name: 'Download' })).toBeVisible();
  const a1c = page.getByLabel(/Value of (Hemoglobin A1c|HbA1c)/);
  await a1c.fill('5.7');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText('Draft saved.')).toBeVisible();
  await expectNoAxeViolations(page);
  await staffShots(page, 'panels-review');

  await page.getByRole('button', { name: 'Publish to the customer' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(/Reason/).fill('Checked each value against the PDF');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Publish' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(/^Published/).first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Audit' })).toContainText(
    'values published to the customer’s blood results',
  );
  await expect(page.getByRole('region', { name: 'Audit' })).toContainText(
    'Reason: Checked each value against the PDF',
  );
  await staffShots(page, 'panels-review-published');

  // ── the customer sees it ──
  const context = await browser.newContext();
  const customer = await context.newPage();
  await logIn(customer, persona('ocr-review'));
  await customer.waitForURL((url) => !url.pathname.includes('/login'));
  await customer.goto('/customer/bloodwork/table');
  const table = customer.getByRole('region', { name: 'Results table' });
  await expect(table.locator('[data-testid="table-row"][data-abbr="HBA1C"] td').first()).toContainText('5.7');
  await context.close();
});
