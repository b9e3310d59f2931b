import { and, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import { DAY_MS } from '../../../domain/dates';
import { csvText } from '../../../domain/csv';
import type { AuditEvent, Paged } from '../../../contract/back-office';
import type { Db } from '../../db';
import { auditEvents } from '../../db/schema';
import type { SignedInStaff } from '../../http/staff-auth';

/** Who made a change: the signed-in staff member (their name is kept as it is now). */
export type Actor = Pick<SignedInStaff, 'staff'>;

export interface AuditEntry {
  customerId?: number | null;
  companyId?: number | null;
  entity: string;
  entityId: string | number;
  action: string;
  /** The change worded for people, e.g. `Order #12: draw address changed`. */
  summary: string;
  reason?: string | null;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

/**
 * Appends one audit event (the table refuses updates and deletes). Call it in the same transaction as
 * the change it records, so a change is never without its record.
 */
export async function recordAudit(db: Db, actor: Actor, entry: AuditEntry, now: Date): Promise<void> {
  const { staff } = actor;
  await db.insert(auditEvents).values({
    at: now,
    staffId: staff.id,
    staffName: `${staff.firstName} ${staff.lastName}`.trim() || staff.email,
    customerId: entry.customerId ?? null,
    companyId: entry.companyId ?? null,
    entity: entry.entity,
    entityId: String(entry.entityId),
    action: entry.action,
    summary: entry.summary,
    reason: entry.reason ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}

/** The fields of `after` whose values differ from `before`: what an edit changed, both sides. */
export function changedFields<T extends Record<string, unknown>>(before: T, after: Partial<T>) {
  const keys = Object.keys(after).filter((k) => JSON.stringify(before[k]) !== JSON.stringify(after[k]));
  return {
    keys,
    before: Object.fromEntries(keys.map((k) => [k, before[k]])),
    after: Object.fromEntries(keys.map((k) => [k, after[k]])),
  };
}

export type AuditFilter = {
  customerId?: number;
  companyId?: number;
  entity?: string;
  entityId?: string | number;
  /** The admin who made the change. */
  staffId?: number;
  action?: string;
  /** UTC days (YYYY-MM-DD), both inclusive. */
  from?: string;
  to?: string;
};

/** The WHERE of a filter (the status log's page and its CSV share it). */
export function auditWhere(filter: AuditFilter): SQL | undefined {
  const parts: SQL[] = [];
  if (filter.customerId !== undefined) parts.push(eq(auditEvents.customerId, filter.customerId));
  if (filter.companyId !== undefined) parts.push(eq(auditEvents.companyId, filter.companyId));
  if (filter.entity !== undefined) parts.push(eq(auditEvents.entity, filter.entity));
  if (filter.entityId !== undefined) parts.push(eq(auditEvents.entityId, String(filter.entityId)));
  if (filter.staffId !== undefined) parts.push(eq(auditEvents.staffId, filter.staffId));
  if (filter.action !== undefined) parts.push(eq(auditEvents.action, filter.action));
  if (filter.from !== undefined) parts.push(gte(auditEvents.at, new Date(`${filter.from}T00:00:00Z`)));
  if (filter.to !== undefined)
    parts.push(lt(auditEvents.at, new Date(new Date(`${filter.to}T00:00:00Z`).getTime() + DAY_MS)));
  return parts.length ? and(...parts) : undefined;
}

/** A page of audit events, newest first. */
export async function listAudit(
  db: Db,
  filter: AuditFilter,
  { page, pageSize }: { page: number; pageSize: number },
): Promise<Paged<AuditEvent>> {
  const where = auditWhere(filter);
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(auditEvents)
      .where(where)
      .orderBy(desc(auditEvents.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(auditEvents).where(where),
  ]);
  return {
    items: rows.map((r) => ({ ...r, at: r.at.toISOString() })),
    page,
    pageSize,
    total: counted?.total ?? 0,
  };
}

const CSV_HEADER = [
  'At (UTC)',
  'Admin',
  'Customer id',
  'Company id',
  'Entity',
  'Entity id',
  'Action',
  'Summary',
  'Reason',
  'Before',
  'After',
];
const CSV_PAGE_ROWS = 1000;

/**
 * The filtered audit as CSV (csvText escapes formulae), newest first, at most `maxRows` rows, read and
 * written a thousand rows at a time so a large export never holds the event loop for long.
 */
export function auditCsvChunks(db: Db, filter: AuditFilter, maxRows: number): AsyncIterable<string> {
  const where = auditWhere(filter);
  return {
    async *[Symbol.asyncIterator]() {
      yield csvText([CSV_HEADER]);
      let sent = 0;
      let beforeId: number | undefined;
      while (sent < maxRows) {
        const rows = await db
          .select()
          .from(auditEvents)
          .where(beforeId === undefined ? where : and(where, lt(auditEvents.id, beforeId)))
          .orderBy(desc(auditEvents.id))
          .limit(Math.min(CSV_PAGE_ROWS, maxRows - sent));
        if (!rows.length) return;
        yield csvText(
          rows.map((r) => [
            r.at.toISOString(),
            r.staffName,
            r.customerId,
            r.companyId,
            r.entity,
            r.entityId,
            r.action,
            r.summary,
            r.reason,
            r.before ? JSON.stringify(r.before) : '',
            r.after ? JSON.stringify(r.after) : '',
          ]),
        );
        sent += rows.length;
        beforeId = rows[rows.length - 1]!.id;
        // let other requests run between pages
        await new Promise((resolve) => setImmediate(resolve));
      }
    },
  };
}

/** The admins who appear in the audit, by name (the status log's "Admin" choice). */
export async function auditStaff(db: Db) {
  const rows = await db
    .selectDistinctOn([auditEvents.staffId], { id: auditEvents.staffId, name: auditEvents.staffName })
    .from(auditEvents)
    .orderBy(auditEvents.staffId, desc(auditEvents.id));
  return rows.sort((a, b) => a.name.localeCompare(b.name));
}
