import { lazy, Suspense, type ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { css } from '../../../../styled-system/css';
import type { Customer } from '../../../contract/auth';
import { Avatar } from '../../components/avatar';
import { ChevronDownIcon } from '../../components/icons';
import { Container } from '../../components/layout';
import { Logo } from '../../components/logo';
import { Button } from '../../components/ui/button';
import { useSideMenu } from '../../features/marketing/side-menus';
import { useConfiguration } from '../../lib/configuration';
import { isActive } from '../../lib/customer';
import { useAuthStatus, useCustomer } from '../../lib/use-auth';
import { useChatSuggestion } from '../../lib/use-chat-suggestion';
import { useLogOut } from '../../lib/use-logout-permission';
import { headerLayout, type HeaderLayout } from './header-layout';
import { accountTrigger, navLink, suggestionDot } from './header-styles';
import { MobileMenu } from './mobile-menu';
import {
  LOGIN_PATH,
  accountMenuLinks,
  customerNavigation,
  isCurrent,
  isGroup,
  isSuggestionEntry,
  publicNavigation,
} from './nav-links';
import { PageSideMenu } from './page-side-menu';

const loadMenus = () => import('./header-menus');
const NavMenu = lazy(() => loadMenus().then((m) => ({ default: m.NavMenu })));
const AccountMenu = lazy(() => loadMenus().then((m) => ({ default: m.AccountMenu })));

function PublicLinks({ path, storeUrl }: { path: string; storeUrl: string | undefined }) {
  return (
    <>
      {publicNavigation.map((link) => (
        <li key={link.href}>
          <Link
            href={link.href}
            className={navLink}
            aria-current={isCurrent(path, link.href) ? 'page' : undefined}
          >
            {link.label}
          </Link>
        </li>
      ))}
      {storeUrl ? (
        <li>
          <a href={storeUrl} className={navLink}>
            Shop
          </a>
        </li>
      ) : null}
    </>
  );
}

/** spec 000 §2.4: the customer navigation of an ACTIVE customer, entries by permission. */
function CustomerLinks({ path, customer }: { path: string; customer: Customer }) {
  const { dot } = useChatSuggestion();
  return (
    <>
      {customerNavigation(customer).map((entry) => (
        <li key={entry.label}>
          {isGroup(entry) ? (
            <Suspense
              fallback={
                <span className={navLink}>
                  {entry.label}
                  <ChevronDownIcon />
                </span>
              }
            >
              <NavMenu group={entry} path={path} />
            </Suspense>
          ) : (
            <Link
              href={entry.href}
              className={navLink}
              aria-current={isCurrent(path, entry.href) ? 'page' : undefined}
            >
              {entry.label}
              {dot && isSuggestionEntry(entry) ? (
                <>
                  <span aria-hidden="true" className={suggestionDot} data-testid="suggestion-dot" />
                  <span className={css({ srOnly: true })}> (a suggestion is waiting)</span>
                </>
              ) : null}
            </Link>
          )}
        </li>
      ))}
    </>
  );
}

const invisible = css({ display: 'contents', visibility: 'hidden' });

/** `children` laid out but unseen and unreachable while `hidden`: what is drawn later takes exactly their room. */
function Reserve({ hidden, children }: { hidden: boolean; children: ReactNode }) {
  return hidden ? (
    <div aria-hidden="true" inert className={invisible}>
      {children}
    </div>
  ) : (
    children
  );
}

/**
 * Log In and Shop now. While the sign-in is being restored (`restoring`, as the server draws a
 * public page) or the store address loads, both are laid out invisibly, so the header the server
 * drew and the one drawn once both are known have the same size (issue 22: CLS 0).
 */
function PublicActions({ storeUrl, restoring }: { storeUrl: string | undefined; restoring: boolean }) {
  return (
    <>
      <Reserve hidden={restoring}>
        <Button asChild variant="ghost" className={css({ display: { base: 'none', sm: 'inline-flex' } })}>
          <Link href={LOGIN_PATH}>Log In</Link>
        </Button>
      </Reserve>
      <Reserve hidden={restoring || !storeUrl}>
        <Button asChild>
          <a href={storeUrl}>Shop now</a>
        </Button>
      </Reserve>
    </>
  );
}

const skeletonBar = css({ display: 'block', h: '3', w: '20', borderRadius: 'full', bg: 'bg.muted' });

/** Neutral bars where the navigation goes, until the sign-in state is known. */
function NavigationSkeleton() {
  return (
    <div
      aria-hidden="true"
      data-testid="navigation-skeleton"
      className={css({ display: { base: 'none', lg: 'flex' }, gap: '6', alignItems: 'center' })}
    >
      <span className={skeletonBar} />
      <span className={skeletonBar} />
      <span className={skeletonBar} />
    </div>
  );
}

function AccountActions({ customer }: { customer: Customer }) {
  const config = useConfiguration();
  const logOut = useLogOut();
  return (
    <div className={css({ display: { base: 'none', lg: 'block' } })}>
      <Suspense
        fallback={
          <span className={accountTrigger}>
            <Avatar
              firstName={customer.firstName}
              lastName={customer.lastName}
              photoSrc={customer.photoSrc}
            />
            {customer.firstName}
            <ChevronDownIcon />
          </span>
        }
      >
        <AccountMenu customer={customer} links={accountMenuLinks(customer, config)} onLogOut={logOut} />
      </Suspense>
    </div>
  );
}

/**
 * spec 000 §2.4, 001 §2: the header by route and sign-in state — public or customer navigation,
 * and Log In/Shop now, the account menu, or no action panel. The home link goes to the
 * customer's role home page, or / when signed out.
 */
export function Header() {
  const [path] = useLocation();
  const storeUrl = useConfiguration()?.storeUrl;
  const status = useAuthStatus();
  const customer = useCustomer();
  const layout: HeaderLayout = headerLayout(path, {
    signedIn: Boolean(customer),
    active: isActive(customer),
  });
  const sideMenu = useSideMenu(path);
  const home = customer?.role.homePage || '/';
  return (
    <header
      className={css({
        position: 'sticky',
        top: '0',
        zIndex: 'header',
        bg: 'bg.canvas',
        borderBottomWidth: 'thin',
        borderColor: 'border.default',
      })}
    >
      <Container className={css({ display: 'flex', alignItems: 'center', gap: '6', h: '16' })}>
        <Link
          href={home}
          aria-label="Healthspan home"
          className={css({
            textDecoration: 'none',
            borderRadius: 'md',
            flexShrink: 0,
            _focusVisible: {
              outlineWidth: 'thick',
              outlineStyle: 'solid',
              outlineColor: 'accent.default',
              outlineOffset: '1',
            },
          })}
        >
          <Logo />
        </Link>
        {status === 'checking' ? (
          // issue 23.7: while a reload restores the sign-in, neither the public nor the customer links
          <NavigationSkeleton />
        ) : (
          <nav aria-label="Main" className={css({ display: { base: 'none', lg: 'block' } })}>
            <ul className={css({ display: 'flex', gap: '1', listStyle: 'none' })}>
              {layout.navigation === 'customer' && customer ? (
                <CustomerLinks path={path} customer={customer} />
              ) : (
                <PublicLinks path={path} storeUrl={storeUrl} />
              )}
            </ul>
          </nav>
        )}
        <div className={css({ ml: 'auto', display: 'flex', alignItems: 'center', gap: '2' })}>
          {status === 'checking' && layout.panel !== 'none' ? (
            // the sign-in is being restored: neither Log In nor the account menu yet, in the room of the public panel
            <PublicActions storeUrl={storeUrl} restoring />
          ) : layout.panel === 'public' ? (
            <PublicActions storeUrl={storeUrl} restoring={false} />
          ) : layout.panel === 'account' && customer ? (
            <AccountActions customer={customer} />
          ) : null}
          <div className={css({ display: { base: 'block', lg: 'none' } })}>
            <MobileMenu storeUrl={storeUrl} layout={layout} customer={customer} />
          </div>
        </div>
      </Container>
      {sideMenu ? <PageSideMenu menu={sideMenu} /> : null}
    </header>
  );
}
