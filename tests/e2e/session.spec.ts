import { expect, test, type Locator } from '@playwright/test';
import { expectNoAxeViolations } from './support/a11y';
import { accountMenuButton, logIn, persona, shot } from './support/auth';

// The second web server of playwright.config.ts: sessions idle out after 65 s there, so the first
// check after sign-in (65 s left) schedules the next one 5 s later, which finds 60 s or less.
const port = Number(process.env.E2E_SHORT_SESSION_PORT ?? 4318);
test.use({ baseURL: `http://127.0.0.1:${port}` });

const WARNING = 'Your session is about to expire';
const EXPIRED = 'Your session has expired';

async function secondsLeft(popup: Locator) {
  const text = (await popup.getByTestId('session-seconds-left').textContent()) ?? '';
  return Number(/\d+/.exec(text)?.[0] ?? NaN);
}

test.describe('session expiry (spec 000 §4, §9)', () => {
  test('the warning counts down each second; past the deadline the session has expired', async ({ page }) => {
    // the page's clock is faked (it still runs at real speed) so the minute can be skipped
    await page.clock.install();
    await logIn(page, persona('active'));
    await expect(page).toHaveURL(/\/customer\/summary\/dashboard$/);

    const warning = page.getByRole('alertdialog', { name: WARNING });
    await expect(warning).toBeVisible({ timeout: 20_000 });
    const first = await secondsLeft(warning);
    expect(first).toBeLessThanOrEqual(60);
    expect(first).toBeGreaterThan(40);
    await expect.poll(() => secondsLeft(warning), { timeout: 5_000 }).toBeLessThan(first);
    await expect(warning.getByRole('button', { name: 'Continue session' })).toBeFocused();
    await expectNoAxeViolations(page);
    await shot(page, 'session-warning-desktop');

    // the tab sleeps past the deadline: it wakes up to the truth
    await page.clock.fastForward(70_000);
    const expired = page.getByRole('alertdialog', { name: EXPIRED });
    await expect(expired).toBeVisible();
    await expect(expired.getByRole('button', { name: 'Close window' })).toBeVisible();
    await expectNoAxeViolations(page);
    await shot(page, 'session-expired-desktop');
    // the expired popup only closes through its buttons
    await page.keyboard.press('Escape');
    await expect(expired).toBeVisible();

    await expired.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/customer\/login\?returnTo=%2Fcustomer%2Fsummary%2Fdashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
    await expect(accountMenuButton(page)).toHaveCount(0);
  });

  test('Continue session extends the session on the server', async ({ page }) => {
    await logIn(page, persona('active'));
    await expect(page).toHaveURL(/\/customer\/summary\/dashboard$/);
    const warning = page.getByRole('alertdialog', { name: WARNING });
    await expect(warning).toBeVisible({ timeout: 20_000 });
    // the server moves the idle deadline in steps of a tenth of the idle time (6.5 s here): let a
    // few seconds pass so the profile call really extends it
    await expect.poll(() => secondsLeft(warning), { timeout: 15_000 }).toBeLessThanOrEqual(52);
    await warning.getByRole('button', { name: 'Continue session' }).click();
    await expect(warning).toBeHidden();

    const check = await page.request.get('/customer/login/check-session-expiration');
    expect(((await check.json()) as { seconds: number }).seconds).toBeGreaterThan(60);
    // the customer stays signed in, and the popup comes back only when the new deadline nears
    await expect(accountMenuButton(page)).toBeVisible();
    await page.waitForTimeout(1_500);
    await expect(warning).toBeHidden();
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('the warning fits the screen', async ({ page }) => {
      await logIn(page, persona('active'));
      await expect(page).toHaveURL(/\/customer\/summary\/dashboard$/);
      const warning = page.getByRole('alertdialog', { name: WARNING });
      await expect(warning).toBeVisible({ timeout: 20_000 });
      const box = await warning.boundingBox();
      expect(box?.width).toBeLessThanOrEqual(390);
      await shot(page, 'session-warning-mobile');
    });
  });
});
