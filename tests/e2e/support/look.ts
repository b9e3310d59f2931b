import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './a11y';

/** Where the screenshots for the record go (SHOTS_DIR keeps parallel checkouts apart). */
const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots';

/**
 * Axe at desktop width and at phone width, with a full-page screenshot of each
 * (`<feature>-<name>-desktop.png`, `-mobile.png`), then back to desktop.
 */
export async function lookAt(page: Page, feature: string, name: string) {
  await expectNoAxeViolations(page);
  await page.screenshot({ path: `${SHOTS}/${feature}-${name}-desktop.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoAxeViolations(page);
  await page.screenshot({ path: `${SHOTS}/${feature}-${name}-mobile.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
}
