import { Link, useLocation } from 'wouter';
import { css } from '../../../../styled-system/css';
import { Container } from '../../components/layout';
import { Logo } from '../../components/logo';
import { Button } from '../../components/ui/button';
import { sideMenuFor } from '../../features/marketing/side-menus';
import { useConfiguration } from '../../lib/configuration';
import { MobileMenu } from './mobile-menu';
import { LOGIN_PATH, isCurrent, publicNavigation } from './nav-links';
import { PageSideMenu } from './page-side-menu';

const navLink = css({
  px: '3',
  py: '2',
  borderRadius: 'md',
  color: 'fg.default',
  fontWeight: '500',
  textDecoration: 'none',
  _hover: { color: 'accent.fg', bg: 'bg.subtle' },
  '&[aria-current=page]': { color: 'accent.fg', fontWeight: '600' },
  _focusVisible: { outlineWidth: 'thick', outlineStyle: 'solid', outlineColor: 'accent.default' },
});

/** spec 000 §2.4: the logged-out header — public navigation, Log In and Shop now. */
export function Header() {
  const [path] = useLocation();
  const storeUrl = useConfiguration()?.storeUrl;
  const sideMenu = sideMenuFor(path);
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
          href="/"
          aria-label="Healthspan home"
          className={css({
            textDecoration: 'none',
            borderRadius: 'md',
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
        <nav aria-label="Main" className={css({ display: { base: 'none', lg: 'block' } })}>
          <ul className={css({ display: 'flex', gap: '1', listStyle: 'none' })}>
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
            <li>
              {storeUrl ? (
                <a href={storeUrl} className={navLink}>
                  Shop
                </a>
              ) : null}
            </li>
          </ul>
        </nav>
        <div className={css({ ml: 'auto', display: 'flex', alignItems: 'center', gap: '2' })}>
          <Button asChild variant="ghost" className={css({ display: { base: 'none', sm: 'inline-flex' } })}>
            <Link href={LOGIN_PATH}>Log In</Link>
          </Button>
          {storeUrl ? (
            <Button asChild>
              <a href={storeUrl}>Shop now</a>
            </Button>
          ) : (
            // keeps the header steady until the store address arrives
            <span aria-hidden="true" className={css({ w: '28', h: '10' })} />
          )}
          <div className={css({ display: { base: 'block', lg: 'none' } })}>
            <MobileMenu storeUrl={storeUrl} />
          </div>
        </div>
      </Container>
      {sideMenu ? <PageSideMenu menu={sideMenu} /> : null}
    </header>
  );
}
