import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { Link } from 'wouter';
import { FormPanel, Notice } from '../../components/form-panel';
import { Spinner } from '../../components/layout';
import { StaffHeader } from '../../components/staff-header';
import { staffActor } from '../../lib/staff-auth';
import { useDocumentTitle } from '../../lib/use-document-title';

/** `/admin/login/logout`: ends the staff session (cookie and token), whatever state it was in. */
export default function StaffLogoutPage() {
  useDocumentTitle('Signed out');
  const [actor] = useState(() => staffActor('logout'));
  const done = useSelector(actor, (s) => s.matches('signedOut'));
  return (
    <>
      <StaffHeader />
      <FormPanel title="Signed out">
        {done ? (
          <>
            <Notice tone="success">You are signed out of the staff area.</Notice>
            <p>
              {/* the actor leaves signedOut too, or the sign-in page would send the visitor back here */}
              <Link href="/admin/login" onClick={() => actor.send({ type: 'login.restart' })}>
                Sign in again
              </Link>
            </p>
          </>
        ) : (
          <Spinner label="Signing you out…" />
        )}
      </FormPanel>
    </>
  );
}
