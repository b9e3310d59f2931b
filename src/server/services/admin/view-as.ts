import { and, eq, gt, isNull } from 'drizzle-orm';
import { BACK_OFFICE_MESSAGES } from '../../../contract/back-office';
import { VIEW_AS_MESSAGES, VIEW_AS_TICKET_SECONDS } from '../../../contract/back-office-insights';
import type { Db } from '../../db';
import { customers } from '../../db/schema/identity';
import { viewAsTickets } from '../../db/schema/admin';
import { HttpError, invalid } from '../../http/errors';
import { digest, newSecret } from '../crypto';
import { activeSession, revokeSession } from '../sessions';
import { findStaff } from '../staff';
import { PEOPLE_MESSAGES } from '../../../contract/back-office-people';
import { recordAudit, type Actor } from './audit';
import { refuseWhenErasureApproved } from './people';

const personName = (row: { firstName: string; lastName: string; email: string }) =>
  `${row.firstName} ${row.lastName}`.trim() || row.email;

/**
 * Issue 18, view as customer: a random 256-bit ticket (only its SHA-256 kept) that opens a read-only
 * customer session once, within VIEW_AS_TICKET_SECONDS, in the browser that holds it. The start is
 * audited here, with the reason, in the same transaction as the ticket.
 */
export async function createViewAsTicket(
  db: Db,
  actor: Actor,
  customerId: number,
  reason: string,
  now: Date,
): Promise<string> {
  const ticket = newSecret();
  await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const [customer] = await tx.select().from(customers).where(eq(customers.id, customerId));
    if (!customer) throw new HttpError(404, BACK_OFFICE_MESSAGES.notFound);
    // the account is about to be erased at the customer's request: nobody looks through it any more
    await refuseWhenErasureApproved(tx, customerId, PEOPLE_MESSAGES.viewAsErasureApproved);
    await tx.insert(viewAsTickets).values({
      id: digest(ticket),
      staffId: actor.staff.id,
      customerId,
      reason,
      createdAt: now,
      expiresAt: new Date(now.getTime() + VIEW_AS_TICKET_SECONDS * 1000),
    });
    await recordAudit(
      tx,
      actor,
      {
        customerId,
        entity: 'customer',
        entityId: customerId,
        action: 'view-as-start',
        summary: `Viewed the product as ${personName(customer)} (read-only)`,
        reason,
      },
      now,
    );
  });
  return ticket;
}

/** Spends a ticket (exactly one caller wins); a missing, used or expired one is a 400 naming `ticket`. */
export async function consumeViewAsTicket(db: Db, ticket: string, now: Date) {
  const [won] = await db
    .update(viewAsTickets)
    .set({ usedAt: now })
    .where(
      and(
        eq(viewAsTickets.id, digest(ticket)),
        isNull(viewAsTickets.usedAt),
        gt(viewAsTickets.expiresAt, now),
      ),
    )
    .returning();
  if (!won) throw invalid([{ path: 'ticket', message: VIEW_AS_MESSAGES.ticketInvalid }]);
  return { staffId: won.staffId, customerId: won.customerId };
}

/** What the customer app shows in its banner: who opened the view, and when. */
export async function viewAsOf(
  db: Db,
  session: { viewAsStaffId: number | null; sessionStartedAt: Date },
): Promise<{ staffName: string; startedAt: string } | undefined> {
  if (session.viewAsStaffId === null) return undefined;
  const row = await findStaff(db, session.viewAsStaffId);
  return {
    staffName: row ? personName(row) : 'An administrator',
    startedAt: session.sessionStartedAt.toISOString(),
  };
}

/** Records the end of a view-as session, under the administrator who opened it. */
export async function auditViewAsEnd(db: Db, staffId: number, customerId: number, now: Date) {
  const row = await findStaff(db, staffId);
  if (!row) return;
  const [customer] = await db.select().from(customers).where(eq(customers.id, customerId));
  await recordAudit(
    db,
    { staff: row },
    {
      customerId,
      entity: 'customer',
      entityId: customerId,
      action: 'view-as-end',
      summary: `Ended the read-only view as ${customer ? personName(customer) : `customer #${customerId}`}`,
    },
    now,
  );
}

/**
 * Ends a customer session: the End view button and a logout both come here, so a view-as session is
 * always audited as ended, in the same transaction as its revocation. Answers the session it ended.
 */
export async function endCustomerSession(db: Db, id: string, now: Date) {
  const session = await activeSession(db, id, now);
  await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    await revokeSession(tx, id, now);
    if (session?.viewAsStaffId != null)
      await auditViewAsEnd(tx, session.viewAsStaffId, session.customerId, now);
  });
  return session;
}
