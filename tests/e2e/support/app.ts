import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { Configuration } from '../../../src/contract/references';

export const USER_LOCATION_PATH = '/api/pages/publicPage/userLocation';

/** The configuration the server gives the SPA (store and support addresses). */
export async function readConfiguration(request: APIRequestContext): Promise<Configuration> {
  const response = await request.get('/api/pages/references/configuration');
  return (await response.json()) as Configuration;
}

/** Answers the location check with `countryCode` instead of the server's guess; counts the calls. */
export async function fakeLocation(page: Page, countryCode: string) {
  const calls = { count: 0 };
  await page.route(`**${USER_LOCATION_PATH}`, async (route) => {
    calls.count += 1;
    await route.fulfill({ json: { countryCode } });
  });
  return calls;
}

/** Waits until React has taken over a page the server drew (src/web/boot.tsx marks it): its buttons work. */
export async function hydrated(page: Page) {
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
}
