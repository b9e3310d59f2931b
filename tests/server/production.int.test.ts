import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminPaths } from '../../src/contract/admin';
import { authPaths } from '../../src/contract/auth';
import { devToolsPaths } from '../../src/contract/dev-tools';
import { referencePaths } from '../../src/contract/references';
import { systemPaths } from '../../src/contract/system';
import { createApp } from '../../src/server/app';
import { DEFAULT_JWT_SECRET, loadConfig } from '../../src/server/config';
import { openDatabase, type Database } from '../../src/server/db';
import { coachLoginLinks, customers, products, seedLog, staff } from '../../src/server/db/schema';
import { demoLogins, refuseDemoPersonas, runSeeders } from '../../src/server/db/seed';
import { seeders, seedersFor } from '../../src/server/db/seed/registry';
import { createLogger } from '../../src/server/log';
import { createTestApp, type TestApp } from './test-app';

const SECRET = 'a-production-secret-of-more-than-32-characters';
const PRODUCTION = { NODE_ENV: 'production', JWT_SECRET: SECRET, STORE_URL: 'https://store.example' };

describe('production configuration', () => {
  it('refuses to start with the development JWT secret', () => {
    for (const JWT_SECRET of [undefined, '', DEFAULT_JWT_SECRET])
      expect(() => loadConfig({ ...PRODUCTION, JWT_SECRET })).toThrow(/JWT_SECRET must be set/);
  });

  it('has demo data off, and refuses DEMO_DATA=1 unless DEMO_DEPLOYMENT=1 says it is a demo', () => {
    expect(loadConfig(PRODUCTION).demoData).toBe(false);
    expect(() => loadConfig({ ...PRODUCTION, DEMO_DATA: '1' })).toThrow(/DEMO_DEPLOYMENT=1/);
    expect(() => loadConfig({ ...PRODUCTION, DEMO_DATA: '1', DEMO_DEPLOYMENT: '0' })).toThrow(
      /DEMO_DEPLOYMENT=1/,
    );
    expect(loadConfig({ ...PRODUCTION, DEMO_DATA: '1', DEMO_DEPLOYMENT: '1' }).demoData).toBe(true);
    // a demo deployment still needs its own secret
    expect(() =>
      loadConfig({ NODE_ENV: 'production', DEMO_DATA: '1', DEMO_DEPLOYMENT: '1', STORE_URL: 'x' }),
    ).toThrow(/JWT_SECRET/);
    expect(() => loadConfig({ ...PRODUCTION, DEMO_DATA: 'yes' })).toThrow(/DEMO_DATA must be 1 or 0/);
  });

  it('asks for a real store in production, since the demo store is off', () => {
    expect(() => loadConfig({ ...PRODUCTION, STORE_URL: undefined })).toThrow(/STORE_URL must be set/);
  });

  it('keeps demo data on in development and test unless DEMO_DATA=0', () => {
    expect(loadConfig({}).demoData).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).demoData).toBe(true);
    expect(loadConfig({ DEMO_DATA: '0' }).demoData).toBe(false);
  });

  it('listens on 127.0.0.1 by default outside production, on 0.0.0.0 in production, or on HOST', () => {
    expect(loadConfig({}).host).toBe('127.0.0.1');
    expect(loadConfig({ NODE_ENV: 'test' }).host).toBe('127.0.0.1');
    expect(loadConfig(PRODUCTION).host).toBe('0.0.0.0');
    expect(loadConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(loadConfig({ ...PRODUCTION, HOST: '10.1.2.3' }).host).toBe('10.1.2.3');
  });

  it('seeds reference data only without demo data', () => {
    const chosen = seedersFor({ demoData: false });
    expect(chosen.length).toBeGreaterThan(0);
    expect(chosen.every((s) => s.kind === 'reference')).toBe(true);
    expect(demoLogins(chosen)).toEqual([]);
    expect(seedersFor({ demoData: true })).toBe(seeders);
  });
});

describe('a production server on an empty database', () => {
  let database: Database;
  let app: ReturnType<typeof createApp>;
  const config = loadConfig({ ...PRODUCTION, LOG_LEVEL: 'silent', SERVE_WEB: 'false' });

  beforeAll(async () => {
    database = await openDatabase({ kind: 'pglite-memory' });
    // what main.ts does: migrate, refuse demo personas, then the seeders the configuration picks
    await database.migrate(async (db) => {
      await refuseDemoPersonas(db, config.demoData);
      await runSeeders(db, seedersFor(config), { log: createLogger('silent'), now: new Date() });
    });
    app = createApp({
      db: database.db,
      dbKind: database.kind,
      config,
      log: createLogger('silent'),
      now: () => new Date(),
    });
  }, 120_000);
  afterAll(() => database.close());

  it('has its reference data and no demo customer, staff member, coach link or demo seed', async () => {
    const rows = async (
      table: typeof customers | typeof staff | typeof coachLoginLinks | typeof seedLog | typeof products,
    ) => (await database.db.select({ n: count() }).from(table))[0]!.n;
    expect(await rows(products)).toBeGreaterThan(0);
    expect(await rows(customers)).toBe(0);
    expect(await rows(staff)).toBe(0);
    expect(await rows(coachLoginLinks)).toBe(0);
    expect(await rows(seedLog)).toBe(0);
    const res = await app.request(referencePaths.mainReferences);
    expect(res.status).toBe(200);
  });

  it("refuses the demo personas' published credentials", async () => {
    const customer = await app.request(authPaths.login, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'active@demo.healthspan.test', password: 'Healthspan-demo-1' }),
    });
    expect(customer.status).toBe(401);
    const admin = await app.request(adminPaths.login, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin-totp@demo.healthspan.test', password: 'Healthspan-demo-1' }),
    });
    expect(admin.status).toBe(401);
  });

  it('mounts no demo store, dev outbox or dev tools, even for the machine itself', async () => {
    const loopback = { incoming: { socket: { remoteAddress: '127.0.0.1' } } };
    for (const [method, path] of [
      ['GET', '/demo-store'],
      ['GET', '/demo-store/products/essentials'],
      ['POST', '/demo-store/checkout'],
      ['GET', '/demo-store/login'],
      ['GET', '/dev-outbox'],
      ['GET', '/dev-outbox.json'],
      ['GET', devToolsPaths.tools],
      ['GET', devToolsPaths.modelCoverage],
    ] as const)
      expect((await app.request(path, { method }, loopback)).status, `${method} ${path}`).toBe(404);
  });

  it('sends HSTS, and no-store on API answers', async () => {
    const res = await app.request(systemPaths.health);
    expect(res.status).toBe(200);
    expect(res.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    expect(res.headers.get('cache-control')).toBe('no-store');
  });
});

describe('a demo deployment (production, DEMO_DATA=1 and DEMO_DEPLOYMENT=1)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ ...PRODUCTION, DEMO_DATA: '1', DEMO_DEPLOYMENT: '1', SERVE_WEB: 'false' });
  }, 120_000);
  afterAll(() => t.close());

  it('marks every cookie it sets Secure: customer and staff sessions, the store checkout', async () => {
    const json = (body: unknown) => ({
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const password = 'Healthspan-demo-1';
    const [product] = await t.database.db.select({ slug: products.slug }).from(products).limit(1);
    const answers = [
      await t.app.request(authPaths.login, json({ email: 'active@demo.healthspan.test', password })),
      await t.app.request(adminPaths.login, json({ email: 'admin-sms@demo.healthspan.test', password })),
      await t.app.request('/demo-store/checkout', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          slug: product!.slug,
          firstName: 'Sam',
          lastName: 'Secure',
          email: 'secure-cookie@example.com',
          password: 'Secure-cookie-1',
        }).toString(),
      }),
    ];
    const cookies = answers.flatMap((res) => res.headers.getSetCookie());
    expect(cookies.map((c) => c.split('=')[0])).toEqual([
      'hs_session',
      'hs_device',
      'hs_staff_device',
      'hs_staff',
      'hs_checkout',
    ]);
    for (const cookie of cookies) expect(cookie).toMatch(/; Secure(;|$)/);
  });

  it('mounts the demo store', async () => {
    expect((await t.app.request('/demo-store')).status).toBe(200);
    expect((await t.app.request('/dev-outbox')).status).toBe(404);
  });
});

describe('a production start on a database that already holds the demo personas', () => {
  it('refuses it, unless it is a demo deployment', async () => {
    const t = await createTestApp();
    try {
      await expect(refuseDemoPersonas(t.database.db, false)).rejects.toThrow(/holds the demo personas/);
      await expect(refuseDemoPersonas(t.database.db, true)).resolves.toBeUndefined();
    } finally {
      await t.close();
    }
  });
});
