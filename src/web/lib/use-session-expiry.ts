import { useSelector } from '@xstate/react';
import { useCallback } from 'react';
import { useAppActors } from './app-actors';

export type SessionPopup = 'none' | 'warning' | 'expired';

/** The session popups' view API (spec 000 §4 "Session expiry"). */
export function useSessionExpiry() {
  const { sessionExpiry } = useAppActors();
  const popup = useSelector(sessionExpiry, (s): SessionPopup => {
    if (s.matches('warning')) return 'warning';
    if (s.matches('expired')) return 'expired';
    return 'none';
  });
  const secondsLeft = useSelector(sessionExpiry, (s) => s.context.secondsLeft);
  const extending = useSelector(sessionExpiry, (s) => s.hasTag('busy'));
  const canExtend = useSelector(sessionExpiry, (s) => s.can({ type: 'session.extend' }));
  const canLogOut = useSelector(sessionExpiry, (s) => s.can({ type: 'session.logout' }));
  const extend = useCallback(() => sessionExpiry.send({ type: 'session.extend' }), [sessionExpiry]);
  const logOut = useCallback(() => sessionExpiry.send({ type: 'session.logout' }), [sessionExpiry]);
  const close = useCallback(() => sessionExpiry.send({ type: 'session.close' }), [sessionExpiry]);
  const logIn = useCallback(() => sessionExpiry.send({ type: 'session.login' }), [sessionExpiry]);
  return { popup, secondsLeft, extending, canExtend, canLogOut, extend, logOut, close, logIn };
}
