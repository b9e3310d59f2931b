import { lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { css } from '../../../../styled-system/css';
import type { PageDocument } from '../../../contract/page-builder';
import { storedPagePath } from '../../../contract/page-builder-public';
import { Spinner, StatusPanel } from '../../components/layout';
import { Button } from '../../components/ui/button';
import { useResource } from '../../lib/resource';
import { useDocumentTitle } from '../../lib/use-document-title';
import { pageResource } from './page-store';

/**
 * The blocks' code (the block registry, its components) is a chunk of its own, so a signed-in page,
 * which never shows a stored page first, does not wait for it (issue 22). For a page the server drew,
 * src/web/main.tsx fetches it alongside the boot chunk and it is here before hydration, which then
 * takes the page over in one pass (a lazy component would suspend once, leaving the blocks inert).
 */
const loadRenderPage = () => import('../../components/page-blocks/render-page');
let loaded: ComponentType<{ document: PageDocument }> | undefined;
const LazyRenderPage = lazy(() => loadRenderPage().then((m) => ({ default: (loaded = m.RenderPage) })));
if (typeof document !== 'undefined' && document.querySelector('#root [data-stored-page]'))
  void loadRenderPage()
    .then((m) => (loaded = m.RenderPage))
    .catch(() => undefined);

/** The screen's height held while the page or its blocks' code loads, so the footer does not jump. */
const loading = (
  <div className={css({ minH: '100dvh', display: 'grid', placeItems: 'start center', pt: '16' })}>
    <Spinner label="Loading the page…" />
  </div>
);

/**
 * spec 000 §2.1: a public page drawn from its published page-builder document (the landing, the
 * marketing and legal pages, the tour). The title is the page's SEO title, or the default tagline
 * without one; a path with no published page shows `notFound` (the app's own screen).
 */
export function StoredPage({ notFound }: { notFound: ReactNode }) {
  // chosen once per mount: switching from the lazy to the loaded component would remount the blocks
  const [RenderPage] = useState(() => loaded ?? LazyRenderPage);
  const [location] = useLocation();
  const path = storedPagePath(location) ?? '/';
  const state = useResource(pageResource(path));
  const seoTitle = state.status === 'success' ? state.data.document.root.props.seoTitle : '';
  useDocumentTitle(seoTitle || undefined);
  switch (state.status) {
    case 'idle':
    case 'loading':
      return loading;
    case 'error':
      if (state.error.status === 404) return <>{notFound}</>;
      return (
        <div role="alert">
          <StatusPanel
            title="We couldn’t load this page"
            actions={
              <Button variant="outline" onClick={state.retry}>
                Try again
              </Button>
            }
          >
            <p>Something went wrong on our side or on the way. Please try again in a moment.</p>
          </StatusPanel>
        </div>
      );
    case 'success':
      return (
        <Suspense fallback={loading}>
          <RenderPage document={state.data.document} />
        </Suspense>
      );
  }
}
