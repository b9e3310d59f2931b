import { index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import type { ImportDuplicates, ImportProblem } from '../../../contract/back-office-bulk';
import type { CheckedImportRow } from '../../services/admin/customer-import-read';
import { adminJobs } from './jobs';
import { companies, staff } from './staff';
import { at } from './columns';

// Issue 19: the tables of this slice (docs/decisions/back-office-bulk.md).

/** One uploaded customer CSV: its dry run (checked rows and problems) and, once started, its job. */
export const customerImports = pgTable(
  'customer_imports',
  {
    id: serial('id').primaryKey(),
    /** The company of the staff member who uploaded it: only its staff see the import. */
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id),
    fileName: text('file_name').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    /** Data lines of the file. */
    lines: integer('lines').notNull(),
    /** The valid lines as checked, with the company id a `company` cell named (what the job imports). */
    rows: jsonb('rows').$type<(CheckedImportRow & { companyId: number | null })[]>().notNull(),
    problems: jsonb('problems').$type<ImportProblem[]>().notNull(),
    badLines: integer('bad_lines').notNull(),
    /** Valid lines whose e-mail a customer had at the dry run. */
    existing: integer('existing').notNull(),
    duplicates: text('duplicates').$type<ImportDuplicates>(),
    jobId: integer('job_id').references(() => adminJobs.id),
  },
  (t) => [index('customer_imports_company').on(t.companyId, t.createdAt)],
);
