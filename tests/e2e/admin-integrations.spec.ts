import { expect, test } from '@playwright/test';
import { partnerPaths } from '../../src/contract/back-office-integrations';
import { expectNoAxeViolations } from './support/a11y';
import { adminSignIn } from './support/admin';
import { staffShots } from './support/staff';

// Issue 19, back office (integrations slice), as admin-totp@: create a partner key (shown once), call
// the partner API with it (200), revoke it on screen (401); save a CRM mapping and run a full sync to
// the end, its progress kept in the URL; a dry run that logs what each contact would get.

test.describe.configure({ mode: 'serial' });

const stamp = Date.now().toString(36);

test('a partner key: created, used, revoked', async ({ page, request }) => {
  test.setTimeout(120_000);
  await adminSignIn(page, request, 'admin-totp');
  await page.goto('/admin/partners-integration');
  await expect(page.getByRole('heading', { name: 'Partners integration', level: 1 })).toBeVisible();
  await expect(page.getByRole('cell', { name: /^Acme benefits portal hsp_/ })).toBeVisible();
  await expectNoAxeViolations(page);
  await staffShots(page, 'integrations-partners');

  await page.getByRole('button', { name: 'Create key' }).click();
  const create = page.getByRole('dialog', { name: 'Create a partner key' });
  await create.getByRole('button', { name: 'Create key' }).click();
  await expect(create.getByText('Choose a company')).toHaveCount(2); // the empty option and the error
  await staffShots(page, 'web-create-key-errors'); // the shared FormDialog with the server's 400
  const name = `E2E portal ${stamp}`;
  await create.getByLabel('Name (who uses it)').fill(name);
  await create.getByLabel('Company').selectOption({ label: 'Acme Health Co.' });
  await expectNoAxeViolations(page);
  await create.getByRole('button', { name: 'Create key' }).click();

  const shown = page.getByRole('dialog', { name: 'Copy the key now' });
  const key = await shown.getByLabel('Partner key').inputValue();
  expect(key).toMatch(/^hsp_[A-Za-z0-9_-]{43}$/);
  await expectNoAxeViolations(page);
  await staffShots(page, 'integrations-key-once');
  await shown.getByRole('button', { name: 'I have stored it' }).click();

  const call = () => request.get(partnerPaths.results, { headers: { authorization: `Bearer ${key}` } });
  const ok = await call();
  expect(ok.status()).toBe(200);
  expect(((await ok.json()) as { total: number }).total).toBeGreaterThan(0);

  await page.reload();
  await page.getByRole('button', { name: `Revoke ${name}` }).click();
  const revoke = page.getByRole('dialog', { name: `Revoke ${name}?` });
  await revoke.getByLabel('Reason (kept in the audit)').fill('E2E contract ended');
  await revoke.getByRole('button', { name: 'Revoke key' }).click();
  await expect(revoke).toBeHidden();
  await expect(page.getByRole('row', { name: new RegExp(name) })).toContainText('Revoked');
  expect((await call()).status()).toBe(401);
});

test('a CRM mapping saved and a full sync run to the end', async ({ page, request }) => {
  test.setTimeout(180_000);
  await adminSignIn(page, request, 'admin-totp');
  await page.goto('/admin/hub-spot-management/properties');
  await expect(page.getByRole('heading', { name: 'CRM properties', level: 1 })).toBeVisible();
  await expect(page.getByLabel('E-mail', { exact: true })).toHaveValue('email');
  // a change either way (the e2e data directory may keep an earlier run's mapping)
  const innerAge = page.getByLabel('InnerAge', { exact: true });
  await innerAge.selectOption((await innerAge.inputValue()) ? '' : 'healthspan_innerage');
  await page.getByRole('button', { name: 'Save mapping' }).click();
  await expect(page.getByText('Check the fields marked below.')).toBeVisible();
  await page.getByLabel('Reason (kept in the audit)').fill(`E2E mapping ${stamp}`);
  await page.getByRole('button', { name: 'Save mapping' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Mapping saved.' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Changes to the mapping' })).toContainText('CRM mapping');
  await expectNoAxeViolations(page);
  await staffShots(page, 'integrations-crm-properties');

  await page.getByRole('link', { name: 'Back to the CRM syncs' }).click();
  await expect(page.getByRole('heading', { name: 'CRM management', level: 1 })).toBeVisible();
  await page.getByLabel(/Full sync/).check();
  await page.getByRole('button', { name: 'Run sync' }).click();
  await expect(page).toHaveURL(/[?&]job=\d+/);
  const progress = page.getByRole('region', { name: 'Sync progress' });
  await expect(progress).toContainText('Finished', { timeout: 90_000 });
  // a reload comes back to the same job
  await page.reload();
  await expect(page.getByRole('region', { name: 'Sync progress' })).toContainText('Finished');
  await expect(page.getByRole('region', { name: 'Latest contacts written' })).toContainText('@');
  await expectNoAxeViolations(page);
  await staffShots(page, 'integrations-crm');
});

test('a CRM dry run: what each contact would get, nothing written', async ({ page, request }) => {
  test.setTimeout(180_000);
  await adminSignIn(page, request, 'admin-totp');
  await page.goto('/admin/hub-spot-management');
  await expect(page.getByRole('heading', { name: 'CRM management', level: 1 })).toBeVisible();
  await page.getByLabel(/Full sync/).check();
  await page.getByRole('button', { name: 'Dry run' }).click();
  await expect(page).toHaveURL(/[?&]job=\d+/);
  const progress = page.getByRole('region', { name: 'Sync progress' });
  await expect(progress).toContainText('Finished', { timeout: 90_000 });
  await expect(progress).toContainText('(dry run)');
  await expect(progress).toContainText('nothing was sent');
  await expect(progress.getByText(/Would write \d+ properties: email = \S•••/).first()).toBeVisible();
  await expectNoAxeViolations(page);
  await staffShots(page, 'runner-crm-dry-run');
});
