import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, Hono, MiddlewareHandler } from 'hono';
import type { Config } from './config';
import { loadEntryAfterPaint } from './http/entry-loader';
import { jsonError } from './http/errors';

// Paths whose families belong to the API (spec 000 §7, 001 §7): never answered with the SPA.
const API_PREFIXES = ['/api/', '/report-hub/', '/askit/', '/customer/oauth/', '/it-pro/'];

export function isApiPath(p: string): boolean {
  return p === '/api' || API_PREFIXES.some((prefix) => p.startsWith(prefix));
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** A page's HTML once, and as brotli and gzip (compressed off the event loop, by libuv's threads). */
interface CachedPage {
  key: string;
  etag: string;
  html: string;
  br: Buffer;
  gzip: Buffer;
}

const etagOf = (html: string) => `W/"${createHash('sha1').update(html).digest('base64url')}"`;

/** RFC 9110 §13.1.2: If-None-Match matches by weak comparison, `*` matches any. */
function notModified(c: Context, etag: string) {
  const header = c.req.header('if-none-match');
  if (!header) return false;
  const opaque = etag.replace(/^W\//, '');
  return header.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t.replace(/^W\//, '') === opaque;
  });
}

/** The client's preferred precompressed encoding of ours: brotli, then gzip (q=0 refuses one). */
function acceptedEncoding(c: Context): 'br' | 'gzip' | undefined {
  const accepted = (c.req.header('accept-encoding') ?? '').split(',').map((part) => {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)/.exec(p)?.[1]).find(Boolean);
    return { name, ok: q === undefined || Number(q) > 0 };
  });
  const takes = (name: string) => accepted.some((a) => a.name === name && a.ok);
  return takes('br') ? 'br' : takes('gzip') ? 'gzip' : undefined;
}

/** JSON inside a <script> element: `<` escaped so no text can close the element. */
export const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** An image to preload: its URL, and the srcset and sizes its <img> draws with when it has them. */
export interface PreloadImage {
  href: string;
  srcset?: string;
  sizes?: string;
}

const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** The preload of a page's largest image (the hero's), which starts loading with the stylesheet. */
const preloadLink = ({ href, srcset, sizes }: PreloadImage) =>
  `<link rel="preload" as="image" href="${encodeURI(href)}"` +
  (srcset && sizes ? ` imagesrcset="${attribute(srcset)}" imagesizes="${attribute(sizes)}"` : '') +
  ' fetchpriority="high">';

export interface WebOptions {
  /**
   * Data written into index.html for this request's path (issue 20: the published page-builder page
   * of a public path, so the first paint needs no API call): the element's id and its JSON.
   */
  pageData?: (
    path: string,
  ) => Promise<{ id: string; data: unknown; version?: number; preloadImages?: PreloadImage[] } | undefined>;
  /**
   * Issue 22: the HTML inside `#root` of a public page (the server renderer, src/server/page-renderer),
   * or undefined for the plain SPA. What it renders is cached per path and published version.
   */
  renderPage?: (path: string, data: unknown) => Promise<string | undefined>;
}

/**
 * Serves the built SPA: hashed assets with a long cache, a missing asset as 404, and index.html for
 * every other GET so the client-side route table (and its page-not-found screen) decides.
 */
export function mountWeb(app: Hono, config: Pick<Config, 'webDir'>, options: WebOptions = {}) {
  const indexFile = path.join(config.webDir, 'index.html');
  let indexHtml: string | undefined;
  const readIndex = () =>
    (indexHtml ??= fs.existsSync(indexFile) ? fs.readFileSync(indexFile, 'utf8') : undefined);

  const built = fs.existsSync(config.webDir);
  if (built)
    app.use(
      '/assets/*',
      serveStatic({
        root: config.webDir,
        // the build wrote .br and .gz beside each text asset (vite.config.ts): no compression per request
        precompressed: true,
        onFound: (_path, c) => {
          c.header('Cache-Control', 'public, max-age=31536000, immutable');
        },
      }),
    );
  app.all('/assets/*', (c) => jsonError(c, 404, `No asset at ${c.req.path}`));
  // Files at the top of the build (favicon, images); a path ending in / is a route for the SPA.
  const files: MiddlewareHandler = serveStatic({ root: config.webDir, index: '', precompressed: true });
  const filesUnlessRoute: MiddlewareHandler = (c, next) =>
    c.req.path.endsWith('/') ? next() : files(c, next);
  if (built) app.use('*', filesUnlessRoute);

  const rendered = new Map<string, CachedPage>();
  /**
   * index.html with what the request's path carries: preloads, the page's data, its rendered HTML
   * (which reads without JavaScript, so the "needs JavaScript" notice goes).
   */
  const pageHtml = (
    html: string,
    extra: Awaited<ReturnType<NonNullable<WebOptions['pageData']>>>,
    root?: string,
  ) => {
    if (!extra && root === undefined) return html;
    const element = extra
      ? `<script type="application/json" id="${extra.id}">${scriptJson(extra.data)}</script>`
      : '';
    // the page's largest image (the hero's) starts loading with the scripts, not after them
    const preloads = (extra?.preloadImages ?? []).map(preloadLink).join('');
    // functions, not strings: a `$'` or `$&` in the page's text must not be read as a replacement pattern
    const drawn = root === undefined ? html : html.replace(/<noscript>.*?<\/noscript>/s, '');
    const page = drawn
      .replace('<div id="root"></div>', () => `<div id="root">${root ?? ''}</div>`)
      .replace('</head>', () => `${preloads}</head>`)
      .replace('</body>', () => `${element}</body>`);
    // a page the server drew paints (its hero image too) before the app's code is fetched
    return root === undefined ? page : loadEntryAfterPaint(page);
  };
  const send = (c: Context, page: Omit<CachedPage, 'key'> | { etag: string; html: string }) => {
    c.header('Cache-Control', 'no-cache');
    c.header('ETag', page.etag);
    c.header('Vary', 'Accept-Encoding');
    if (notModified(c, page.etag)) return c.body(null, 304);
    const encoding = 'br' in page ? acceptedEncoding(c) : undefined;
    if (!encoding || !('br' in page)) return c.html(page.html);
    c.header('Content-Encoding', encoding);
    c.header('Content-Type', 'text/html; charset=UTF-8');
    return c.body(new Uint8Array(page[encoding]));
  };

  app.all('*', async (c) => {
    if (isApiPath(c.req.path)) return jsonError(c, 404, `No API call at ${c.req.method} ${c.req.path}`);
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD')
      return jsonError(c, 405, `${c.req.method} is not allowed here`);
    const html = readIndex();
    if (!html)
      return c.text('The web app is not built yet: run `npm run build` (npm start does it for you).', 503);
    const path = c.req.path;
    const extra = await options.pageData?.(path);
    const key = String(extra?.version ?? '');
    const cached = rendered.get(path);
    if (cached?.key === key) return send(c, cached);
    const root = await options.renderPage?.(path, extra?.data);
    const page = pageHtml(html, extra, root);
    if (root === undefined) return send(c, { etag: etagOf(page), html: page });
    const [br, gz] = await Promise.all([brotli(page), gzip(page)]);
    const entry = { key, etag: etagOf(page), html: page, br, gzip: gz };
    // a newer version replaces the older one: one entry per public page at most
    rendered.set(path, entry);
    return send(c, entry);
  });
}
