import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { referenceCacheControl, referencePaths } from '../../src/contract/references';
import { onboardingPaths } from '../../src/contract/onboarding';
import { countries } from '../../src/server/db/schema';
import {
  createReferenceCache,
  REFERENCE_MAX_AGE_MS,
  type ReferenceCache,
} from '../../src/server/services/reference-cache';
import { answeringFirst } from '../../src/server/http/cached-answer';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
let clock = new Date('2026-11-22T12:00:00Z');
const cache = createReferenceCache(() => clock, REFERENCE_MAX_AGE_MS);
let reads = 0;
/** The cache, counting the answers routes ask it for. */
const references: ReferenceCache = {
  ...cache,
  answer: (key, load) => {
    reads++;
    return cache.answer(key, load);
  },
};
beforeAll(async () => {
  t = await createTestApp({}, { references });
});
afterAll(() => t.close());

const countriesOf = async (headers: Record<string, string> = {}) =>
  t.app.request(referencePaths.countries, { headers });
const renameFrance = (name: string) =>
  t.database.db.update(countries).set({ name }).where(eq(countries.code, 'FR'));
const france = async (res: Response) =>
  ((await res.json()) as { name: string; countryAbbr: string }[]).find((c) => c.countryAbbr === 'FR')?.name;

describe('reference data served from memory (issue 22)', () => {
  it('answers with an ETag and Cache-Control, and 304 without a body to a client holding that version', async () => {
    const first = await countriesOf();
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe(referenceCacheControl);
    expect(first.headers.get('content-type')).toMatch(/^application\/json/);
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const body = await first.text();

    for (const held of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const again = await countriesOf({ 'if-none-match': held });
      expect(again.status, held).toBe(304);
      expect(await again.text()).toBe('');
      expect(again.headers.get('etag')).toBe(etag);
      expect(again.headers.get('cache-control')).toBe(referenceCacheControl);
    }
    const stale = await countriesOf({ 'if-none-match': '"another-version"' });
    expect(stale.status).toBe(200);
    expect(await stale.text()).toBe(body);
  });

  it('gives each call and each query its own version', async () => {
    const etags = await Promise.all(
      [
        referencePaths.countries,
        referencePaths.allStates,
        `${referencePaths.bloodMarkers}?gender=male`,
        `${referencePaths.bloodMarkers}?gender=female`,
        onboardingPaths.glpOneMedications,
      ].map(async (path) => {
        const res = await t.app.request(path);
        expect(res.status, path).toBe(200);
        return res.headers.get('etag');
      }),
    );
    expect(new Set(etags).size).toBe(etags.length);
  });

  it('serves a change once invalidated, with a new version; the old one is answered in full', async () => {
    const before = await countriesOf();
    const etag = before.headers.get('etag')!;
    await renameFrance('France (renamed)');
    try {
      // kept in memory: the database is not read again
      expect(await france(await countriesOf())).toBe('France');
      references.invalidate();
      const after = await countriesOf({ 'if-none-match': etag });
      expect(after.status).toBe(200);
      expect(after.headers.get('etag')).not.toBe(etag);
      expect(await france(after)).toBe('France (renamed)');
    } finally {
      await renameFrance('France');
      references.invalidate();
    }
    // the same bytes again: the same version as before the change
    expect((await countriesOf()).headers.get('etag')).toBe(etag);
  });

  it('reads a change made elsewhere (another process) within REFERENCE_MAX_AGE_MS, without an invalidation', async () => {
    await countriesOf();
    await renameFrance('République française');
    try {
      clock = new Date(clock.getTime() + REFERENCE_MAX_AGE_MS - 1000);
      expect(await france(await countriesOf())).toBe('France');
      clock = new Date(clock.getTime() + 1000);
      expect(await france(await countriesOf())).toBe('République française');
    } finally {
      await renameFrance('France');
      references.invalidate();
    }
  });

  it('answers a URL a route already sent from memory, with the bytes and headers the route sent, gzipped on request', async () => {
    references.invalidate();
    const url = `${referencePaths.bloodMarkers}?gender=female`;
    const routed = await t.app.request(url);
    const body = await routed.text();
    reads = 0;
    const fetch = t.app.fetch;
    const fast = await fetch(new Request(`http://localhost${url}`));
    expect(await fast.text()).toBe(body);
    for (const name of [
      'etag',
      'cache-control',
      'content-type',
      'content-security-policy',
      'x-frame-options',
    ])
      expect(fast.headers.get(name), name).toBe(routed.headers.get(name));

    const gzipped = await fetch(
      new Request(`http://localhost${url}`, { headers: { 'accept-encoding': 'br, gzip' } }),
    );
    expect(gzipped.headers.get('content-encoding')).toBe('gzip');
    expect(gzipped.headers.get('vary')).toBe('Accept-Encoding');
    expect(gunzipSync(Buffer.from(await gzipped.arrayBuffer())).toString()).toBe(body);
    expect(reads).toBe(0);

    // a bad query and a HEAD go through the routes (and their validation)
    expect((await t.app.request(`${referencePaths.bloodMarkers}?gender=nobody`)).status).toBe(400);
    expect((await t.app.request(url, { method: 'HEAD' })).status).toBe(200);
    expect(reads).toBe(1);
  });
});

describe("remembered reference URLs in node's listener (issue 22, main.ts)", () => {
  it('answers them before the app, with the same bytes and headers, and passes everything else on', async () => {
    references.invalidate();
    const url = `${referencePaths.bloodMarkers}?gender=male`;
    let passedOn = 0;
    const server = answeringFirst(t.app.referenceAnswers)({}, (_req, res) => {
      passedOn++;
      res.writeHead(599).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const get = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
      fetch(`http://127.0.0.1:${port}${path}`, { headers, method });
    try {
      // not yet sent by a route: the app answers
      expect((await get(url)).status).toBe(599);
      const routed = await t.app.request(url);
      const body = await routed.text();
      const etag = routed.headers.get('etag')!;
      reads = 0;

      const fast = await get(url, { 'accept-encoding': 'identity' });
      expect(fast.status).toBe(200);
      expect(await fast.text()).toBe(body);
      for (const name of ['etag', 'cache-control', 'content-type', 'content-security-policy'])
        expect(fast.headers.get(name), name).toBe(routed.headers.get(name));
      const gzipped = await get(url, { 'accept-encoding': 'gzip' });
      expect(gzipped.headers.get('content-encoding')).toBe('gzip');
      expect(await gzipped.text()).toBe(body); // fetch unzips it
      const held = await get(url, { 'if-none-match': etag });
      expect(held.status).toBe(304);
      expect(await held.text()).toBe('');
      expect(reads).toBe(0);
      expect(passedOn).toBe(1);

      // another query, another method, a dropped answer: passed on to the app
      expect((await get(`${referencePaths.bloodMarkers}?gender=female`)).status).toBe(599);
      expect((await get(url, {}, 'HEAD')).status).toBe(599);
      references.invalidate();
      expect((await get(url)).status).toBe(599);
      expect(passedOn).toBe(4);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
