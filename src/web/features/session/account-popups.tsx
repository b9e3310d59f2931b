import { useRef } from 'react';
import { css } from '../../../../styled-system/css';
import { LOGOUT_PERMISSION_TEXT } from '../../../../machines/logout-permission.machine';
import { SESSION_EXPIRY_TEXT } from '../../../../machines/session-expiry.machine';
import { Button } from '../../components/ui/button';
import * as Dialog from '../../components/ui/dialog';
import { useLogoutPermission } from '../../lib/use-logout-permission';
import { useSessionExpiry } from '../../lib/use-session-expiry';

// on a phone the buttons stack full width, the main one on top
const actions = css({
  display: 'flex',
  flexDirection: { base: 'column-reverse', sm: 'row' },
  alignItems: { base: 'stretch', sm: 'center' },
  justifyContent: 'flex-end',
  gap: '3',
  mt: '6',
});
// no close button in these popups: the title needs no room for one
const title = css({ pr: '0' });

const seconds = (n: number) => `${n} second${n === 1 ? '' : 's'}`;

/**
 * The session popups (spec 000 §4): 'Your session is about to expire' counting down each second
 * with Log out and Continue session; then 'Your session has expired' with Close window and Log in.
 * Decision: Escape or an overlay click on the warning means Continue session (the visitor is
 * evidently there); the expired popup only closes through its buttons, since the page behind it
 * no longer works.
 */
export function SessionExpiryDialog() {
  const { popup, secondsLeft, extending, canExtend, canLogOut, extend, logOut, close, logIn } =
    useSessionExpiry();
  const primary = useRef<HTMLButtonElement>(null);
  const warning = popup === 'warning';
  return (
    <Dialog.Root
      open={popup !== 'none'}
      size="sm"
      role="alertdialog"
      closeOnEscape={warning}
      closeOnInteractOutside={warning}
      initialFocusEl={() => primary.current}
      onOpenChange={(details) => {
        if (!details.open && canExtend) extend();
      }}
    >
      <Dialog.Backdrop />
      <Dialog.Positioner>
        <Dialog.Content>
          {warning ? (
            <>
              <Dialog.Title className={title}>{SESSION_EXPIRY_TEXT.warningTitle}</Dialog.Title>
              <Dialog.Description>
                For your security you will be logged out in{' '}
                <strong data-testid="session-seconds-left">{seconds(secondsLeft)}</strong>. Continue to stay
                signed in.
              </Dialog.Description>
              <div className={actions}>
                <Button variant="outline" onClick={logOut} disabled={!canLogOut}>
                  {SESSION_EXPIRY_TEXT.logOut}
                </Button>
                <Button ref={primary} onClick={extend} disabled={!canExtend} aria-busy={extending}>
                  {SESSION_EXPIRY_TEXT.continueSession}
                </Button>
              </div>
            </>
          ) : (
            <>
              <Dialog.Title className={title}>{SESSION_EXPIRY_TEXT.expiredTitle}</Dialog.Title>
              <Dialog.Description>
                You were inactive for a while, so we logged you out to keep your results safe. Log in again to
                pick up where you left off.
              </Dialog.Description>
              <div className={actions}>
                <Button variant="outline" onClick={close}>
                  {SESSION_EXPIRY_TEXT.closeWindow}
                </Button>
                <Button ref={primary} onClick={logIn}>
                  {SESSION_EXPIRY_TEXT.logIn}
                </Button>
              </div>
            </>
          )}
        </Dialog.Content>
      </Dialog.Positioner>
    </Dialog.Root>
  );
}

/**
 * The logout permission popup (spec 001 §4). Decision: Escape or an overlay click answers Cancel,
 * the popup's own way out: the logout goes on without the store tab.
 */
export function LogoutPermissionDialog() {
  const { open, canAnswer, allow, cancel } = useLogoutPermission();
  const primary = useRef<HTMLButtonElement>(null);
  return (
    <Dialog.Root
      open={open}
      size="sm"
      initialFocusEl={() => primary.current}
      onOpenChange={(details) => {
        if (!details.open && canAnswer) cancel();
      }}
    >
      <Dialog.Backdrop />
      <Dialog.Positioner>
        <Dialog.Content>
          <Dialog.Title className={title}>{LOGOUT_PERMISSION_TEXT.title}</Dialog.Title>
          <Dialog.Description>{LOGOUT_PERMISSION_TEXT.body}</Dialog.Description>
          <div className={actions}>
            <Button variant="outline" onClick={cancel} disabled={!canAnswer}>
              {LOGOUT_PERMISSION_TEXT.cancel}
            </Button>
            <Button ref={primary} onClick={allow} disabled={!canAnswer}>
              {LOGOUT_PERMISSION_TEXT.allow}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Positioner>
    </Dialog.Root>
  );
}

/** Both account popups; the shell mounts them while a customer is signed in. */
export default function AccountPopups() {
  return (
    <>
      <SessionExpiryDialog />
      <LogoutPermissionDialog />
    </>
  );
}
