import { expect, test, type Locator, type Page } from '@playwright/test';
import type { MarkersForViewResponse } from '../../src/contract/blood';
import type { NutritionPlan } from '../../src/contract/nutrition';
import { header, logIn, persona } from './support/auth';
import { lookAt } from './support/look';
import {
  animalFoodNames,
  customerSession,
  NUTRITION,
  NUTRITION_CALLS,
  openEditor,
  saveEditor,
  shownFoods,
} from './support/nutrition';
import { activeNewCustomer } from './support/onboarding';

/** A text matched literally: the status labels hold parentheses ("Normal (below optimal)"). */
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// Issue 15 "Done when": the personal plan names the customer's own markers; a vegan diet removes
// every animal food at once and after a reload; vegan@ gets no supplements; dna-only@ has no
// Nutrition and every call answers 403.

const ACTIVE = persona('active');
const look = (page: Page, name: string) => lookAt(page, 'nutrition', name);
const title = (page: Page) => page.getByRole('heading', { level: 1, name: 'Food recommendations' });

async function openNutrition(page: Page, email: string, password?: string) {
  await logIn(page, email, password);
  await expect(page).toHaveURL(/\/customer\/summary\/dashboard$/);
  await header(page).getByRole('link', { name: 'Nutrition' }).click();
  await expect(page).toHaveURL(/\/customer\/nutrition$/);
  await expect(title(page)).toBeVisible();
}

const veganBox = (dialog: Locator) => dialog.getByRole('checkbox', { name: /^Vegan/ });

test.describe('nutrition (issue 15)', () => {
  // axe at two widths on long pages, on a shared two-core machine
  test.describe.configure({ timeout: 180_000 });

  test('active@ sees their own markers, switches to vegan and every animal food goes, also after a reload', async ({
    page,
    request,
  }) => {
    const api = await customerSession(request, ACTIVE);
    const dietsBefore = (await api.diets()).diets;
    try {
      await openNutrition(page, ACTIVE);

      // the markers the plan answers are the customer's own latest results, not optimal
      const plan = await api.plan();
      expect(plan.state).toBe('plan');
      expect(plan.markers.length).toBeGreaterThan(0);
      const view = await api.get<MarkersForViewResponse>(
        '/api/customer/v1/blood/markers-for-view?sortMode=0',
      );
      for (const marker of plan.markers) {
        const own = view.markers.find((m) => m.abbr === marker.abbr);
        expect(own?.latest?.value, marker.abbr).toBe(marker.value);
        expect(own?.severity, `${marker.abbr} is not optimal`).toBeTruthy();
        const chip = page.locator(`[data-testid="marker-chip"][data-abbr="${marker.abbr}"]`);
        await expect(chip).toContainText(marker.name);
        await expect(chip).toContainText(`${marker.unit} · ${marker.stateLabel}`);
        const reading = await chip.locator('span').nth(1).textContent();
        expect(parseFloat(reading ?? '')).toBeCloseTo(marker.value, 1);
      }
      const first = plan.markers.find((m) => plan.foodsByMarker.some((g) => g.markerAbbr === m.abbr))!;
      await expect(
        page.getByRole('heading', {
          name: new RegExp(`^${escapeRegExp(`For your ${first.name} — ${first.stateLabel}, `)}`),
        }),
      ).toBeVisible();
      const animal = animalFoodNames(await api.foods());
      const before = await shownFoods(page);
      expect(
        before.filter((name) => animal.has(name)),
        'an animal food is recommended before',
      ).not.toEqual([]);
      await look(page, 'plan');

      const dialog = await openEditor(page, 'Diet', 'Your diet');
      await expect(veganBox(dialog)).not.toBeChecked();
      await look(page, 'diet-dialog');
      await veganBox(dialog).check({ force: true });
      await saveEditor(dialog);

      // re-ranked at once: no animal food, the plant foods stay
      await expect(page.getByRole('article', { name: 'Salmon', exact: true })).toHaveCount(0);
      await expect(page.getByRole('article', { name: 'Greek yogurt, plain', exact: true })).toHaveCount(0);
      const after = await shownFoods(page);
      expect(after.filter((name) => animal.has(name))).toEqual([]);
      expect(after.length).toBeGreaterThan(0);
      if (before.includes('Lentils')) expect(after).toContain('Lentils');

      await page.reload();
      await expect(title(page)).toBeVisible();
      const reloaded = await shownFoods(page);
      expect(reloaded.filter((name) => animal.has(name))).toEqual([]);
      expect(reloaded).toEqual(after);

      // restore active@'s diet so other journeys see it unchanged
      const again = await openEditor(page, 'Diet', 'Your diet');
      await expect(veganBox(again)).toBeChecked();
      await veganBox(again).uncheck({ force: true });
      await saveEditor(again);
      await expect(page.getByTestId('food-card').getByRole('heading', { name: before[0]! })).toBeVisible();
    } finally {
      await api.post(NUTRITION.dietsPost, { diets: dietsBefore });
    }
  });

  test('vegan@ gets no supplements, says why, and no animal food', async ({ page, request }) => {
    const email = persona('vegan');
    const api = await customerSession(request, email);
    await openNutrition(page, email);
    const plan: NutritionPlan = await api.plan();
    expect(plan.supplements).toEqual([]);
    const supplements = page.getByRole('region', { name: 'Supplements' });
    await expect(supplements.getByTestId('supplement-card')).toHaveCount(0);
    await expect(supplements).toContainText('No supplements are suggested for you.');
    const notices = page.getByTestId('plan-notices');
    for (const notice of plan.notices) await expect(notices).toContainText(notice);
    expect(
      plan.notices.some((n) => /supplement/i.test(n)),
      'a notice says why',
    ).toBe(true);
    const animal = animalFoodNames(await api.foods());
    expect((await shownFoods(page)).filter((name) => animal.has(name))).toEqual([]);
    await look(page, 'vegan');
  });

  test('a customer without results is told where the plan comes from, and can still edit preferences', async ({
    page,
    request,
  }) => {
    const who = await activeNewCustomer(request, 'Noor');
    await openNutrition(page, who.email, who.password);
    await expect(
      page.getByRole('heading', { name: 'Your plan starts with your blood results' }),
    ).toBeVisible();
    // Noor has the test she bought: the next step is activating it (issue 23 point 3)
    await expect(page.getByRole('link', { name: 'Activate your test' })).toBeVisible();
    await look(page, 'no-results');
    const dialog = await openEditor(page, 'Lifestyle', 'Your lifestyle');
    await look(page, 'lifestyle-dialog');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Lifestyle', exact: true })).toBeFocused();
  });

  test('dna-only@ has no Nutrition entry, and every nutrition call answers 403', async ({
    page,
    request,
  }) => {
    const email = persona('dna-only');
    await logIn(page, email);
    await expect(page).toHaveURL(/\/customer\/summary\/dashboard$/);
    await expect(header(page).getByRole('link', { name: 'Nutrition' })).toHaveCount(0);
    await page.goto('/customer/nutrition');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Nutrition is not part of your plan' }),
    ).toBeVisible();

    const api = await customerSession(request, email);
    const statuses = [];
    for (const call of NUTRITION_CALLS)
      statuses.push(`${call.method} ${call.path} ${await api.status(call.method, call.path)}`);
    expect(statuses).toEqual(NUTRITION_CALLS.map((call) => `${call.method} ${call.path} 403`));
  });
});
