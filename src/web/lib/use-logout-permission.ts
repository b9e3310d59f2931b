import { useSelector } from '@xstate/react';
import { useCallback } from 'react';
import { useAppActors } from './app-actors';

/** Starts a logout: the 'Permission required' popup the first time, then the store logout (001 §4). */
export function useLogOut() {
  const { logoutPermission } = useAppActors();
  return useCallback(() => logoutPermission.send({ type: 'logout.request' }), [logoutPermission]);
}

/** The logout permission popup's view API. */
export function useLogoutPermission() {
  const { logoutPermission } = useAppActors();
  const open = useSelector(logoutPermission, (s) => s.hasTag('popup'));
  const canAnswer = useSelector(logoutPermission, (s) => s.can({ type: 'logout.allow' }));
  // sent synchronously from the click: the store tab opens as a user-initiated popup
  const allow = useCallback(() => logoutPermission.send({ type: 'logout.allow' }), [logoutPermission]);
  const cancel = useCallback(() => logoutPermission.send({ type: 'logout.cancel' }), [logoutPermission]);
  return { open, canAnswer, allow, cancel };
}
