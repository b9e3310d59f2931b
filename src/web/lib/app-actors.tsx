import { createContext, use, useContext, useMemo, type ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { authMachine } from '../../../machines/auth.machine';
import type { chatSuggestionMachine } from '../../../machines/chat-suggestion.machine';
import type { membershipMachine } from '../../../machines/membership.machine';
import type { internationalBannerMachine } from '../../../machines/international-banner.machine';
import type { logoutPermissionMachine } from '../../../machines/logout-permission.machine';
import type { sessionExpiryMachine } from '../../../machines/session-expiry.machine';
import type { TokenRefreshActor } from '../../../machines/token-refresh.machine';

export type AuthRef = ActorRefFrom<typeof authMachine>;
export type SessionExpiryRef = ActorRefFrom<typeof sessionExpiryMachine>;
export type LogoutPermissionRef = ActorRefFrom<typeof logoutPermissionMachine>;
export type InternationalBannerRef = ActorRefFrom<typeof internationalBannerMachine>;
export type MembershipRef = ActorRefFrom<typeof membershipMachine>;
export type ChatSuggestionRef = ActorRefFrom<typeof chatSuggestionMachine>;
export type { TokenRefreshActor };

/**
 * The app-long actors, children of the root actor (ARCHITECTURE principle 2). Views reach them
 * through this context so tests can hand in actors with fake effects.
 */
export interface AppActors {
  auth: AuthRef;
  tokenRefresh: TokenRefreshActor;
  sessionExpiry: SessionExpiryRef;
  logoutPermission: LogoutPermissionRef;
  internationalBanner: InternationalBannerRef;
  membership: MembershipRef;
  chatSuggestion: ChatSuggestionRef;
}

interface AppActorsValue {
  actors: AppActors | null;
  started: Promise<AppActors> | undefined;
}

const AppActorsContext = createContext<AppActorsValue | null>(null);

/**
 * Hands the views the app-long actors. A public page the server drew hydrates before they start
 * (issue 22): `actors` is null until then and `started` resolves when they have.
 */
export function AppActorsProvider({
  actors,
  started,
  children,
}: {
  actors: AppActors | null;
  started?: Promise<AppActors>;
  children: ReactNode;
}) {
  const value = useMemo(() => ({ actors, started }), [actors, started]);
  return <AppActorsContext.Provider value={value}>{children}</AppActorsContext.Provider>;
}

/** The actors; a view drawn before they start waits for them (it suspends). */
export function useAppActors(): AppActors {
  const value = useContext(AppActorsContext);
  if (!value) throw new Error('useAppActors needs an <AppActorsProvider> above it');
  if (value.actors) return value.actors;
  if (!value.started) throw new Error('The app-long actors are not started and none are coming');
  return use(value.started);
}

/**
 * The actors, or null while they have not started: for the shell around every page, which the
 * server draws as the browser's first frame does (the sign-in being restored).
 */
export function useStartedAppActors(): AppActors | null {
  const value = useContext(AppActorsContext);
  if (!value) throw new Error('useStartedAppActors needs an <AppActorsProvider> above it');
  return value.actors;
}
