import { useEffect } from 'react';
import { Button } from '../../components/ui/button';
import { Spinner, StatusPanel } from '../../components/layout';
import { configuration } from '../../lib/configuration';
import { useResource } from '../../lib/resource';
import { useDocumentTitle } from '../../lib/use-document-title';

/**
 * spec 000 §2.1 external redirects: the page with this path lives in the online store, so the
 * visitor goes to `storeUrl + path` (query kept); `replace` keeps this hop out of the history.
 */
export function StoreRedirectPage() {
  useDocumentTitle('Taking you to our store');
  const config = useResource(configuration);
  const storeUrl = config.status === 'success' ? config.data.storeUrl : undefined;

  useEffect(() => {
    if (!storeUrl) return;
    const { pathname, search, hash } = window.location;
    window.location.replace(`${storeUrl.replace(/\/$/, '')}${pathname}${search}${hash}`);
  }, [storeUrl]);

  if (config.status === 'error')
    return (
      <StatusPanel
        title="We couldn’t reach our store"
        actions={<Button onClick={config.retry}>Try again</Button>}
      >
        <p>Something went wrong on the way to our store. Please try again in a moment.</p>
      </StatusPanel>
    );
  return <Spinner label="Taking you to our store…" />;
}
