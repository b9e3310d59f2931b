import { useEffect } from 'react';
import { useLocation, useSearch } from 'wouter';
import { createActor } from 'xstate';
import { Spinner } from '../../components/layout';
import { useAppActors } from '../../lib/app-actors';
import { useAuthStatus, useCustomer } from '../../lib/use-auth';
import { useDocumentTitle } from '../../lib/use-document-title';
import { postPurchaseLogic, startHandOff } from './hand-off';

/** spec 000 §2.2 — the exact words of the processing screen. */
export const PROCESSING_TEXT = 'Please wait while your purchase is being processed...';

/**
 * `/customer/store/purchased-on-{store}` and `/{store}-gateway` (spec 000 §2.2, §4): the store
 * sends the buyer here with a purchaserId (or orderId); the hand-off signs them in and moves on.
 * It starts once the sign-in this page opened with is known, since a failure goes where the viewer
 * belongs.
 */
export default function PostPurchasePage() {
  useDocumentTitle('Processing your purchase');
  const { auth } = useAppActors();
  const [, navigate] = useLocation();
  const search = useSearch();
  const status = useAuthStatus();
  const activationState = useCustomer()?.activationState;

  useEffect(() => {
    if (status === 'checking') return;
    const params = new URLSearchParams(search);
    const purchaserId = params.get('purchaserId') ?? undefined;
    const orderId = params.get('orderId') ?? undefined;
    startHandOff(search, () =>
      createActor(
        postPurchaseLogic(auth, (to) => navigate(to, { replace: true })),
        {
          input: { purchaserId, orderId, viewer: activationState ?? 'anonymous' },
        },
      ),
    );
  }, [status, search, auth, navigate, activationState]);

  return <Spinner label={PROCESSING_TEXT} />;
}
