import fs from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { PublishedPageResponse } from '../contract/page-builder';
import { errorFields, type Logger } from './log';

/** What src/web/ssr.tsx exports once built (`vite build --ssr`): the HTML inside `#root` for a path. */
type Render = (path: string, page?: PublishedPageResponse) => Promise<string>;

// Public pages without a page-builder document that are drawn from code alone (spec 000 §2.1).
const CODE_PAGES: readonly string[] = ['/responsible-disclosure-policy'];

/**
 * Issue 22: the server renderer of the public pages. Only a page's own address is rendered (the page
 * builder's path, or a code page), so what is cached stays as small as the list of public pages;
 * `/About` or `/tour/step-2` stay the plain SPA. Renders run one at a time (the bundle's page store
 * is one per process). Undefined — the plain SPA — when the bundle is missing or a render fails.
 */
export function pageRenderer(entry: string, log: Logger) {
  let loaded: Promise<Render | undefined> | undefined;
  let queue: Promise<unknown> = Promise.resolve();
  const load = async () => {
    if (!fs.existsSync(entry)) return undefined;
    try {
      return ((await import(pathToFileURL(entry).href)) as { render: Render }).render;
    } catch (error) {
      log.error('the server renderer did not load: public pages are the plain SPA', errorFields(error));
      return undefined;
    }
  };
  return async (path: string, data: unknown): Promise<string | undefined> => {
    const page = data as PublishedPageResponse | undefined;
    // the footer links with a trailing slash: that spelling is rendered too
    const address = path.length > 1 ? path.replace(/\/$/, '') : path;
    if (page ? page.path !== address : !CODE_PAGES.includes(address)) return undefined;
    const render = await (loaded ??= load());
    if (!render) return undefined;
    const job = queue.then(() => render(path, page));
    queue = job.catch(() => undefined);
    try {
      return await job;
    } catch (error) {
      log.error('a public page did not render: served as the plain SPA', { path, ...errorFields(error) });
      return undefined;
    }
  };
}
