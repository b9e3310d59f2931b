import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { persona } from './auth';

interface OutboxMessage {
  id: number;
  subject: string;
  body: string;
}

/** The newest e-mails to `recipient` (the dev outbox), newest first. */
export async function inbox(request: APIRequestContext, recipient: string): Promise<OutboxMessage[]> {
  const response = await request.get(
    `/dev-outbox.json?channel=email&recipient=${encodeURIComponent(recipient)}`,
  );
  return (await response.json()) as OutboxMessage[];
}

/** The first path of `pattern` in the newest e-mail to `recipient` that has one (polled). */
export async function linkInInbox(request: APIRequestContext, recipient: string, pattern: RegExp) {
  let link: string | undefined;
  await expect
    .poll(async () => {
      for (const message of await inbox(request, recipient)) {
        link = pattern.exec(message.body)?.[0];
        if (link) return link;
      }
      return undefined;
    })
    .toBeTruthy();
  return link!;
}

/** Signs a demo coach in by the entry link the start-up mailed them; lands on the team overview. */
export async function coachSignIn(
  page: Page,
  request: APIRequestContext,
  who: 'coach' | 'coach-other' = 'coach',
) {
  const link = await linkInInbox(request, persona(who), /\/admin\/coach\/login-by-guid\/[\w-]+/);
  await page.goto(link);
  await expect(page).toHaveURL(/\/admin\/coach\/team-overview$/);
}
