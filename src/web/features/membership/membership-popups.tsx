import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { css } from '../../../../styled-system/css';
import { formatDate } from '../../../domain/dates';
import { CloseIcon, ExternalIcon } from '../../components/icons';
import { Button } from '../../components/ui/button';
import * as Dialog from '../../components/ui/dialog';
import { CUSTOMER_ROUTES } from '../../lib/customer';
import { useChatSuggestion } from '../../lib/use-chat-suggestion';
import { useMembershipPopup, type MembershipFacts, type MembershipPopup } from '../../lib/use-membership';

const actions = css({
  display: 'flex',
  flexDirection: { base: 'column-reverse', sm: 'row' },
  alignItems: { base: 'stretch', sm: 'center' },
  justifyContent: 'flex-end',
  gap: '3',
  mt: '6',
});

const date = (iso: string | null | undefined) => (iso ? formatDate(iso) : undefined);

interface PopupText {
  title: string;
  body: string;
  /** The main button: renew (month and two-day popups) or close. */
  primary: string;
  /** The other button, which closes. */
  secondary?: string;
}

/** What each popup says (spec 001 §4 "Renewal popups": the meaning of each tag). */
export function popupText(popup: MembershipPopup, facts: MembershipFacts | undefined): PopupText {
  const ends = date(facts?.expiresAt);
  switch (popup) {
    case 'renewalPopupMonth':
      return {
        title: 'One month of membership left',
        body: `Your membership ends${ends ? ` on ${ends}` : ' in a month'}. Renew now to keep your results, InnerAge and recommendations without a break.`,
        primary: 'Renew membership',
        secondary: 'Not now',
      };
    case 'renewalPopup2Days':
      return {
        title: 'Two days of membership left',
        body: `Your membership ends${ends ? ` on ${ends}` : ' in two days'}. Renew today so nothing is interrupted.`,
        primary: 'Renew membership',
        secondary: 'Not now',
      };
    case 'expiredPopup': {
      const until = date(facts?.retentionEndsAt);
      return {
        title: 'Your membership has ended',
        body: `Your 30-day grace period has started: your results stay here${until ? ` until ${until}` : ''}. Renew before then to keep them.`,
        primary: 'Renew membership',
        secondary: 'Not now',
      };
    }
    case 'renewedPopup':
      return {
        title: 'Congratulations, your membership is renewed',
        body: `Thank you for staying with Healthspan.${ends ? ` Your membership now runs until ${ends}.` : ''} Keep testing, keep improving.`,
        primary: 'Great',
      };
    case 'appleSubscriptionPopup':
      return {
        title: 'Renew in the App Store',
        body: 'You joined through the Healthspan app on iPhone, so Apple manages your membership. Open Settings, tap your name, then Subscriptions, and choose Healthspan.',
        primary: 'Done',
      };
    case 'googleSubscriptionPopup':
      return {
        title: 'Renew in Google Play',
        body: 'You joined through the Healthspan app on Android, so Google Play manages your membership. Open the Play Store, tap your profile, then Payments & subscriptions.',
        primary: 'Done',
      };
  }
}

function PopupFrame({
  open,
  label,
  onClose,
  children,
}: {
  open: boolean;
  label: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const first = useRef<HTMLButtonElement>(null);
  return (
    <Dialog.Root
      open={open}
      size="md"
      initialFocusEl={() => first.current}
      // spec 000 §2.2, 001 §2: Escape and an overlay click close a popup, as its close button does
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
    >
      <Dialog.Backdrop />
      <Dialog.Positioner>
        <Dialog.Content data-testid="membership-popup" data-popup={label}>
          {children}
          <Dialog.CloseTrigger asChild>
            <Button ref={first} variant="ghost" size="icon" aria-label="Close">
              <CloseIcon />
            </Button>
          </Dialog.CloseTrigger>
        </Dialog.Content>
      </Dialog.Positioner>
    </Dialog.Root>
  );
}

/** The renewal popups and the Apple and Google subscription popups (spec 001 §4). */
export function RenewalPopups() {
  const { popup, facts, canRenew, close, renew } = useMembershipPopup();
  const shown = popup === 'none' ? undefined : popup;
  const text = shown ? popupText(shown, facts) : undefined;
  const store = shown === 'appleSubscriptionPopup' || shown === 'googleSubscriptionPopup';
  return (
    <PopupFrame open={Boolean(shown)} label={shown ?? 'none'} onClose={close}>
      {text ? (
        <>
          <Dialog.Title>{text.title}</Dialog.Title>
          <Dialog.Description>{text.body}</Dialog.Description>
          <div className={actions}>
            {text.secondary ? (
              <Button variant="outline" onClick={close}>
                {text.secondary}
              </Button>
            ) : null}
            {store && facts?.manageLink ? (
              <Button asChild variant="outline">
                <a href={facts.manageLink} target="_blank" rel="noopener noreferrer">
                  {shown === 'appleSubscriptionPopup' ? 'Open App Store' : 'Open Google Play'}
                  <ExternalIcon />
                  <span className={css({ srOnly: true })}> (opens in a new tab)</span>
                </a>
              </Button>
            ) : null}
            <Button onClick={canRenew ? renew : close}>{text.primary}</Button>
          </div>
        </>
      ) : null}
    </PopupFrame>
  );
}

/** spec 000 §9: the header's mobile layout ends at 1100 px. */
const WIDE = '(min-width: 1100px)';

/**
 * The chat-assistant suggestion popup (spec 001 §4). On wide screens it opens by itself once no
 * renewal popup is open; below 1100 px the header's Ask Terra entry carries a dot and opens it.
 */
export function ChatSuggestionPopup() {
  const { pending, open, show, close } = useChatSuggestion();
  const renewalOpen = useMembershipPopup().popup !== 'none';
  const [, navigate] = useLocation();
  useEffect(() => {
    if (pending && !renewalOpen && window.matchMedia?.(WIDE).matches) show();
  }, [pending, renewalOpen, show]);
  return (
    <PopupFrame open={open} label="chatSuggestion" onClose={close}>
      <Dialog.Title>Meet Terra, your health assistant</Dialog.Title>
      <Dialog.Description>
        Ask Terra about your markers, your InnerAge and what to try next: answers come from your own results.
      </Dialog.Description>
      <div className={actions}>
        <Button variant="outline" onClick={close}>
          Maybe later
        </Button>
        <Button
          onClick={() => {
            close();
            navigate(CUSTOMER_ROUTES.askTerra);
          }}
        >
          Ask Terra
        </Button>
      </div>
    </PopupFrame>
  );
}

/** Every membership popup; the shell mounts them while a customer is signed in. */
export default function MembershipPopups() {
  return (
    <>
      <RenewalPopups />
      <ChatSuggestionPopup />
    </>
  );
}
