import { and, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { BACK_OFFICE_MESSAGES } from '../../../contract/back-office';
import {
  DELETION_MESSAGES,
  type CustomerDeletionStatus,
  type DeletionDecisionRequest,
  type DeletionRequestDetail,
  type DeletionRequestRow,
  type DeletionRequestsPage,
  type DeletionRequestsQuery,
} from '../../../contract/back-office-deletion';
import { DAY_MS, formatDate } from '../../../domain/dates';
import type { AppDeps } from '../../app';
import type { Db } from '../../db';
import { adminJobs, bloodResults, customers, deletionRequests, orders, staff } from '../../db/schema';
import { HttpError } from '../../http/errors';
import type { SignedInStaff } from '../../http/staff-auth';
import type { OutgoingMessage } from '../outbox';
import { revokeAllOf } from '../sessions';
import { recordAudit } from './audit';

// Issue 19, deletion slice (docs/decisions/back-office-deletion.md): a customer's request, the
// back office's decision, and what an approval starts (sign-in refused, e-mail, erasure job).

const notFound = () => new HttpError(404, BACK_OFFICE_MESSAGES.notFound);
const iso = (d: Date | null) => (d ? d.toISOString() : null);
const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && 'code' in error && error.code === '23505';
const causeOf = (error: unknown): unknown =>
  error instanceof Error && error.cause !== undefined ? error.cause : error;

// ── Customer ─────────────────────────────────────────────────────────────────

/** The customer's latest request, as they see it. */
export async function customerDeletionStatus(db: Db, customerId: number): Promise<CustomerDeletionStatus> {
  const [row] = await db
    .select()
    .from(deletionRequests)
    .where(eq(deletionRequests.customerId, customerId))
    .orderBy(desc(deletionRequests.id))
    .limit(1);
  if (!row) return { request: null };
  return {
    request: {
      id: row.id,
      state: row.state,
      requestedAt: row.requestedAt.toISOString(),
      decidedAt: iso(row.decidedAt),
      refusalReason: row.state === 'refused' ? row.decisionReason : null,
      eraseAfter: row.state === 'approved' ? iso(row.eraseAfter) : null,
    },
  };
}

/** Opens a request (the route checked the password); 409 while another one is open. */
export async function askDeletion(db: Db, customerId: number, note: string | undefined, now: Date) {
  try {
    await db.insert(deletionRequests).values({ customerId, note: note || null, requestedAt: now });
  } catch (error) {
    // the partial unique index `deletion_requests_one_open` is the one truth, even for two at once
    if (isUniqueViolation(error) || isUniqueViolation(causeOf(error)))
      throw new HttpError(409, DELETION_MESSAGES.alreadyOpen);
    throw error;
  }
  return customerDeletionStatus(db, customerId);
}

/** Withdraws the customer's pending request; 409 when there is none pending. */
export async function withdrawDeletion(db: Db, customerId: number, now: Date) {
  const done = await db
    .update(deletionRequests)
    .set({ state: 'withdrawn', withdrawnAt: now })
    .where(and(eq(deletionRequests.customerId, customerId), eq(deletionRequests.state, 'pending')))
    .returning({ id: deletionRequests.id });
  if (!done.length) throw new HttpError(409, DELETION_MESSAGES.notPending);
  return customerDeletionStatus(db, customerId);
}

/** Whether the customer's deletion was approved: they may no longer sign in. */
export async function deletionApproved(db: Db, customerId: number) {
  const [row] = await db
    .select({ id: deletionRequests.id })
    .from(deletionRequests)
    .where(and(eq(deletionRequests.customerId, customerId), eq(deletionRequests.state, 'approved')))
    .limit(1);
  return row !== undefined;
}

// ── Back office ──────────────────────────────────────────────────────────────

const rowColumns = {
  request: deletionRequests,
  firstName: customers.firstName,
  lastName: customers.lastName,
  email: customers.email,
  staffFirst: staff.firstName,
  staffLast: staff.lastName,
};
type Joined = {
  request: typeof deletionRequests.$inferSelect;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  staffFirst: string | null;
  staffLast: string | null;
};
const nameOf = (first: string | null, last: string | null) => `${first ?? ''} ${last ?? ''}`.trim();

function rowOf(j: Joined): DeletionRequestRow {
  const r = j.request;
  return {
    id: r.id,
    state: r.state,
    customerId: r.customerId,
    customerName: j.email === null ? null : nameOf(j.firstName, j.lastName) || j.email,
    customerEmail: j.email,
    requestedAt: r.requestedAt.toISOString(),
    decidedAt: iso(r.decidedAt),
    decidedBy: j.staffFirst === null ? null : nameOf(j.staffFirst, j.staffLast),
    eraseAfter: iso(r.eraseAfter),
  };
}

const joined = (db: Db) =>
  db
    .select(rowColumns)
    .from(deletionRequests)
    .leftJoin(customers, eq(customers.id, deletionRequests.customerId))
    .leftJoin(staff, eq(staff.id, deletionRequests.decidedByStaffId));

/** Requests, newest first, by state and a customer's name or e-mail. */
export async function listDeletionRequests(
  db: Db,
  query: DeletionRequestsQuery & { page: number; pageSize: number },
): Promise<DeletionRequestsPage> {
  const parts: SQL[] = [];
  if (query.state) parts.push(eq(deletionRequests.state, query.state));
  if (query.search) {
    const like = `%${query.search.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
    parts.push(
      or(
        ilike(customers.email, like),
        ilike(sql`${customers.firstName} || ' ' || ${customers.lastName}`, like),
        sql`${deletionRequests.id}::text = ${query.search.replace(/^#/, '')}`,
      )!,
    );
  }
  const where = parts.length ? and(...parts) : undefined;
  const [rows, [counted]] = await Promise.all([
    joined(db)
      .where(where)
      .orderBy(desc(deletionRequests.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db
      .select({ total: count() })
      .from(deletionRequests)
      .leftJoin(customers, eq(customers.id, deletionRequests.customerId))
      .where(where),
  ]);
  return { items: rows.map(rowOf), page: query.page, pageSize: query.pageSize, total: counted?.total ?? 0 };
}

async function requestOr404(db: Db, id: number) {
  const [row] = await joined(db).where(eq(deletionRequests.id, id));
  if (!row) throw notFound();
  return row;
}

/** One request with the customer's summary (who they are, how much the erasure will remove). */
export async function deletionRequestDetail(db: Db, id: number): Promise<DeletionRequestDetail> {
  const j = await requestOr404(db, id);
  const r = j.request;
  let customer: DeletionRequestDetail['customer'] = null;
  if (r.customerId !== null) {
    const customerId = r.customerId;
    const [[person], [orderCount], [resultCount]] = await Promise.all([
      db
        .select({
          createdAt: customers.createdAt,
          activationState: customers.activationState,
        })
        .from(customers)
        .where(eq(customers.id, customerId)),
      db.select({ n: count() }).from(orders).where(eq(orders.customerId, customerId)),
      db.select({ n: count() }).from(bloodResults).where(eq(bloodResults.customerId, customerId)),
    ]);
    if (person)
      customer = {
        id: customerId,
        name: nameOf(j.firstName, j.lastName) || (j.email ?? ''),
        email: j.email ?? '',
        createdAt: person.createdAt.toISOString(),
        activationState: person.activationState,
        orders: orderCount?.n ?? 0,
        results: resultCount?.n ?? 0,
      };
  }
  return {
    ...rowOf(j),
    note: r.note,
    decisionReason: r.decisionReason,
    erasedAt: iso(r.erasedAt),
    jobId: r.jobId,
    customer,
  };
}

export const ERASURE_JOB_TITLE = (requestId: number) =>
  `Erase the customer of deletion request #${requestId}`;

/**
 * Approve, refuse, or (approved) erase now: one transaction with its audit row. An approval ends
 * every session of the customer, e-mails them the erasure date and queues the erasure job.
 */
export async function decideDeletion(
  deps: AppDeps,
  actor: SignedInStaff,
  id: number,
  { decision, reason }: DeletionDecisionRequest,
): Promise<DeletionRequestDetail> {
  const now = deps.now();
  const mail = await deps.db.transaction(async (t): Promise<OutgoingMessage | undefined> => {
    const tx = t as unknown as Db;
    const [row] = await tx.select().from(deletionRequests).where(eq(deletionRequests.id, id)).for('update');
    if (!row) throw notFound();
    const customerId = row.customerId;
    const [person] =
      customerId === null
        ? []
        : await tx
            .select({ email: customers.email, firstName: customers.firstName, lastName: customers.lastName })
            .from(customers)
            .where(eq(customers.id, customerId));
    const who = person ? nameOf(person.firstName, person.lastName) || person.email : 'the customer';
    const audit = (action: string, summary: string, before: object, after: object) =>
      recordAudit(
        tx,
        actor,
        {
          customerId,
          entity: 'deletion-request',
          entityId: id,
          action,
          summary,
          reason,
          before: before as Record<string, unknown>,
          after: after as Record<string, unknown>,
        },
        now,
      );

    if (decision === 'erase-now') {
      if (row.state !== 'approved' || row.jobId === null)
        throw new HttpError(409, DELETION_MESSAGES.notApproved);
      await tx.update(deletionRequests).set({ eraseAfter: now }).where(eq(deletionRequests.id, id));
      // the queued job runs at once (a job already running or done is left as it is)
      await tx
        .update(adminJobs)
        .set({ runAfter: now })
        .where(and(eq(adminJobs.id, row.jobId), eq(adminJobs.status, 'queued')));
      await audit(
        'erase-now',
        `Deletion request #${id}: ${who} to be erased now, before the end of the grace period`,
        { eraseAfter: iso(row.eraseAfter) },
        { eraseAfter: now.toISOString() },
      );
      return undefined;
    }
    if (row.state !== 'pending' || customerId === null || !person)
      throw new HttpError(409, DELETION_MESSAGES.decided);

    if (decision === 'refuse') {
      await tx
        .update(deletionRequests)
        .set({ state: 'refused', decidedAt: now, decidedByStaffId: actor.staff.id, decisionReason: reason })
        .where(eq(deletionRequests.id, id));
      await audit(
        'refuse',
        `Deletion request #${id} of ${who} refused`,
        { state: 'pending' },
        { state: 'refused' },
      );
      return {
        channel: 'email',
        recipient: person.email.toLowerCase(),
        subject: 'Your account deletion request',
        body: `We did not delete your Healthspan account. Our reason: ${reason}\n\nYou can ask again from your account page.`,
      };
    }

    const eraseAfter = new Date(now.getTime() + deps.config.deletionGraceDays * DAY_MS);
    const jobId = await deps.jobs.enqueue(tx, {
      kind: 'customer-erasure',
      title: ERASURE_JOB_TITLE(id),
      params: { requestId: id },
      staffId: actor.staff.id,
      companyId: actor.staff.companyId,
      runAfter: eraseAfter,
    });
    await tx
      .update(deletionRequests)
      .set({
        state: 'approved',
        decidedAt: now,
        decidedByStaffId: actor.staff.id,
        decisionReason: reason,
        eraseAfter,
        jobId,
      })
      .where(eq(deletionRequests.id, id));
    // from this moment the customer cannot use the account: every session and refresh token ends
    await revokeAllOf(tx, customerId, now);
    await audit(
      'approve',
      `Deletion request #${id} of ${who} approved: erasure on ${formatDate(eraseAfter)}`,
      { state: 'pending' },
      { state: 'approved', eraseAfter: eraseAfter.toISOString() },
    );
    return {
      channel: 'email',
      recipient: person.email.toLowerCase(),
      subject: 'Your account will be deleted',
      body:
        `We approved your request to delete your Healthspan account. You can no longer sign in, and ` +
        `your personal data, results, files and chat will be erased on ${formatDate(eraseAfter)}. ` +
        `This is the last e-mail we send you.`,
    };
  });
  // After the commit: the outbox writes through its own connection.
  if (mail) await deps.outbox.send(mail, now);
  return deletionRequestDetail(deps.db, id);
}
