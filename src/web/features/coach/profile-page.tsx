import { Link } from 'wouter';
import { css } from '../../../../styled-system/css';
import { Button } from '../../components/ui/button';
import { STAFF_PATHS } from '../../lib/staff-auth';
import { forgetCoachDashboard } from './coach-dashboard';
import { CoachPage, useCoach } from './coach-layout';
import { muted } from './coach-ui';

const term = css({ fontWeight: '600' });

/** The coach's own details (001 §2 profile: the footer's only link). */
export function CoachProfile() {
  const { settings } = useCoach();
  if (!settings) return null;
  const { profile, company } = settings;
  return (
    <div className={css({ maxW: 'prose', display: 'grid', gap: '6' })}>
      <dl
        className={css({
          display: 'grid',
          gridTemplateColumns: { base: '1fr', sm: 'max-content 1fr' },
          gap: '2 6',
        })}
      >
        <dt className={term}>Name</dt>
        <dd>
          {profile.firstName} {profile.lastName}
        </dd>
        <dt className={term}>E-mail</dt>
        <dd className={css({ wordBreak: 'break-all' })}>{profile.email}</dd>
        <dt className={term}>Company</dt>
        <dd>{company.name}</dd>
        <dt className={term}>Orders & inventory</dt>
        <dd>{settings.hasOrdersPageAccess ? 'On: you can assign the company’s tests' : 'Off'}</dd>
      </dl>
      <p className={muted}>
        You sign in with the personal link you were sent by e-mail. Keep it to yourself: anyone with the link
        can open your coach area. Ask your Healthspan contact for a new link if it stops working.
      </p>
      <div>
        <Button asChild variant="outline">
          <Link href={STAFF_PATHS.logout} onClick={forgetCoachDashboard}>
            Log Out
          </Link>
        </Button>
      </div>
    </div>
  );
}

/** `/admin/coach/profile` (001 §2). */
export function ProfilePage() {
  return (
    <CoachPage title="Profile">
      <CoachProfile />
    </CoachPage>
  );
}
