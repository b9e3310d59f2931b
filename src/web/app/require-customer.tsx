import type { ReactNode } from 'react';
import { Redirect, useLocation, useSearch } from 'wouter';
import { Spinner } from '../components/layout';
import { CUSTOMER_ROUTES, isActive, needsFullAccount } from '../lib/customer';
import { useAuthStatus, useCustomer } from '../lib/use-auth';

/**
 * Customer pages need a signed-in customer: others log in first and come back (`returnTo`). A
 * customer who is not ACTIVE yet finishes onboarding first: a full-account page sends them there,
 * replacing the history entry so Back does not bounce them again (issue 14, spec 000 §4).
 */
export function RequireCustomer({ children }: { children: ReactNode }) {
  const status = useAuthStatus();
  const customer = useCustomer();
  const [path] = useLocation();
  const search = useSearch();
  if (status === 'checking') return <Spinner label="Loading your account…" />;
  if (status === 'signedOut') {
    const here = search ? `${path}?${search}` : path;
    return <Redirect to={`${CUSTOMER_ROUTES.login}?returnTo=${encodeURIComponent(here)}`} replace />;
  }
  if (customer && !isActive(customer) && needsFullAccount(path))
    return <Redirect to={CUSTOMER_ROUTES.onboarding} replace />;
  return <>{children}</>;
}
