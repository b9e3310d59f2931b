import { useSelector } from '@xstate/react';
import { useId, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { css } from '../../../../styled-system/css';
import {
  accessCovers,
  adminRoutes,
  type AccessRequirement,
  type AdminMenuEntry,
  type AdminProfile,
  type AdminSettings,
} from '../../../contract/admin';
import { CloseIcon, MenuIcon } from '../icons';
import { Notice } from '../form-panel';
import { Container, SkipLink, Spinner } from '../layout';
import { StaffHeader } from '../staff-header';
import { Button } from '../ui/button';
import { STAFF_PATHS, staffActor, useStaffRoute } from '../../lib/staff-auth';
import { useDocumentTitle } from '../../lib/use-document-title';

/** spec 001 §2: more than 6 entries show the first 5 and 'View more'. */
export const MENU_LIMIT = 6;
export const MENU_SHOWN = 5;

export function visibleMenu(menu: readonly AdminMenuEntry[], expanded: boolean) {
  return menu.length > MENU_LIMIT && !expanded ? menu.slice(0, MENU_SHOWN) : menu;
}

export interface AdminSession {
  profile: AdminProfile;
  settings: AdminSettings;
  /** True when the role's roleAccesses grant `need` (the server checks the same on every call). */
  can: (need: AccessRequirement) => boolean;
}

/**
 * The signed-in admin, resumed from the staff cookie on a reload; undefined until the profile and
 * settings are in. A signed-out visitor is sent to the sign-in step.
 */
export function useAdmin(): AdminSession | undefined {
  const [actor] = useState(() => staffActor('resume'));
  useStaffRoute(actor, { signedInPage: true });
  const session = useSelector(actor, (s) => (s.matches('signedIn') ? s.context.session : undefined));
  if (!session) return undefined;
  const { profile, settings } = session;
  return { profile, settings, can: (need) => accessCovers(profile.roleAccesses, need) };
}

const trim = (path: string) => path.toLowerCase().replace(/\/+$/, '');

/** The back-office screen a path belongs to (its longest matching route). */
export function routeOf(path: string) {
  const here = trim(path);
  return [...adminRoutes]
    .filter((r) => here === trim(r.path) || here.startsWith(`${trim(r.path)}/`))
    .sort((a, b) => b.path.length - a.path.length)[0];
}

const menuLink = css({
  display: 'block',
  px: '3',
  py: '2',
  borderRadius: 'md',
  color: 'fg.default',
  fontWeight: '500',
  textDecoration: 'none',
  _hover: { color: 'accent.fg', bg: 'bg.subtle' },
  '&[aria-current=page]': { color: 'accent.fg', fontWeight: '600', bg: 'bg.subtle' },
  _focusVisible: { outlineWidth: 'thick', outlineStyle: 'solid', outlineColor: 'accent.default' },
});

/** The admin menu (spec 001 §2): the role's entries, 5 and 'View more' when there are more than 6. */
export function AdminMenu({
  menu,
  layout = 'column',
  onNavigate,
}: {
  menu: readonly AdminMenuEntry[];
  layout?: 'column' | 'grid';
  onNavigate?: () => void;
}) {
  const [path] = useLocation();
  const current = routeOf(path);
  // the current screen's entry stays visible even when it sits under 'View more'
  const [expanded, setExpanded] = useState(
    () => current !== undefined && visibleMenu(menu, false).every((e) => e.path !== current.path),
  );
  const listId = useId();
  const shown = visibleMenu(menu, expanded);
  return (
    <nav aria-label="Admin menu">
      <ul
        id={listId}
        className={css({
          listStyle: 'none',
          m: '0',
          p: '0',
          display: 'grid',
          gap: layout === 'grid' ? '3' : '1',
          gridTemplateColumns: layout === 'grid' ? { base: '1fr', md: 'repeat(3, 1fr)' } : '1fr',
        })}
      >
        {shown.map((entry) => (
          <li key={entry.path}>
            <Link
              href={entry.path}
              className={
                layout === 'grid'
                  ? css({
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
                    })
                  : menuLink
              }
              aria-current={current?.path === entry.path ? 'page' : undefined}
              onClick={onNavigate}
            >
              {entry.label}
            </Link>
          </li>
        ))}
      </ul>
      {menu.length > MENU_LIMIT ? (
        <Button
          type="button"
          variant={layout === 'grid' ? 'outline' : 'ghost'}
          size={layout === 'grid' ? 'md' : 'sm'}
          className={css({ mt: layout === 'grid' ? '4' : '2' })}
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => setExpanded((open) => !open)}
        >
          {expanded ? 'View less' : 'View more'}
        </Button>
      ) : null}
    </nav>
  );
}

const underlined = css({ color: 'accent.fg', textDecoration: 'underline' });

/** The staff header of the back office: Dashboard (spec 001 §2 header), the admin's name, Log Out. */
export function AdminHeader({ admin }: { admin: AdminSession | undefined }) {
  const role = admin?.profile.role;
  const dashboard = role?.hasDashboard && role.homePage ? role.homePage : undefined;
  return (
    <StaffHeader>
      {dashboard ? (
        <Button asChild size="sm">
          <Link href={dashboard}>Dashboard</Link>
        </Button>
      ) : null}
      {admin ? (
        <span
          className={css({ textStyle: 'small', color: 'fg.muted', display: { base: 'none', sm: 'inline' } })}
        >
          {admin.profile.firstName} {admin.profile.lastName} · {role?.name}
        </span>
      ) : null}
      <Link href={STAFF_PATHS.logout} className={underlined}>
        Log Out
      </Link>
    </StaffHeader>
  );
}

/**
 * The frame of every back-office screen: the staff header, the admin menu (beside the page from md
 * up, folded behind a Menu button on phones), the page title and the page. Until the admin is
 * resumed it shows a spinner; a screen the role may not open says so (the server refuses its calls
 * too). `children` may be a function of the admin session.
 */
export function AdminPage({
  title,
  intro,
  actions,
  back,
  sideMenu = true,
  children,
}: {
  title: string;
  intro?: ReactNode;
  /** Buttons or links beside the title (Create, Edit…). */
  actions?: ReactNode;
  /** A link back to where the record was found. */
  back?: { href: string; label: string };
  /** The admin home shows the menu in its body instead (one "Admin menu" navigation per page). */
  sideMenu?: boolean;
  children: ReactNode | ((admin: AdminSession) => ReactNode);
}) {
  useDocumentTitle(title);
  const admin = useAdmin();
  const [path] = useLocation();
  const [open, setOpen] = useState(false);
  const navId = useId();
  const screen = routeOf(path);
  const allowed = !screen || !admin || admin.can(screen);

  let body: ReactNode;
  if (!admin) body = <Spinner label="Checking your sign-in…" />;
  else if (!allowed)
    body = (
      <Notice tone="danger">
        Your role ({admin.profile.role.name}) cannot open {screen?.label ?? 'this screen'}. Ask an
        administrator for access.
      </Notice>
    );
  else body = typeof children === 'function' ? children(admin) : children;

  return (
    <>
      <SkipLink href="#admin-content">Skip to page content</SkipLink>
      <AdminHeader admin={admin} />
      <Container
        className={css({
          display: 'grid',
          gridTemplateColumns: {
            base: 'minmax(0, 1fr)',
            lg: sideMenu ? '14rem minmax(0, 1fr)' : 'minmax(0, 1fr)',
          },
          gap: { base: '4', lg: '8' },
          py: { base: '4', md: '8' },
        })}
      >
        {sideMenu ? (
          <div>
            <Button
              variant="outline"
              size="sm"
              aria-expanded={open}
              aria-controls={navId}
              onClick={() => setOpen((v) => !v)}
              className={css({ display: { base: 'inline-flex', lg: 'none' } })}
            >
              {open ? <CloseIcon aria-hidden="true" /> : <MenuIcon aria-hidden="true" />}
              Menu
            </Button>
            <div
              id={navId}
              className={css({
                display: { base: open ? 'block' : 'none', lg: 'block' },
                mt: { base: '3', lg: '0' },
              })}
            >
              {admin ? <AdminMenu menu={admin.settings.menu} onNavigate={() => setOpen(false)} /> : null}
            </div>
          </div>
        ) : null}
        <div className={css({ minW: '0' })}>
          {back ? (
            <Link
              href={back.href}
              className={css({ display: 'inline-block', mb: '2', color: 'accent.fg', textStyle: 'small' })}
            >
              ← {back.label}
            </Link>
          ) : null}
          <div
            className={css({
              display: 'flex',
              gap: '3',
              alignItems: 'flex-start',
              justifyContent: 'space-between',
              flexWrap: 'wrap',
              mb: intro ? '1' : '6',
            })}
          >
            <h1
              id="admin-content"
              tabIndex={-1}
              className={css({ textStyle: 'h1', _focus: { outline: 'none' } })}
            >
              {title}
            </h1>
            {actions && allowed && admin ? (
              <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap' })}>{actions}</div>
            ) : null}
          </div>
          {intro ? <p className={css({ color: 'fg.muted', mb: '6' })}>{intro}</p> : null}
          {body}
        </div>
      </Container>
    </>
  );
}
