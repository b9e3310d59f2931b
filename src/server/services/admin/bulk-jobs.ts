import { and, eq, not, sql } from 'drizzle-orm';
import { z } from 'zod';
import { BACK_OFFICE_MESSAGES, reason } from '../../../contract/back-office';
import { bulkAction, IMPORT_MESSAGES, importDuplicates } from '../../../contract/back-office-bulk';
import { DAY_MS } from '../../../domain/dates';
import type { AppDeps } from '../../app';
import type { Db } from '../../db';
import { customerImports } from '../../db/schema/admin-bulk';
import { companyCustomers } from '../../db/schema/coach';
import { customers, passwordResets } from '../../db/schema/identity';
import { adminJobs } from '../../db/schema/jobs';
import { companies } from '../../db/schema/staff';
import { HttpError } from '../../http/errors';
import type { JobContext, JobDefinition } from '../../jobs/runner';
import { digest, newSecret } from '../crypto';
import { databaseOutbox } from '../outbox';
import { revokeAllOf } from '../sessions';
import { loadStaffAccess } from '../staff';
import { addAddon, removeAddon } from './addons';
import { changedFields, recordAudit, type Actor } from './audit';
import { companiesOf, skipReasons } from './bulk';
import { reactivateCustomer } from './people';

// Issue 19: the jobs of the CSV import and bulk actions (docs/decisions/back-office-bulk.md). Both
// are resumable: the cursor is the last line (import) or list position (bulk) recorded, so a restart
// carries on after it and never does an item twice.

/** An invitation link lives as long as this (a password-reset grant, longer than a reset's). */
export const INVITATION_DAYS = 14;
/** A password hash no password verifies: an invited customer signs in only after setting one. */
export const NO_PASSWORD = '!invited';

async function actorOf(ctx: JobContext<unknown>): Promise<Actor> {
  const access = await loadStaffAccess(ctx.deps.db, ctx.job.staffId);
  if (!access) throw new Error(`staff ${ctx.job.staffId} of job ${ctx.job.id} is gone`);
  return access;
}

/**
 * The e-mail a new customer gets: a link to choose a password, the same grant and screen as "forgot
 * password" (password_resets, /customer/login/reset-password), valid INVITATION_DAYS. Written to the
 * outbox table in the item's transaction, so a line rolled back never sends a dead link.
 */
async function invite(tx: Db, deps: AppDeps, customer: { id: number; email: string; firstName: string }) {
  const guid = newSecret();
  const now = deps.now();
  await tx.insert(passwordResets).values({
    id: digest(guid),
    customerId: customer.id,
    createdAt: now,
    expiresAt: new Date(now.getTime() + INVITATION_DAYS * DAY_MS),
  });
  const link = `${deps.config.publicUrl}/customer/login/reset-password?guid=${encodeURIComponent(guid)}`;
  await databaseOutbox(tx).send(
    {
      channel: 'email',
      recipient: customer.email.toLowerCase(),
      subject: IMPORT_MESSAGES.invitationSubject,
      body:
        `Hello ${customer.firstName || 'there'},\n\nAn account at Healthspan has been made for you. ` +
        `Open this link within ${INVITATION_DAYS} days to choose your password:\n\n${link}\n\n` +
        'If you did not expect this, ignore this e-mail.',
    },
    now,
  );
}

const importCursor = z.union([
  z.number().int(),
  z.object({ line: z.number().int(), summarised: z.boolean() }),
]);

const importParams = z.object({ importId: z.number().int(), duplicates: importDuplicates, reason });
type ImportParams = z.infer<typeof importParams>;

const customerImportJob: JobDefinition<ImportParams> = {
  kind: 'customer-import',
  params: importParams,
  access: 'customersImport',
  resumable: true,
  async run(ctx) {
    const { db } = ctx.deps;
    const [found] = await db
      .select()
      .from(customerImports)
      .where(
        and(eq(customerImports.id, ctx.params.importId), eq(customerImports.companyId, ctx.job.companyId)),
      );
    if (!found) throw new Error(`import ${ctx.params.importId} is not one of this company's`);
    const actor = await actorOf(ctx);
    // the cursor: the last line recorded (a number), then `{ line, summarised: true }` once the
    // summary audit line is written, so a restart after it never writes it again
    const resumed = importCursor.safeParse(ctx.cursor);
    const after = resumed.success ? (typeof resumed.data === 'number' ? resumed.data : resumed.data.line) : 0;
    const summarised = resumed.success && typeof resumed.data === 'object' && resumed.data.summarised;
    const lastLine = found.rows.reduce((m, r) => Math.max(m, r.line), 0);
    await ctx.setTotal(found.rows.length);
    // the lines the dry run refused belong in the import's log too (it is what the history opens);
    // a first run only, so a resumed one does not repeat them
    if (ctx.cursor === undefined)
      for (const p of found.problems)
        await ctx.log('warn', `Line ${p.line}, ${p.field}: ${p.message} (not imported)`);
    const names = new Map(
      (await db.select({ id: companies.id, name: companies.name }).from(companies)).map((c) => [
        c.id,
        c.name,
      ]),
    );
    for (const row of found.rows) {
      if (row.line <= after) continue;
      await ctx.item(
        `line ${row.line}`,
        async (tx) => {
          const now = ctx.deps.now();
          const [existing] = await tx
            .select()
            .from(customers)
            .where(eq(sql`lower(${customers.email})`, row.email));
          const fields = {
            firstName: row.firstName,
            lastName: row.lastName,
            ...(row.phone ? { phone: row.phone } : {}),
            ...(row.birthDate ? { birthDate: row.birthDate } : {}),
            ...(row.sex ? { sex: row.sex } : {}),
          };
          if (existing) {
            if (ctx.params.duplicates === 'skip')
              return {
                outcome: 'skipped',
                message: `${row.email} is a customer already; skipped.`,
              };
            const change = changedFields(existing as Record<string, unknown>, fields);
            const joined = row.companyId !== null && (await join(tx, existing.id, row.companyId, now));
            if (change.keys.length === 0 && !joined)
              return {
                outcome: 'skipped',
                message: `${row.email} has these details already.`,
              };
            if (change.keys.length)
              await tx.update(customers).set(fields).where(eq(customers.id, existing.id));
            await recordAudit(
              tx,
              actor,
              {
                customerId: existing.id,
                companyId: row.companyId,
                entity: 'customer',
                entityId: existing.id,
                action: 'import-update',
                summary: `Customer #${existing.id}: updated by the CSV import of ${found.fileName}`,
                reason: ctx.params.reason,
                before: { ...change.before, ...(joined ? { company: null } : {}) },
                after: { ...change.after, ...(joined ? { company: names.get(row.companyId!) } : {}) },
              },
              now,
            );
            return {
              outcome: 'ok',
              message: `${row.email} updated (customer #${existing.id}).`,
            };
          }
          const [created] = await tx
            .insert(customers)
            .values({ email: row.email, passwordHash: NO_PASSWORD, ...fields, createdAt: now })
            .returning({ id: customers.id });
          const id = created!.id;
          if (row.companyId !== null) await join(tx, id, row.companyId, now);
          await recordAudit(
            tx,
            actor,
            {
              customerId: id,
              companyId: row.companyId,
              entity: 'customer',
              entityId: id,
              action: 'import-create',
              summary: `Customer #${id}: created by the CSV import of ${found.fileName}, invitation sent`,
              reason: ctx.params.reason,
              after: {
                email: row.email,
                ...fields,
                company: row.companyId ? names.get(row.companyId) : null,
              },
            },
            now,
          );
          await invite(tx, ctx.deps, { id, email: row.email, firstName: row.firstName });
          return {
            outcome: 'ok',
            message: `${row.email} created (customer #${id}), invited.`,
          };
        },
        row.line,
      );
    }
    if (summarised) return importSummary(db, ctx.job.id);
    // one audit line for the whole import, with its counts (each customer's own line is above),
    // fenced with the cursor that says it was written: a lost run writes nothing, a restart not twice
    let summary = '';
    await ctx.finish(
      async (tx) => {
        summary = await importSummary(tx, ctx.job.id);
        await recordAudit(
          tx,
          actor,
          {
            companyId: ctx.job.companyId,
            entity: 'customer-import',
            entityId: found.id,
            action: 'import',
            summary: `CSV import of ${found.fileName}: ${summary}`,
            reason: ctx.params.reason,
            after: {
              lines: found.lines,
              bad: found.badLines,
              duplicates: ctx.params.duplicates,
              job: ctx.job.id,
            },
          },
          ctx.deps.now(),
        );
      },
      { line: Math.max(after, lastLine), summarised: true },
    );
    return summary;
  },
};

async function importSummary(db: Db, jobId: number) {
  const [job] = await db.select().from(adminJobs).where(eq(adminJobs.id, jobId));
  const ok = (job?.done ?? 0) - (job?.failed ?? 0) - (job?.skipped ?? 0);
  return `${ok} imported, ${job?.skipped ?? 0} skipped, ${job?.failed ?? 0} failed`;
}

/** Adds the customer to a company; false when they were in it already. */
async function join(tx: Db, customerId: number, companyId: number, now: Date) {
  const added = await tx
    .insert(companyCustomers)
    .values({ companyId, customerId, joinedAt: now })
    .onConflictDoNothing()
    .returning({ id: companyCustomers.customerId });
  return added.length > 0;
}

const bulkParams = z.object({
  ids: z.array(z.number().int()).max(5000),
  action: bulkAction,
  reason,
});
type BulkParams = z.infer<typeof bulkParams>;

const bulkActionJob: JobDefinition<BulkParams> = {
  kind: 'bulk-action',
  params: bulkParams,
  access: 'bulkUserAction',
  resumable: true,
  async run(ctx) {
    const { action, ids } = ctx.params;
    const actor = await actorOf(ctx);
    const from = typeof ctx.cursor === 'number' ? ctx.cursor : 0;
    await ctx.setTotal(ids.length);
    for (let i = from; i < ids.length; i++) {
      const id = ids[i]!;
      await ctx.item(
        `#${id}`,
        async (tx) => {
          const now = ctx.deps.now();
          const [customer] = await tx.select().from(customers).where(eq(customers.id, id));
          if (!customer) throw new HttpError(404, `Customer #${id}: ${BACK_OFFICE_MESSAGES.notFound}`);
          const who = `Customer #${id} (${customer.email})`;
          const skip = (await skipReasons(tx, [id], action)).get(id);
          if (skip) return { outcome: 'skipped', message: `${who}: ${skip}.` };
          switch (action.type) {
            case 'email': {
              await recordAudit(
                tx,
                actor,
                {
                  customerId: id,
                  entity: 'customer',
                  entityId: id,
                  action: 'email',
                  summary: `E-mail sent: “${action.subject}”`,
                  reason: ctx.params.reason,
                  after: { subject: action.subject },
                },
                now,
              );
              await databaseOutbox(tx).send(
                {
                  channel: 'email',
                  recipient: customer.email.toLowerCase(),
                  subject: action.subject,
                  body: action.body,
                },
                now,
              );
              return { outcome: 'ok', message: `${who}: e-mail sent.` };
            }
            case 'company': {
              const before = (await companiesOf(tx, [id])).get(id) ?? [];
              const target = action.companyId;
              await tx
                .delete(companyCustomers)
                .where(
                  and(
                    eq(companyCustomers.customerId, id),
                    target === null ? undefined : not(eq(companyCustomers.companyId, target)),
                  ),
                );
              if (target !== null) await join(tx, id, target, now);
              await recordAudit(
                tx,
                actor,
                {
                  customerId: id,
                  companyId: target,
                  entity: 'customer-company',
                  entityId: id,
                  action: 'update',
                  summary:
                    target === null
                      ? `Customer #${id}: removed from every company`
                      : `Customer #${id}: company changed to #${target}`,
                  reason: ctx.params.reason,
                  before: { companyIds: before },
                  after: { companyIds: target === null ? [] : [target] },
                },
                now,
              );
              return { outcome: 'ok', message: `${who}: company changed.` };
            }
            case 'grant-addon':
              // the single-customer call's own code: the same rules, the same audit line
              await addAddon(tx, actor, id, { tag: action.tag, reason: ctx.params.reason }, now);
              return { outcome: 'ok', message: `${who}: add-on granted.` };
            case 'revoke-addon':
              await removeAddon(tx, actor, id, { tag: action.tag, reason: ctx.params.reason }, now);
              return { outcome: 'ok', message: `${who}: add-on revoked.` };
            case 'deactivate': {
              await tx.update(customers).set({ deactivatedAt: now }).where(eq(customers.id, id));
              await revokeAllOf(tx, id, now);
              await recordAudit(
                tx,
                actor,
                {
                  customerId: id,
                  entity: 'customer',
                  entityId: id,
                  action: 'deactivate',
                  summary: `Customer #${id}: deactivated, sign-in blocked`,
                  reason: ctx.params.reason,
                  before: { deactivatedAt: null },
                  after: { deactivatedAt: now.toISOString() },
                },
                now,
              );
              return { outcome: 'ok', message: `${who}: deactivated.` };
            }
            case 'reactivate':
              // the customer view's button's own code: the same rules, the same audit line
              await reactivateCustomer(tx, actor, id, ctx.params.reason, now);
              return { outcome: 'ok', message: `${who}: reactivated.` };
          }
        },
        i + 1,
      );
    }
    return (await importSummary(ctx.deps.db, ctx.job.id)).replace('imported', 'done');
  },
};

/** Issue 19, CSV import and bulk user actions: the kinds of job this slice runs. */
export const bulkJobs: readonly JobDefinition<never>[] = [
  customerImportJob as unknown as JobDefinition<never>,
  bulkActionJob as unknown as JobDefinition<never>,
];
