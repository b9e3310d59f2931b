import { fillPath } from '../../../contract/admin';
import { invitationPaths, type AcceptInvitationResponse, type InvitationView } from '../../../contract/coach';
import { apiFetch } from '../../lib/api';

/** The invited customer's side of a team invitation (docs/decisions/coach.md). */
export const invitationApi = {
  /** No token: the page says what the invitation is before anyone signs in. */
  view: (inviteId: string, signal?: AbortSignal) =>
    apiFetch<InvitationView>(fillPath(invitationPaths.invitation, { inviteId }), { signal, bearer: 'none' }),
  /** The customer's token: the signed-in e-mail must be the invited one (403 otherwise). */
  accept: (inviteId: string) =>
    apiFetch<AcceptInvitationResponse>(fillPath(invitationPaths.accept, { inviteId }), {
      method: 'POST',
      retry: 0,
    }),
};
