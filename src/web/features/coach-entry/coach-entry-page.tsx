import { useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { useLocation, useParams } from 'wouter';
import { coachWebRoutes } from '../../../contract/coach';
import { FormPanel, Notice } from '../../components/form-panel';
import { Spinner } from '../../components/layout';
import { StaffHeader } from '../../components/staff-header';
import { staffActor } from '../../lib/staff-auth';
import { useDocumentTitle } from '../../lib/use-document-title';

export const COACH_HOME = coachWebRoutes.teamOverview;

/** `/admin/coach/login-by-guid/:guid`: signs the coach in by the link, then the team overview. */
export function CoachLoginByGuidPage() {
  useDocumentTitle('Coach sign-in');
  const { guid = '' } = useParams<{ guid: string }>();
  const [actor] = useState(() => staffActor('coach', guid));
  const [, navigate] = useLocation();
  const signedIn = useSelector(actor, (s) => s.matches('coachSignedIn'));
  const error = useSelector(actor, (s) => (s.matches('coachRefused') ? s.context.error : undefined));
  useEffect(() => {
    // a coach signed in afresh loads their own data, not a previous coach's
    if (signedIn) navigate(COACH_HOME, { replace: true });
  }, [signedIn, navigate]);
  return (
    <>
      <StaffHeader />
      {error ? (
        <FormPanel title="This link does not work">
          <Notice tone="danger">{error}</Notice>
        </FormPanel>
      ) : (
        <Spinner label="Signing you in…" />
      )}
    </>
  );
}
