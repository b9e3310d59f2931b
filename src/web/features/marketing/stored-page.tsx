import type { ReactNode } from 'react';
import { useLocation } from 'wouter';
import { css } from '../../../../styled-system/css';
import { storedPagePath } from '../../../contract/page-builder-public';
import { Spinner, StatusPanel } from '../../components/layout';
import { RenderPage } from '../../components/page-blocks/render-page';
import { Button } from '../../components/ui/button';
import { useResource } from '../../lib/resource';
import { useDocumentTitle } from '../../lib/use-document-title';
import { pageResource } from './page-store';

/**
 * spec 000 §2.1: a public page drawn from its published page-builder document (the landing, the
 * marketing and legal pages, the tour). The title is the page's SEO title, or the default tagline
 * without one; a path with no published page shows `notFound` (the app's own screen).
 */
export function StoredPage({ notFound }: { notFound: ReactNode }) {
  const [location] = useLocation();
  const path = storedPagePath(location) ?? '/';
  const state = useResource(pageResource(path));
  const seoTitle = state.status === 'success' ? state.data.document.root.props.seoTitle : '';
  useDocumentTitle(seoTitle || undefined);
  switch (state.status) {
    case 'idle':
    case 'loading':
      // the screen's height is held so the footer does not jump when the page arrives
      return (
        <div className={css({ minH: '100dvh', display: 'grid', placeItems: 'start center', pt: '16' })}>
          <Spinner label="Loading the page…" />
        </div>
      );
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
      return <RenderPage document={state.data.document} />;
  }
}
