import fs from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono, MiddlewareHandler } from 'hono';
import { compress } from 'hono/compress';
import type { Config } from './config';
import { jsonError } from './http/errors';

// Paths whose families belong to the API (spec 000 §7, 001 §7): never answered with the SPA.
const API_PREFIXES = ['/api/', '/report-hub/', '/askit/', '/customer/oauth/', '/it-pro/'];

export function isApiPath(p: string): boolean {
  return p === '/api' || API_PREFIXES.some((prefix) => p.startsWith(prefix));
}

const textCompression = compress();

/** JSON inside a <script> element: `<` escaped so no text can close the element. */
export const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

export interface WebOptions {
  /**
   * Data written into index.html for this request's path (issue 20: the published page-builder page
   * of a public path, so the first paint needs no API call): the element's id and its JSON.
   */
  pageData?: (path: string) => Promise<{ id: string; data: unknown; preloadImages?: string[] } | undefined>;
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
  // scripts, styles and index.html are text: gzip/brotli cut the first load by two thirds (Lighthouse
  // on /, issue 20); images and other binary answers pass through unchanged
  const compressWeb: MiddlewareHandler = (c, next) =>
    isApiPath(c.req.path) ? next() : textCompression(c, next);
  app.use('*', compressWeb);
  if (built)
    app.use(
      '/assets/*',
      serveStatic({
        root: config.webDir,
        onFound: (_path, c) => {
          c.header('Cache-Control', 'public, max-age=31536000, immutable');
        },
      }),
    );
  app.all('/assets/*', (c) => jsonError(c, 404, `No asset at ${c.req.path}`));
  // Files at the top of the build (favicon, images); a path ending in / is a route for the SPA.
  const files: MiddlewareHandler = serveStatic({ root: config.webDir, index: '' });
  const filesUnlessRoute: MiddlewareHandler = (c, next) =>
    c.req.path.endsWith('/') ? next() : files(c, next);
  if (built) app.use('*', filesUnlessRoute);

  app.all('*', async (c) => {
    if (isApiPath(c.req.path)) return jsonError(c, 404, `No API call at ${c.req.method} ${c.req.path}`);
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD')
      return jsonError(c, 405, `${c.req.method} is not allowed here`);
    const html = readIndex();
    if (!html)
      return c.text('The web app is not built yet: run `npm run build` (npm start does it for you).', 503);
    c.header('Cache-Control', 'no-cache');
    const extra = await options.pageData?.(c.req.path);
    if (!extra) return c.html(html);
    const element = `<script type="application/json" id="${extra.id}">${scriptJson(extra.data)}</script>`;
    // the page's largest image (the hero's) starts loading with the scripts, not after them
    const preloads = (extra.preloadImages ?? [])
      .map((href) => `<link rel="preload" as="image" href="${encodeURI(href)}" fetchpriority="high">`)
      .join('');
    // functions, not strings: a `$'` or `$&` in the page's text must not be read as a replacement pattern
    return c.html(
      html.replace('</head>', () => `${preloads}</head>`).replace('</body>', () => `${element}</body>`),
    );
  });
}
