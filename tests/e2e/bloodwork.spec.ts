import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/a11y';
import { DEMO_PASSWORD, header, logIn, persona } from './support/auth';

const ACTIVE = persona('active');

async function signIn(page: Page, email = ACTIVE) {
  await logIn(page, email, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/customer\/summary\/dashboard/);
}

async function shots(page: Page, name: string) {
  await page.screenshot({ path: `/tmp/shots/blood-${name}-1280.png`, fullPage: false });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.waitForTimeout(500); // charts resize to the new width
  await page.screenshot({ path: `/tmp/shots/blood-${name}-390.png`, fullPage: false });
  await page.setViewportSize({ width: 1280, height: 800 });
}

test.describe('blood results and InnerAge (active@)', () => {
  test('the dashboard shows the InnerAge, the wheel, markers needing attention and actions', async ({
    page,
  }) => {
    await signIn(page);
    const age = (await (await page.request.get('/api/pages/age/results')).json().catch(() => null)) as {
      latest: { innerAge: number; chronologicalAge: number } | null;
    } | null;
    await expect(page.getByTestId('inner-age')).toBeVisible();
    if (age?.latest) {
      await expect(page.getByTestId('inner-age')).toHaveText(age.latest.innerAge.toFixed(1));
      await expect(page.getByTestId('chronological-age')).toHaveText(age.latest.chronologicalAge.toFixed(1));
    } else {
      await expect(page.getByTestId('inner-age')).toHaveText('36.5');
      await expect(page.getByTestId('chronological-age')).toHaveText('42.3');
    }
    await expect(page.getByRole('img', { name: /Healthspan wheel/ })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Markers needing attention' })).toBeVisible();
    await expect(page.getByTestId('range-bar').first()).toBeVisible();
    const action = page.getByRole('checkbox').first();
    await expect(action).toBeVisible();
    const before = await action.isChecked();
    await action.click();
    await expect(action).toBeChecked({ checked: !before });
    await expectNoAxeViolations(page);
    await shots(page, 'dashboard');
  });

  test('the list in each sort mode, a marker with its history, the table, categories', async ({ page }) => {
    await signIn(page);
    await page.goto('/customer/bloodwork/list');
    const modes = page.getByRole('radiogroup', { name: 'Sort markers' });
    await expect(page.locator('[data-group="notOptimized"]')).toBeVisible();
    await expect(page.locator('section[data-group]').first()).toHaveAttribute('data-group', 'notOptimized');
    await modes.getByRole('radio', { name: 'Optimized first', exact: true }).click();
    await expect(page.locator('section[data-group]').first()).toHaveAttribute('data-group', 'optimized');
    await modes.getByRole('radio', { name: 'A-Z' }).click();
    await expect(page.locator('section[data-group]')).toHaveCount(1);
    await expect(page.locator('section[data-group]').first()).toHaveAttribute('data-group', 'all');
    await modes.getByRole('radio', { name: 'Not optimized first' }).click();
    await expect(page.locator('section[data-group]').first()).toHaveAttribute('data-group', 'notOptimized');
    await expectNoAxeViolations(page);
    await shots(page, 'list');

    const first = page.locator('[data-group="notOptimized"] [data-testid="marker-row"]').first();
    await first.getByRole('link').click();
    await expect(page).toHaveURL(/\/customer\/bloodwork\/marker-results\//);
    await expect(page.getByRole('heading', { name: /History \(\d+ draws?\)/ })).toBeVisible();
    await expect(page.locator('figure svg').first()).toBeVisible();
    await expect(page.getByTestId('population-position')).toBeVisible();
    await expectNoAxeViolations(page);
    await shots(page, 'marker');

    await page.goto('/customer/bloodwork/categories');
    await expect(page.getByTestId('category')).toHaveCount(10);
  });

  test('a note is added and deleted in the table view', async ({ page }) => {
    await signIn(page);
    await page.goto('/customer/bloodwork/table');
    const section = page.locator('section[data-testid^="notes-"]').first();
    await section.getByRole('button', { name: 'Add note' }).click();
    await expect(section.getByText('Enter a title')).toBeVisible();
    const title = `Fasted draw ${Date.now()}`;
    await section.getByLabel('Note title').fill(title);
    await section.getByLabel('Comment (optional)').fill('12 hours fasting');
    await section.getByRole('button', { name: 'Add note' }).click();
    await expect(section.getByText(title)).toBeVisible();
    await section.getByRole('button', { name: `Delete note ${title}` }).click();
    await expect(section.getByText(title)).toHaveCount(0);
  });

  test('results are shared by e-mail and the history PDF downloads', async ({ page, request }) => {
    await signIn(page);
    await page.goto('/customer/bloodwork/list');
    await page.getByRole('button', { name: 'Share results' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Share' }).click();
    await expect(dialog.getByText('Enter a name')).toBeVisible();
    const email = `doctor-${Date.now()}@example.test`;
    await dialog.getByLabel('Name').fill('Dr Lee');
    await dialog.getByLabel('E-mail').fill(email);
    await dialog.getByRole('button', { name: 'Share' }).click();
    await expect(page.getByText('Results shared')).toBeVisible();
    const outbox = await request.get(`/dev-outbox.json?recipient=${encodeURIComponent(email)}`);
    expect(((await outbox.json()) as unknown[]).length).toBeGreaterThan(0);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download history PDF' }).click();
    const file = await (await download).path();
    const { readFile } = await import('node:fs/promises');
    const bytes = await readFile(file);
    expect(bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');
  });

  test('the InnerAge page shows contributions, history and actions', async ({ page }) => {
    await signIn(page);
    await page.goto('/customer/age');
    await expect(page.getByTestId('inner-age')).toBeVisible();
    await expect(page.getByTestId('contribution')).toHaveCount(9);
    await expect(page.getByRole('heading', { name: "Today's actions" })).toBeVisible();
    await expectNoAxeViolations(page);
    await shots(page, 'age');
  });
});

test('a DNA-only customer sees Blood analysis and no Nutrition', async ({ page }) => {
  await logIn(page, persona('dna-only'), DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/customer\//);
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(header(page).getByRole('link', { name: 'Blood analysis' })).toBeVisible();
  await expect(header(page).getByRole('link', { name: /Nutrition|Food/ })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Markers needing attention' })).toBeVisible();
  await expect(page.getByText('No blood results yet.')).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await page.goto('/customer/blood-analysis');
  await expect(page.getByRole('heading', { level: 1, name: 'Blood analysis' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add blood results' })).toBeVisible();
});
