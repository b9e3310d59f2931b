import { and, asc, count, desc, eq, gt, sql, type SQL } from 'drizzle-orm';
import {
  CRM_FIELD_IDS,
  CRM_FIELDS,
  CRM_PERSONAL_FIELDS,
  CRM_REQUIRED_FIELD,
  type CrmContactRow,
  type CrmFieldId,
  type CrmLogResponse,
  type CrmMappingsResponse,
  type CrmMapping,
  type CrmPropertiesResponse,
} from '../../../contract/back-office-integrations';
import { utcDayOf } from '../../../domain/dates';
import { EMAIL_PREFERENCE_TYPES } from '../../../contract/membership';
import type { FieldIssue } from '../../../contract/http';
import type { AppDeps } from '../../app';
import type { Db } from '../../db';
import { crmMappings, crmOutbox } from '../../db/schema/admin-integrations';
import { bloodResults } from '../../db/schema/blood';
import { companyCustomers } from '../../db/schema/coach';
import { customers } from '../../db/schema/identity';
import { adminJobs } from '../../db/schema/jobs';
import { emailPreferences } from '../../db/schema/membership';
import { companies, staff } from '../../db/schema/staff';
import { invalid } from '../../http/errors';
import type { SignedInStaff } from '../../http/staff-auth';
import type { Catalogue } from '../blood-catalogue';
import { loadResults } from '../blood-results';
import { innerAgeOf } from '../innerage';
import { accessOf, membershipsOf, primaryMembership } from '../membership';
import { changedFields, recordAudit, type Actor } from './audit';
import { crmAdapter, type CrmContact } from './crm-adapter';

// Issue 19: the CRM integration (docs/decisions/back-office-integrations.md): the mapping of product
// fields to CRM contact properties, the contacts a sync builds from it, and the sync's record.

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

/** The saved mapping, in catalogue order. */
export async function loadMapping(db: Db): Promise<CrmMapping[]> {
  const rows = await db.select().from(crmMappings);
  const byField = new Map(rows.map((r) => [r.field, r.property]));
  return CRM_FIELD_IDS.flatMap((field) => {
    const property = byField.get(field);
    return property ? [{ field, property }] : [];
  });
}

export async function mappingView(db: Db): Promise<CrmMappingsResponse> {
  const [latest] = await db
    .select({ at: crmMappings.updatedAt, firstName: staff.firstName, lastName: staff.lastName })
    .from(crmMappings)
    .leftJoin(staff, eq(staff.id, crmMappings.updatedBy))
    .orderBy(desc(crmMappings.updatedAt))
    .limit(1);
  return {
    fields: CRM_FIELDS.map((f) => ({ id: f.id, label: f.label })),
    items: await loadMapping(db),
    updatedAt: iso(latest?.at),
    updatedBy: latest?.firstName != null ? `${latest.firstName} ${latest.lastName ?? ''}`.trim() : null,
  };
}

export async function propertiesView(deps: Pick<AppDeps, 'config'>): Promise<CrmPropertiesResponse> {
  const adapter = crmAdapter(deps.config);
  return { adapter: adapter.kind, items: await adapter.properties() };
}

/**
 * Replaces the mapping: every field from the catalogue and every property from the CRM's list, a
 * field and a property at most once each, the e-mail always mapped. A 400 names each bad item.
 */
export async function saveMapping(
  deps: Pick<AppDeps, 'db' | 'config'>,
  actor: Actor,
  input: { items: CrmMapping[]; reason: string },
  now: Date,
): Promise<CrmMappingsResponse> {
  const properties = new Set((await crmAdapter(deps.config).properties()).map((p) => p.name));
  const issues: FieldIssue[] = [];
  const fieldsSeen = new Set<string>();
  const propertiesSeen = new Set<string>();
  input.items.forEach(({ field, property }, i) => {
    if (!CRM_FIELD_IDS.includes(field as CrmFieldId))
      issues.push({ path: `items.${i}.field`, message: `Unknown product field: ${field}` });
    else if (fieldsSeen.has(field))
      issues.push({ path: `items.${i}.field`, message: `${field} is mapped twice` });
    if (!properties.has(property))
      issues.push({ path: `items.${i}.property`, message: `The CRM has no property ${property}` });
    else if (propertiesSeen.has(property))
      issues.push({ path: `items.${i}.property`, message: `${property} is mapped twice` });
    fieldsSeen.add(field);
    propertiesSeen.add(property);
  });
  if (!fieldsSeen.has(CRM_REQUIRED_FIELD))
    issues.push({ path: 'items', message: 'Map the e-mail: the CRM finds each contact by it' });
  if (issues.length) throw invalid(issues);

  const before = Object.fromEntries((await loadMapping(deps.db)).map((m) => [m.field, m.property]));
  const after = Object.fromEntries(input.items.map((m) => [m.field, m.property]));
  // every field on both sides, so a removed mapping shows as before: x, after: null
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  const diff = changedFields(
    Object.fromEntries(keys.map((k) => [k, before[k] ?? null])),
    Object.fromEntries(keys.map((k) => [k, after[k] ?? null])),
  );
  if (diff.keys.length) {
    await deps.db.transaction(async (t) => {
      const tx = t as unknown as Db;
      await tx.delete(crmMappings);
      await tx
        .insert(crmMappings)
        .values(input.items.map((m) => ({ ...m, updatedAt: now, updatedBy: actor.staff.id })));
      await recordAudit(
        tx,
        actor,
        {
          entity: 'crm-mapping',
          entityId: 'crm',
          action: 'update',
          summary: `CRM mapping: ${diff.keys.length} field${diff.keys.length === 1 ? '' : 's'} changed`,
          reason: input.reason,
          before: diff.before,
          after: diff.after,
        },
        now,
      );
    });
  }
  return mappingView(deps.db);
}

// ── Contacts ─────────────────────────────────────────────────────────────────

const personalProperties = (mapping: readonly CrmMapping[]) =>
  new Set(mapping.filter((m) => CRM_PERSONAL_FIELDS.includes(m.field as CrmFieldId)).map((m) => m.property));

/** A contact's value as a log shows it (the values are strings, numbers or null; anything else as JSON). */
const valueText = (value: unknown) =>
  value === null || value === undefined || value === ''
    ? '—'
    : typeof value === 'string'
      ? value
      : typeof value === 'number' || typeof value === 'boolean'
        ? String(value)
        : JSON.stringify(value);

/** A value that names a person, masked for a log: its first character ("J•••"). */
const masked = (value: unknown) => {
  const text = valueText(value);
  return text === '—' ? text : `${[...text][0] ?? ''}•••`;
};

/**
 * What a dry run logs of one contact: each property that would be written with its value, the values
 * of the fields naming a person masked (the log outlives the sync and is read by every admin who may
 * sync); the derived values in full, to check the mapping.
 */
export function dryRunLine(mapping: readonly CrmMapping[], contact: CrmContact): string {
  const personal = personalProperties(mapping);
  const parts = Object.entries(contact.properties).map(([property, value]) => {
    return `${property} = ${personal.has(property) ? masked(value) : valueText(value)}`;
  });
  return `Would write ${parts.length} propert${parts.length === 1 ? 'y' : 'ies'}: ${parts.join('; ')}.`;
}

const ALL_SUBSCRIPTION_TYPES = EMAIL_PREFERENCE_TYPES.map((t) => t.id);

/**
 * The contact of one customer under the mapping: only the mapped fields are read. Each value comes
 * from the product's own rules: membership access (services/membership), InnerAge (services/innerage
 * on the latest draw), the e-mail subscription types (001 §7: every type until the customer chose).
 */
export async function buildContact(
  db: Db,
  catalogue: Catalogue,
  mapping: readonly CrmMapping[],
  customerId: number,
  now: Date,
): Promise<CrmContact | undefined> {
  const [customer] = await db.select().from(customers).where(eq(customers.id, customerId));
  if (!customer) return undefined;
  const wanted = new Set(mapping.map((m) => m.field as CrmFieldId));
  const values: Partial<Record<CrmFieldId, unknown>> = {
    email: customer.email,
    firstName: customer.firstName,
    lastName: customer.lastName,
    activationState: customer.activationState,
  };
  if (wanted.has('membership')) {
    const primary = primaryMembership(await membershipsOf(db, customerId));
    values.membership = primary ? accessOf(primary, now) : 'NONE';
  }
  if (wanted.has('company')) {
    const [row] = await db
      .select({ name: companies.name })
      .from(companyCustomers)
      .innerJoin(companies, eq(companies.id, companyCustomers.companyId))
      .where(eq(companyCustomers.customerId, customerId))
      .orderBy(desc(companyCustomers.joinedAt))
      .limit(1);
    values.company = row?.name ?? null;
  }
  if (wanted.has('lastResultDate') || wanted.has('innerAge')) {
    const [latest] = await loadResults(
      db,
      catalogue,
      {
        customerId,
        firstName: customer.firstName,
        lastName: customer.lastName,
        sex: customer.sex,
        birthDate: customer.birthDate,
      },
      { limit: 1 },
    );
    values.lastResultDate = latest?.testedAt ?? null;
    const inner = latest ? innerAgeOf(latest, customer.birthDate) : undefined;
    values.innerAge = inner?.canCompute ? Math.round(inner.phenoAge * 10) / 10 : null;
  }
  if (wanted.has('emailSubscriptionTypes')) {
    const [prefs] = await db
      .select({ types: emailPreferences.subscriptionTypes })
      .from(emailPreferences)
      .where(eq(emailPreferences.customerId, customerId));
    // HubSpot's multiple-checkbox format: the chosen values joined by semicolons
    values.emailSubscriptionTypes = (prefs?.types ?? ALL_SUBSCRIPTION_TYPES).join(';');
  }
  return {
    customerId,
    email: customer.email,
    properties: Object.fromEntries(mapping.map((m) => [m.property, values[m.field as CrmFieldId] ?? null])),
  };
}

/**
 * The customers a sync covers after `afterId`: all, or (incremental) those whose contact may have
 * changed since `since`: new accounts, a result published since (a future publication date is not
 * published yet), a new company, or changed e-mail preferences
 * (a customer's preference change queues their contact for the next sync, 001 §7).
 */
export function syncScope(since: Date | null, now: Date): SQL | undefined {
  if (!since) return undefined;
  return sql`(${customers.createdAt} > ${since}
    or exists (select 1 from ${emailPreferences} p where p.customer_id = ${customers.id} and p.updated_at > ${since})
    or exists (select 1 from ${bloodResults} r where r.customer_id = ${customers.id} and r.published_at >= ${utcDayOf(since)}::date and r.published_at <= ${utcDayOf(now)}::date)
    or exists (select 1 from ${companyCustomers} c where c.customer_id = ${customers.id} and c.joined_at > ${since}))`;
}

export async function scopedCustomerIds(
  db: Db,
  since: Date | null,
  now: Date,
  afterId: number,
  limit: number,
) {
  const rows = await db
    .select({ id: customers.id })
    .from(customers)
    .where(and(gt(customers.id, afterId), syncScope(since, now)))
    .orderBy(asc(customers.id))
    .limit(limit);
  return rows.map((r) => r.id);
}

export async function countScoped(db: Db, since: Date | null, now: Date) {
  const [row] = await db.select({ n: count() }).from(customers).where(syncScope(since, now));
  return row?.n ?? 0;
}

/** When the last successful real (not dry) sync started: an incremental sync reads changes since. */
export async function lastSyncAt(db: Db): Promise<Date | null> {
  const [row] = await db
    .select({ at: adminJobs.startedAt })
    .from(adminJobs)
    .where(
      and(eq(adminJobs.kind, 'crm-sync'), eq(adminJobs.status, 'succeeded'), eq(adminJobs.dryRun, false)),
    )
    .orderBy(desc(adminJobs.startedAt))
    .limit(1);
  return row?.at ?? null;
}

/** Queues a sync for the staff member's company; refused (400) while the e-mail is not mapped. */
export async function startSync(
  deps: AppDeps,
  signedIn: SignedInStaff,
  { full, dryRun }: { full: boolean; dryRun: boolean },
  now: Date,
) {
  const mapping = await loadMapping(deps.db);
  if (!mapping.some((m) => m.field === CRM_REQUIRED_FIELD))
    throw invalid([{ path: 'mapping', message: 'Map the e-mail to a CRM property before syncing' }]);
  const since = full ? null : await lastSyncAt(deps.db);
  return deps.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const title = since
      ? `CRM sync of changes since ${since.toISOString().slice(0, 16).replace('T', ' ')} UTC`
      : 'Full CRM sync';
    const jobId = await deps.jobs.enqueue(tx, {
      kind: 'crm-sync',
      title: dryRun ? `Dry run: ${title}` : title,
      params: { full, since: iso(since) },
      staffId: signedIn.staff.id,
      companyId: signedIn.staff.companyId,
      dryRun,
    });
    await recordAudit(
      tx,
      signedIn,
      {
        entity: 'crm-sync',
        entityId: jobId,
        action: 'start',
        summary: `CRM sync #${jobId}${dryRun ? ' (dry run)' : ''} started (${full || !since ? 'every customer' : 'changes only'})`,
        after: { full, since: iso(since), dryRun },
      },
      now,
    );
    return jobId;
  });
}

/** The latest contacts written, newest first, and when the last sync ran. */
export async function crmLog(
  db: Db,
  { page, pageSize }: { page: number; pageSize: number },
): Promise<CrmLogResponse> {
  const [rows, [counted], last] = await Promise.all([
    db
      .select()
      .from(crmOutbox)
      .orderBy(desc(crmOutbox.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(crmOutbox),
    lastSyncAt(db),
  ]);
  const items: CrmContactRow[] = rows.map((r) => ({
    id: r.id,
    jobId: r.jobId,
    customerId: r.customerId,
    email: r.email,
    properties: r.properties,
    adapter: r.adapter,
    createdAt: r.createdAt.toISOString(),
  }));
  return { items, page, pageSize, total: counted?.total ?? 0, lastSyncAt: iso(last) };
}
