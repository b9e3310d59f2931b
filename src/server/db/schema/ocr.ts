import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { ParsedResult, SubmitFilesResponse } from '../../../contract/ocr';
import { bloodResults } from './blood';
import { customers } from './identity';
import { at, bytea } from './columns';

// spec 000 §2.4 blood upload, §3 OCR upload, §7.7 OCR calls; docs/decisions/ocr.md.

export const ocrUploadPurposes = ['results', 'review'] as const;
export const ocrUploadStatuses = ['parsed', 'confirmed', 'queued'] as const;
export type OcrUploadStatus = (typeof ocrUploadStatuses)[number];

/** A stored file's summary and the SHA-256 of its bytes; how it was read (method, pages) only for results uploads. */
export type OcrStoredFile = Pick<SubmitFilesResponse['files'][number], 'name' | 'kind' | 'bytes'> &
  Partial<Pick<SubmitFilesResponse['files'][number], 'method' | 'pages'>> & { sha256: string };

/**
 * One upload of report files under its groupId (spec 000 §3 OCR upload), owned by the customer:
 * `results` uploads were read and wait for confirmation (`parsed` → `confirmed`, with the blood
 * result they became); `review` uploads wait for the care team (`queued`).
 */
export const ocrUploads = pgTable(
  'ocr_uploads',
  {
    id: serial('id').primaryKey(),
    groupId: text('group_id').notNull(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ocrUploadPurposes }).notNull(),
    status: text('status', { enum: ocrUploadStatuses }).notNull(),
    files: jsonb('files').$type<OcrStoredFile[]>().notNull(),
    /** What the reader found (results uploads). */
    testedAt: date('tested_at', { mode: 'string' }),
    results: jsonb('results')
      .$type<ParsedResult[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    unmatched: jsonb('unmatched')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** ISO country of the lab, given at confirmation. */
    country: text('country'),
    resultId: integer('result_id').references(() => bloodResults.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull().defaultNow(),
    confirmedAt: at('confirmed_at'),
  },
  (t) => [
    uniqueIndex('ocr_uploads_group').on(t.groupId),
    index('ocr_uploads_customer').on(t.customerId),
    check('ocr_uploads_purpose', sql`${t.purpose} in ('results', 'review')`),
    check('ocr_uploads_status', sql`${t.status} in ('parsed', 'confirmed', 'queued')`),
  ],
);

/** The bytes of an upload's files, kept for the care team and for a later re-read. */
export const ocrUploadFiles = pgTable(
  'ocr_upload_files',
  {
    uploadId: integer('upload_id')
      .notNull()
      .references(() => ocrUploads.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    kind: text('kind').notNull(),
    sha256: text('sha256').notNull(),
    content: bytea('content').notNull(),
  },
  (t) => [primaryKey({ columns: [t.uploadId, t.position] })],
);
