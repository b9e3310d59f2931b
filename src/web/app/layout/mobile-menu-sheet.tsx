import { Link, useLocation } from 'wouter';
import { css } from '../../../../styled-system/css';
import type { Customer } from '../../../contract/auth';
import { Avatar } from '../../components/avatar';
import { CloseIcon } from '../../components/icons';
import { Button } from '../../components/ui/button';
import * as Dialog from '../../components/ui/dialog';
import { useConfiguration } from '../../lib/configuration';
import { fullName } from '../../lib/customer';
import { useLogOut } from '../../lib/use-logout-permission';
import { useChatSuggestion } from '../../lib/use-chat-suggestion';
import type { HeaderLayout } from './header-layout';
import { suggestionDot } from './header-styles';
import {
  LOGIN_PATH,
  accountMenuLinks,
  customerNavigation,
  isCurrent,
  isGroup,
  isSuggestionEntry,
  mobileOnlyLinks,
  publicNavigation,
  type NavLink,
} from './nav-links';

const itemStyle = css.raw({
  display: 'block',
  px: '3',
  py: '2.5',
  borderRadius: 'md',
  color: 'fg.default',
  fontWeight: '600',
  fontSize: 'lg',
  textDecoration: 'none',
  _hover: { bg: 'bg.muted' },
  '&[aria-current=page]': { color: 'accent.fg', bg: 'accent.subtle' },
  _focusVisible: { outlineWidth: 'thick', outlineStyle: 'solid', outlineColor: 'accent.default' },
});
const item = css(itemStyle);
const suggestionItem = css(itemStyle, { display: 'flex', alignItems: 'center', gap: '2' });
const subItem = css(itemStyle, { fontSize: 'md', fontWeight: '500', pl: '6' });
const accountItem = css(itemStyle, { fontSize: 'md', fontWeight: '500' });
const slug = (label: string) => label.toLowerCase().replace(/[^a-z0-9]+/g, '-');
const list = css({ listStyle: 'none', display: 'flex', flexDirection: 'column', gap: '0.5' });
const groupLabel = css({
  px: '3',
  pt: '2',
  pb: '1',
  textStyle: 'caption',
  color: 'fg.muted',
  fontWeight: '700',
});

export interface SheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  finalFocusEl: () => HTMLElement | null;
}

function SheetLink({
  link,
  path,
  onClick,
  className,
}: {
  link: NavLink;
  path: string;
  onClick: () => void;
  className?: string;
}) {
  const classes = className ?? item;
  return link.external ? (
    <a href={link.href} className={classes} target="_blank" rel="noreferrer">
      {link.label}
      <span className={css({ srOnly: true })}> (opens in a new tab)</span>
    </a>
  ) : (
    <Link
      href={link.href}
      onClick={onClick}
      className={classes}
      aria-current={isCurrent(path, link.href) ? 'page' : undefined}
    >
      {link.label}
    </Link>
  );
}

/**
 * The chat-assistant entry (spec 001 §2, §4): a dot while a suggestion is pending, and a click then
 * opens the suggestion instead of navigating.
 */
function SuggestionSheetLink({ link, path, onClick }: { link: NavLink; path: string; onClick: () => void }) {
  const { dot, pending, show } = useChatSuggestion();
  return (
    <Link
      href={link.href}
      className={suggestionItem}
      aria-current={isCurrent(path, link.href) ? 'page' : undefined}
      onClick={(event) => {
        onClick();
        if (!pending) return;
        event.preventDefault();
        show();
      }}
    >
      {link.label}
      {dot ? (
        <>
          <span aria-hidden="true" className={suggestionDot} data-testid="suggestion-dot" />
          <span className={css({ srOnly: true })}> (a suggestion is waiting)</span>
        </>
      ) : null}
    </Link>
  );
}

/**
 * The mobile sidebar (spec 000 §2.4): signed in, the avatar or initials and the full name, the
 * customer navigation with Profile and Achievements (ACTIVE customers), the user menu and Log out;
 * signed out, the public navigation with Log In and Shop now.
 */
export default function MobileMenuSheet({
  open,
  onOpenChange,
  finalFocusEl,
  storeUrl,
  layout,
  customer,
}: SheetProps & { storeUrl: string | undefined; layout: HeaderLayout; customer: Customer | undefined }) {
  const [path] = useLocation();
  const config = useConfiguration();
  const logOut = useLogOut();
  const close = () => onOpenChange(false);
  const customerNav = layout.navigation === 'customer' && customer ? customerNavigation(customer) : undefined;
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      finalFocusEl={finalFocusEl}
      placement="end"
    >
      <Dialog.Backdrop />
      <Dialog.Positioner>
        <Dialog.Content className={css({ display: 'flex', flexDirection: 'column', gap: '5' })}>
          <Dialog.Title>Menu</Dialog.Title>
          <Dialog.CloseTrigger asChild>
            <Button variant="ghost" size="icon" aria-label="Close menu">
              <CloseIcon />
            </Button>
          </Dialog.CloseTrigger>
          {customer ? (
            <div
              className={css({
                display: 'flex',
                alignItems: 'center',
                gap: '3',
                p: '3',
                borderRadius: 'lg',
                bg: 'bg.subtle',
              })}
            >
              <Avatar
                firstName={customer.firstName}
                lastName={customer.lastName}
                photoSrc={customer.photoSrc}
                size="lg"
              />
              <div className={css({ minW: '0' })}>
                <p className={css({ fontWeight: '700', textStyle: 'h3' })} data-testid="sidebar-name">
                  {fullName(customer)}
                </p>
                <p className={css({ color: 'fg.muted', textStyle: 'small', overflowWrap: 'anywhere' })}>
                  {customer.email}
                </p>
              </div>
            </div>
          ) : null}
          <nav aria-label="Main">
            <ul className={list}>
              {customer && !customerNav ? (
                // spec 000 §2.4: the role's home page (for ACTIVE customers that is Dashboard, listed below)
                <li>
                  <SheetLink
                    link={{ label: 'Home', href: customer.role.homePage || '/' }}
                    path={path}
                    onClick={close}
                  />
                </li>
              ) : null}
              {customerNav ? (
                <>
                  {customerNav.map((entry) =>
                    isGroup(entry) ? (
                      <li key={entry.label}>
                        <p className={groupLabel} id={`sheet-group-${slug(entry.label)}`}>
                          {entry.label}
                        </p>
                        <ul className={list} aria-labelledby={`sheet-group-${slug(entry.label)}`}>
                          {entry.items.map((link) => (
                            <li key={link.href}>
                              <SheetLink link={link} path={path} onClick={close} className={subItem} />
                            </li>
                          ))}
                        </ul>
                      </li>
                    ) : isSuggestionEntry(entry) ? (
                      <li key={entry.label}>
                        <SuggestionSheetLink link={entry} path={path} onClick={close} />
                      </li>
                    ) : (
                      <li key={entry.label}>
                        <SheetLink link={entry} path={path} onClick={close} />
                      </li>
                    ),
                  )}
                  {mobileOnlyLinks().map((link) => (
                    <li key={link.href}>
                      <SheetLink link={link} path={path} onClick={close} />
                    </li>
                  ))}
                </>
              ) : (
                <>
                  {publicNavigation.map((link) => (
                    <li key={link.href}>
                      <SheetLink link={link} path={path} onClick={close} />
                    </li>
                  ))}
                  {storeUrl ? (
                    <li>
                      <a href={storeUrl} className={item}>
                        Shop
                      </a>
                    </li>
                  ) : null}
                </>
              )}
            </ul>
          </nav>
          {layout.panel === 'account' && customer ? (
            <nav
              aria-label="Your account"
              className={css({ borderTopWidth: 'thin', borderColor: 'border.default', pt: '3' })}
            >
              <ul className={list}>
                {accountMenuLinks(customer, config).map((link) => (
                  <li key={link.label}>
                    <SheetLink link={link} path={path} onClick={close} className={accountItem} />
                  </li>
                ))}
              </ul>
              <Button
                variant="outline"
                size="lg"
                className={css({ mt: '4', w: 'full' })}
                onClick={() => {
                  close();
                  logOut();
                }}
              >
                Log out
              </Button>
            </nav>
          ) : null}
          {layout.panel === 'public' ? (
            <div className={css({ display: 'flex', flexDirection: 'column', gap: '3', mt: 'auto' })}>
              <Button asChild variant="outline" size="lg">
                <Link href={LOGIN_PATH} onClick={close}>
                  Log In
                </Link>
              </Button>
              {storeUrl ? (
                <Button asChild size="lg">
                  <a href={storeUrl}>Shop now</a>
                </Button>
              ) : null}
            </div>
          ) : null}
        </Dialog.Content>
      </Dialog.Positioner>
    </Dialog.Root>
  );
}
