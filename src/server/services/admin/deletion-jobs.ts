import { eq, inArray, like, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db';
import {
  adminJobLogs,
  adminJobs,
  auditEvents,
  customerImports,
  customers,
  deletionRequests,
  outbox,
  rateLimits,
  staff,
  teamInvitations,
  tests,
} from '../../db/schema';
import type { ItemResult, JobDefinition } from '../../jobs/runner';
import { recordAudit } from './audit';

// Issue 19, deletion slice: the `customer-erasure` job (docs/decisions/back-office-deletion.md).

const erasureParams = z.object({ requestId: z.number().int().positive() });
type ErasureParams = z.infer<typeof erasureParams>;

/** What stands where an erased customer was named in someone else's row (a gift, a job, an e-mail). */
export const ERASED_PERSON = 'a former customer';
export const ERASED_MARK = '[erased]';

/** A literal for a Postgres regular expression (an e-mail's dots, a phone's plus). */
const literal = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export const ERASED_SUMMARY = (requestId: number) =>
  `Deletion request #${requestId}: customer erased after an approved deletion request`;

/**
 * Rate-limit keys that hold a customer's id or e-mail (services/rate-limit and its callers): the
 * counters would otherwise outlive the account. Staff keys (`staff-…`) are never touched.
 */
const rateLimitKeysOf = (id: number, email: string) => [
  `reauth:${id}`,
  `gift-card:${id}`,
  `customer-phone:${id}`,
  `chat:${id}`,
  `ocr-upload:${id}`,
  `dna-upload:${id}`,
  `dna-kit:${id}`,
  `login:device:${id}`,
  `login:account:${email}`,
  `answer:account:${email}`,
];

/**
 * Erases the customer of an approved request, in one transaction: what does not cascade from the
 * customers row first (their audit rows, e-mail and SMS to them, rate-limit counters, invitations to
 * their address, job log lines naming them), then the request row loses everything that names them,
 * (the admin's reason too: free text may name them), then the customers row goes and the database cascades the rest (results, files, chat, orders, …).
 * One anonymised audit line remains. A request in any other state is skipped.
 */
export async function eraseCustomer(
  tx: Db,
  requestId: number,
  staffId: number,
  now: Date,
): Promise<ItemResult> {
  const [request] = await tx
    .select()
    .from(deletionRequests)
    .where(eq(deletionRequests.id, requestId))
    .for('update');
  if (!request || request.state !== 'approved' || request.customerId === null)
    return { outcome: 'skipped', message: `Nothing to erase: the request is ${request?.state ?? 'gone'}.` };
  const customerId = request.customerId;
  const [person] = await tx
    .select({
      email: customers.email,
      phone: customers.phone,
      pendingPhone: customers.pendingPhone,
      firstName: customers.firstName,
      lastName: customers.lastName,
    })
    .from(customers)
    .where(eq(customers.id, customerId));
  if (person) {
    const email = person.email.toLowerCase();
    const phones = [person.phone, person.pendingPhone].filter((p): p is string => Boolean(p));
    // the one exception to the append-only audit (migration 0017): this customer's rows, this transaction
    await tx.execute(sql`select set_config('healthspan.erasing_customer', ${String(customerId)}, true)`);
    await tx.delete(auditEvents).where(eq(auditEvents.customerId, customerId));
    await tx
      .delete(outbox)
      .where(
        or(
          eq(sql`lower(${outbox.recipient})`, email),
          phones.length ? inArray(outbox.recipient, phones) : undefined,
        ),
      );
    await tx
      .delete(rateLimits)
      .where(
        or(
          inArray(rateLimits.key, rateLimitKeysOf(customerId, email)),
          ...phones.map((p) => like(rateLimits.key, `sms-to:${p}:%`)),
        ),
      );
    await tx
      .delete(teamInvitations)
      .where(or(eq(teamInvitations.customerId, customerId), eq(sql`lower(${teamInvitations.email})`, email)));
    const fullName = `${person.firstName} ${person.lastName}`.trim();
    // what names them in one text: their e-mail, phones and full name, in any letter case
    const named = [email, ...phones, ...(fullName.includes(' ') ? [fullName] : [])].map(literal).join('|');
    const names = (column: unknown) => sql`${column} ~* ${named}`;
    const scrub = (column: unknown, mark: string) => sql`regexp_replace(${column}, ${named}, ${mark}, 'gi')`;
    await tx.delete(adminJobLogs).where(names(adminJobLogs.message));
    // earlier jobs keep their row (a bulk action's title or params may name them): the name goes
    await tx
      .update(adminJobs)
      .set({
        title: scrub(adminJobs.title, ERASED_MARK),
        params: sql`${scrub(sql`${adminJobs.params}::text`, ERASED_MARK)}::jsonb`,
        summary: scrub(adminJobs.summary, ERASED_MARK),
        error: scrub(adminJobs.error, ERASED_MARK),
      })
      .where(
        or(
          names(adminJobs.title),
          names(sql`${adminJobs.params}::text`),
          names(adminJobs.summary),
          names(adminJobs.error),
        ),
      );
    // e-mails to other people that name them (a test they gave): the message stays, their name goes
    await tx
      .update(outbox)
      .set({ subject: scrub(outbox.subject, ERASED_PERSON), body: scrub(outbox.body, ERASED_PERSON) })
      .where(or(names(outbox.subject), names(outbox.body)));
    // a test someone gave them: the giver keeps the gift, not who received it (the check needs an e-mail)
    await tx
      .update(tests)
      .set({ recipientFirstName: ERASED_PERSON, recipientLastName: null, recipientEmail: '' })
      .where(eq(sql`lower(${tests.recipientEmail})`, email));
    // a CSV import keeps its checked rows: this customer's row leaves it (the import's counts stay)
    await tx
      .update(customerImports)
      .set({
        rows: sql`coalesce((select jsonb_agg(r) from jsonb_array_elements(${customerImports.rows}) r
          where lower(r->>'email') <> ${email}), '[]'::jsonb)`,
      })
      .where(sql`${customerImports.rows} @> ${JSON.stringify([{ email }])}::jsonb`);
  }
  await tx
    .update(deletionRequests)
    .set({ customerId: null, note: null, decisionReason: null, state: 'erased', erasedAt: now })
    .where(eq(deletionRequests.id, requestId));
  await tx.delete(customers).where(eq(customers.id, customerId));

  // the one line that remains: who approved it and when, nothing that names the customer
  const [approver] = await tx.select().from(staff).where(eq(staff.id, staffId));
  if (approver)
    await recordAudit(
      tx,
      { staff: approver },
      {
        entity: 'deletion-request',
        entityId: requestId,
        action: 'erase',
        summary: ERASED_SUMMARY(requestId),
      },
      now,
    );
  return { outcome: 'ok', message: 'Customer erased.' };
}

const customerErasure: JobDefinition<ErasureParams> = {
  kind: 'customer-erasure',
  params: erasureParams,
  access: 'deletionRequestsDecide',
  // one item in one transaction: after a restart it is either done or still to do
  resumable: true,
  async run(ctx) {
    await ctx.setTotal(1);
    const { requestId } = ctx.params;
    const result = await ctx.item(`request-${requestId}`, (tx) =>
      eraseCustomer(tx, requestId, ctx.job.staffId, ctx.deps.now()),
    );
    return result.outcome === 'ok' ? `Deletion request #${requestId}: customer erased.` : result.message;
  },
};

/** Issue 19, deletion requests and the audit status log: the kinds of job this slice runs. */
export const deletionJobs: readonly JobDefinition<never>[] = [
  customerErasure as unknown as JobDefinition<never>,
];
