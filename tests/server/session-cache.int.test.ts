import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authPaths } from '../../src/contract/auth';
import { sessions } from '../../src/server/db/schema/identity';
import { bearerCalls } from './http-client';
import { createTestApp, type TestApp } from './test-app';

const CACHE_SECONDS = 2;
let t: TestApp;
const { api, logIn } = bearerCalls(() => t);
beforeAll(async () => {
  t = await createTestApp({ SESSION_CACHE_SECONDS: String(CACHE_SECONDS) });
});
afterAll(() => t.close());

const account = (token: string) => api('GET', authPaths.customer, token).then((res) => res.status);
/** What another API process (or a back-office job) does: the session revoked in the database only. */
const revokeElsewhere = (token: string) =>
  t.database.db
    .update(sessions)
    .set({ revokedAt: t.now() })
    .where(eq(sessions.id, String(decodeJwt(token).sid)));
const later = (ms: number) => t.setNow(new Date(t.now().getTime() + ms));

describe('the session cache (issue 22): signed-in reads without a database read, revocation within seconds', () => {
  it('refuses a session signed out through this process at once', async () => {
    const token = await logIn('active@demo.healthspan.test');
    expect(await account(token)).toBe(200);
    expect((await api('POST', authPaths.logoutPost, token)).status).toBe(200);
    expect(await account(token)).toBe(401);
  });

  it('refuses a session revoked by another process within SESSION_CACHE_SECONDS', async () => {
    const token = await logIn('active@demo.healthspan.test');
    expect(await account(token)).toBe(200);
    await revokeElsewhere(token);
    // still trusted from memory inside the bound …
    later(CACHE_SECONDS * 1000 - 100);
    expect(await account(token)).toBe(200);
    // … and refused once it has passed
    later(100);
    expect(await account(token)).toBe(401);
  });

  it('refuses a revoked session it had not read yet at once, and any write here drops what it kept', async () => {
    const unread = await logIn('active@demo.healthspan.test');
    await revokeElsewhere(unread);
    expect(await account(unread)).toBe(401);

    const kept = await logIn('active@demo.healthspan.test');
    expect(await account(kept)).toBe(200);
    await revokeElsewhere(kept);
    // another customer's sign-in is a write answered by this process
    await logIn('vegan@demo.healthspan.test');
    expect(await account(kept)).toBe(401);
  });
});
