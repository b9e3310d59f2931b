import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** Every demo persona's password (README, demo logins). */
export const DEMO_PASSWORD = 'Healthspan-demo-1';
export const persona = (name: string) => `${name}@demo.healthspan.test`;

/** Logs in through the login page. */
export async function logIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto('/customer/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

/** Logs a demo persona in to its dashboard, the profile-completion popup put off ("Later"). */
export async function logInToDashboard(page: Page, who: string) {
  await page.addInitScript(() =>
    window.sessionStorage.setItem('healthspan.profileCompletionDismissed', 'true'),
  );
  await logIn(page, persona(who));
  await expect(page).toHaveURL(/\/customer\/summary\/dashboard/);
}

export const header = (page: Page) => page.getByRole('banner');
export const accountMenuButton = (page: Page) => header(page).getByRole('button', { name: /Account menu/ });

/** Opens the user menu and chooses Log out. */
export async function chooseLogOut(page: Page) {
  await accountMenuButton(page).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
}

/** A screenshot for the record, in /tmp/shots. */
export async function shot(page: Page, name: string) {
  await page.screenshot({ path: `/tmp/shots/auth-${name}.png` });
}

let sequence = 0;

/** A new customer bought through the demo store (REQUIRED_DETAILS), so tests never share one. */
export async function newCustomer(
  request: APIRequestContext,
  firstName = 'Sam',
  password = 'Fresh-start-2025',
) {
  sequence += 1;
  const email = `${firstName.toLowerCase()}-${Date.now()}-${sequence}@example.test`;
  const response = await request.post('/demo-store/checkout', {
    form: { slug: 'essentials', firstName, lastName: 'Tester', email, password },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(303);
  return { email, password, firstName };
}

/** The newest e-mail the product would have sent to `recipient`. */
export async function latestEmail(request: APIRequestContext, recipient: string) {
  const response = await request.get(`/dev-outbox.json?recipient=${encodeURIComponent(recipient)}`);
  expect(response.ok()).toBe(true);
  const messages = (await response.json()) as { subject: string; body: string; createdAt: string }[];
  expect(messages.length).toBeGreaterThan(0);
  return messages[0]!;
}
