import { and, asc, count, desc, eq, ilike, isNull, ne, sql, type SQL } from 'drizzle-orm';
import { BACK_OFFICE_MESSAGES, type CatalogueMarker } from '../../../contract/back-office';
import type {
  CustomPanelDetail,
  CustomPanelSummary,
  customPanelRequest,
  customPanelUpdate,
} from '../../../contract/back-office-panels';
import type { FieldIssue } from '../../../contract/http';
import type { z } from 'zod';
import type { Db } from '../../db';
import { customers, customPanels, orders } from '../../db/schema';
import { HttpError, invalid } from '../../http/errors';
import { loadCatalogue } from '../blood-catalogue';
import { changedFields, recordAudit, type Actor } from './audit';

// Issue 18: custom panels, named sets of catalogue markers a lab runs for an order.

type PanelInput = z.output<typeof customPanelRequest>;
type PanelUpdate = z.output<typeof customPanelUpdate>;
type PanelRow = typeof customPanels.$inferSelect;

const ENTITY = 'custom-panel';

/** The blood-marker catalogue as the back office's pickers show it, in catalogue order. */
export async function catalogueMarkers(db: Db): Promise<CatalogueMarker[]> {
  const { markers } = await loadCatalogue(db);
  return markers.map((m) => ({
    abbr: m.abbr,
    name: m.name,
    unit: m.unit,
    units: [m.unit, ...m.units.map((u) => u.unit)],
    category: m.categoryName,
  }));
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function summaryOf(row: PanelRow, orderCount: number): CustomPanelSummary {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    markerCount: row.markerAbbrs.length,
    orderCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: iso(row.updatedAt),
    archivedAt: iso(row.archivedAt),
  };
}

const orderCounts = (db: Db) =>
  db
    .select({ panelId: orders.customPanelId, n: count() })
    .from(orders)
    .where(sql`${orders.customPanelId} is not null`)
    .groupBy(orders.customPanelId);

/** Panels by name, each with its marker count and how many orders use it; archived ones on request. */
export async function listPanels(
  db: Db,
  query: { q?: string; includeArchived: boolean },
): Promise<CustomPanelSummary[]> {
  const parts: SQL[] = [];
  if (!query.includeArchived) parts.push(isNull(customPanels.archivedAt));
  if (query.q) parts.push(ilike(customPanels.name, `%${escapeLike(query.q)}%`));
  const [rows, counts] = await Promise.all([
    db
      .select()
      .from(customPanels)
      .where(parts.length ? and(...parts) : undefined)
      .orderBy(asc(sql`lower(${customPanels.name})`)),
    orderCounts(db),
  ]);
  const used = new Map(counts.map((c) => [c.panelId, c.n]));
  return rows.map((r) => summaryOf(r, used.get(r.id) ?? 0));
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** One panel with its markers resolved from the catalogue and the orders that use it; 404 if none. */
export async function panelDetail(db: Db, id: number): Promise<CustomPanelDetail> {
  const [row] = await db.select().from(customPanels).where(eq(customPanels.id, id));
  if (!row) throw new HttpError(404, BACK_OFFICE_MESSAGES.notFound);
  const [catalogue, used] = await Promise.all([
    loadCatalogue(db),
    db
      .select({
        id: orders.id,
        customerId: orders.customerId,
        firstName: customers.firstName,
        lastName: customers.lastName,
        email: customers.email,
        status: orders.status,
        createdAt: orders.createdAt,
      })
      .from(orders)
      .innerJoin(customers, eq(customers.id, orders.customerId))
      .where(eq(orders.customPanelId, id))
      .orderBy(desc(orders.id)),
  ]);
  return {
    ...summaryOf(row, used.length),
    markers: row.markerAbbrs.map((abbr) => {
      const m = catalogue.byAbbr.get(abbr);
      return { abbr, name: m?.name ?? abbr, unit: m?.unit ?? '', category: m?.categoryName ?? '' };
    }),
    orders: used.map((o) => ({
      id: o.id,
      customerId: o.customerId,
      customerName: `${o.firstName} ${o.lastName}`.trim(),
      customerEmail: o.email,
      status: o.status,
      createdAt: o.createdAt.toISOString(),
    })),
  };
}

/**
 * The input with duplicate markers removed, or a 400 naming each problem: a marker not in the
 * catalogue (`markerAbbrs.N`), a name another panel has (case aside, archived ones included).
 */
async function checkedInput(db: Db, input: PanelInput, exceptId?: number): Promise<PanelInput> {
  const { byAbbr } = await loadCatalogue(db);
  const issues: FieldIssue[] = [];
  for (const [i, abbr] of input.markerAbbrs.entries())
    if (!byAbbr.has(abbr))
      issues.push({ path: `markerAbbrs.${i}`, message: `${abbr} is not a marker of the catalogue` });
  const sameName = await db
    .select({ id: customPanels.id, archivedAt: customPanels.archivedAt })
    .from(customPanels)
    .where(
      and(
        eq(sql`lower(${customPanels.name})`, input.name.toLowerCase()),
        exceptId === undefined ? undefined : ne(customPanels.id, exceptId),
      ),
    );
  if (sameName[0])
    issues.unshift({
      path: 'name',
      message: sameName[0].archivedAt
        ? 'An archived panel has this name: bring it back or choose another name'
        : 'Another panel has this name',
    });
  if (issues.length) throw invalid(issues);
  return { ...input, markerAbbrs: [...new Set(input.markerAbbrs)] };
}

const auditedFields = (row: Pick<PanelRow, 'name' | 'description' | 'markerAbbrs'>) => ({
  name: row.name,
  description: row.description,
  markerAbbrs: row.markerAbbrs,
});

/** A unique-name race lost to another request: the same 400 as the check. */
function nameTaken(err: unknown): never {
  const cause = (err as { cause?: { code?: string } }).cause ?? err;
  if ((cause as { code?: string }).code === '23505')
    throw invalid([{ path: 'name', message: 'Another panel has this name' }]);
  throw err;
}

export async function createPanel(
  db: Db,
  actor: Actor,
  raw: PanelInput,
  now: Date,
): Promise<CustomPanelDetail> {
  const input = await checkedInput(db, raw);
  const id = await db
    .transaction(async (tx) => {
      const [row] = await tx
        .insert(customPanels)
        .values({ ...input, createdAt: now })
        .returning();
      await recordAudit(
        tx,
        actor,
        {
          entity: ENTITY,
          entityId: row!.id,
          action: 'create',
          summary: `Custom panel “${row!.name}” created with ${row!.markerAbbrs.length} markers`,
          after: auditedFields(row!),
        },
        now,
      );
      return row!.id;
    })
    .catch(nameTaken);
  return panelDetail(db, id);
}

export async function updatePanel(
  db: Db,
  actor: Actor,
  id: number,
  raw: PanelUpdate,
  now: Date,
): Promise<CustomPanelDetail> {
  const [existing] = await db.select().from(customPanels).where(eq(customPanels.id, id));
  if (!existing) throw new HttpError(404, BACK_OFFICE_MESSAGES.notFound);
  const input = await checkedInput(db, raw, id);
  const unarchive = raw.archived === false && existing.archivedAt !== null;
  const diff = changedFields(auditedFields(existing), auditedFields(input));
  if (!diff.keys.length && !unarchive) return panelDetail(db, id);
  await db
    .transaction(async (tx) => {
      await tx
        .update(customPanels)
        .set({ ...input, updatedAt: now, ...(unarchive ? { archivedAt: null } : {}) })
        .where(eq(customPanels.id, id));
      const labels = { name: 'name', description: 'description', markerAbbrs: 'markers' } as const;
      const what = diff.keys.map((k) => labels[k as keyof typeof labels]).join(', ');
      const summary = !what
        ? 'brought back from the archive'
        : `${what} changed${unarchive ? ', brought back from the archive' : ''}`;
      await recordAudit(
        tx,
        actor,
        {
          entity: ENTITY,
          entityId: id,
          action: unarchive && !what ? 'unarchive' : 'update',
          summary: `Custom panel “${input.name}”: ${summary}`,
          reason: raw.reason,
          before: { ...diff.before, ...(unarchive ? { archivedAt: iso(existing.archivedAt) } : {}) },
          after: { ...diff.after, ...(unarchive ? { archivedAt: null } : {}) },
        },
        now,
      );
    })
    .catch(nameTaken);
  return panelDetail(db, id);
}

/** Archives a panel: it stays on the orders that have it and can no longer be chosen. 409 when already archived. */
export async function archivePanel(
  db: Db,
  actor: Actor,
  id: number,
  reason: string,
  now: Date,
): Promise<CustomPanelDetail> {
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(customPanels).where(eq(customPanels.id, id)).for('update');
    if (!row) throw new HttpError(404, BACK_OFFICE_MESSAGES.notFound);
    if (row.archivedAt) throw new HttpError(409, 'This panel is already archived.');
    await tx.update(customPanels).set({ archivedAt: now }).where(eq(customPanels.id, id));
    await recordAudit(
      tx,
      actor,
      {
        entity: ENTITY,
        entityId: id,
        action: 'archive',
        summary: `Custom panel “${row.name}” archived`,
        reason,
        before: { archivedAt: null },
        after: { archivedAt: now.toISOString() },
      },
      now,
    );
  });
  return panelDetail(db, id);
}

/**
 * For the order screens: the panel an order may be given now (it exists and is not archived), or a
 * 400 naming `field`. A panel an order already has stays valid for it even once archived.
 */
export async function choosablePanel(db: Db, id: number, field = 'customPanelId'): Promise<PanelRow> {
  const [row] = await db.select().from(customPanels).where(eq(customPanels.id, id));
  if (!row) throw invalid([{ path: field, message: 'No such custom panel' }]);
  if (row.archivedAt) throw invalid([{ path: field, message: `“${row.name}” is archived` }]);
  return row;
}
