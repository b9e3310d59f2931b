import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/a11y';
import { logIn, persona } from './support/auth';

// Issue 23 points 5 to 7: activation that leads somewhere, phones first, the finish. Every screen
// at 1280 and 390 px, screenshots in /tmp/shots-s22-finish, axe with its best practices.

const SHOTS = '/tmp/shots-s22-finish';
const ORDERS = '/customer/onboarding/test-list';

async function signIn(page: Page, who: string) {
  await page.addInitScript(() =>
    window.sessionStorage.setItem('healthspan.profileCompletionDismissed', 'true'),
  );
  await logIn(page, persona(who));
  await expect(page).toHaveURL(/\/customer\/summary\/dashboard/);
}

/** Axe (best practices included) and a screenshot at 1280 px, then the same at 390 px. */
async function lookBothWidths(page: Page, name: string, fullPage = true) {
  mkdirSync(SHOTS, { recursive: true });
  await expectNoAxeViolations(page, { bestPractices: true });
  await page.screenshot({ path: `${SHOTS}/${name}-1280.png`, fullPage });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.waitForTimeout(250);
  await expectNoAxeViolations(page, { bestPractices: true });
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
