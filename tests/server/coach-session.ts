import { expect } from 'vitest';
import { COMPANY_HEADER, coachPaths, staffAccessToken } from '../../src/contract/admin';
import { createLogger } from '../../src/server/log';
import { runSeeders } from '../../src/server/db/seed';
import { demoCoachLinkSeeder } from '../../src/server/db/seed/demo-staff';
import { client } from './http-client';
import type { TestApp } from './test-app';

export type CoachPersona = 'coach' | 'coach-other';

/**
 * Signs a demo coach in by a fresh entry link (as `npm start` makes them) and answers calls with the
 * coach's Bearer token and company header: `call(method, path, json?)`, plus `multipart` for uploads.
 */
export async function coachSession(t: TestApp, persona: CoachPersona = 'coach') {
  const facts = await runSeeders(t.database.db, [demoCoachLinkSeeder], {
    log: createLogger('silent'),
    now: new Date(),
  });
  const guid = persona === 'coach' ? facts.coachGuid! : facts.coachOtherGuid!;
  const browser = client(t);
  expect((await browser.post(coachPaths.loginWithGuid, { guid })).status).toBe(200);
  const token = staffAccessToken.parse(await (await browser.get(coachPaths.jwtToken)).json());
  const headers = {
    authorization: `Bearer ${token.access_token}`,
    [COMPANY_HEADER]: String(token.permitted_company_id),
  };
  const call = (method: string, path: string, json?: unknown) =>
    t.app.request(path, {
      method,
      headers: json === undefined ? headers : { ...headers, 'content-type': 'application/json' },
      body: json === undefined ? undefined : JSON.stringify(json),
    });
  const multipart = (path: string, form: FormData) =>
    t.app.request(path, { method: 'POST', headers, body: form });
  return { token: token.access_token, companyId: token.permitted_company_id, headers, call, multipart };
}
