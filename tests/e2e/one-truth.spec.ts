import { expect, test, type Page } from '@playwright/test';
import { INNERAGE_MODEL } from '../../src/domain/innerage';
import { DEMO_PASSWORD, logIn, persona } from './support/auth';
import { lookAt } from './support/look';
import { activeNewCustomer } from './support/onboarding';

// Issue 23 points 2-4: one truth for the habit report, empty states that say what is missing, and
// dates and words for people, at 1280 and 390 px with axe (lookAt).

/** 'MMM DD, YYYY' (spec 001 §9). */
const DISPLAY_DATE = /^[A-Z][a-z]{2} \d{2}, \d{4}$/;
const ISO_DAY = /\b\d{4}-\d{2}-\d{2}\b/;

async function signIn(page: Page, name: string) {
  await logIn(page, persona(name), DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/customer\/summary\/dashboard/);
}

test.describe('one truth (issue 23 points 2-4)', () => {
  test("active@'s habit report: habits below target hurt, on target help; the build button names its week", async ({
    page,
  }) => {
    await signIn(page, 'active');
    await page.goto('/customer/habit-reports');
    const newest = page.getByTestId('habit-report-row').first();
    const week = await newest.getByRole('link').innerText();
    await expect(page.getByTestId('build-report-week')).toHaveText(`${week}, the last complete week`);
    await lookAt(page, 'one-truth', 'habit-reports');

    await newest.getByRole('link').click();
    const rows = page.getByTestId('habits-table').locator('tbody tr');
    await expect(rows.first()).toBeAttached();
    const sides = await rows.locator('td:nth-child(2)').allTextContents();
    expect(sides).toContain('Helps');
    expect(sides).toContain('Hurts');
    // the card below calls the lowest habit the one that hurts: its bar says so too
    const lowest = (await page.getByTestId('lowest-habit').innerText()).toLowerCase();
    const names = await rows.locator('td:nth-child(1)').allTextContents();
    const index = names.findIndex((name) => lowest.includes(name.toLowerCase()));
    expect(index).toBeGreaterThanOrEqual(0);
    expect(sides[index]).toBe('Hurts');
    await lookAt(page, 'one-truth', 'habit-report');
  });

  test('a customer without blood results is told so, with the next step, never that the markers are fine', async ({
    page,
    request,
  }) => {
    const { email, password } = await activeNewCustomer(request, 'Noor');
    await logIn(page, email, password);
    await expect(page).not.toHaveURL(/\/customer\/login/);
    await page.goto('/customer/summary/dashboard');
    const attention = page.getByRole('region', { name: 'Markers needing attention' });
    await expect(attention.getByTestId('no-blood-results')).toContainText('No blood results yet.');
    await expect(
      attention.getByRole('link', { name: /Activate your test|Order a blood test/ }).first(),
    ).toBeVisible();
    await expect(page.getByText('where they should be')).toHaveCount(0);
    await lookAt(page, 'one-truth', 'dashboard-no-results');

    await page.goto('/customer/bloodwork');
    await expect(page.getByTestId('no-blood-results')).toContainText('No blood results yet.');
    await lookAt(page, 'one-truth', 'results-no-results');
  });

  test("active@'s purchase history and achievements do not contradict the five draws", async ({ page }) => {
    await signIn(page, 'active');
    await page.goto('/customer/purchase-history');
    await expect(page.getByRole('heading', { level: 1, name: 'Purchase history' })).toBeVisible();
    await expect(page.getByText('No test results yet')).toHaveCount(0);
    await lookAt(page, 'one-truth', 'purchase-history');

    await page.goto('/customer/achievements');
    const first = page.getByText(/^\d+ blood draws?$/).first();
    await expect(first).toBeVisible();
    const counts = await page.getByText(/^\d+ blood draws?$/).allTextContents();
    // "First results in" and "Regular tester" give the one count of draws
    expect(new Set(counts).size).toBe(1);
    await expect(page.getByText(/so far|3 of 3/)).toHaveCount(0);
    await lookAt(page, 'one-truth', 'achievements');
  });

  test('dates read MMM DD, YYYY and the InnerAge names its model in words', async ({ page }) => {
    await signIn(page, 'active');
    const ageOn = page.getByText(/^Age on /);
    await expect(ageOn).toBeVisible();
    expect((await ageOn.innerText()).replace('Age on ', '')).toMatch(DISPLAY_DATE);
    await expect(page.getByRole('main')).not.toContainText(ISO_DAY);

    await page.goto('/customer/age');
    await expect(page.getByText(/with the PhenoAge model \(Levine et al\., 2018\)/)).toBeVisible();
    // the chart has drawn (its screen-reader description names each draw), so its dates count too
    await expect(page.getByRole('main')).toContainText('InnerAge against chronological age over');
    await expect(page.getByRole('main')).not.toContainText(INNERAGE_MODEL.version);
    await expect(page.getByRole('main')).not.toContainText(ISO_DAY);
    await lookAt(page, 'one-truth', 'inner-age');
  });

  test("the results table heads each draw's column MMM DD, YYYY", async ({ page }) => {
    await signIn(page, 'active');
    await page.goto('/customer/bloodwork/table');
    const headers = page.getByRole('table').first().getByRole('columnheader');
    await expect(headers.nth(1)).toHaveText(DISPLAY_DATE);
    await lookAt(page, 'one-truth', 'results-table');
  });

  test("dna-only@'s DNA headlines are plain words, the genotype their detail", async ({ page }) => {
    await signIn(page, 'dna-only');
    await page.goto('/customer/genetics-report');
    const caffeine = page.getByTestId('trait-cyp1a2');
    await expect(caffeine.getByTestId('trait-result')).not.toContainText(/\([ACGT]{2}\)/);
    const mthfr = page.getByTestId('trait-mthfr');
    await expect(mthfr.getByTestId('trait-result')).toHaveText('Slightly reduced folate enzyme activity');
    await expect(mthfr.getByTestId('trait-genotype')).toHaveText('MTHFR 677 CT');
    await lookAt(page, 'one-truth', 'genetics');
  });
});
