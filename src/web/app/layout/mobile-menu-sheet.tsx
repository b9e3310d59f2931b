import { Link, useLocation } from 'wouter';
import { css } from '../../../../styled-system/css';
import { CloseIcon } from '../../components/icons';
import { Button } from '../../components/ui/button';
import * as Dialog from '../../components/ui/dialog';
import { LOGIN_PATH, isCurrent, publicNavigation } from './nav-links';

const item = css({
  display: 'block',
  px: '3',
  py: '3',
  borderRadius: 'md',
  color: 'fg.default',
  fontWeight: '600',
  fontSize: 'lg',
  textDecoration: 'none',
  _hover: { bg: 'bg.muted' },
  '&[aria-current=page]': { color: 'accent.fg', bg: 'accent.subtle' },
  _focusVisible: { outlineWidth: 'thick', outlineStyle: 'solid', outlineColor: 'accent.default' },
});

export interface SheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  finalFocusEl: () => HTMLElement | null;
}

/** The mobile menu's sheet: public navigation, Log In and Shop now. */
export default function MobileMenuSheet({
  open,
  onOpenChange,
  finalFocusEl,
  storeUrl,
}: SheetProps & { storeUrl: string | undefined }) {
  const [path] = useLocation();
  const close = () => onOpenChange(false);
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      finalFocusEl={finalFocusEl}
      placement="end"
    >
      <Dialog.Backdrop />
      <Dialog.Positioner>
        <Dialog.Content className={css({ display: 'flex', flexDirection: 'column', gap: '6' })}>
          <Dialog.Title>Menu</Dialog.Title>
          <Dialog.CloseTrigger asChild>
            <Button variant="ghost" size="icon" aria-label="Close menu">
              <CloseIcon />
            </Button>
          </Dialog.CloseTrigger>
          <nav aria-label="Main">
            <ul className={css({ listStyle: 'none', display: 'flex', flexDirection: 'column', gap: '1' })}>
              {publicNavigation.map((link) => (
                <li key={link.href}>
                  <Link
                    href={link.href}
                    onClick={close}
                    className={item}
                    aria-current={isCurrent(path, link.href) ? 'page' : undefined}
                  >
                    {link.label}
                  </Link>
                </li>
              ))}
              {storeUrl ? (
                <li>
                  <a href={storeUrl} className={item}>
                    Shop
                  </a>
                </li>
              ) : null}
            </ul>
          </nav>
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
        </Dialog.Content>
      </Dialog.Positioner>
    </Dialog.Root>
  );
}
