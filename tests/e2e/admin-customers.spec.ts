import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/a11y';
import { adminSignIn } from './support/admin';
import { persona } from './support/auth';
import { staffShots } from './support/staff';

// Issue 18, customers slice: as admin-totp@, find orders@ by e-mail, open the customer, book and then
// move the draw of an order with a reason, see the change and its audit on the customer; add, edit
// and delete a note. orders.spec.ts activates orders@'s Home Kit and gives its Essentials away at
// the same time: the Home Kit's draw can be edited whichever runs first.

test.describe.configure({ mode: 'serial' });

/** `YYYY-MM-DDTHH:mm` in this machine's time zone, `days` ahead at 10:30 (the datetime-local input's value). */
function localInput(days: number) {
  const d = new Date(Date.now() + days * 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T10:30`;
}

async function openOrdersCustomer(page: Page) {
  await page.goto('/admin/customers');
  await expect(page.getByRole('heading', { level: 1, name: 'Customers' })).toBeVisible();
  await page.getByRole('searchbox', { name: /Name or e-mail/ }).fill(persona('orders'));
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\?q=orders%40/);
  await expect(page.getByRole('cell', { name: persona('orders') })).toBeVisible();
}

test('admin-totp@ finds orders@, edits an order’s draw with a reason, and keeps notes', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await adminSignIn(page, request, 'admin-totp');

  await openOrdersCustomer(page);
  // sorting is on the server and the header says so
  await page.getByRole('button', { name: /^E-mail/ }).click();
  await expect(page).toHaveURL(/sort=email&dir=asc/);
  await expect(page.getByRole('columnheader', { name: /E-mail/ })).toHaveAttribute('aria-sort', 'ascending');
  await expectNoAxeViolations(page);
  await staffShots(page, 'customers-list');

  await page.getByRole('link', { name: 'Olivia Grant' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Olivia Grant' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Orders' })).toContainText('Completed');
  await expect(page.getByRole('region', { name: 'Notes' })).toContainText('receipt for her employer');
  await expect(page.getByRole('region', { name: 'Audit' })).toContainText('Note added');
  await expect(page.getByRole('link', { name: 'View as customer' })).toHaveAttribute(
    'href',
    /\/admin\/redirect-to-customer-dd\?customerId=\d+/,
  );
  await expectNoAxeViolations(page);
  await staffShots(page, 'customers-view');

  // the Home Kit order: book a draw (field errors first), then move its address
  const homeKit = page
    .getByRole('region', { name: 'Orders' })
    .getByRole('row')
    .filter({ hasText: 'Home Kit' });
  await homeKit.getByRole('link', { name: /^Edit order #\d+$/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Edit order #\d+$/ })).toBeVisible();
  const orderId = /#(\d+)/.exec((await page.getByRole('heading', { level: 1 }).textContent()) ?? '')![1]!;
  await page.getByLabel('Draw date and time').fill(localInput(3));
  await page.getByLabel('Phone for the phlebotomist').fill('415 555 0100');
  await page.getByLabel('Street address').fill('1 Market Street');
  await page.getByLabel('City').fill('San Francisco');
  await page.getByLabel('State (e.g. CA)').fill('ZZ');
  await page.getByLabel('ZIP code').fill('941');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByLabel('ZIP code')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('ZIP code')).toHaveAccessibleDescription(/ZIP/);
  await expect(page.getByLabel('Reason (kept in the audit)')).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page);
  await staffShots(page, 'customers-order-edit');
  // the request's shape first (ZIP, reason), then the booking rules (a US state)
  await page.getByLabel('ZIP code').fill('94105');
  await page.getByLabel('Reason (kept in the audit)').fill('Customer asked for a home visit');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByLabel('State (e.g. CA)')).toHaveAccessibleDescription(/state/i);
  await page.getByLabel('State (e.g. CA)').fill('CA');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Order #${orderId} saved.` })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Olivia Grant' })).toBeVisible();

  await page
    .getByRole('region', { name: 'Orders' })
    .getByRole('link', { name: `Edit order #${orderId}` })
    .click();
  await expect(page.getByLabel('Street address')).toHaveValue('1 Market Street');
  await page.getByLabel('Street address').fill('10 Howard Street');
  await page.getByLabel('Reason (kept in the audit)').fill('Moved to the office address');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Order #${orderId} saved.` })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Orders' })).toContainText('10 Howard Street');
  const audit = page.getByRole('region', { name: 'Audit' });
  await expect(audit).toContainText(`Order #${orderId}: draw address changed`);
  await expect(audit).toContainText('Reason: Moved to the office address');
  await expect(audit).toContainText(`Order #${orderId}: draw booked`);

  // a note: add, edit, delete (confirmed)
  const notes = page.getByRole('region', { name: 'Notes' });
  await notes.getByLabel('New note').fill('E2E: prefers afternoon calls.');
  await notes.getByRole('button', { name: 'Add note' }).click();
  await expect(notes).toContainText('E2E: prefers afternoon calls.');
  const mine = notes.getByRole('listitem').filter({ hasText: 'E2E: prefers afternoon calls.' });
  await mine.getByRole('button', { name: 'Edit note' }).click();
  await notes.getByLabel('Edit the note').fill('E2E: prefers morning calls.');
  await notes.getByRole('button', { name: 'Save note' }).click();
  await expect(notes).toContainText('E2E: prefers morning calls.');
  await notes
    .getByRole('listitem')
    .filter({ hasText: 'E2E: prefers morning calls.' })
    .getByRole('button', { name: 'Delete note' })
    .click();
  const confirm = page.getByRole('dialog', { name: 'Delete this note?' });
  await expect(confirm).toBeVisible();
  await expectNoAxeViolations(page);
  await confirm.getByLabel('Reason (kept in the audit)').fill('Added by the test');
  await confirm.getByRole('button', { name: 'Delete note' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(notes).not.toContainText('E2E: prefers morning calls.');
  await expect(audit).toContainText('Note removed: “E2E: prefers morning calls.”');
});

test('store orders and add-ons lists', async ({ page, request }) => {
  test.setTimeout(90_000);
  await adminSignIn(page, request, 'admin-totp');
  await page.goto('/admin/store_order/view');
  await expect(page.getByRole('heading', { level: 1, name: 'Store orders' })).toBeVisible();
  await page.getByLabel('Status').selectOption('completed');
  await expect(page).toHaveURL(/status=completed/);
  await expect(page.getByRole('table', { name: 'Store orders' })).toContainText('Completed');
  await expectNoAxeViolations(page);
  await staffShots(page, 'customers-store-orders');

  await page.goto('/admin/customers/addons');
  await expect(page.getByRole('heading', { level: 1, name: 'Customer add-ons' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Customers with add-ons' })).toContainText('InnerAge');
  await expectNoAxeViolations(page);
  await staffShots(page, 'customers-addons');
});
