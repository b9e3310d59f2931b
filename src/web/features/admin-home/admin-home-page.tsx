import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { Link } from 'wouter';
import { css } from '../../../../styled-system/css';
import { MENU_LIMIT, visibleMenu } from '../../components/admin/admin-layout';
import { Container, Spinner } from '../../components/layout';
import { StaffHeader } from '../../components/staff-header';
import { Button } from '../../components/ui/button';
import { STAFF_PATHS, staffActor, useStaffRoute } from '../../lib/staff-auth';
import { useDocumentTitle } from '../../lib/use-document-title';

export { MENU_LIMIT, MENU_SHOWN, visibleMenu } from '../../components/admin/admin-layout';

const item = css({
  display: 'block',
  px: '4',
  py: '3',
  borderRadius: 'md',
  borderWidth: 'thin',
  borderColor: 'border.default',
  bg: 'bg.canvas',
  color: 'fg.default',
  fontWeight: 'medium',
  _hover: { borderColor: 'accent.default' },
});

/** `/admin`: the admin menu the role may see, the Dashboard button and Log Out (spec 001 §2). */
export default function AdminHomePage() {
  useDocumentTitle('Staff home');
  const [actor] = useState(() => staffActor('resume'));
  useStaffRoute(actor);
  const session = useSelector(actor, (s) => s.context.session);
  const [expanded, setExpanded] = useState(false);

  const logOut = (
    <Link href={STAFF_PATHS.logout} className={css({ color: 'accent.fg', textDecoration: 'underline' })}>
      Log Out
    </Link>
  );
  if (!session)
    return (
      <>
        <StaffHeader>{logOut}</StaffHeader>
        <Spinner label="Checking your sign-in…" />
      </>
    );

  const { profile, settings } = session;
  const menu = visibleMenu(settings.menu, expanded);
  const dashboard = profile.role.hasDashboard && profile.role.homePage ? profile.role.homePage : undefined;
  return (
    <>
      <StaffHeader>
        {dashboard ? (
          <Button asChild size="sm">
            <Link href={dashboard}>Dashboard</Link>
          </Button>
        ) : null}
        {logOut}
      </StaffHeader>
      <Container className={css({ py: { base: '6', md: '10' } })}>
        <h1 className={css({ textStyle: 'h1', mb: '1' })}>
          Hello, {profile.firstName} {profile.lastName}
        </h1>
        <p className={css({ color: 'fg.muted', mb: '6' })}>
          {profile.role.name} · {settings.companyName}
        </p>
        <nav aria-label="Admin menu">
          <ul
            id="admin-menu"
            className={css({
              display: 'grid',
              gridTemplateColumns: { base: '1fr', md: 'repeat(3, 1fr)' },
              gap: '3',
            })}
          >
            {menu.map((entry) => (
              <li key={entry.path}>
                <Link href={entry.path} className={item}>
                  {entry.label}
                </Link>
              </li>
            ))}
          </ul>
          {settings.menu.length > MENU_LIMIT ? (
            <Button
              type="button"
              variant="outline"
              className={css({ mt: '4' })}
              aria-expanded={expanded}
              aria-controls="admin-menu"
              onClick={() => setExpanded((open) => !open)}
            >
              {expanded ? 'View less' : 'View more'}
            </Button>
          ) : null}
        </nav>
      </Container>
    </>
  );
}
