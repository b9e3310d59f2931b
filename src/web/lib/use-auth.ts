import { useSelector } from '@xstate/react';
import { useCallback } from 'react';
import type { Customer } from '../../contract/auth';
import { useAppActors, useStartedAppActors, type AuthRef } from './app-actors';

/** Where sign-in stands, as the views need it: `checking` covers a reload's restore and a profile load. */
export type AuthStatus = 'checking' | 'signedOut' | 'signedIn';

type AuthSnapshot = ReturnType<AuthRef['getSnapshot']>;

export function authStatusOf(snapshot: AuthSnapshot): AuthStatus {
  if (snapshot.matches('signedIn')) return 'signedIn';
  if (snapshot.matches('checking') || snapshot.matches('loadingProfile')) return 'checking';
  return 'signedOut';
}

/** Before the actors start (a public page being hydrated), the sign-in is still being restored. */
export function useAuthStatus(): AuthStatus {
  return useSelector(useStartedAppActors()?.auth, (s) => (s ? authStatusOf(s) : 'checking'));
}

/** The signed-in customer, or undefined. */
export function useCustomer(): Customer | undefined {
  return useSelector(useStartedAppActors()?.auth, (s) =>
    s?.matches('signedIn') ? s.context.customer : undefined,
  );
}

/** The login form's view of the auth actor (spec 000 §7.1 login). */
export function useLogin() {
  const { auth } = useAppActors();
  const busy = useSelector(auth, (s) => s.hasTag('busy'));
  /** A reload's sign-in is being restored (by cookie): not the moment for the form. */
  const restoring = useSelector(auth, (s) => s.matches('checking'));
  const canLogIn = useSelector(auth, (s) => s.can({ type: 'auth.login', email: '', password: '' }));
  const error = useSelector(auth, (s) => s.context.error);
  const fieldErrors = useSelector(auth, (s) => s.context.fieldErrors);
  const logIn = useCallback(
    (email: string, password: string) => auth.send({ type: 'auth.login', email, password }),
    [auth],
  );
  return { busy, restoring, canLogIn, error, fieldErrors, logIn };
}

/** Forgets the sign-in in this tab (token and user state); the server side is the logout call's job. */
export function useSignOutLocally() {
  const { auth } = useAppActors();
  return useCallback(() => auth.send({ type: 'auth.logout' }), [auth]);
}
