import { createContext, useContext, type ReactNode } from 'react';
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

const AppActorsContext = createContext<AppActors | null>(null);

export function AppActorsProvider({ actors, children }: { actors: AppActors; children: ReactNode }) {
  return <AppActorsContext.Provider value={actors}>{children}</AppActorsContext.Provider>;
}

export function useAppActors(): AppActors {
  const actors = useContext(AppActorsContext);
  if (!actors) throw new Error('useAppActors needs an <AppActorsProvider> above it');
  return actors;
}
