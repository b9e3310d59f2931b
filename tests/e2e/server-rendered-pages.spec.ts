import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/a11y';

const SHOTS = '/tmp/shots-s22-ssr';

/**
 * Console errors and uncaught exceptions; React reports a hydration mismatch as a console error. The
 * browser's own line for the visitor's 401 (no session to restore by cookie) is not the page's.
 */
function collectErrors(page: Page) {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !/status of 401/.test(message.text())) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test.describe('public pages drawn by the server (issue 22)', () => {
  test('without JavaScript, / shows the hero heading and the footer links; the disclosure page its text', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Your blood knows your real age' }),
    ).toBeVisible();
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'Terms of service' })).toHaveAttribute(
      'href',
      '/terms-of-service/',
    );
    await expect(footer.getByRole('link', { name: 'About us' })).toBeVisible();
    for (const [width, name] of [
      [1280, 'desktop'],
      [390, 'mobile'],
    ] as const) {
      await page.setViewportSize({ width, height: 844 });
      await page.screenshot({ path: `${SHOTS}/no-js-home-${name}.png`, fullPage: true });
    }
    await page.goto('/responsible-disclosure-policy');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Responsible disclosure policy' }),
    ).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/no-js-disclosure-mobile.png`, fullPage: true });
    await context.close();
  });

  test('with JavaScript, / hydrates without an error and its slider works', async ({ page }) => {
    const errors = collectErrors(page);
    // no autoplay: the slides move only when asked
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    const slider = page.getByRole('region', { name: /^Slides from / });
    const first = slider.getByRole('group', { name: /^1 of /, includeHidden: true });
    await expect(first).toHaveAttribute('aria-hidden', 'false');
    // a click before hydration does nothing: click until React has taken over the markup
    await expect(async () => {
      await slider.getByRole('button', { name: 'Next slides' }).click();
      await expect(first).toHaveAttribute('aria-hidden', 'true', { timeout: 500 });
    }).toPass();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `${SHOTS}/hydrated-home-desktop.png` });
    expect(errors).toEqual([]);
  });

  test('the hero draws its 640 px rendition where its slot is no wider, and hydrates after it (session 25)', async ({
    page,
  }) => {
    const errors = collectErrors(page);
    for (const [width, name] of [
      [1280, 'desktop'],
      [390, 'mobile'],
    ] as const) {
      await page.setViewportSize({ width, height: 844 });
      await page.goto('/');
      const hero = page.getByRole('img', { name: /^A blood test result/ });
      await expect(hero).toHaveAttribute('srcset', / 640w, .* 960w$/);
      // the browser chose the WebP rendition (a 576 px slot at 1×, 310 px on the phone)
      await expect
        .poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.currentSrc))
        .toMatch(/\/small$/);
      // the app's entry came after the markup (the loader), and hydrated the page: Log In is a client link
      await page.waitForLoadState('networkidle');
      expect(await page.locator('script[type="module"]').count()).toBeGreaterThan(0);
      await expectNoAxeViolations(page);
      await page.screenshot({ path: `${SHOTS}/s25-home-${name}.png` });
    }
    await page.setViewportSize({ width: 1280, height: 844 });
    await page.getByRole('link', { name: 'Log In' }).click();
    await expect(page).toHaveURL(/\/customer\/login$/);
    expect(errors).toEqual([]);
  });

  test('with JavaScript, the disclosure page hydrates without an error', async ({ page }) => {
    const errors = collectErrors(page);
    await page.goto('/responsible-disclosure-policy');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Responsible disclosure policy' }),
    ).toBeVisible();
    await page.waitForLoadState('networkidle');
    // hydrated: the header's Log In is a client-side link now
    await page.getByRole('link', { name: 'Log In' }).click();
    await expect(page).toHaveURL(/\/customer\/login$/);
    expect(errors).toEqual([]);
  });

  test('hydrating and starting the app shift nothing on / or the disclosure page, on a phone (CLS 0)', async ({
    page,
  }) => {
    // session 25: an urgent update while a lazy part was still hydrating made React draw it again from
    // its fallback: the disclosure page's text vanished for ~300 ms and the footer jumped (CLS 1.3)
    await page.setViewportSize({ width: 412, height: 823 });
    await page.addInitScript(() => {
      const shifts: number[] = [];
      Object.assign(window, { shifts });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) shifts.push((entry as unknown as { value: number }).value);
      }).observe({ type: 'layout-shift', buffered: true });
    });
    for (const path of ['/', '/responsible-disclosure-policy']) {
      await page.goto(path);
      await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(500); // the actors start on idle, the toaster after the first render
      expect(await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts), path).toEqual([]);
    }
  });
});
