import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { devToolsPaths, devToolsResponse, modelCoverageResponse } from '../../src/contract/dev-tools';
import { staff } from '../../src/server/db/schema';
import { readModelCoverage } from '../../src/server/routes/dev-tools';
import { openStaffSession, STAFF_COOKIE } from '../../src/server/services/staff-sessions';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('development tools (inspector, machine catalogue)', () => {
  it('tells the inspector it runs on a test server', async () => {
    const res = await t.app.request(devToolsPaths.tools);
    expect(res.status).toBe(200);
    expect(devToolsResponse.parse(await res.json())).toEqual({ environment: 'test' });
  });

  it('serves the model-test coverage of the last run, or none', async () => {
    const res = await t.app.request(devToolsPaths.modelCoverage);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const body = modelCoverageResponse.parse(await res.json());
    expect(body.generatedAt === null ? body.machines : body.machines.length > 0).toBeTruthy();
  });

  it('reads a coverage file, and answers "not run" for a missing or broken one', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hs-coverage-'));
    try {
      const file = path.join(dir, 'model-coverage.json');
      expect(await readModelCoverage(file)).toEqual({ generatedAt: null, machines: [] });
      fs.writeFileSync(file, '{ not json');
      expect(await readModelCoverage(file)).toEqual({ generatedAt: null, machines: [] });
      const row = {
        machine: 'sessionExpiry',
        states: { covered: 7, total: 7 },
        transitions: { covered: 14, total: 14 },
        percent: 100,
        paths: 9,
        graph: { states: 10, edges: 16, edgesCovered: 16 },
        missing: { states: [], transitions: [] },
        measuredAt: '2026-11-23T18:00:00.000Z',
      };
      fs.writeFileSync(file, JSON.stringify({ generatedAt: '2026-11-23T18:00:00.000Z', machines: [row] }));
      expect(await readModelCoverage(file)).toEqual({
        generatedAt: '2026-11-23T18:00:00.000Z',
        machines: [row],
      });
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('does not exist on a production server', async () => {
    const production = await createTestApp({
      NODE_ENV: 'production',
      JWT_SECRET: 'x'.repeat(40),
      STORE_URL: 'https://store.example',
      SERVE_WEB: 'false',
    });
    try {
      for (const p of [devToolsPaths.tools, devToolsPaths.modelCoverage, '/dev-outbox', '/dev-outbox.json']) {
        const res = await production.app.request(p);
        expect(res.status).toBe(404);
      }
    } finally {
      await production.close();
    }
  });
});

/** What @hono/node-server passes as the env: the request's socket, whose peer address is the caller's. */
const from = (remoteAddress: string) => ({ incoming: { socket: { remoteAddress } } });

async function sessionCookie(persona: string, secondFactorDone: boolean) {
  const [row] = await t.database.db
    .select()
    .from(staff)
    .where(eq(staff.email, `${persona}@demo.healthspan.test`));
  const now = new Date('2026-11-22T12:00:00Z');
  const { cookie } = await openStaffSession(t.database.db, row!.id, now, 1800, secondFactorDone ? now : null);
  return `${STAFF_COOKIE}=${cookie}`;
}

describe('the dev outbox (reset links and codes of every account)', () => {
  const pages = ['/dev-outbox', '/dev-outbox.json'];

  it('answers the machine itself, by the socket address', async () => {
    for (const address of ['127.0.0.1', '127.8.0.1', '::1', '::ffff:127.0.0.1'])
      for (const p of pages) {
        const res = await t.app.request(p, {}, from(address));
        expect(res.status, `${p} from ${address}`).toBe(200);
        expect(res.headers.get('cache-control')).toBe('no-store');
      }
  });

  it('is a 404 for any other address, whatever X-Forwarded-For says', async () => {
    for (const address of ['10.0.0.5', '192.168.1.20', '::ffff:10.0.0.5', 'fe80::1', '0.0.0.0'])
      for (const p of pages) {
        const res = await t.app.request(p, { headers: { 'x-forwarded-for': '127.0.0.1' } }, from(address));
        expect(res.status, `${p} from ${address}`).toBe(404);
        expect(await res.text()).not.toContain('@');
      }
  });

  it('answers a signed-in administrator from another address, and nobody else signed in', async () => {
    const admin = await sessionCookie('admin-totp', true);
    for (const p of pages)
      expect((await t.app.request(p, { headers: { cookie: admin } }, from('10.0.0.5'))).status).toBe(200);
    // A password without the second factor, a Support role and a coach are not administrators.
    for (const cookie of [
      await sessionCookie('admin-totp', false),
      await sessionCookie('admin-limited', true),
      await sessionCookie('coach', true),
      `${STAFF_COOKIE}=forged`,
    ])
      for (const p of pages)
        expect((await t.app.request(p, { headers: { cookie } }, from('10.0.0.5'))).status).toBe(404);
  });
});
