import { and, eq } from 'drizzle-orm';
import { BACK_OFFICE_MESSAGES } from '../../../contract/back-office';
import { PEOPLE_MESSAGES } from '../../../contract/back-office-people';
import type { Db } from '../../db';
import { deletionRequests } from '../../db/schema/admin-deletion';
import { customers } from '../../db/schema/identity';
import { HttpError } from '../../http/errors';
import { recordAudit, type Actor } from './audit';

// Issue 19, gap set "people" (docs/decisions/back-office-people.md): what an approved erasure
// forbids, and reactivation (the undo of the bulk action "deactivate").

/** The customer's approved deletion request not yet carried out, if any (at most one is open). */
export async function approvedErasure(db: Db, customerId: number) {
  const [row] = await db
    .select({ requestId: deletionRequests.id, eraseAfter: deletionRequests.eraseAfter })
    .from(deletionRequests)
    .where(and(eq(deletionRequests.customerId, customerId), eq(deletionRequests.state, 'approved')));
  return row;
}

/** 409 when the customer's erasure was approved: nothing should change or look at the account now. */
export async function refuseWhenErasureApproved(db: Db, customerId: number, message: string) {
  if (await approvedErasure(db, customerId)) throw new HttpError(409, message);
}

/**
 * Lets a deactivated customer sign in again, audited with only the changed field. Shared by the
 * customer view's button and the bulk action "reactivate" (which skips, before calling it, whoever
 * is not deactivated or about to be erased: here those are 409s). A missing customer is a 404.
 */
export async function reactivateCustomer(
  tx: Db,
  actor: Actor,
  customerId: number,
  reason: string,
  now: Date,
): Promise<void> {
  const [customer] = await tx
    .select({ id: customers.id, deactivatedAt: customers.deactivatedAt })
    .from(customers)
    .where(eq(customers.id, customerId))
    .for('update');
  if (!customer) throw new HttpError(404, BACK_OFFICE_MESSAGES.notFound);
  await refuseWhenErasureApproved(tx, customerId, PEOPLE_MESSAGES.reactivateErasureApproved);
  if (!customer.deactivatedAt) throw new HttpError(409, PEOPLE_MESSAGES.notDeactivated);
  await tx.update(customers).set({ deactivatedAt: null }).where(eq(customers.id, customerId));
  await recordAudit(
    tx,
    actor,
    {
      customerId,
      entity: 'customer',
      entityId: customerId,
      action: 'reactivate',
      summary: `Customer #${customerId}: reactivated, sign-in allowed again`,
      reason,
      before: { deactivatedAt: customer.deactivatedAt.toISOString() },
      after: { deactivatedAt: null },
    },
    now,
  );
}
