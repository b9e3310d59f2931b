import {
  createContext,
  startTransition,
  use,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
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

/** The app-long actors a signed-in page's first paint needs, started with the root actor. */
export interface CoreActors {
  auth: AuthRef;
  tokenRefresh: TokenRefreshActor;
  sessionExpiry: SessionExpiryRef;
}

/** The other app-long actors: the root starts them once their chunk has arrived (issue 22). */
export interface LateActors {
  logoutPermission: LogoutPermissionRef;
  internationalBanner: InternationalBannerRef;
  membership: MembershipRef;
  chatSuggestion: ChatSuggestionRef;
}

/**
 * The app-long actors, children of the root actor (ARCHITECTURE principle 2). Views reach them
 * through this context so tests can hand in actors with fake effects. The late ones are absent
 * until they have started: a view of theirs draws nothing until then.
 */
export type AppActors = CoreActors & Partial<LateActors>;
/** Every app-long actor, the late ones started. */
export type CompleteAppActors = CoreActors & LateActors;

interface AppActorsValue {
  actors: AppActors | null;
  started: Promise<AppActors> | undefined;
  completed: Promise<CompleteAppActors> | undefined;
}

const AppActorsContext = createContext<AppActorsValue | null>(null);

/**
 * The app-long actors as the app has them. A public page the server drew hydrates before they start
 * (issue 22): `actors` is null until then and `started` resolves when they have. `completed`
 * resolves once the late ones have started too; the views get them then.
 */
export interface AppActorsSource {
  actors: AppActors | null;
  started?: Promise<AppActors>;
  completed?: Promise<CompleteAppActors>;
}

/** Hands the views the app-long actors. */
export function AppActorsProvider({
  actors,
  started,
  completed,
  children,
}: AppActorsSource & { children: ReactNode }) {
  const [complete, setComplete] = useState<CompleteAppActors | null>(null);
  useEffect(() => {
    let live = true;
    // the failed chunk's `vite:preloadError` reloads the page (main.tsx)
    completed?.then(
      (all) =>
        startTransition(() => {
          if (live) setComplete(all);
        }),
      () => {},
    );
    return () => {
      live = false;
    };
  }, [completed]);
  const current = complete ?? actors;
  const value = useMemo(() => ({ actors: current, started, completed }), [current, started, completed]);
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
 * Every actor, once the late ones have started: what an event for one of them that may be sent
 * before then (a Log out pressed at once) waits for.
 */
export function useCompletedAppActors(): () => Promise<CompleteAppActors> {
  const value = useContext(AppActorsContext);
  if (!value) throw new Error('useCompletedAppActors needs an <AppActorsProvider> above it');
  const { actors, completed } = value;
  return useMemo(() => {
    if (actors && isComplete(actors)) return () => Promise.resolve(actors);
    return () => completed ?? Promise.reject(new Error('The late app-long actors are not coming'));
  }, [actors, completed]);
}

export function isComplete(actors: AppActors): actors is CompleteAppActors {
  return Boolean(
    actors.logoutPermission && actors.internationalBanner && actors.membership && actors.chatSuggestion,
  );
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
