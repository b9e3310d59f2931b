import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import { useLocation, useParams, useSearch } from 'wouter';
import { fromPromise } from 'xstate';
import { Button } from '../../components/ui/button';
import { Spinner, StatusPanel } from '../../components/layout';
import { authPaths } from '../../../contract/auth-paths';
import { apiFetch } from '../../lib/api';
import { CUSTOMER_ROUTES } from '../../lib/customer';
import { useAuthStatus } from '../../lib/use-auth';
import { useDocumentTitle } from '../../lib/use-document-title';
import { storeLinkMachine, type StoreLinkInput } from '../../../../machines/store-link.machine';

/** sessionStorage key marking that this page already reloaded once after a failure. */
export const STORE_LINK_RELOAD_KEY = 'healthspan.storeLinkReloaded';

let lastMark: { href: string; reloaded: boolean } | undefined;

/**
 * Reads and clears the reload mark: it only speaks for the reload that set it. The answer is kept
 * for the page load, since React may run the state initialiser more than once.
 */
function takeReloadMark(): boolean {
  const href = window.location.href;
  if (lastMark?.href === href) return lastMark.reloaded;
  let reloaded: boolean;
  try {
    reloaded = window.sessionStorage.getItem(STORE_LINK_RELOAD_KEY) === href;
    window.sessionStorage.removeItem(STORE_LINK_RELOAD_KEY);
  } catch {
    reloaded = false;
  }
  lastMark = { href, reloaded };
  return reloaded;
}

export function storeLinkLogic(navigate: (to: string) => void) {
  return storeLinkMachine.provide({
    actors: {
      // spec 000 §7.1: GET /api/customer/store/{store}/auth-link?url= (reads link)
      getLink: fromPromise(({ input, signal }) =>
        apiFetch<{ link: string }>(authPaths.storeAuthLink(encodeURIComponent(input.store)), {
          query: { url: input.url },
          signal,
          retry: 0,
        }),
      ),
    },
    actions: {
      openLink: (_, link: string) => window.location.assign(link),
      reloadPage: () => {
        try {
          window.sessionStorage.setItem(STORE_LINK_RELOAD_KEY, window.location.href);
        } catch {
          return; // without the mark a reload could loop: show the error instead
        }
        window.location.reload();
      },
      goToLogin: () => {
        const here = `${window.location.pathname}${window.location.search}`;
        navigate(`${CUSTOMER_ROUTES.login}?returnTo=${encodeURIComponent(here)}`);
      },
    },
  });
}

function StoreLink({ input }: { input: StoreLinkInput }) {
  const [, navigate] = useLocation();
  const [logic] = useState(() => storeLinkLogic((to) => navigate(to, { replace: true })));
  const actor = useActorRef(logic, { input });
  const failed = useSelector(actor, (s) => s.matches('failed'));
  const error = useSelector(actor, (s) => s.context.error);
  if (!failed) return <Spinner label="Taking you to our store…" />;
  return (
    <StatusPanel
      title="We couldn’t open our store"
      actions={<Button onClick={() => actor.send({ type: 'link.retry' })}>Try again</Button>}
    >
      <p>Signing you in to our store did not work this time{error ? ` (${error})` : ''}. Please try again.</p>
    </StatusPanel>
  );
}

/** `/customer/store/redirect-me-on-{store}?url=` (spec 000 §2.2): into the store, signed in. */
export default function StoreLinkPage() {
  useDocumentTitle('Taking you to our store');
  const { store = '' } = useParams<{ store: string }>();
  const url = new URLSearchParams(useSearch()).get('url') || '/';
  const status = useAuthStatus();
  const [reloaded] = useState(takeReloadMark);
  if (status === 'checking') return <Spinner label="Taking you to our store…" />;
  return <StoreLink input={{ store, url, signedIn: status === 'signedIn', reloaded }} />;
}
