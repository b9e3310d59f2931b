import { asc, eq, sql } from 'drizzle-orm';
import type { Seeder } from '.';
import { demoEmail, seedsShared } from '.';
import { DAY_MS } from '../../../domain/dates';
import type { CrmMapping } from '../../../contract/back-office-integrations';
import { buildContact } from '../../services/admin/crm';
import { newPartnerKey } from '../../services/admin/partners';
import { loadCatalogue } from '../../services/blood-catalogue';
import { adminJobLogs, adminJobs, crmMappings, crmOutbox, customers, partnerKeys } from '../schema';
import { companies, staff } from '../schema/staff';
import { DEMO_COACH_COMPANY, DEMO_OTHER_COMPANY } from './demo-staff';

/** The mapping a new database starts with: every product field (catalogue order) to its HubSpot-style property. */
export const DEFAULT_CRM_MAPPING: readonly CrmMapping[] = [
  { field: 'email', property: 'email' },
  { field: 'firstName', property: 'firstname' },
  { field: 'lastName', property: 'lastname' },
  { field: 'activationState', property: 'healthspan_activation_state' },
  { field: 'membership', property: 'healthspan_membership' },
  { field: 'company', property: 'company' },
  { field: 'lastResultDate', property: 'healthspan_last_result_date' },
  { field: 'innerAge', property: 'healthspan_innerage' },
  { field: 'emailSubscriptionTypes', property: 'healthspan_email_subscriptions' },
];

/** The personas whose contacts the demo's finished sync wrote (by e-mail: a reset makes theirs again). */
const DEMO_SYNC_PERSONAS = ['active', 'purchase', 'member', 'renewal', 'upload', 'account', 'vegan'] as const;
const DEMO_SYNC_TITLE = 'Full CRM sync (demo)';

/** Writes the persona's contact of the demo sync, as the sync did. */
async function writeDemoContact(
  db: Parameters<Seeder['run']>[0],
  catalogue: Awaited<ReturnType<typeof loadCatalogue>>,
  jobId: number,
  email: string,
  at: Date,
) {
  const [person] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(eq(sql`lower(${customers.email})`, email));
  if (!person) return false;
  const contact = await buildContact(db, catalogue, DEFAULT_CRM_MAPPING, person.id, at);
  if (!contact) return false;
  await db.insert(crmOutbox).values({ ...contact, jobId, adapter: 'outbox', createdAt: at });
  return true;
}

/**
 * Issue 19, the CRM integration and partner keys: the default mapping, a finished full sync by
 * admin-totp@ at the seeding with its contacts in the CRM outbox, and two partner keys of Acme (one live,
 * one revoked; their secrets are thrown away: the e2e makes its own). No customer persona of its own:
 * a persona's reset drops its outbox rows with it, which is what a real erasure does too.
 */
export const demoAdminIntegrationsSeeder: Seeder = {
  name: 'demo-admin-integrations-v1',
  kind: 'demo',
  resetsPersona: true,
  async run(db, ctx) {
    if (!seedsShared(ctx)) {
      // a persona's reset: its contact row of the demo sync again, as a fresh start makes it
      const [job] = await db
        .select({ id: adminJobs.id, at: adminJobs.startedAt })
        .from(adminJobs)
        .where(eq(adminJobs.title, DEMO_SYNC_TITLE))
        .orderBy(asc(adminJobs.id))
        .limit(1);
      const persona = DEMO_SYNC_PERSONAS.map((p) => demoEmail(p)).find((e) => e === ctx.persona);
      if (job && persona)
        await writeDemoContact(db, await loadCatalogue(db), job.id, persona, job.at ?? ctx.now);
      return;
    }
    const { now } = ctx;
    const yesterday = new Date(now.getTime() - DAY_MS);
    // the sync ran "now", after every persona was made: an incremental sync then finds only what changes later
    const syncedAt = now;
    const [admin] = await db
      .select()
      .from(staff)
      .where(eq(sql`lower(${staff.email})`, demoEmail('admin-totp')));
    if (!admin) return;
    await db
      .insert(crmMappings)
      .values(DEFAULT_CRM_MAPPING.map((m) => ({ ...m, updatedAt: yesterday, updatedBy: admin.id })))
      .onConflictDoNothing();

    const emails = DEMO_SYNC_PERSONAS.map((p) => demoEmail(p));
    const [job] = await db
      .insert(adminJobs)
      .values({
        kind: 'crm-sync',
        title: DEMO_SYNC_TITLE,
        status: 'succeeded',
        params: { full: true, since: null },
        staffId: admin.id,
        companyId: admin.companyId,
        total: emails.length,
        done: emails.length,
        summary: `${emails.length} contacts written to the CRM outbox.`,
        attempts: 1,
        createdAt: syncedAt,
        startedAt: syncedAt,
        finishedAt: syncedAt,
        heartbeatAt: syncedAt,
      })
      .returning({ id: adminJobs.id });
    const catalogue = await loadCatalogue(db);
    for (const email of emails) {
      const written = await writeDemoContact(db, catalogue, job!.id, email, syncedAt);
      await db.insert(adminJobLogs).values({
        jobId: job!.id,
        at: syncedAt,
        level: 'info',
        itemKey: email,
        outcome: written ? 'ok' : 'skipped',
        message: written ? `${email}: contact written.` : `${email}: no such customer.`,
      });
    }

    const byName = async (name: string) =>
      (await db.select().from(companies).where(eq(companies.name, name)))[0];
    const acme = await byName(DEMO_COACH_COMPANY);
    const globex = await byName(DEMO_OTHER_COMPANY);
    if (acme) {
      const live = newPartnerKey();
      await db.insert(partnerKeys).values({
        name: 'Acme benefits portal',
        prefix: live.prefix,
        digest: live.digest,
        scope: 'results:read',
        companyId: acme.id,
        createdBy: admin.id,
        createdAt: new Date(now.getTime() - 30 * DAY_MS),
        lastUsedAt: yesterday,
      });
    }
    const target = globex ?? acme;
    if (target) {
      const old = newPartnerKey();
      await db.insert(partnerKeys).values({
        name: 'Old wellness dashboard',
        prefix: old.prefix,
        digest: old.digest,
        scope: 'results:read',
        companyId: target.id,
        createdBy: admin.id,
        createdAt: new Date(now.getTime() - 90 * DAY_MS),
        lastUsedAt: new Date(now.getTime() - 40 * DAY_MS),
        revokedAt: new Date(now.getTime() - 35 * DAY_MS),
        revokedBy: admin.id,
      });
    }
  },
};
