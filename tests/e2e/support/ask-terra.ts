import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './a11y';
import { DEMO_PASSWORD, logIn } from './auth';

/** Where the screenshots for the record go (SHOTS_DIR keeps parallel checkouts apart). */
const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots';
const DESKTOP = { width: 1280, height: 800 };
const MOBILE = { width: 390, height: 844 };

/** Axe at 1280 and 390 wide with a full-page screenshot of each (as onboarding.spec.ts does), then back to 1280. */
export async function look(page: Page, name: string) {
  await page.setViewportSize(DESKTOP);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: `${SHOTS}/ask-terra-${name}-1280.png`, fullPage: true });
  await page.setViewportSize(MOBILE);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: `${SHOTS}/ask-terra-${name}-390.png`, fullPage: true });
  await page.setViewportSize(DESKTOP);
}

export async function signIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await logIn(page, email, password);
  await expect(page).toHaveURL(/\/customer\/summary\/dashboard/);
}

/** A GET as the customer through the API (a second session), to compare the screens with stored data. */
export async function customerGet(request: APIRequestContext, email: string, password = DEMO_PASSWORD) {
  const login = await request.post('/api/pages/customerAuth/login', { data: { email, password } });
  expect(login.ok()).toBe(true);
  const { access_token: token } = (await login.json()) as { access_token: string };
  return async <T>(path: string): Promise<T> => {
    const response = await request.get(path, { headers: { authorization: `Bearer ${token}` } });
    expect(response.ok(), `${path} answered ${response.status()}`).toBe(true);
    return (await response.json()) as T;
  };
}

export const composer = (page: Page) => page.getByRole('textbox', { name: 'Your question' });
export const agreement = (page: Page) => page.getByRole('region', { name: 'Before you start' });
export const messages = (page: Page) => page.getByRole('list', { name: 'Messages' });
export const stopButton = (page: Page) => page.getByRole('button', { name: 'Stop' });
export const conversations = (page: Page) => page.getByRole('navigation', { name: 'Conversations' });

/**
 * Opens Ask Terra and gives the agreement when it is asked for (it is given once per customer, and
 * other runs share the database), then waits for the composer.
 */
export async function openAskTerra(page: Page) {
  await page.goto('/customer/ask-terra');
  await expect(agreement(page).or(composer(page))).toBeVisible();
  if (await agreement(page).isVisible()) await page.getByRole('button', { name: /I agree/ }).click();
  await expect(composer(page)).toBeEnabled();
}

interface Watched {
  /** The live reply's text lengths, in the order seen. */
  lengths: number[];
  /** Whether a Stop button was on the page while the reply streamed. */
  stopSeen: boolean;
}

/**
 * Asks a question with Enter and waits for the whole reply; a MutationObserver records each change
 * of the live reply's text (a fast local reply may come and go between two polls of a locator).
 */
export async function ask(page: Page, question: string): Promise<Watched> {
  await page.evaluate(() => {
    const watched = { lengths: [] as number[], stopSeen: false };
    (window as unknown as { terraWatch: typeof watched }).terraWatch = watched;
    const observer = new MutationObserver(() => {
      const text = document.querySelector('[data-testid="terra-reply-text"]');
      const length = text?.textContent?.length ?? 0;
      if (text && watched.lengths.at(-1) !== length) watched.lengths.push(length);
      if ([...document.querySelectorAll('button')].some((b) => b.textContent?.trim() === 'Stop'))
        watched.stopSeen = true;
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  });
  const replies = messages(page).getByText('Terra answered:', { exact: true });
  const before = await replies.count();
  await composer(page).fill(question);
  await composer(page).press('Enter');
  await expect(replies).toHaveCount(before + 1, { timeout: 20_000 });
  await expect(stopButton(page)).toBeHidden();
  await expect(composer(page)).toBeEnabled();
  return page.evaluate(() => (window as unknown as { terraWatch: Watched }).terraWatch);
}

/** The marker value as the screens write it (blood-ui's `fmt`). */
export const fmt = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(Math.abs(n) < 10 ? 2 : 1));
