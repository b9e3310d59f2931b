import type { ReactNode } from 'react';
import { Redirect, useLocation, useSearch } from 'wouter';
import { Spinner } from '../components/layout';
import { CUSTOMER_ROUTES } from '../lib/customer';
import { useAuthStatus } from '../lib/use-auth';

/** Customer pages need a signed-in customer: others log in first and come back (`returnTo`). */
export function RequireCustomer({ children }: { children: ReactNode }) {
  const status = useAuthStatus();
  const [path] = useLocation();
  const search = useSearch();
  if (status === 'checking') return <Spinner label="Loading your account…" />;
  if (status === 'signedOut') {
    const here = search ? `${path}?${search}` : path;
    return <Redirect to={`${CUSTOMER_ROUTES.login}?returnTo=${encodeURIComponent(here)}`} replace />;
  }
  return <>{children}</>;
}
