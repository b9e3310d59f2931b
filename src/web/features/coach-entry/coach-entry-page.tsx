import { useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { Link, useLocation, useParams } from 'wouter';
import { css } from '../../../../styled-system/css';
import { FormPanel, Notice } from '../../components/form-panel';
import { Container, Spinner } from '../../components/layout';
import { StaffHeader } from '../../components/staff-header';
import { STAFF_PATHS, staffActor } from '../../lib/staff-auth';
import { useDocumentTitle } from '../../lib/use-document-title';

export const COACH_HOME = '/admin/coach/team-overview';

/** `/admin/coach/login-by-guid/:guid`: signs the coach in by the link, then the team overview. */
export function CoachLoginByGuidPage() {
  useDocumentTitle('Coach sign-in');
  const { guid = '' } = useParams<{ guid: string }>();
  const [actor] = useState(() => staffActor('coach', guid));
  const [, navigate] = useLocation();
  const signedIn = useSelector(actor, (s) => s.matches('coachSignedIn'));
  const error = useSelector(actor, (s) => (s.matches('coachRefused') ? s.context.error : undefined));
  useEffect(() => {
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

/** `/admin/coach/team-overview`: names the coach and company (the coach area comes later). */
export function CoachTeamOverviewPage() {
  useDocumentTitle('Team overview');
  const [actor] = useState(() => staffActor('resume'));
  const coach = useSelector(actor, (s) => s.context.coach);
  const logOut = (
    <Link href={STAFF_PATHS.logout} className={css({ color: 'accent.fg', textDecoration: 'underline' })}>
      Log Out
    </Link>
  );
  return (
    <>
      <StaffHeader>{logOut}</StaffHeader>
      <Container className={css({ py: { base: '6', md: '10' } })}>
        {coach ? (
          <>
            <h1 className={css({ textStyle: 'h1', mb: '2' })}>Team overview</h1>
            <p>
              Coach {coach.firstName} {coach.lastName} · {coach.companyName}
            </p>
            <p className={css({ color: 'fg.muted', mt: '4' })}>Your team’s results will show here.</p>
          </>
        ) : (
          <FormPanel title="Team overview">
            <p>Open the sign-in link you were sent to see your team.</p>
          </FormPanel>
        )}
      </Container>
    </>
  );
}
