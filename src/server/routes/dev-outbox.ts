import { Hono } from 'hono';
import { html } from 'hono/html';
import { z } from 'zod';
import type { AppDeps } from '../app';
import { localOrAdministrator } from '../http/dev-access';
import { validate } from '../http/validate';
import { readOutbox } from '../services/outbox';

const query = z.object({
  recipient: z.string().max(254).optional(),
  channel: z.enum(['email', 'sms']).optional(),
});

/**
 * The e-mail and SMS outbox, readable outside production: no mail or SMS gateway is reachable here,
 * so this is where recovery links and codes arrive (`npm run outbox` reads it too). It holds every
 * account's reset links, so only this machine or an administrator may read it.
 */
export function devOutboxRoutes(deps: AppDeps) {
  const guard = localOrAdministrator(deps);
  return new Hono()
    .get('/dev-outbox.json', guard, validate('query', query), async (c) =>
      c.json(await readOutbox(deps.db, c.req.valid('query'))),
    )
    .get('/dev-outbox', guard, validate('query', query), async (c) => {
      const messages = await readOutbox(deps.db, c.req.valid('query'));
      return c.html(
        html`<!doctype html>
          <html lang="en">
            <head>
              <meta charset="utf-8" />
              <meta name="viewport" content="width=device-width,initial-scale=1" />
              <title>Outbox · Healthspan (development)</title>
              <style>
                body {
                  font-family: system-ui, sans-serif;
                  max-width: 860px;
                  margin: 24px auto;
                  padding: 0 16px;
                  color: #121926;
                }
                article {
                  border: 1px solid #d5d9e0;
                  border-radius: 10px;
                  padding: 12px 16px;
                  margin: 12px 0;
                }
                pre {
                  white-space: pre-wrap;
                  font: inherit;
                }
                .meta {
                  color: #4a5566;
                  font-size: 0.9rem;
                }
              </style>
            </head>
            <body>
              <h1>Outbox</h1>
              <p>
                E-mail and SMS the product would have sent (newest first). Development and test builds only.
              </p>
              ${messages.length === 0 ? html`<p>Nothing has been sent yet.</p>` : ''}
              ${messages.map(
                (m) =>
                  html`<article>
                    <h2>${m.subject || (m.channel === 'sms' ? 'Text message' : '(no subject)')}</h2>
                    <p class="meta">
                      ${m.channel === 'sms' ? 'SMS' : 'E-mail'} to ${m.recipient} ·
                      ${m.createdAt.toISOString()}
                    </p>
                    <pre>${m.body}</pre>
                  </article>`,
              )}
            </body>
          </html>`,
      );
    });
}
