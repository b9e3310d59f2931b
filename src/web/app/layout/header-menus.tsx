import { Link } from 'wouter';
import { css } from '../../../../styled-system/css';
import type { Customer } from '../../../contract/auth';
import { Avatar } from '../../components/avatar';
import { ChevronDownIcon, ExternalIcon } from '../../components/icons';
import * as Menu from '../../components/ui/menu';
import { fullName } from '../../lib/customer';
import { accountTrigger, navLink } from './header-styles';
import { isCurrent, type NavGroup, type NavLink } from './nav-links';

// Ark's Menu is loaded with this chunk once a customer is signed in: the entry chunk stays lean.

const LOG_OUT = 'logout';

function MenuLink({ link }: { link: NavLink }) {
  return (
    <Menu.Item value={link.href} asChild>
      {link.external ? (
        <a href={link.href} target="_blank" rel="noreferrer">
          {link.label}
          <ExternalIcon aria-hidden="true" className={css({ ml: 'auto', color: 'fg.subtle' })} />
          <span className={css({ srOnly: true })}> (opens in a new tab)</span>
        </a>
      ) : (
        <Link href={link.href}>{link.label}</Link>
      )}
    </Menu.Item>
  );
}

/** A customer navigation entry with sub-entries (My results), as a keyboard-accessible menu. */
export function NavMenu({ group, path }: { group: NavGroup; path: string }) {
  const current = group.items.some((item) => isCurrent(path, item.href));
  return (
    <Menu.Root positioning={{ placement: 'bottom-start' }}>
      <Menu.Trigger className={navLink} data-current={current ? '' : undefined}>
        {group.label}
        <ChevronDownIcon />
      </Menu.Trigger>
      <Menu.Positioner>
        <Menu.Content>
          {group.items.map((item) => (
            <MenuLink key={item.href} link={item} />
          ))}
        </Menu.Content>
      </Menu.Positioner>
    </Menu.Root>
  );
}

/** The user menu (spec 000 §2.4): the customer's entries, then Log out. */
export function AccountMenu({
  customer,
  links,
  onLogOut,
}: {
  customer: Customer;
  links: NavLink[];
  onLogOut: () => void;
}) {
  return (
    <Menu.Root
      positioning={{ placement: 'bottom-end' }}
      onSelect={(details) => {
        if (details.value === LOG_OUT) onLogOut();
      }}
    >
      <Menu.Trigger className={accountTrigger}>
        <Avatar firstName={customer.firstName} lastName={customer.lastName} photoSrc={customer.photoSrc} />
        <span className={css({ srOnly: true })}>Account menu,</span>
        <span className={css({ maxW: '32', overflow: 'hidden', textOverflow: 'ellipsis' })}>
          {customer.firstName || fullName(customer)}
        </span>
        <ChevronDownIcon />
      </Menu.Trigger>
      <Menu.Positioner>
        <Menu.Content>
          <Menu.ItemGroup>
            <Menu.ItemGroupLabel>Signed in as {fullName(customer)}</Menu.ItemGroupLabel>
            {links.map((link) => (
              <MenuLink key={link.label} link={link} />
            ))}
          </Menu.ItemGroup>
          <Menu.Separator />
          <Menu.Item value={LOG_OUT}>Log out</Menu.Item>
        </Menu.Content>
      </Menu.Positioner>
    </Menu.Root>
  );
}
