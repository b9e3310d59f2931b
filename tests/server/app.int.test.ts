import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountPaths } from '../../src/contract/account';
import { authPaths, tokenSet } from '../../src/contract/auth';
import { errorBody } from '../../src/contract/http';
import { referenceCacheControl, referencePaths } from '../../src/contract/references';
import { healthResponse } from '../../src/contract/system';
import { createApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { customers } from '../../src/server/db/schema';
import { createLogger, errorFields } from '../../src/server/log';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('server core', () => {
  it('answers the health check from the database', async () => {
    const res = await t.app.request('/api/health');
    expect(res.status).toBe(200);
    expect(healthResponse.parse(await res.json()).status).toBe('ok');
  });

  it('answers an unknown /api path with a JSON 404, never the SPA', async () => {
    for (const path of ['/api/no/such/call', '/report-hub/nothing', '/askit/nothing']) {
      const res = await t.app.request(path);
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toContain('application/json');
      expect(errorBody.parse(await res.json()).error).toContain(path);
    }
  });

  it('answers a missing asset with 404', async () => {
    const res = await t.app.request('/assets/missing-1234.js');
    expect(res.status).toBe(404);
  });

  it('sends a strict content security policy and the other security headers', async () => {
    const res = await t.app.request('/api/health');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-eval');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
  });
});

describe('caching and transport headers', () => {
  it('answers token and account calls with no-store, and lets public reference data be cached', async () => {
    const login = await t.app.request(authPaths.login, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'active@demo.healthspan.test', password: 'Healthspan-demo-1' }),
    });
    expect(login.status).toBe(200);
    expect(login.headers.get('cache-control')).toBe('no-store');
    const { access_token } = tokenSet.parse(await login.json());
    const account = await t.app.request(accountPaths.customer, {
      headers: { authorization: `Bearer ${access_token}` },
    });
    expect(account.status).toBe(200);
    expect(account.headers.get('cache-control')).toBe('no-store');
    const unknown = await t.app.request('/api/no/such/call');
    expect(unknown.headers.get('cache-control')).toBe('no-store');
    const countries = await t.app.request(referencePaths.mainReferences);
    expect(countries.headers.get('cache-control')).toBe(referenceCacheControl);
  });

  it('sends no HSTS outside production (development runs on plain http)', async () => {
    const res = await t.app.request('/api/health');
    expect(res.headers.get('strict-transport-security')).toBeNull();
  });
});

describe('what the logs keep of a failed query', () => {
  // A duplicate e-mail: the insert fails, and its parameters hold a password hash, a security-answer
  // hash, an e-mail and an address-like text that must not reach the log.
  const SECRET_HASH = '$argon2id$v=19$m=19456,t=2,p=1$c2VjcmV0LXNhbHQ$LEAKED-PASSWORD-HASH';
  const ANSWER_HASH = '$argon2id$v=19$m=19456,t=2,p=1$YW5zd2Vy$LEAKED-ANSWER-HASH';
  const failingInsert = (db: typeof t.database.db) =>
    db.insert(customers).values({
      id: 1, // the first demo customer's id: a primary-key violation
      email: 'leaked.person@example.com',
      passwordHash: SECRET_HASH,
      securityAnswerHash: ANSWER_HASH,
      lastName: '1 Leaked Street, Springfield',
    });
  const leaks = (text: string) =>
    ['LEAKED-PASSWORD-HASH', 'LEAKED-ANSWER-HASH', 'leaked.person@example.com', 'Leaked Street'].filter((v) =>
      text.includes(v),
    );

  it('logs the statement and the error code of an unhandled failing query, never its values', async () => {
    const lines: string[] = [];
    const app = createApp({
      db: t.database.db,
      dbKind: t.database.kind,
      config: loadConfig({ NODE_ENV: 'test', SERVE_WEB: 'false' }),
      log: createLogger('error', (line) => lines.push(line)),
      now: () => new Date('2026-11-22T12:00:00Z'),
    });
    app.post('/test/failing-insert', async () => {
      await failingInsert(t.database.db);
      return new Response(null, { status: 204 });
    });
    const res = await app.request('/test/failing-insert', { method: 'POST' });
    expect(res.status).toBe(500);
    expect(leaks(await res.text())).toEqual([]);
    const record = lines
      .map((l) => JSON.parse(l) as Record<string, unknown>)
      .find((r) => r.msg === 'unhandled error');
    expect(record).toMatchObject({ error: 'query failed', code: '23505', path: '/test/failing-insert' });
    expect(String(record!.statement)).toMatch(/^insert into "customers"/);
    expect(leaks(lines.join('\n'))).toEqual([]);
  });

  it('cuts a params list out of any error message, however the error was wrapped', async () => {
    const failure = await failingInsert(t.database.db).then(
      () => undefined,
      (err: unknown) => err,
    );
    expect(leaks(String((failure as Error).message))).not.toEqual([]); // what used to reach the log
    const wrapped = new Error(`seeding failed: ${(failure as Error).message}`, { cause: failure });
    for (const err of [failure, wrapped, String((failure as Error).message)])
      expect(leaks(JSON.stringify(errorFields(err)))).toEqual([]);
    const fields = errorFields(wrapped);
    expect(fields.code).toBe('23505');
    expect(String(fields.statement)).toMatch(/^insert into/);
  });
});
