import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillPath } from '../../src/contract/admin';
import { backOfficePaths } from '../../src/contract/back-office';
import { pagesResponse } from '../../src/contract/page-builder';
import { SSR_SOURCE } from '../../src/server/web-build';
import { adminSession } from './admin-session';
import { createTestApp, type TestApp } from './test-app';

/**
 * Issue 22: the public pages arrive as HTML with their text (the server renderer built from
 * src/web/ssr.tsx), compressed ahead of time, with an ETag; everything else stays the plain SPA.
 */
describe('public pages drawn by the server', () => {
  let t: TestApp;
  let webDir: string;
  // inside the checkout, so the bundle's imports of react and the rest resolve from node_modules
  const ssrDir = path.resolve(`dist/test-ssr-${process.pid}`);
  const asset = `/assets/app-${process.pid}.js`;
  const script = 'console.log("the app");\n'.repeat(100);

  beforeAll(async () => {
    await build({ logLevel: 'silent', build: { ssr: SSR_SOURCE, outDir: ssrDir, emptyOutDir: true } });
    webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'healthspan-ssr-'));
    fs.mkdirSync(path.join(webDir, 'assets'));
    fs.writeFileSync(
      path.join(webDir, 'index.html'),
      '<!doctype html><html><head><title>Healthspan</title></head><body><div id="root"></div><noscript>Needs JavaScript</noscript></body></html>',
    );
    // what the build's precompress step leaves beside an asset
    const file = path.join(webDir, asset);
    fs.writeFileSync(file, script);
    fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(script));
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(script));
    t = await createTestApp({ WEB_DIR: webDir, SSR_ENTRY: path.join(ssrDir, 'ssr.js') });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    fs.rmSync(webDir, { recursive: true, force: true });
    fs.rmSync(ssrDir, { recursive: true, force: true });
  });

  const rootOf = (html: string) =>
    /<div id="root">([\s\S]*?)<\/div><\/body>|<div id="root">([\s\S]*)$/.exec(html)?.[0] ?? '';
  const get = (p: string, headers: Record<string, string> = {}) => t.app.request(p, { headers });

  it('answers a public path with its text inside #root, no-cache with an ETag, the notice gone', async () => {
    const res = await get('/');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('etag')).toMatch(/^W\/"[\w-]+"$/);
    const html = await res.text();
    expect(rootOf(html)).toContain('Your blood knows your real age');
    expect(html).not.toContain('<noscript>');
    // the page's data is still there for the browser's first render
    expect(html).toContain('<script type="application/json" id="page-data">');
    // the code page, and the footer's spelling with a trailing slash
    expect(await (await get('/responsible-disclosure-policy/')).text()).toContain(
      'Responsible disclosure policy',
    );
  });

  it('answers 304 to If-None-Match with the page’s ETag, the page again to any other', async () => {
    const etag = (await get('/science')).headers.get('etag')!;
    const same = await get('/science', { 'if-none-match': etag });
    expect(same.status).toBe(304);
    expect(await same.text()).toBe('');
    expect((await get('/science', { 'if-none-match': `"other", ${etag}` })).status).toBe(304);
    expect((await get('/science', { 'if-none-match': '"other"' })).status).toBe(200);
  });

  it('sends brotli or gzip as the browser accepts, saying so, and plain text to one that accepts neither', async () => {
    const br = await get('/', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toBe('Accept-Encoding');
    expect(zlib.brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toContain(
      'Your blood knows your real age',
    );
    const gz = await get('/', { 'accept-encoding': 'gzip, br;q=0' });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(zlib.gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toContain('Your blood knows');
    const plain = await get('/');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')).toBe('Accept-Encoding');
  });

  it('serves the build’s precompressed assets with their encoding, and JSON above 1 kB gzipped', async () => {
    const br = await get(asset, { 'accept-encoding': 'br, gzip' });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toContain('Accept-Encoding');
    expect(zlib.brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(script);
    const gz = await get(asset, { 'accept-encoding': 'gzip' });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(await (await get(asset)).text()).toBe(script);

    const countries = await get('/api/pages/references/countries', { 'accept-encoding': 'gzip' });
    expect(countries.headers.get('content-encoding')).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(Buffer.from(await countries.arrayBuffer())).toString())).toBeTruthy();
  });

  it('draws the newly published page after a publish, with a new ETag', async () => {
    const before = await get('/about');
    expect(await before.text()).not.toContain('A brand-new about page');
    const editor = await adminSession(t, 'editor');
    const { items } = pagesResponse.parse(await (await editor.call('GET', backOfficePaths.pages)).json());
    const id = String(items.find((i) => i.path === '/about')!.id);
    const document = {
      root: { props: { seoTitle: 'About', description: '' } },
      content: [{ type: 'Heading', props: { id: 'h', text: 'A brand-new about page', level: 'h1' } }],
    };
    expect((await editor.call('PUT', fillPath(backOfficePaths.pageDraft, { id }), document)).status).toBe(
      200,
    );
    expect((await editor.call('POST', fillPath(backOfficePaths.pagePublish, { id }))).status).toBe(201);
    const after = await get('/about');
    expect(rootOf(await after.text())).toContain('A brand-new about page');
    expect(after.headers.get('etag')).not.toBe(before.headers.get('etag'));
  });

  it('leaves a signed-in page, an unpublished path and another spelling to the plain SPA', async () => {
    for (const p of ['/customer/dashboard', '/customer/login', '/About', '/tour/step-2', '/no-such-page']) {
      const html = await (await get(p)).text();
      expect(html, p).toContain('<div id="root"></div>');
      expect(html, p).toContain('<noscript>');
    }
  });
});
