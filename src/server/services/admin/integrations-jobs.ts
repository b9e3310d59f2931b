import { z } from 'zod';
import type { JobDefinition } from '../../jobs/runner';
import { loadCatalogue } from '../blood-catalogue';
import { crmAdapter } from './crm-adapter';
import { buildContact, countScoped, loadMapping, scopedCustomerIds } from './crm';

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
 * The CRM sync: each customer in scope, in id order, one item each (the contact written through the
 * adapter in the item's transaction, with the cursor = that customer's id), so a restart carries on
 * after the last contact written: none twice, none lost. A contact the CRM refuses is a failed item.
 */
export const crmSyncJob: JobDefinition<CrmSyncParams> = {
  kind: 'crm-sync',
  params: crmSyncParams,
  access: 'crmSync',
  resumable: true,
  async run(ctx) {
    const { db, config } = ctx.deps;
    const since = ctx.params.since ? new Date(ctx.params.since) : null;
    const mapping = await loadMapping(db);
    const adapter = crmAdapter(config);
    // read before any item: a query outside the item's transaction would wait on it (one PGlite connection)
    const catalogue = await loadCatalogue(db);
    const parsed = crmSyncCursor.safeParse(ctx.cursor);
    let lastId = parsed.success ? parsed.data.lastId : 0;
    if (!parsed.success) {
      await ctx.setTotal(await countScoped(db, since, ctx.deps.now()));
      await ctx.log(
        'info',
        `Writing ${since ? `contacts changed since ${ctx.params.since}` : 'every contact'} to the ${adapter.kind === 'http' ? 'CRM endpoint' : 'CRM outbox'}; ${mapping.length} properties each.`,
      );
    } else await ctx.log('info', `Carrying on after customer ${lastId}.`);
    let written = 0;
    for (;;) {
      const ids = await scopedCustomerIds(db, since, ctx.deps.now(), lastId, BATCH);
      if (!ids.length) break;
      for (const id of ids) {
        const result = await ctx.item(
          `customer ${id}`,
          async (tx) => {
            const contact = await buildContact(tx, catalogue, mapping, id, ctx.deps.now());
            if (!contact) return { outcome: 'skipped', message: `Customer ${id} no longer exists.` };
            await adapter.upsert(tx, contact, ctx.job.id, ctx.deps.now());
            return { outcome: 'ok', message: `${contact.email}: contact written.` };
          },
          { lastId: id },
        );
        if (result.outcome === 'ok') written++;
        lastId = id;
      }
    }
    return `${written} contact${written === 1 ? '' : 's'} written${adapter.kind === 'http' ? ' to the CRM' : ' to the CRM outbox'}.`;
  },
};

export const integrationJobs: readonly JobDefinition<never>[] = [
  crmSyncJob as unknown as JobDefinition<never>,
];
