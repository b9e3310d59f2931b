import type { MarkerIndex } from '../../domain/ocr';
import type { ParsedDnaFile } from '../services/dna-parse';
import type { TeamReportData } from '../services/coach/report-pdf';
import type { CheckedFile, FileReading } from '../services/ocr';
import type { CustomerCsvReading } from '../services/admin/customer-import-read';

/** One field of a multipart body, as it comes back from a worker. */
export type FormPart =
  | { name: string; text: string }
  | { name: string; file: { name: string; type: string; bytes: Uint8Array<ArrayBuffer> } };

/** What a document worker is asked to read. */
export type DocumentJob =
  | { kind: 'ocr'; file: CheckedFile; index: MarkerIndex }
  | { kind: 'dna'; bytes: Uint8Array<ArrayBuffer>; maxBytes: number }
  | { kind: 'form'; body: ArrayBuffer; contentType: string }
  | { kind: 'team-report'; data: TeamReportData }
  /** Issue 19: an uploaded customer CSV, read and checked row by row (services/admin/customer-import-read). */
  | { kind: 'customer-csv'; bytes: Uint8Array<ArrayBuffer>; today: string; maxRows: number };

export type DocumentOutput<J extends DocumentJob> = J extends { kind: 'ocr' }
  ? FileReading
  : J extends { kind: 'dna' }
    ? ParsedDnaFile
    : J extends { kind: 'team-report' }
      ? Uint8Array<ArrayBuffer>
      : J extends { kind: 'customer-csv' }
        ? CustomerCsvReading
        : FormPart[];

/** An error thrown by a reader, as it crosses the thread boundary. */
export interface ThrownError {
  name: string;
  message: string;
  problem?: string;
}

export type WorkerReply = { ok: true; value: unknown } | { ok: false; error: ThrownError };
