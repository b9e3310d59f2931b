import { z } from 'zod';
import { reason } from './back-office';

// Issue 19, gap set "people": reactivating a deactivated customer, and what an approved erasure
// forbids (docs/decisions/back-office-people.md). Path and access: contract/back-office.ts
// (`customerReactivate`, `bulkUserAction`).

export const customerReactivateRequest = z.object({ reason });
export type CustomerReactivateRequest = z.infer<typeof customerReactivateRequest>;

export const PEOPLE_MESSAGES = {
  /** View-as of a customer whose erasure was approved: nothing of theirs should be looked at now. */
  viewAsErasureApproved:
    'This customer’s deletion was approved: their account is about to be erased and cannot be viewed as the customer.',
  reactivateErasureApproved:
    'This customer’s deletion was approved: the account is about to be erased and cannot be reactivated.',
  notDeactivated: 'This customer is not deactivated.',
  /** The bulk action's skip reasons (the preview and the job's per-customer lines). */
  skipNotDeactivated: 'Not deactivated',
  skipErasureApproved: 'Deletion approved: the account is about to be erased',
} as const;

/** The customer view's notice: the erasure date (UTC day) of an approved deletion request. */
export const erasureApprovedNotice = (eraseOn: string) =>
  `Erasure approved — data will be erased on ${eraseOn}`;
