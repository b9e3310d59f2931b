import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/a11y';
import { logInToDashboard as signIn } from './support/auth';
import { staffSignIn } from './support/staff';

// Issue 23 points 5 to 7: activation that leads somewhere, phones first, the finish. Every screen
// at 1280 and 390 px, screenshots in /tmp/shots-s22-finish, axe with its best practices.

const SHOTS = '/tmp/shots-s22-finish';
// axe runs twice a screen (two widths, best practices included): slow on a busy machine
test.describe.configure({ timeout: 120_000 });
const ORDERS = '/customer/onboarding/test-list';

/** Axe (best practices included) and a screenshot at 1280 px, then the same at 390 px. */
async function lookBothWidths(page: Page, name: string, fullPage = true) {
  mkdirSync(SHOTS, { recursive: true });
  await expectNoAxeViolations(page);
  await page.screenshot({ path: `${SHOTS}/${name}-1280.png`, fullPage });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.waitForTimeout(250);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: `${SHOTS}/${name}-390.png`, fullPage });
  await page.setViewportSize({ width: 1280, height: 800 });
}

test.describe('23.5 activating a test leads somewhere', () => {
  test('orders-guide@: the activated test’s nearest draw sites and preparation; activating Performance offers a home draw', async ({
    page,
  }) => {
    await signIn(page, 'orders-guide');
    await page.goto(ORDERS);
    const activated = page.getByRole('region', { name: 'Activated test' });
    const sites = activated.getByRole('region', { name: 'Draw sites near Chicago' });
    await expect(sites.getByRole('listitem').first()).toContainText('Partner Lab Loop');
    await expect(sites.getByRole('listitem')).toHaveCount(3);
    await expect(activated.getByRole('region', { name: 'Before the draw' })).toContainText(
      'Fast for 12 hours',
    );
    await expect(activated.getByRole('region', { name: 'What to bring' })).toContainText('photo ID');
    await lookBothWidths(page, 'orders-guide');

    await page.getByRole('button', { name: /^Use this test: Performance,/ }).click();
    await page
      .getByRole('dialog', { name: 'Activate Performance?' })
      .getByRole('button', { name: 'Activate Performance' })
      .click();
    const done = page.getByRole('dialog', { name: 'Performance is activated' });
    await expect(done.getByRole('region', { name: 'Before the draw' })).toContainText('Fast for 8 hours');
    await expect(done.getByRole('region', { name: 'Before the draw' })).toContainText(
      'Rest from hard training',
    );
    await expect(
      done.getByRole('region', { name: 'Draw sites near Chicago' }).getByRole('listitem'),
    ).toHaveCount(3);
    await lookBothWidths(page, 'activated-guide', false);

    await done.getByRole('button', { name: 'Book a home draw' }).click();
    const booking = page.getByRole('dialog', { name: 'Book your blood draw' });
    await expect(booking.getByRole('textbox', { name: 'City' })).toHaveValue('Chicago');
    await lookBothWidths(page, 'activated-book-draw', false);
  });
});

const RESULTS = '/customer/bloodwork';

test.describe('23.6 phones first, 23.7 the finish: blood results', () => {
  test('active@: the results list is searched and filtered by status', async ({ page }) => {
    await signIn(page, 'active');
    await page.goto(`${RESULTS}/list`);
    const rows = page.getByTestId('marker-row');
    await expect(rows.first()).toBeVisible();
    const all = await rows.count();
    expect(all).toBeGreaterThan(40);
    const count = page.getByRole('search', { name: 'Filter markers' }).getByRole('status');
    await expect(count).toHaveText(`${all} markers`);
    await page.getByRole('searchbox', { name: 'Search markers' }).fill('ldl');
    await expect(rows.filter({ hasText: 'LDL' }).first()).toBeVisible();
    const found = await rows.count();
    expect(found).toBeGreaterThan(0);
    expect(found).toBeLessThan(all);
    await expect(count).toHaveText(`${found} of ${all} markers`);
    await page.getByRole('searchbox', { name: 'Search markers' }).fill('');
    await page.getByRole('combobox', { name: 'Show' }).selectOption({ label: 'Not optimized' });
    await expect(page.getByRole('region', { name: /^Optimal/ })).toHaveCount(0);
    await expect(rows.first()).toBeVisible();
    await lookBothWidths(page, 'results-filtered');
    await page.getByRole('searchbox', { name: 'Search markers' }).fill('no such marker');
    await expect(page.getByText('No marker matches.')).toBeVisible();
  });

  test('active@: on a phone the marker’s value comes first; the back link returns to the list', async ({
    page,
  }) => {
    await signIn(page, 'active');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${RESULTS}/marker-results/LDL`);
    const value = page.getByTestId('marker-latest');
    await expect(value).toBeVisible();
    const box = (await value.boundingBox())!;
    // it was ~470 px down, below the header, banner, title, buttons and tabs
    expect(box.y).toBeLessThan(330);
    await expect(page.getByRole('navigation', { name: 'Blood results views' })).toBeHidden();
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(page.getByRole('navigation', { name: 'Blood results views' })).toBeVisible();
    await lookBothWidths(page, 'marker-page');
    await page.getByRole('link', { name: 'All blood results' }).click();
    await expect(page).toHaveURL(/\/customer\/bloodwork\/list$/);
  });

  test('active@: the table keeps the marker column in place, says it scrolls, and names each note form', async ({
    page,
  }) => {
    await signIn(page, 'active');
    await page.goto(`${RESULTS}/table`);
    await expect(page.getByTestId('table-row').first()).toBeVisible();
    const forms = page.getByRole('form', { name: /^Add a note on / });
    const names = await forms.evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
    expect(new Set(names).size).toBe(names.length);
    expect(names.length).toBeGreaterThan(1);
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByText(/draws side by side, newest first: scroll the table sideways/)).toBeVisible();
    const table = page.getByRole('region', { name: 'Results table' });
    await table.evaluate((el) => el.scrollBy({ left: 400 }));
    const firstName = page.getByTestId('table-row').first().getByRole('rowheader');
    const left = (await firstName.boundingBox())!.x;
    expect(left).toBeLessThan(40);
    await page.getByText(/draws side by side/).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/results-table-scrolled-390.png` });
    await page.setViewportSize({ width: 1280, height: 800 });
    await lookBothWidths(page, 'results-table');
  });
});

test.describe('23.7 the finish', () => {
  test('retention@: the expired-membership popup offers Renew', async ({ page }) => {
    await signIn(page, 'retention');
    const popup = page.getByRole('dialog', { name: 'Your membership has ended' });
    await expect(popup.getByRole('button', { name: 'Renew membership' })).toBeVisible();
    await expect(popup.getByRole('button', { name: 'Not now' })).toBeVisible();
    await lookBothWidths(page, 'expired-popup', false);
  });

  test('a reload of a signed-in page shows a neutral skeleton, never the public header, until the sign-in is back', async ({
    page,
  }) => {
    await signIn(page, 'active');
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/customer/auth/jwt-token', async (route) => {
      await held;
      await route.continue();
    });
    await page.reload();
    await expect(page.getByTestId('navigation-skeleton')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Shop now' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Log In' })).toHaveCount(0);
    release();
    await expect(page.getByTestId('navigation-skeleton')).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: /Account menu/ })).toBeVisible();
  });

  test('the plan cards show their pictures; the machine catalogue has no Shop now', async ({ page }) => {
    await page.goto('/customer/onboarding/choose-plan');
    const cards = page.getByRole('article');
    await expect(cards.first()).toBeVisible();
    // every picture is there without scrolling to it (a full-page screenshot showed empty boxes)
    for (const img of await cards.locator('img').all())
      await expect.poll(() => img.evaluate((el) => (el as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    await lookBothWidths(page, 'choose-plan');
    await page.goto('/dev/machines');
    await expect(page.getByRole('heading', { level: 1, name: 'Machines' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Shop now' })).toHaveCount(0);
    await lookBothWidths(page, 'machine-catalogue', false);
  });
});

test('admin-sms@: the second-factor code boxes are text boxes, not round like radio buttons', async ({
  page,
}) => {
  await staffSignIn(page, 'admin-sms');
  await expect(page).toHaveURL(/sms-code-verification$/);
  const digit = page.getByRole('textbox', { name: 'Digit 1 of 6' });
  await expect(digit).toBeVisible();
  const box = (await digit.boundingBox())!;
  const radius = await digit.evaluate((el) => parseFloat(getComputedStyle(el).borderTopLeftRadius));
  expect(radius).toBeLessThan(box.width / 4);
  expect(box.height).toBeGreaterThanOrEqual(44);
  // no circle in each empty box (Ark's default placeholder)
  for (const input of await page.getByRole('textbox', { name: /^Digit \d of 6$/ }).all())
    expect(await input.getAttribute('placeholder')).toBeFalsy();
  await lookBothWidths(page, 'admin-code', false);
});
