import { and, asc, count, eq, exists, gt, gte, lt, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { accessCovers } from '../../../contract/admin';
import { backOfficeAccess, BACK_OFFICE_MESSAGES } from '../../../contract/back-office';
import {
  DATA_MESSAGES,
  EXPORT_BYTE_CAP,
  EXPORT_FIELDS,
  EXPORT_PAGE_ROWS,
  EXPORT_ROW_CAP,
  exportEntity,
  exportFilters,
  type ExportEntity,
  type ExportFilters,
  type exportQueryRequest,
  type ExportQueryView,
} from '../../../contract/back-office-data';
import { csvText } from '../../../domain/csv';
import { DAY_MS } from '../../../domain/dates';
import type { Db } from '../../db';
import {
  bloodResults,
  customers,
  derivedValues,
  exportQueries,
  orders,
  products,
  teamMembers,
  teams,
} from '../../db/schema';
import { HttpError } from '../../http/errors';
import type { SignedInStaff } from '../../http/staff-auth';
import type { JobContext, JobDefinition, JobRunner } from '../../jobs/runner';
import { changedFields, recordAudit } from './audit';
import { storedValuesOf } from '../blood-results';

/**
 * Issue 19: saved export definitions of a company's back office and the `export` job that writes one
 * to CSV (docs/decisions/back-office-data.md). Personal fields need `exportPersonalData` to be saved
 * or run; rows are read a page at a time and capped at EXPORT_ROW_CAP.
 */

type Input = z.output<typeof exportQueryRequest>;
type Row = typeof exportQueries.$inferSelect;
type Viewer = Pick<SignedInStaff, 'staff' | 'patterns'>;

export const personalFieldsOf = (entity: ExportEntity, fields: readonly string[]) =>
  EXPORT_FIELDS[entity].filter((f) => f.personal && fields.includes(f.key)).map((f) => f.key);

export const mayExportPersonal = (viewer: Viewer) =>
  accessCovers(viewer.patterns, backOfficeAccess.exportPersonalData);

function assertMayExport(viewer: Viewer, entity: ExportEntity, fields: readonly string[]) {
  if (personalFieldsOf(entity, fields).length > 0 && !mayExportPersonal(viewer))
    throw new HttpError(403, DATA_MESSAGES.personalDenied);
}

const view = (row: Row): ExportQueryView => ({
  id: row.id,
  name: row.name,
  entity: row.entity,
  fields: row.fields,
  filters: row.filters,
  personal: personalFieldsOf(row.entity, row.fields).length > 0,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

export async function listExportQueries(db: Db, viewer: Viewer) {
  const rows = await db
    .select()
    .from(exportQueries)
    .where(eq(exportQueries.companyId, viewer.staff.companyId))
    .orderBy(asc(exportQueries.name), asc(exportQueries.id));
  return { items: rows.map(view), personalAllowed: mayExportPersonal(viewer) };
}

/** One definition of the viewer's company; another company's answers 404 as if absent. */
async function load(db: Db, viewer: Viewer, id: number, lock = false) {
  const query = db
    .select()
    .from(exportQueries)
    .where(and(eq(exportQueries.id, id), eq(exportQueries.companyId, viewer.staff.companyId)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new HttpError(404, BACK_OFFICE_MESSAGES.notFound);
  return row;
}

export async function exportQueryDetail(db: Db, viewer: Viewer, id: number) {
  return view(await load(db, viewer, id));
}

const described = (row: Pick<Row, 'name' | 'entity' | 'fields' | 'filters'>) => ({
  name: row.name,
  entity: row.entity,
  fields: row.fields,
  filters: row.filters,
});

export async function createExportQuery(db: Db, actor: SignedInStaff, input: Input, now: Date) {
  assertMayExport(actor, input.entity, input.fields);
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const [row] = await tx
      .insert(exportQueries)
      .values({
        companyId: actor.staff.companyId,
        name: input.name,
        entity: input.entity,
        fields: input.fields,
        filters: input.filters,
        createdBy: actor.staff.id,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await recordAudit(
      tx,
      actor,
      {
        companyId: actor.staff.companyId,
        entity: 'export-query',
        entityId: row!.id,
        action: 'create',
        summary: `Export "${row!.name}" created`,
        reason: input.reason ?? null,
        after: described(row!),
      },
      now,
    );
    return view(row!);
  });
}

export async function updateExportQuery(db: Db, actor: SignedInStaff, id: number, input: Input, now: Date) {
  assertMayExport(actor, input.entity, input.fields);
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const before = await load(tx, actor, id, true);
    // a role without personal data may not edit a definition that has some (it would run it after)
    assertMayExport(actor, before.entity, before.fields);
    const next = described(input);
    const changed = changedFields(described(before), next);
    const [row] = await tx
      .update(exportQueries)
      .set({ ...next, updatedAt: now })
      .where(eq(exportQueries.id, id))
      .returning();
    if (changed.keys.length)
      await recordAudit(
        tx,
        actor,
        {
          companyId: actor.staff.companyId,
          entity: 'export-query',
          entityId: id,
          action: 'update',
          summary: `Export "${row!.name}": ${changed.keys.join(', ')} changed`,
          reason: input.reason ?? null,
          before: changed.before,
          after: changed.after,
        },
        now,
      );
    return view(row!);
  });
}

export async function deleteExportQuery(db: Db, actor: SignedInStaff, id: number, reason: string, now: Date) {
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const before = await load(tx, actor, id, true);
    await tx.delete(exportQueries).where(eq(exportQueries.id, id));
    await recordAudit(
      tx,
      actor,
      {
        companyId: actor.staff.companyId,
        entity: 'export-query',
        entityId: id,
        action: 'delete',
        summary: `Export "${before.name}" deleted`,
        reason,
        before: described(before),
      },
      now,
    );
    return view(before);
  });
}

export const exportParams = z.object({
  queryId: z.number().int(),
  name: z.string(),
  entity: exportEntity,
  fields: z.array(z.string()).min(1),
  filters: exportFilters,
});
export type ExportParams = z.infer<typeof exportParams>;

/** Queues an export of the definition as it is now (later edits do not change a queued run). */
export async function runExportQuery(db: Db, jobs: JobRunner, actor: SignedInStaff, id: number) {
  const row = await load(db, actor, id);
  assertMayExport(actor, row.entity, row.fields);
  return jobs.enqueue(db, {
    kind: 'export',
    title: `Export "${row.name}" to CSV`,
    params: {
      queryId: row.id,
      name: row.name,
      entity: row.entity,
      fields: row.fields,
      filters: row.filters,
    } satisfies ExportParams,
    staffId: actor.staff.id,
    companyId: actor.staff.companyId,
  });
}

// ── Reading the rows ─────────────────────────────────────────────────────────

const dayStart = (day: string) => new Date(`${day}T00:00:00.000Z`);
const nextDayStart = (day: string) => new Date(dayStart(day).getTime() + DAY_MS);

function createdRange(column: Parameters<typeof gte>[0], filters: ExportFilters): SQL[] {
  const parts: SQL[] = [];
  if (filters.createdFrom) parts.push(gte(column, dayStart(filters.createdFrom)));
  if (filters.createdTo) parts.push(lt(column, nextDayStart(filters.createdTo)));
  return parts;
}

type Cell = string | number | null;
type PageReader = (db: Db, after: number, limit: number) => Promise<{ id: number; cells: Cell[] }[]>;

const iso = (d: Date) => d.toISOString();

function readerFor(params: ExportParams): { where: (db: Db) => Promise<number>; page: PageReader } {
  const { entity, fields, filters } = params;
  const pick = (record: Record<string, Cell>) => fields.map((key) => record[key] ?? null);
  if (entity === 'customers') {
    const where = (extra?: SQL) =>
      and(
        ...createdRange(customers.createdAt, filters),
        filters.activationState ? eq(customers.activationState, filters.activationState) : undefined,
        filters.companyId
          ? exists(
              sql`(select 1 from ${teamMembers} join ${teams} on ${teams.id} = ${teamMembers.teamId} where ${teamMembers.customerId} = ${customers.id} and ${teams.companyId} = ${filters.companyId})`,
            )
          : undefined,
        extra,
      );
    return {
      where: async (db) => (await db.select({ n: count() }).from(customers).where(where()))[0]!.n,
      page: async (db, after, limit) => {
        const rows = await db
          .select({ c: customers, innerAge: derivedValues.value })
          .from(customers)
          .leftJoin(
            derivedValues,
            and(eq(derivedValues.kind, 'inner-age'), eq(derivedValues.subject, sql`${customers.id}::text`)),
          )
          .where(where(gt(customers.id, after)))
          .orderBy(asc(customers.id))
          .limit(limit);
        return rows.map(({ c, innerAge }) => ({
          id: c.id,
          cells: pick({
            id: c.id,
            createdAt: iso(c.createdAt),
            activationState: c.activationState,
            firstName: c.firstName,
            lastName: c.lastName,
            email: c.email,
            phone: c.phone,
            birthDate: c.birthDate,
            sex: c.sex,
            innerAge,
          }),
        }));
      },
    };
  }
  if (entity === 'orders') {
    const where = (extra?: SQL) =>
      and(
        ...createdRange(orders.createdAt, filters),
        filters.companyId ? eq(orders.companyId, filters.companyId) : undefined,
        extra,
      );
    return {
      where: async (db) => (await db.select({ n: count() }).from(orders).where(where()))[0]!.n,
      page: async (db, after, limit) => {
        const rows = await db
          .select({ o: orders, product: products.title, c: customers })
          .from(orders)
          .innerJoin(products, eq(products.id, orders.productId))
          .innerJoin(customers, eq(customers.id, orders.customerId))
          .where(where(gt(orders.id, after)))
          .orderBy(asc(orders.id))
          .limit(limit);
        return rows.map(({ o, product, c }) => ({
          id: o.id,
          cells: pick({
            id: o.id,
            createdAt: iso(o.createdAt),
            customerId: o.customerId,
            product,
            priceCents: o.priceCents,
            status: o.status,
            store: o.store,
            companyId: o.companyId,
            customerEmail: c.email,
            customerName: `${c.firstName} ${c.lastName}`.trim(),
          }),
        }));
      },
    };
  }
  const where = (extra?: SQL) => and(...createdRange(bloodResults.createdAt, filters), extra);
  return {
    where: async (db) => (await db.select({ n: count() }).from(bloodResults).where(where()))[0]!.n,
    page: async (db, after, limit) => {
      const rows = await db
        .select()
        .from(bloodResults)
        .where(where(gt(bloodResults.id, after)))
        .orderBy(asc(bloodResults.id))
        .limit(limit);
      const values = rows.length
        ? await storedValuesOf(
            db,
            rows.map((r) => r.id),
          )
        : [];
      return rows.map((r) => {
        const mine = values.filter((v) => v.resultId === r.id);
        return {
          id: r.id,
          cells: pick({
            id: r.id,
            customerId: r.customerId,
            testedAt: r.testedAt,
            publishedAt: r.publishedAt,
            source: r.source,
            markerCount: mine.length,
            values: mine.map((v) => `${v.markerAbbr}=${v.value} ${v.unit}`).join('; '),
          }),
        };
      });
    },
  };
}

const fileNameOf = (params: ExportParams) =>
  `${params.entity}-${params.queryId}.csv`.replace(/[^\w.-]/g, '-');

const yieldToLoop = () => new Promise<void>((resolve) => setImmediate(resolve));
const mb = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${Math.round(bytes / (1024 * 1024))} MB` : `${bytes} bytes`;
/**
 * Rows read at once: on embedded PGlite a query runs on the event loop, and 1000 rows of every
 * customer field held it ~100 ms; 250 hold it ~25 ms (bench: `BENCH_ONLY=export npm run bench`).
 */
const READ_ROWS = 250;
/** The caps a run applies (the contract's; a test lowers them to see the export stop). */
export const exportLimits = { rows: EXPORT_ROW_CAP, bytes: EXPORT_BYTE_CAP };

/**
 * Writes the CSV a page at a time: rows are read 250 at a time and become CSV bytes as soon as they
 * are read (never one 50 000-row string joined at the end), the run yields to the event loop between
 * reads, and it stops at EXPORT_ROW_CAP rows or EXPORT_BYTE_CAP bytes, whichever comes first, with a
 * warning line. One log item per EXPORT_PAGE_ROWS rows.
 */
async function runExport(ctx: JobContext<ExportParams>): Promise<string> {
  const { db } = ctx.deps;
  const { params } = ctx;
  const reader = readerFor(params);
  const matching = await reader.where(db);
  const rowsToWrite = Math.min(matching, exportLimits.rows);
  await ctx.setTotal(Math.max(1, Math.ceil(rowsToWrite / EXPORT_PAGE_ROWS)));
  const labels = new Map(EXPORT_FIELDS[params.entity].map((field) => [field.key, field.label]));
  const parts: Buffer[] = [Buffer.from(csvText([params.fields.map((key) => labels.get(key) ?? key)]))];
  let bytes = parts[0]!.length;
  let after = 0;
  let written = 0;
  let full = false;
  let end = false;
  for (let page = 1; !end && !full && (written < rowsToWrite || page === 1); page += 1) {
    const pageEnd = Math.min(written + EXPORT_PAGE_ROWS, rowsToWrite);
    const first = written;
    while (written < pageEnd && !full) {
      const rows = await reader.page(db, after, Math.min(READ_ROWS, pageEnd - written));
      if (rows.length === 0) {
        end = true;
        break;
      }
      for (const row of rows) {
        const line = Buffer.from(csvText([row.cells]));
        if (bytes + line.length > exportLimits.bytes) {
          full = true;
          break;
        }
        parts.push(line);
        bytes += line.length;
        written += 1;
      }
      after = rows[rows.length - 1]!.id;
      await yieldToLoop();
    }
    if (written === first && page > 1) break;
    await ctx.item(`page ${page}`, () =>
      Promise.resolve({
        outcome: 'ok',
        message: written > first ? `Rows ${first + 1}–${written} written.` : 'No rows.',
      }),
    );
  }
  if (full)
    await ctx.log(
      'warn',
      `Stopped at ${written} rows of ${matching}: the file reached its ${mb(exportLimits.bytes)} limit. Choose fewer fields or narrow the filters for the rest.`,
    );
  else if (matching > exportLimits.rows)
    await ctx.log(
      'warn',
      `Stopped at ${exportLimits.rows} rows of ${matching}: narrow the filters for the rest.`,
    );
  const content = Buffer.concat(parts, bytes);
  parts.length = 0;
  await ctx.file(fileNameOf(params), 'text/csv; charset=utf-8', content);
  return `${written} row${written === 1 ? '' : 's'} written to ${fileNameOf(params)}.`;
}

export const exportJob: JobDefinition<ExportParams> = {
  kind: 'export',
  params: exportParams,
  access: 'exportQueries',
  // the CSV is built in memory in one run: after a restart it is run again by hand, not half-resumed
  resumable: false,
  // 50 000 rows take well under a minute: a run still going after 10 is stuck
  deadlineMs: 10 * 60_000,
  run: runExport,
};
