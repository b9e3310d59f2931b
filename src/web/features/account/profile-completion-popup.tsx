import { useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { css } from '../../../../styled-system/css';
import { useLoad } from '../../lib/use-load';
import { Button } from '../../components/ui/button';
import * as Dialog from '../../components/ui/dialog';
import { CUSTOMER_ROUTES } from '../../lib/customer';
import { useChatSuggestion } from '../../lib/use-chat-suggestion';
import { useMembershipPopup } from '../../lib/use-membership';
import { accountApi } from './account-api';

/** sessionStorage key: "Later" was chosen in this tab's visit. */
export const PROFILE_COMPLETION_DISMISSED_KEY = 'healthspan.profileCompletionDismissed';

function dismissedBefore() {
  try {
    return window.sessionStorage.getItem(PROFILE_COMPLETION_DISMISSED_KEY) === 'true';
  } catch {
    return false;
  }
}

const LABEL = { height: 'height', weight: 'weight' } as const;

/**
 * spec 000 §2.4: the profile-completion popup when height or weight is missing. Decisions: read
 * once per sign-in; shown on the dashboard (the customer's home page), not over a results page the
 * customer went to on purpose; it waits while a membership popup is open; "Later" keeps it away
 * for the rest of the visit.
 */
export default function ProfileCompletionPopup() {
  const { state } = useLoad('profile-completion', (signal) => accountApi.settings(signal));
  const [path, navigate] = useLocation();
  const [dismissed, setDismissed] = useState(dismissedBefore);
  const membershipPopup = useMembershipPopup().popup !== 'none';
  const suggestion = useChatSuggestion().open;
  const primary = useRef<HTMLAnchorElement>(null);
  const missing = state.status === 'success' ? state.data.missing : [];
  const onDashboard = path.toLowerCase().replace(/\/+$/, '') === CUSTOMER_ROUTES.dashboard;
  const open = missing.length > 0 && !dismissed && !membershipPopup && !suggestion && onDashboard;
  const dismiss = () => {
    setDismissed(true);
    try {
      window.sessionStorage.setItem(PROFILE_COMPLETION_DISMISSED_KEY, 'true');
    } catch {
      // storage disabled: it stays away for this page's life only
    }
  };
  const what = missing.map((m) => LABEL[m]).join(' and ');
  return (
    <Dialog.Root
      open={open}
      size="sm"
      initialFocusEl={() => primary.current}
      onOpenChange={(details) => {
        if (!details.open) dismiss();
      }}
    >
      <Dialog.Backdrop />
      <Dialog.Positioner>
        <Dialog.Content data-testid="profile-completion">
          <Dialog.Title>Complete your health profile</Dialog.Title>
          <Dialog.Description>
            Add your {what} so we can work out your BMI and read your results against the right ranges.
          </Dialog.Description>
          <div
            className={css({
              display: 'flex',
              flexDirection: { base: 'column-reverse', sm: 'row' },
              justifyContent: 'flex-end',
              gap: '3',
              mt: '6',
            })}
          >
            <Button variant="outline" onClick={dismiss}>
              Later
            </Button>
            <Button asChild>
              <a
                ref={primary}
                href={CUSTOMER_ROUTES.settings}
                onClick={(event) => {
                  event.preventDefault();
                  dismiss();
                  navigate(CUSTOMER_ROUTES.settings);
                }}
              >
                Add {what}
              </a>
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Positioner>
    </Dialog.Root>
  );
}
