import { useEffect, useRef } from 'react';
import { Link } from 'wouter';
import { Spinner, StatusPanel } from '../../components/layout';
import { Button } from '../../components/ui/button';
import { authApi } from '../../lib/api';
import { CUSTOMER_ROUTES } from '../../lib/customer';
import { useAuthStatus, useSignOutLocally } from '../../lib/use-auth';
import { useDocumentTitle } from '../../lib/use-document-title';

/**
 * `/customer/login/logout`, where every logout ends (spec 001 §2, §4). The logout flow has ended
 * the server session and forgotten the sign-in before coming here, so the page only says so. A
 * visitor still signed in came another way (the address typed, Close window after the session
 * expired): the page ends the session and forgets the sign-in itself (000 §4).
 */
export default function LogoutPage() {
  useDocumentTitle('Logged out');
  const status = useAuthStatus();
  const signOutLocally = useSignOutLocally();
  const started = useRef(false);

  useEffect(() => {
    // wait for a reload's sign-in restore to settle, so the logout is not undone by it
    if (status !== 'signedIn' || started.current) return;
    started.current = true;
    void authApi
      .logout()
      .catch(() => undefined)
      .finally(signOutLocally);
  }, [status, signOutLocally]);

  if (status !== 'signedOut') return <Spinner label="Logging you out…" />;
  return (
    <StatusPanel
      title="You are logged out"
      actions={
        <Button asChild size="lg">
          <Link href={CUSTOMER_ROUTES.login}>Log in</Link>
        </Button>
      }
    >
      <p>Thanks for visiting. Your results stay safe until you log in again.</p>
    </StatusPanel>
  );
}
