import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { BACK_OFFICE_MESSAGES, type AuditEvent, type Paged } from '../../../contract/back-office';
import type {
  AdminCustomerRef,
  AdminGenotypeSet,
  AdminKit,
  CustomerDnaResponse,
  DnaKitResponse,
  DnaResultResponse,
  DnaResultRow,
  DnaResultsQuery,
} from '../../../contract/back-office-dna';
import { DNA_RESULT_FIELD, type dnaKitsQuery } from '../../../contract/back-office-dna';
import type { z } from 'zod';
import {
  kitEventRefusal,
  labEventsFor,
  nextKitState,
  normalizeKitId,
  normalizeSerialNumber,
  type LabKitEvent,
} from '../../../domain/dna';
import type { Db } from '../../db';
import { customers, dnaGenotypes, dnaGenotypeSets, dnaKits } from '../../db/schema';
import { HttpError } from '../../http/errors';
import type { DnaFileError } from '../dna-parse';
import { type ParsedDnaFile } from '../dna-parse';
import {
  effective,
  latestReadySet,
  moveKit,
  reportOf,
  setSummary,
  type GenotypeSet,
  type KitRow,
} from '../dna';
import { listAudit, recordAudit, type Actor } from './audit';

// Issue 18 back office: DNA kits and results (docs/decisions/back-office.md "DNA and companies").

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const notFound = () => new HttpError(404, BACK_OFFICE_MESSAGES.notFound);

type CustomerRow = Pick<typeof customers.$inferSelect, 'id' | 'email' | 'firstName' | 'lastName'>;
const customerRef = (c: CustomerRow): AdminCustomerRef => ({
  id: c.id,
  email: c.email,
  firstName: c.firstName,
  lastName: c.lastName,
});
const customerColumns = {
  id: customers.id,
  email: customers.email,
  firstName: customers.firstName,
  lastName: customers.lastName,
};

const kitBody = (kit: KitRow, customer: CustomerRow | null): AdminKit => ({
  id: kit.id,
  dnaKitId: kit.dnaKitId,
  serialNumber: kit.serialNumber,
  state: kit.state,
  customer: customer?.id ? customerRef(customer) : null,
  createdAt: kit.createdAt.toISOString(),
  registeredAt: iso(kit.registeredAt),
  mailedAt: iso(kit.mailedAt),
  receivedAt: iso(kit.receivedAt),
  failedAt: iso(kit.failedAt),
  resultAt: iso(kit.resultAt),
});

/** The newest step a kit took: the list's default order. */
const lastStepAt = sql`coalesce(${dnaKits.resultAt}, ${dnaKits.failedAt}, ${dnaKits.receivedAt}, ${dnaKits.mailedAt}, ${dnaKits.registeredAt}, ${dnaKits.createdAt})`;

export async function listKits(db: Db, query: z.output<typeof dnaKitsQuery>) {
  const parts: SQL[] = [];
  if (query.q) {
    const q = query.q;
    parts.push(
      or(
        eq(dnaKits.dnaKitId, normalizeKitId(q)),
        eq(dnaKits.serialNumber, normalizeSerialNumber(q)),
        ilike(customers.email, `%${q.replace(/[\\%_]/g, '\\$&')}%`),
      )!,
    );
  }
  if (query.state) parts.push(eq(dnaKits.state, query.state));
  const where = parts.length ? and(...parts) : undefined;
  const column = {
    registeredAt: dnaKits.registeredAt,
    dnaKitId: dnaKits.dnaKitId,
    state: dnaKits.state,
    updatedAt: lastStepAt,
  }[query.sort];
  const order = query.dir === 'asc' ? asc : desc;
  const { page, pageSize } = query;
  const [rows, [counted]] = await Promise.all([
    db
      .select({ kit: dnaKits, customer: customerColumns })
      .from(dnaKits)
      .leftJoin(customers, eq(customers.id, dnaKits.customerId))
      .where(where)
      .orderBy(sql`${order(column)} nulls last`, desc(dnaKits.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db
      .select({ total: count() })
      .from(dnaKits)
      .leftJoin(customers, eq(customers.id, dnaKits.customerId))
      .where(where),
  ]);
  return {
    items: rows.map((r) => kitBody(r.kit, r.customer)),
    page,
    pageSize,
    total: counted?.total ?? 0,
  } satisfies Paged<AdminKit>;
}

async function kitWithCustomer(db: Db, id: number) {
  const [row] = await db
    .select({ kit: dnaKits, customer: customerColumns })
    .from(dnaKits)
    .leftJoin(customers, eq(customers.id, dnaKits.customerId))
    .where(eq(dnaKits.id, id));
  if (!row) throw notFound();
  return row;
}

async function kitResultSet(db: Db, kitId: number) {
  const [row] = await db
    .select({ id: dnaGenotypeSets.id })
    .from(dnaGenotypeSets)
    .where(and(eq(dnaGenotypeSets.kitId, kitId), eq(dnaGenotypeSets.status, 'ready')))
    .orderBy(desc(dnaGenotypeSets.id))
    .limit(1);
  return row?.id ?? null;
}

async function kitAudit(db: Db, kitId: number): Promise<AuditEvent[]> {
  return (await listAudit(db, { entity: 'dna-kit', entityId: kitId }, { page: 1, pageSize: 50 })).items;
}

export async function kitDetail(db: Db, id: number): Promise<DnaKitResponse> {
  const { kit, customer } = await kitWithCustomer(db, id);
  return {
    kit: kitBody(kit, customer),
    events: labEventsFor(kit.state),
    resultSetId: await kitResultSet(db, kit.id),
    audit: await kitAudit(db, kit.id),
  };
}

const EVENT_SUMMARY: Record<LabKitEvent, string> = {
  markMailed: 'marked mailed',
  receive: 'received at the lab',
  fail: 'sample failed',
  complete: 'result ready',
};

/**
 * Moves a kit by one lab step (nextKitState is the only rule; a step its state cannot take is a 409
 * naming the state). `complete` stores the lab's parsed genotypes as the kit's set in the same
 * transaction, so a ready kit always has its result and the audit row.
 */
export async function transitionKit(
  db: Db,
  actor: Actor,
  id: number,
  input: { event: LabKitEvent; reason: string; parsed?: { file: File; data: ParsedDnaFile } },
  now: Date,
): Promise<DnaKitResponse> {
  const { kit } = await kitWithCustomer(db, id);
  if (!nextKitState(kit.state, input.event))
    throw new HttpError(409, kitEventRefusal(kit.state, input.event));
  if (kit.customerId === null)
    throw new HttpError(409, `Kit ${kit.dnaKitId} is not registered to anyone yet.`);
  await db.transaction(async (tx) => {
    const moved = await moveKit(tx, kit, input.event, now);
    if (input.event === 'complete') {
      const { file, data } = input.parsed!;
      const [set] = await tx
        .insert(dnaGenotypeSets)
        .values({
          customerId: kit.customerId!,
          source: 'kit',
          kitId: kit.id,
          status: 'ready',
          format: 'lab',
          fileNames: [file.name || 'lab-result.txt'],
          fileBytes: file.size,
          declaredBuild: data.declaredBuild,
          rowsRead: data.rows,
          createdAt: now,
          completedAt: now,
        })
        .returning({ id: dnaGenotypeSets.id });
      await tx.insert(dnaGenotypes).values(data.genotypes.map((g) => ({ setId: set!.id, ...g })));
    }
    await recordAudit(
      tx,
      actor,
      {
        customerId: kit.customerId,
        entity: 'dna-kit',
        entityId: kit.id,
        action: input.event,
        summary: `DNA kit ${kit.dnaKitId}: ${EVENT_SUMMARY[input.event]}`,
        reason: input.reason,
        before: { state: kit.state },
        after: {
          state: moved.state,
          ...(input.event === 'complete' ? { resultFile: input.parsed!.file.name } : {}),
        },
      },
      now,
    );
  });
  return kitDetail(db, id);
}

/** A refused result file: 400 naming the file field, in the parser's words. */
export function resultFileRefusal(err: DnaFileError): HttpError {
  return new HttpError(400, err.message, [{ path: DNA_RESULT_FIELD, message: err.message }]);
}

// ── Results ──────────────────────────────────────────────────────────────────

function setBody(set: GenotypeSet, dnaKitId: string | null, now: Date): AdminGenotypeSet {
  const shown = effective(set, now);
  return {
    id: shown.id,
    source: shown.source,
    status: shown.status,
    formatName: setSummary(shown).formatName,
    fileNames: shown.fileNames,
    rowsRead: shown.rowsRead,
    dnaKitId,
    error: shown.status === 'failed' ? shown.error : null,
    createdAt: shown.createdAt.toISOString(),
    completedAt: iso(shown.completedAt),
  };
}

async function customerOf(db: Db, customerId: number) {
  const [row] = await db.select(customerColumns).from(customers).where(eq(customers.id, customerId));
  if (!row) throw notFound();
  return row;
}

export async function customerDna(db: Db, customerId: number, now: Date): Promise<CustomerDnaResponse> {
  const customer = await customerOf(db, customerId);
  const [kits, sets, ready] = await Promise.all([
    db
      .select()
      .from(dnaKits)
      .where(eq(dnaKits.customerId, customerId))
      .orderBy(desc(dnaKits.registeredAt), desc(dnaKits.id)),
    db
      .select({ set: dnaGenotypeSets, dnaKitId: dnaKits.dnaKitId })
      .from(dnaGenotypeSets)
      .leftJoin(dnaKits, eq(dnaKits.id, dnaGenotypeSets.kitId))
      .where(eq(dnaGenotypeSets.customerId, customerId))
      .orderBy(desc(dnaGenotypeSets.createdAt), desc(dnaGenotypeSets.id)),
    latestReadySet(db, customerId),
  ]);
  return {
    customer: customerRef(customer),
    kits: kits.map((k) => kitBody(k, customer)),
    sets: sets.map((s) => setBody(s.set, s.dnaKitId, now)),
    reportSetId: ready?.id ?? null,
  };
}

export async function listResults(
  db: Db,
  query: DnaResultsQuery & { page: number; pageSize: number },
  now: Date,
): Promise<Paged<DnaResultRow>> {
  const q = query.q?.replace(/[\\%_]/g, '\\$&');
  const where = and(
    eq(dnaGenotypeSets.status, 'ready'),
    q
      ? or(
          ilike(customers.email, `%${q}%`),
          ilike(sql`${customers.firstName} || ' ' || ${customers.lastName}`, `%${q}%`),
        )
      : undefined,
  );
  const { page, pageSize } = query;
  const [rows, [counted]] = await Promise.all([
    db
      .select({ set: dnaGenotypeSets, dnaKitId: dnaKits.dnaKitId, customer: customerColumns })
      .from(dnaGenotypeSets)
      .innerJoin(customers, eq(customers.id, dnaGenotypeSets.customerId))
      .leftJoin(dnaKits, eq(dnaKits.id, dnaGenotypeSets.kitId))
      .where(where)
      .orderBy(desc(dnaGenotypeSets.completedAt), desc(dnaGenotypeSets.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db
      .select({ total: count() })
      .from(dnaGenotypeSets)
      .innerJoin(customers, eq(customers.id, dnaGenotypeSets.customerId))
      .where(where),
  ]);
  return {
    items: rows.map((r) => ({ set: setBody(r.set, r.dnaKitId, now), customer: customerRef(r.customer) })),
    page,
    pageSize,
    total: counted?.total ?? 0,
  };
}

/** A ready set's report as the customer's report page reads it (reportOf); no raw genotypes. */
export async function resultReport(db: Db, setId: number, now: Date): Promise<DnaResultResponse> {
  const [row] = await db
    .select({ set: dnaGenotypeSets, dnaKitId: dnaKits.dnaKitId })
    .from(dnaGenotypeSets)
    .leftJoin(dnaKits, eq(dnaKits.id, dnaGenotypeSets.kitId))
    .where(and(eq(dnaGenotypeSets.id, setId), inArray(dnaGenotypeSets.status, ['ready'])));
  if (!row) throw notFound();
  const customer = await customerOf(db, row.set.customerId);
  const report = await reportOf(db, row.set);
  return {
    customer: customerRef(customer),
    set: setBody(row.set, row.dnaKitId, now),
    report: { status: 'ready', source: setSummary(row.set), conflicts: row.set.conflicts, ...report },
  };
}
