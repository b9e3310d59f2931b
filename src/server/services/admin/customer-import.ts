import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { BACK_OFFICE_MESSAGES } from '../../../contract/back-office';
import {
  IMPORT_MAX_ROWS,
  IMPORT_MESSAGES,
  type CustomerImportRunRequest,
  type CustomerImportView,
  type ImportProblem,
} from '../../../contract/back-office-bulk';
import type { AppDeps } from '../../app';
import type { Db } from '../../db';
import { customerImports } from '../../db/schema/admin-bulk';
import { customers } from '../../db/schema/identity';
import { companies, staff } from '../../db/schema/staff';
import { HttpError } from '../../http/errors';
import type { SignedInStaff } from '../../http/staff-auth';
import type { DocumentReader } from '../../workers/document-pool';
import type { CustomerCsvReading } from './customer-import-read';

// Issue 19: the customer CSV import's dry run (docs/decisions/back-office-bulk.md). The file is read
// and checked in a document worker; here only what needs the database: duplicates and companies.

type Viewer = Pick<SignedInStaff, 'staff'>;

const fileProblem = (message: string) => new HttpError(400, message, [{ path: 'file', message }]);

/** Reads, checks and stores an uploaded CSV as a dry run; answers the report. */
export async function createDryRun(
  deps: AppDeps,
  reader: DocumentReader,
  viewer: Viewer,
  file: { name: string; bytes: Uint8Array<ArrayBuffer> },
): Promise<CustomerImportView> {
  const now = deps.now();
  const reading = await reader.read(
    { kind: 'customer-csv', bytes: file.bytes, today: now.toISOString(), maxRows: IMPORT_MAX_ROWS },
    [file.bytes.buffer],
  );
  if (!reading.ok) {
    if (reading.tooManyRows)
      throw new HttpError(413, reading.problem, [{ path: 'file', message: reading.problem }]);
    throw fileProblem(reading.problem);
  }
  const id = await storeDryRun(deps.db, viewer, file.name, reading, now);
  return importView(deps.db, viewer, id);
}

/**
 * Stores a file's checked lines as a dry run, with what needs the database: the named companies
 * and the duplicates. Answers its id. (The demo seeder stores its sample import through it too.)
 */
export async function storeDryRun(
  db: Db,
  viewer: Viewer,
  fileName: string,
  reading: Extract<CustomerCsvReading, { ok: true }>,
  now: Date,
): Promise<number> {
  // companies by name, case-insensitively (a typo is the line's problem, never a new company)
  const companyNames = [
    ...new Set(reading.rows.flatMap((r) => (r.company ? [r.company.toLowerCase()] : []))),
  ];
  const known = companyNames.length
    ? await db
        .select({ id: companies.id, name: sql<string>`lower(${companies.name})` })
        .from(companies)
        .where(inArray(sql`lower(${companies.name})`, companyNames))
    : [];
  const companyId = new Map(known.map((c) => [c.name, c.id]));
  const problems: ImportProblem[] = [...reading.problems];
  let badLines = reading.badLines;
  const rows = [];
  for (const row of reading.rows) {
    const id = row.company ? companyId.get(row.company.toLowerCase()) : null;
    if (id === undefined) {
      problems.push({ line: row.line, field: 'company', message: `No company is named “${row.company}”` });
      badLines++;
    } else rows.push({ ...row, companyId: id });
  }
  problems.sort((a, b) => a.line - b.line);
  const emails = rows.map((r) => r.email);
  const existing = emails.length
    ? await db
        .select({ email: sql<string>`lower(${customers.email})` })
        .from(customers)
        .where(inArray(sql`lower(${customers.email})`, emails))
    : [];
  const [saved] = await db
    .insert(customerImports)
    .values({
      companyId: viewer.staff.companyId,
      staffId: viewer.staff.id,
      fileName: fileName.slice(0, 200) || 'upload.csv',
      createdAt: now,
      lines: reading.lines,
      rows,
      problems,
      badLines,
      existing: existing.length,
    })
    .returning({ id: customerImports.id });
  return saved!.id;
}

/** An import of the viewer's company, or 404. */
async function importRow(db: Db, viewer: Viewer, id: number) {
  const [row] = await db
    .select({ row: customerImports, first: staff.firstName, last: staff.lastName, email: staff.email })
    .from(customerImports)
    .innerJoin(staff, eq(staff.id, customerImports.staffId))
    .where(and(eq(customerImports.id, id), eq(customerImports.companyId, viewer.staff.companyId)));
  if (!row) throw new HttpError(404, BACK_OFFICE_MESSAGES.notFound);
  return row;
}

export async function importView(db: Db, viewer: Viewer, id: number): Promise<CustomerImportView> {
  const { row, first, last, email } = await importRow(db, viewer, id);
  return {
    id: row.id,
    fileName: row.fileName,
    createdAt: row.createdAt.toISOString(),
    staffName: `${first} ${last}`.trim() || email,
    rows: row.lines,
    newCount: row.rows.length - row.existing,
    existingCount: row.existing,
    badCount: row.badLines,
    problems: row.problems,
    jobId: row.jobId,
    duplicates: row.duplicates,
  };
}

/** The latest imports of the viewer's company (the screen's history). */
export async function recentImports(db: Db, viewer: Viewer, limit = 10) {
  const rows = await db
    .select({ id: customerImports.id })
    .from(customerImports)
    .where(eq(customerImports.companyId, viewer.staff.companyId))
    .orderBy(desc(customerImports.id))
    .limit(limit);
  return Promise.all(rows.map((r) => importView(db, viewer, r.id)));
}

/** Starts the import of a dry run as a `customer-import` job (once). */
export async function startImport(
  deps: AppDeps,
  viewer: Viewer,
  id: number,
  asked: CustomerImportRunRequest,
): Promise<number> {
  const { row } = await importRow(deps.db, viewer, id);
  if (row.jobId !== null) throw new HttpError(409, IMPORT_MESSAGES.alreadyRun);
  if (row.rows.length === 0)
    throw new HttpError(400, IMPORT_MESSAGES.nothingToImport, [
      { path: 'file', message: IMPORT_MESSAGES.nothingToImport },
    ]);
  return deps.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    // the claim on the dry run and the job are one write: two clicks never start two imports
    const jobId = await deps.jobs.enqueue(tx, {
      kind: 'customer-import',
      title: `Import customers from ${row.fileName}`,
      params: { importId: row.id, duplicates: asked.duplicates, reason: asked.reason },
      staffId: viewer.staff.id,
      companyId: viewer.staff.companyId,
    });
    const claimed = await tx
      .update(customerImports)
      .set({ jobId, duplicates: asked.duplicates })
      .where(and(eq(customerImports.id, row.id), sql`${customerImports.jobId} is null`))
      .returning({ id: customerImports.id });
    if (claimed.length === 0) throw new HttpError(409, IMPORT_MESSAGES.alreadyRun);
    return jobId;
  });
}
