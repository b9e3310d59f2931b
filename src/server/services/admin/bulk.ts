import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import {
  BULK_LIST_MAX_ENTRIES,
  BULK_MAX_CUSTOMERS,
  BULK_MESSAGES,
  BULK_PREVIEW_ROWS,
  bulkFilter,
  type BulkAction,
  type BulkPreview,
  type bulkRequest,
} from '../../../contract/back-office-bulk';
import type { z } from 'zod';
import type { AppDeps } from '../../app';
import type { Db } from '../../db';
import { companyCustomers } from '../../db/schema/coach';
import { customerAddons } from '../../db/schema/admin';
import { deletionRequests } from '../../db/schema/admin-deletion';
import { customers } from '../../db/schema/identity';
import { companies } from '../../db/schema/staff';
import { invalid } from '../../http/errors';
import type { SignedInStaff } from '../../http/staff-auth';
import { searchCustomers } from '../customers';
import { addonTitle } from './addons';
import { PEOPLE_MESSAGES } from '../../../contract/back-office-people';

// Issue 19: bulk user actions (docs/decisions/back-office-bulk.md). The preview and the run resolve
// the choice with the same code, and the run is given the ids the confirmation resolved: what the
// preview showed is what runs (give or take customers added or removed between the two clicks).

type BulkRequest = z.infer<typeof bulkRequest>;
type BulkPreviewRequest = Omit<BulkRequest, 'reason'>;

export interface ChosenCustomer {
  id: number;
  name: string;
  email: string;
}

const nameOf = (c: { firstName: string; lastName: string; email: string }) =>
  `${c.firstName} ${c.lastName}`.trim() || c.email;

const tooMany = () => invalid([{ path: 'selection', message: BULK_MESSAGES.tooMany }]);

/** The customers a choice names (id order), and the pasted entries that matched no one. */
export async function resolveSelection(
  db: Db,
  selection: BulkRequest['selection'],
  now: Date,
): Promise<{ chosen: ChosenCustomer[]; unknown: string[] }> {
  if (selection.by === 'filter') {
    // the customers list's own search: "filter" means exactly what it means on that screen
    const filter = bulkFilter.parse(selection.filter);
    const { items, total } = await searchCustomers(
      db,
      { ...filter, page: 1, pageSize: BULK_MAX_CUSTOMERS, sort: 'createdAt', dir: 'asc' },
      now,
    );
    if (total > BULK_MAX_CUSTOMERS) throw tooMany();
    return {
      chosen: items.map((r) => ({ id: r.id, name: nameOf(r), email: r.email })).sort((a, b) => a.id - b.id),
      unknown: [],
    };
  }
  const entries = [...new Set(selection.list.split(/[\s,;]+/).filter(Boolean))];
  if (entries.length > BULK_LIST_MAX_ENTRIES) throw tooMany();
  const ids = new Map<number, string>();
  const emails = new Map<string, string>();
  const unknown: string[] = [];
  for (const entry of entries) {
    const id = /^#?(\d{1,9})$/.exec(entry)?.[1];
    if (id) ids.set(Number(id), entry);
    else if (entry.includes('@')) emails.set(entry.toLowerCase(), entry);
    else unknown.push(entry);
  }
  const parts = [
    ids.size ? inArray(customers.id, [...ids.keys()]) : undefined,
    emails.size ? inArray(sql`lower(${customers.email})`, [...emails.keys()]) : undefined,
  ].filter((p) => p !== undefined);
  const rows = parts.length
    ? await db
        .select({
          id: customers.id,
          firstName: customers.firstName,
          lastName: customers.lastName,
          email: customers.email,
        })
        .from(customers)
        .where(or(...parts))
        .orderBy(customers.id)
    : [];
  const foundIds = new Set(rows.map((r) => r.id));
  const foundEmails = new Set(rows.map((r) => r.email.toLowerCase()));
  for (const [id, entry] of ids) if (!foundIds.has(id)) unknown.push(entry);
  for (const [email, entry] of emails) if (!foundEmails.has(email)) unknown.push(entry);
  if (rows.length > BULK_MAX_CUSTOMERS) throw tooMany();
  return { chosen: rows.map((r) => ({ id: r.id, name: nameOf(r), email: r.email })), unknown };
}

/** A company the action names must exist (400 naming the field). */
export async function checkAction(db: Db, action: BulkAction) {
  if (action.type !== 'company' || action.companyId === null) return;
  const [found] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.id, action.companyId));
  if (!found) throw invalid([{ path: 'action.companyId', message: 'No such company' }]);
}

/**
 * Why the action has nothing to do for each of `ids` (absent: it would change something). A customer whose deletion was approved is skipped by every
 * action (their account is about to be erased: nothing should change it now).
 */
export async function skipReasons(db: Db, ids: number[], action: BulkAction): Promise<Map<number, string>> {
  const reasons = await actionSkipReasons(db, ids, action);
  if (ids.length === 0) return reasons;
  const approved = await db
    .select({ id: deletionRequests.customerId })
    .from(deletionRequests)
    .where(and(inArray(deletionRequests.customerId, ids), eq(deletionRequests.state, 'approved')));
  for (const r of approved) if (r.id !== null) reasons.set(r.id, PEOPLE_MESSAGES.skipErasureApproved);
  return reasons;
}

async function actionSkipReasons(db: Db, ids: number[], action: BulkAction): Promise<Map<number, string>> {
  const reasons = new Map<number, string>();
  if (ids.length === 0) return reasons;
  if (action.type === 'email' || action.type === 'deactivate') {
    const rows = await db
      .select({ id: customers.id })
      .from(customers)
      .where(and(inArray(customers.id, ids), sql`${customers.deactivatedAt} is not null`));
    for (const r of rows)
      reasons.set(r.id, action.type === 'email' ? 'Deactivated: no e-mail is sent' : 'Already deactivated');
    return reasons;
  }
  if (action.type === 'reactivate') {
    const rows = await db
      .select({ id: customers.id, deactivatedAt: customers.deactivatedAt })
      .from(customers)
      .where(inArray(customers.id, ids));
    for (const r of rows) if (!r.deactivatedAt) reasons.set(r.id, PEOPLE_MESSAGES.skipNotDeactivated);
    return reasons;
  }
  if (action.type === 'grant-addon' || action.type === 'revoke-addon') {
    const rows = await db
      .select({ id: customerAddons.customerId })
      .from(customerAddons)
      .where(
        and(
          inArray(customerAddons.customerId, ids),
          eq(customerAddons.tag, action.tag),
          isNull(customerAddons.removedAt),
        ),
      );
    const has = new Set(rows.map((r) => r.id));
    const title = addonTitle(action.tag);
    for (const id of ids)
      if (action.type === 'grant-addon' && has.has(id)) reasons.set(id, `Has ${title} already`);
      else if (action.type === 'revoke-addon' && !has.has(id)) reasons.set(id, `Does not have ${title}`);
    return reasons;
  }
  const memberships = await companiesOf(db, ids);
  for (const id of ids) {
    const current = memberships.get(id) ?? [];
    if (
      action.companyId === null
        ? current.length === 0
        : current.length === 1 && current[0] === action.companyId
    )
      reasons.set(id, action.companyId === null ? 'In no company already' : 'In this company already');
  }
  return reasons;
}

/** The companies each customer belongs to (company_customers). */
export async function companiesOf(db: Db, ids: number[]) {
  const rows = await db
    .select({ customerId: companyCustomers.customerId, companyId: companyCustomers.companyId })
    .from(companyCustomers)
    .where(inArray(companyCustomers.customerId, ids))
    .orderBy(companyCustomers.companyId);
  const map = new Map<number, number[]>();
  for (const r of rows) map.set(r.customerId, [...(map.get(r.customerId) ?? []), r.companyId]);
  return map;
}

export async function previewBulk(db: Db, asked: BulkPreviewRequest, now: Date): Promise<BulkPreview> {
  await checkAction(db, asked.action);
  const { chosen, unknown } = await resolveSelection(db, asked.selection, now);
  const reasons = await skipReasons(
    db,
    chosen.map((c) => c.id),
    asked.action,
  );
  return {
    count: chosen.length,
    skipCount: reasons.size,
    first: chosen.slice(0, BULK_PREVIEW_ROWS).map((c) => ({ ...c, skip: reasons.get(c.id) ?? null })),
    unknown,
  };
}

/** Starts a confirmed bulk action as a `bulk-action` job over the customers the choice names now. */
export async function startBulk(
  deps: AppDeps,
  viewer: Pick<SignedInStaff, 'staff'>,
  asked: BulkRequest,
): Promise<number> {
  await checkAction(deps.db, asked.action);
  const { chosen } = await resolveSelection(deps.db, asked.selection, deps.now());
  if (chosen.length === 0) throw invalid([{ path: 'selection', message: BULK_MESSAGES.none }]);
  const what = actionTitle(asked.action);
  return deps.db.transaction(async (t) =>
    deps.jobs.enqueue(t as unknown as Db, {
      kind: 'bulk-action',
      title: `${what} for ${chosen.length} customer${chosen.length === 1 ? '' : 's'}`,
      params: { ids: chosen.map((c) => c.id), action: asked.action, reason: asked.reason },
      staffId: viewer.staff.id,
      companyId: viewer.staff.companyId,
    }),
  );
}

export function actionTitle(action: BulkAction): string {
  switch (action.type) {
    case 'email':
      return `E-mail “${action.subject}”`;
    case 'company':
      return action.companyId === null ? 'Remove from companies' : `Move to company #${action.companyId}`;
    case 'grant-addon':
      return `Grant ${addonTitle(action.tag)}`;
    case 'revoke-addon':
      return `Revoke ${addonTitle(action.tag)}`;
    case 'deactivate':
      return 'Deactivate';
    case 'reactivate':
      return 'Reactivate';
  }
}
