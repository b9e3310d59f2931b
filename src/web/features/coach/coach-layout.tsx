import { useId, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { css } from '../../../../styled-system/css';
import { coachWebRoutes } from '../../../contract/coach';
import { CloseIcon, MenuIcon } from '../../components/icons';
import { Container, SkipLink, Spinner } from '../../components/layout';
import { StaffHeader } from '../../components/staff-header';
import { Button } from '../../components/ui/button';
import { STAFF_PATHS } from '../../lib/staff-auth';
import { useDocumentTitle } from '../../lib/use-document-title';
import { forgetCoachDashboard, useCoach } from './coach-dashboard';

export {
  CoachDashboardContext,
  useCoach,
  useCoachActor,
  type CoachDashboard,
  type CoachDashboardActor,
} from './coach-dashboard';

interface NavEntry {
  label: string;
  href: string;
}

/** spec 001 §2: the coach's pages; Orders & inventory only with hasOrdersPageAccess. */
export function coachNavigation(hasOrdersPageAccess: boolean): NavEntry[] {
  return [
    { label: 'Team overview', href: coachWebRoutes.teamOverview },
    { label: 'Users', href: coachWebRoutes.usersList },
    { label: 'Analytics', href: coachWebRoutes.analytics },
    { label: 'Team nutrition', href: coachWebRoutes.teamNutrition },
    ...(hasOrdersPageAccess ? [{ label: 'Orders & inventory', href: coachWebRoutes.ordersInventory }] : []),
  ];
}

const trim = (path: string) => path.toLowerCase().replace(/\/+$/, '');
const isCurrent = (path: string, href: string) => trim(path) === trim(href);

const navLink = css({
  display: 'flex',
  alignItems: 'center',
  px: '3',
  py: '2',
  borderRadius: 'md',
  color: 'fg.default',
  fontWeight: '500',
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  _hover: { color: 'accent.fg', bg: 'bg.subtle' },
  '&[aria-current=page]': { color: 'accent.fg', fontWeight: '600', bg: 'bg.subtle' },
  _focusVisible: { outlineWidth: 'thick', outlineStyle: 'solid', outlineColor: 'accent.default' },
});

const underlined = css({ color: 'accent.fg', textDecoration: 'underline' });

function CoachNav({ hasOrdersPageAccess }: { hasOrdersPageAccess: boolean }) {
  const [path] = useLocation();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const entries = coachNavigation(hasOrdersPageAccess);
  return (
    <nav aria-label="Coach" className={css({ borderBottomWidth: 'thin', borderColor: 'border.default' })}>
      <Container className={css({ py: '2' })}>
        {/* small screens: the list folds behind one button */}
        <Button
          variant="ghost"
          size="sm"
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen((v) => !v)}
          className={css({ display: { base: 'inline-flex', md: 'none' } })}
        >
          {open ? <CloseIcon aria-hidden="true" /> : <MenuIcon aria-hidden="true" />}
          Menu
        </Button>
        <ul
          id={listId}
          className={css({
            display: { base: open ? 'flex' : 'none', md: 'flex' },
            flexDirection: { base: 'column', md: 'row' },
            gap: '1',
            listStyle: 'none',
            m: '0',
            p: '0',
            flexWrap: 'wrap',
          })}
        >
          {entries.map((entry) => (
            <li key={entry.href}>
              <Link
                href={entry.href}
                className={navLink}
                aria-current={isCurrent(path, entry.href) ? 'page' : undefined}
                onClick={() => setOpen(false)}
              >
                {entry.label}
              </Link>
            </li>
          ))}
        </ul>
      </Container>
    </nav>
  );
}

/** spec 001 §2: the coach footer has only the Profile link. */
function CoachFooter() {
  return (
    <footer className={css({ borderTopWidth: 'thin', borderColor: 'border.default', mt: '12', py: '6' })}>
      <Container>
        <Link href={coachWebRoutes.profile} className={underlined}>
          Profile
        </Link>
      </Container>
    </footer>
  );
}

/**
 * The frame of every coach page: the staff header with the coach, company and Log Out, the coach
 * navigation, the page and the footer. Until the dashboard data is loaded it shows a spinner (a
 * failure redirects to the staff sign-in).
 */
export function CoachPage({ title, children }: { title: string; children: ReactNode }) {
  useDocumentTitle(title);
  const coach = useCoach();
  const profile = coach.settings?.profile;
  return (
    <>
      <SkipLink href="#coach-content">Skip to page content</SkipLink>
      <StaffHeader>
        {profile && coach.settings ? (
          <span className={css({ textStyle: 'small', color: 'fg.muted' })}>
            {profile.firstName} {profile.lastName} · {coach.settings.company.name}
          </span>
        ) : null}
        <Link href={STAFF_PATHS.logout} className={underlined} onClick={forgetCoachDashboard}>
          Log Out
        </Link>
      </StaffHeader>
      <CoachNav hasOrdersPageAccess={coach.hasOrdersPageAccess} />
      <Container className={css({ py: { base: '6', md: '10' } })}>
        <h1
          id="coach-content"
          tabIndex={-1}
          className={css({ textStyle: 'h1', mb: '6', _focus: { outline: 'none' } })}
        >
          {title}
        </h1>
        {coach.loading ? <Spinner label="Loading your teams…" /> : children}
      </Container>
      <CoachFooter />
    </>
  );
}
