import { navigate } from 'wouter/use-browser-location';
import type { TokenGrant } from '../../../machines/shared/token';
import type { TokenRefreshActor } from '../../../machines/token-refresh.machine';
import { analytics } from '../lib/analytics';
import { authApi, setAccessTokenSource } from '../lib/api';
import type { AppActors, CompleteAppActors } from '../lib/app-actors';
import { configuration } from '../lib/configuration';
import { createDeferredObserver } from '../lib/inspector/deferred-observer';
import { whenIdle } from '../lib/when-idle';
import { actorsOf, completeActorsOf, createRootActor, tokenSourceOf, type RootEffects } from './root-actor';

/** localStorage key of the logout permission flag (spec 001 §4). */
export const LOGOUT_PERMISSION_KEY = 'healthspan.storeLogoutAllowed';
/** localStorage key of the mobile splash flag a pending logout removes (spec 000 §4, 001 §4). */
export const MOBILE_SPLASH_KEY = 'healthspan.mobileSplashShown';
/** localStorage key of the customer's tokens, on the dev server only (spec 000 §3 "Tokens"). */
export const DEV_TOKEN_KEY = 'healthspan.dev.customerTokens';

export function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(key: string, value: string | null) {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // storage full or disabled: the flag lasts for this visit only
  }
}

interface StoredTokens {
  accessToken: string;
  expiresAt: number;
  refreshToken: string | undefined;
}

function readDevTokens(): TokenGrant | undefined {
  try {
    const stored = JSON.parse(readStorage(DEV_TOKEN_KEY) ?? 'null') as StoredTokens | null;
    if (!stored?.accessToken) return undefined;
    const expires_in = Math.floor((stored.expiresAt - Date.now()) / 1000);
    return stored.refreshToken
      ? { access_token: stored.accessToken, expires_in, refresh_token: stored.refreshToken }
      : { access_token: stored.accessToken, expires_in };
  } catch {
    return undefined;
  }
}

/** Dev server only: mirrors the token actor's tokens into localStorage so a hot reload keeps the sign-in. */
function persistDevTokens(tokenRefresh: TokenRefreshActor) {
  let last: string | undefined;
  tokenRefresh.subscribe(({ context }) => {
    const value = context.accessToken
      ? JSON.stringify({
          accessToken: context.accessToken,
          expiresAt: context.expiresAt,
          refreshToken: context.refreshToken,
        } satisfies Partial<StoredTokens>)
      : null;
    if ((value ?? undefined) === last) return;
    last = value ?? undefined;
    writeStorage(DEV_TOKEN_KEY, value);
  });
}

let storeTab: Window | null = null;

/** The store's logout page (001 §7 "Other": store logout is a page opened in a tab). */
function storeLogoutUrl(): string | undefined {
  const state = configuration.getState();
  return state.status === 'success' ? `${state.data.storeUrl.replace(/\/$/, '')}/logout` : undefined;
}

export const browserEffects: RootEffects = {
  restoreSession: (signal) => {
    // spec 000 §3: tokens stay in memory in production; only the dev server keeps them in storage
    const stored = import.meta.env.DEV ? readDevTokens() : undefined;
    return stored ? Promise.resolve(stored) : authApi.tokenByCookie(signal);
  },
  logIn: (request, signal) =>
    authApi.login(request, signal).then((grant) => {
      analytics.track({ name: 'Log In', method: 'password' });
      return grant;
    }),
  loadProfile: (signal) => authApi.customer(signal),
  refreshByCookie: (signal) => authApi.tokenByCookie(signal),
  refreshByToken: (body, signal) => authApi.refreshToken(body, signal),
  checkSession: (signal) => authApi.checkSession(signal),
  navigate: (to, options) => navigate(to, { replace: options?.replace ?? false }),
  currentPath: () => `${window.location.pathname}${window.location.search}${window.location.hash}`,
  endSession: async () => {
    await authApi.logout();
  },
  openStoreLogout: () => {
    const url = storeLogoutUrl();
    // no `noopener`: the app must keep the tab's handle to close it after 1 s (001 §4)
    storeTab = url ? window.open(url, '_blank') : null;
  },
  closeStoreLogout: () => {
    storeTab?.close();
    storeTab = null;
  },
  rememberLogoutPermission: () => writeStorage(LOGOUT_PERMISSION_KEY, 'true'),
  removeMobileSplashFlag: () => writeStorage(MOBILE_SPLASH_KEY, null),
  closeWindow: () => window.close(),
  openInNewTab: (url) => {
    window.open(url, '_blank', 'noopener');
  },
  logError: (message, error) => console.error(message, error),
};

/** The inspector's recorder (a lazy chunk), loaded once the page is idle after the actors start. */
const inspection = createDeferredObserver(() =>
  import('../lib/inspector/recorder').then(({ recorder }) => recorder.observe),
);

/** The root actor, created outside React (notes/xstate.md: no StrictMode double start). */
export const rootActor = createRootActor(
  browserEffects,
  { now: Date.now, logoutPermissionStored: readStorage(LOGOUT_PERMISSION_KEY) === 'true' },
  // the inspector's registry of live actors (the recorder, lazy: events wait for it); it records
  // events only once opened (lib/inspector)
  { inspect: inspection.observe },
);

/** The app-long actors: those started now, and all of them once the late ones' chunk has arrived. */
export interface StartedAppActors {
  actors: AppActors;
  completed: Promise<CompleteAppActors>;
}

/**
 * Starts the root actor, hands the HTTP client its token source and returns the children; loads the
 * late actors' chunk at once (a signed-in page's first paint does not wait for it) and has the
 * root start them.
 */
export function startAppActors(): StartedAppActors {
  rootActor.start();
  const actors = actorsOf(rootActor);
  setAccessTokenSource(tokenSourceOf(actors.tokenRefresh));
  if (import.meta.env.DEV) persistDevTokens(actors.tokenRefresh);
  const completed = import('./late-actors').then(({ browserLateLogic }) => {
    rootActor.send({ type: 'lateActors.loaded', logic: browserLateLogic() });
    return completeActorsOf(rootActor);
  });
  whenIdle(() => void inspection.load());
  return { actors, completed };
}
