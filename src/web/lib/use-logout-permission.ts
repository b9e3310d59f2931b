import { useSelector } from '@xstate/react';
import { useCallback } from 'react';
import { useAppActors, useCompletedAppActors } from './app-actors';

/**
 * Starts a logout: the 'Permission required' popup the first time, then the store logout (001 §4).
 * Pressed before the logout permission actor has started (its chunk comes after the first paint),
 * the request waits for it.
 */
export function useLogOut() {
  const { logoutPermission } = useAppActors();
  const completed = useCompletedAppActors();
  return useCallback(() => {
    // sent synchronously from the click when it can: the store tab opens as a user-initiated popup
    if (logoutPermission) logoutPermission.send({ type: 'logout.request' });
    else void completed().then((actors) => actors.logoutPermission.send({ type: 'logout.request' }));
  }, [logoutPermission, completed]);
}

/** The logout permission popup's view API: closed until the actor has started. */
export function useLogoutPermission() {
  const { logoutPermission } = useAppActors();
  const open = useSelector(logoutPermission, (s) => s?.hasTag('popup') ?? false);
  const canAnswer = useSelector(logoutPermission, (s) => s?.can({ type: 'logout.allow' }) ?? false);
  // sent synchronously from the click: the store tab opens as a user-initiated popup
  const allow = useCallback(() => logoutPermission?.send({ type: 'logout.allow' }), [logoutPermission]);
  const cancel = useCallback(() => logoutPermission?.send({ type: 'logout.cancel' }), [logoutPermission]);
  return { open, canAnswer, allow, cancel };
}
