import { mkdirSync } from 'node:fs';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_PASSWORD, persona } from './auth';

const SHOTS = '/tmp/shots';

/** The newest 6-digit code texted to `phone` (the dev outbox), newer than message `after`. */
const smsOutbox = async (request: APIRequestContext, phone: string) =>
  (await (
    await request.get(`/dev-outbox.json?channel=sms&recipient=${encodeURIComponent(phone)}`)
  ).json()) as Array<{ id: number; body: string }>;

/** The id of the newest text to `phone` (0 if none): a code sent after it is one not yet spent. */
export const lastSmsId = async (request: APIRequestContext, phone: string) =>
  (await smsOutbox(request, phone))[0]?.id ?? 0;

/** The newest six-digit code texted to `phone` after the text `after` (waits for it). */
export async function latestSmsCode(request: APIRequestContext, phone: string, after = 0) {
  let code: { id: number; code: string } | undefined;
  await expect
    .poll(async () => {
      const [message] = await smsOutbox(request, phone);
      const digits = message && /\b(\d{6})\b/.exec(message.body)?.[1];
      code = message && digits && message.id > after ? { id: message.id, code: digits } : undefined;
      return code?.code;
    })
    .toBeTruthy();
  return code!;
}

/**
 * The code to type after a sign-in: the one it texted (newer than `after`, read before signing in)
 * or, when it texted none because the last code can still be typed (a retried journey that stopped
 * before typing it), that one.
 */
export async function smsCodeAfter(request: APIRequestContext, phone: string, after: number) {
  return (await latestSmsCode(request, phone, after).catch(() => undefined)) ?? latestSmsCode(request, phone);
}

/** Types a code into the six PinInput cells (completing them submits). */
export async function typeCode(page: Page, code: string) {
  await page.getByRole('textbox', { name: 'Digit 1 of 6' }).click();
  await page.keyboard.type(code);
}

/** Password step of the staff sign-in. */
export async function staffSignIn(page: Page, who: string, password = DEMO_PASSWORD) {
  await page.goto('/admin/login');
  await page.getByLabel('E-mail').fill(persona(who));
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Screenshots at desktop and mobile width in /tmp/shots, for looking at. */
export async function staffShots(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  for (const [w, h] of [
    [1280, 800],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width: w, height: h });
    await page.screenshot({ path: `${SHOTS}/staff-${name}-${w}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}
