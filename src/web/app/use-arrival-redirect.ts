import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { CUSTOMER_ROUTES } from '../lib/customer';
import { useAuthStatus } from '../lib/use-auth';

/** True when the page was opened from another site, a bookmark or a typed address. */
export function cameFromOutside(referrer: string, origin: string): boolean {
  if (!referrer) return true;
  try {
    return new URL(referrer).origin !== origin;
  } catch {
    return true;
  }
}

/**
 * spec 000 §2.2: a signed-in user arriving at / from outside the product goes to the dashboard.
 * Only the page the tab opened on counts: once the user has moved inside the app, / is the landing
 * page like any other.
 */
export function useArrivalRedirect() {
  const [path, navigate] = useLocation();
  // the server's render (src/web/ssr.tsx) has no arrival: the browser's state is its own
  const [arrival] = useState(() =>
    typeof window === 'undefined'
      ? { path: '', fromOutside: false }
      : {
          path: window.location.pathname,
          fromOutside: cameFromOutside(document.referrer, window.location.origin),
        },
  );
  const moved = useRef(false);
  const signedIn = useAuthStatus() === 'signedIn';
  useEffect(() => {
    if (path !== arrival.path) moved.current = true;
  }, [path, arrival]);
  useEffect(() => {
    if (!signedIn || moved.current || !arrival.fromOutside || arrival.path !== '/' || path !== '/') return;
    moved.current = true;
    navigate(CUSTOMER_ROUTES.dashboard, { replace: true });
  }, [signedIn, path, arrival, navigate]);
}
