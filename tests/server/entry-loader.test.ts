import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Hono } from 'hono';
import { afterAll, describe, expect, it } from 'vitest';
import { ENTRY_LOADER, loadEntryAfterPaint } from '../../src/server/http/entry-loader';
import { securityHeadersOf } from '../../src/server/http/security-headers';
import { mountWeb } from '../../src/server/web';

// Issue 22, session 25: on a page the server drew, the app's entry loads after the hero has painted.

const INDEX = `<!doctype html><html><head><title>Healthspan</title>
<script type="module" crossorigin src="/assets/index-abc.js"></script>
<link rel="modulepreload" crossorigin href="/assets/preload-helper-def.js">
<link rel="stylesheet" crossorigin href="/assets/index-ghi.css">
</head><body><div id="root"></div><noscript>Needs JavaScript</noscript></body></html>`;

const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'healthspan-loader-'));
fs.writeFileSync(path.join(webDir, 'index.html'), INDEX);
afterAll(() => fs.rmSync(webDir, { recursive: true, force: true }));

describe('the entry loader', () => {
  it('replaces the entry script and its module preloads, keeps the stylesheet, loads after the markup', () => {
    const html = loadEntryAfterPaint(INDEX);
    expect(html).not.toContain('<script type="module"');
    expect(html).not.toContain('modulepreload');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-ghi.css">');
    expect(html).toMatch(
      /<div id="root"><\/div>.*<script data-entry="\/assets\/index-abc\.js">.+<\/script><\/body>/s,
    );
    // a build without an entry script is left as it is
    expect(loadEntryAfterPaint('<html><body></body></html>')).toBe('<html><body></body></html>');
  });

  it('is the one inline script the Content-Security-Policy allows, by the hash of its text', () => {
    const html = loadEntryAfterPaint(INDEX);
    const text = /<script data-entry="[^"]+">(.*?)<\/script>/s.exec(html)![1]!;
    expect(text).toBe(ENTRY_LOADER);
    const hash = createHash('sha256').update(text).digest('base64');
    const policy = securityHeadersOf({ env: 'production' })['Content-Security-Policy']!;
    expect(policy).toContain(`script-src 'self' 'sha256-${hash}';`);
  });

  it('is used for a page the server drew only: the plain SPA keeps its module script', async () => {
    const app = new Hono();
    mountWeb(app, { webDir }, { renderPage: (p) => Promise.resolve(p === '/' ? '<h1>Hi</h1>' : undefined) });
    const drawn = await (await app.request('/')).text();
    expect(drawn).toContain('<div id="root"><h1>Hi</h1></div>');
    expect(drawn).toContain('data-entry="/assets/index-abc.js"');
    expect(drawn).not.toContain('<script type="module"');
    const spa = await (await app.request('/customer/login')).text();
    expect(spa).toContain('<script type="module" crossorigin src="/assets/index-abc.js"></script>');
    expect(spa).not.toContain('data-entry');
  });
});
