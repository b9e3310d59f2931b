import { and, count, desc, eq, type SQL } from 'drizzle-orm';
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
};

/** A page of audit events, newest first. */
export async function listAudit(
  db: Db,
  filter: AuditFilter,
  { page, pageSize }: { page: number; pageSize: number },
): Promise<Paged<AuditEvent>> {
  const parts: SQL[] = [];
  if (filter.customerId !== undefined) parts.push(eq(auditEvents.customerId, filter.customerId));
  if (filter.companyId !== undefined) parts.push(eq(auditEvents.companyId, filter.companyId));
  if (filter.entity !== undefined) parts.push(eq(auditEvents.entity, filter.entity));
  if (filter.entityId !== undefined) parts.push(eq(auditEvents.entityId, String(filter.entityId)));
  const where = parts.length ? and(...parts) : undefined;
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
