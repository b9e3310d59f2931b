import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { Router } from 'wouter';
import { fromPromise } from 'xstate';
import { internationalBannerMachine } from '../../machines/international-banner.machine';
import type { PublishedPageResponse } from '../contract/page-builder';
import { App } from './app/app';
import { actorsOf, createRootActor, type AppEffects } from './app/root-actor';
import { seedStoredPage } from './features/marketing/page-store';

/**
 * The server renderer of the public pages (issue 22, docs/decisions.md): the SPA's own tree for a
 * path, as the browser draws it before any answer arrives — the sign-in being restored, the banner's
 * location unknown — so `hydrateRoot` finds the same markup. Built by `vite build --ssr` into
 * dist/ssr; the server imports the built file and caches what it renders.
 */
const pending = <T,>() => new Promise<T>(() => {});
const nothing = () => {};

// Nothing of the server's render ever answers: every effect waits, as the browser's first frame does.
const waitingEffects: AppEffects = {
  restoreSession: pending,
  logIn: pending,
  loadProfile: pending,
  refreshByCookie: pending,
  refreshByToken: pending,
  checkSession: pending,
  navigate: nothing,
  currentPath: () => '/',
  endSession: pending,
  openStoreLogout: nothing,
  closeStoreLogout: nothing,
  rememberLogoutPermission: nothing,
  removeMobileSplashFlag: nothing,
  closeWindow: nothing,
  fetchSubscriptions: pending,
  fetchNotificationTags: pending,
  recordNotificationTag: pending,
  openInNewTab: nothing,
  logError: nothing,
};

const waitingBanner = internationalBannerMachine.provide({
  actors: {
    readDismissal: fromPromise(pending<boolean>),
    fetchLocation: fromPromise(pending<{ countryCode: string }>),
  },
});

/** The HTML inside `#root` for `path` (with its published page, for a page-builder path). */
export async function render(path: string, page?: PublishedPageResponse): Promise<string> {
  const root = createRootActor(waitingEffects, waitingBanner, {
    now: Date.now,
    logoutPermissionStored: false,
  });
  root.start();
  seedStoredPage(page);
  const tree = (
    <StrictMode>
      <Router ssrPath={path}>
        <App actors={actorsOf(root)} />
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
    root.stop();
    seedStoredPage(undefined);
  }
}
