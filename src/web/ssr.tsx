import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { Router } from 'wouter';
import type { PublishedPageResponse } from '../contract/page-builder';
import { App } from './app/app';
import { seedStoredPage } from './features/marketing/page-store';

/**
 * The server renderer of the public pages (issue 22, docs/decisions.md): the HTML inside `#root`
 * for `path` (with its published page, for a page-builder path). It is the SPA's own tree as the
 * browser hydrates it, before the app-long actors start (src/web/boot.tsx): the sign-in being
 * restored, the banner's location unknown, so `hydrateRoot` finds the same markup. A public view
 * that needs the actors fails this render instead of waiting for them. Built by `vite build --ssr`
 * into dist/ssr; the server imports the built file and caches what it renders.
 */
export async function render(path: string, page?: PublishedPageResponse): Promise<string> {
  seedStoredPage(page);
  const tree = (
    <StrictMode>
      <Router ssrPath={path}>
        <App actors={null} />
      </Router>
    </StrictMode>
  );
  try {
    // Every Suspense boundary written in place, however large (React outlines big ones by default):
    // no inline script has to reveal it, which the CSP would refuse.
    const { prelude } = await prerenderToNodeStream(tree, { progressiveChunkSize: Number.POSITIVE_INFINITY });
    let html = '';
    for await (const chunk of prelude) html += String(chunk);
    return html;
  } finally {
    seedStoredPage(undefined);
  }
}
