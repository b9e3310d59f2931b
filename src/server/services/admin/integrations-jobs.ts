import { z } from 'zod';
import { HttpError } from '../../http/errors';
import type { JobDefinition } from '../../jobs/runner';
import { loadCatalogue } from '../blood-catalogue';
import { crmAdapter } from './crm-adapter';
import { buildContact, countScoped, dryRunLine, loadMapping, scopedCustomerIds } from './crm';

/** Issue 19, the CRM integration and partner keys: the kinds of job this slice runs. */

const crmSyncParams = z.object({
  full: z.boolean(),
  /** Incremental: customers changed after this instant (ISO); null: every customer. */
  since: z.string().datetime().nullable(),
});
type CrmSyncParams = z.infer<typeof crmSyncParams>;
const crmSyncCursor = z.object({ lastId: z.number().int() });

const BATCH = 200;

/**
 * The CRM sync: each customer in scope, in id order, one item each. The contact is built and sent to
 * the CRM outside any transaction (a PUT may take up to its timeout; it must not hold a database
 * connection), then the item records what was written (`crm_outbox`) with the cursor = that customer's
 * id in one transaction, so a restart carries on after the last contact recorded: none lost, and at
 * most the one sent but not yet recorded is sent again (an upsert: the same contact, nothing more).
 * A contact the CRM refuses is a failed item. A dry run sends and records nothing: it logs per
 * contact the properties that would be written (dryRunLine: personal values masked).
 */
export const crmSyncJob: JobDefinition<CrmSyncParams> = {
  kind: 'crm-sync',
  params: crmSyncParams,
  access: 'crmSync',
  resumable: true,
  // network-bound (one PUT per contact, each up to its timeout): longer than the default
  deadlineMs: 60 * 60_000,
  async run(ctx) {
    const { db, config } = ctx.deps;
    const dry = ctx.job.dryRun;
    const since = ctx.params.since ? new Date(ctx.params.since) : null;
    const mapping = await loadMapping(db);
    const adapter = crmAdapter(config);
    const target = adapter.kind === 'http' ? 'CRM' : 'CRM outbox';
    // read before any item: a query outside the item's transaction would wait on it (one PGlite connection)
    const catalogue = await loadCatalogue(db);
    const parsed = crmSyncCursor.safeParse(ctx.cursor);
    let lastId = parsed.success ? parsed.data.lastId : 0;
    if (!parsed.success) {
      await ctx.setTotal(await countScoped(db, since, ctx.deps.now()));
      const scope = since ? `contacts changed since ${ctx.params.since}` : 'every contact';
      await ctx.log(
        'info',
        dry
          ? `Dry run of ${scope}: nothing is written to the ${target}; each contact’s properties are listed (names and e-mails masked).`
          : `Writing ${scope} to the ${target}; ${mapping.length} properties each.`,
      );
    } else await ctx.log('info', `Carrying on after customer ${lastId}.`);
    let written = 0;
    for (;;) {
      const ids = await scopedCustomerIds(db, since, ctx.deps.now(), lastId, BATCH);
      if (!ids.length) break;
      for (const id of ids) {
        const contact = await buildContact(db, catalogue, mapping, id, ctx.deps.now());
        let refusal: HttpError | undefined;
        if (contact && !dry) {
          try {
            await adapter.send(contact);
          } catch (error) {
            if (!(error instanceof HttpError)) throw error;
            refusal = error;
          }
        }
        const result = await ctx.item(
          `customer ${id}`,
          async (tx) => {
            if (!contact) return { outcome: 'skipped', message: `Customer ${id} no longer exists.` };
            if (refusal) throw refusal;
            if (dry) return { outcome: 'ok', message: dryRunLine(mapping, contact) };
            await adapter.record(tx, contact, ctx.job.id, ctx.deps.now());
            return { outcome: 'ok', message: `${contact.email}: contact written.` };
          },
          { lastId: id },
        );
        if (result.outcome === 'ok') written++;
        lastId = id;
      }
    }
    const contacts = `${written} contact${written === 1 ? '' : 's'}`;
    return dry
      ? `Dry run: ${contacts} would be written to the ${target}; nothing was sent.`
      : `${contacts} written to the ${target}.`;
  },
};

export const integrationJobs: readonly JobDefinition<never>[] = [
  crmSyncJob as unknown as JobDefinition<never>,
];
