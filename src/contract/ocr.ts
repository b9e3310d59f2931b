import { z } from 'zod';
import { isoDate } from './blood';
import { line, sent } from './text';
import { OCR_DEFAULT_COUNTRY, ocrFileKinds } from './ocr-paths';

// spec 000 §2.4 (blood upload: submit files, review parsed results, country default US, confirm under a
// groupId), §3 OCR upload (parsed results, groupId, selected country), §7.7 OCR calls.
// Bodies the spec does not show are ours: docs/decisions/ocr.md.
export {
  OCR_DEFAULT_COUNTRY,
  OCR_FILES_FIELD,
  OCR_MAX_FILE_BYTES,
  OCR_MAX_FILES,
  ocrAccept,
  ocrFileKinds,
  ocrPaths,
} from './ocr-paths';

/** How a value was read: the PDF's text layer, OCR of an image or scanned page, or a CSV row. */
export const ocrMethod = z.enum(['text', 'ocr', 'csv']);

export const ocrFileSummary = z.object({
  name: sent(),
  kind: z.enum(ocrFileKinds),
  bytes: z.number().int(),
  method: ocrMethod,
  pages: z.number().int(),
});

/** One value read from a report, matched to a catalogue marker and converted to its primary unit. */
export const parsedResult = z.object({
  markerAbbr: sent(),
  markerName: sent(),
  /** In `unit`; the reader converts to the marker's primary unit when it knows the lab's unit. */
  value: z.number(),
  unit: sent(),
  /** The marker's units the customer may choose from (primary first). */
  units: z.array(sent()),
  /** 0–1: how sure the reader is (OCR word confidence × name match × unit certainty). */
  confidence: z.number().min(0).max(1),
  /** The line of the report the value came from, for the review screen. */
  sourceText: sent(),
  fileName: sent(),
  /**
   * Why the value may be misread ("The report's range is 1.0–3.0; we read 18"): set exactly when
   * `confidence` is under the review threshold. Such a value is saved only once the customer checked it.
   */
  reason: sent().optional(),
});
export type ParsedResult = z.infer<typeof parsedResult>;

export const submitFilesResponse = z.object({
  groupId: sent(),
  files: z.array(ocrFileSummary),
  /** The draw date found in the report, if any. */
  testedAt: isoDate.nullable(),
  results: z.array(parsedResult),
  /** Lines that looked like results but matched no catalogue marker. */
  unmatched: z.array(sent()),
});
export type SubmitFilesResponse = z.infer<typeof submitFilesResponse>;

export const confirmedValue = z.object({
  markerAbbr: line(20).min(1),
  value: z.number({ message: 'Enter a number' }).finite().positive({ message: 'Enter a value above 0' }),
  unit: line(20).min(1),
  /** The customer compared a value the reader was unsure of with the report (issue 26: required for those). */
  checked: z.boolean().optional(),
});
export type ConfirmedValue = z.infer<typeof confirmedValue>;

export const confirmResultsRequest = z.object({
  groupId: line(64).min(1),
  /** ISO 3166-1 alpha-2 of the lab's country (spec 000 §2.4: default US). */
  country: line().length(2, { message: 'Choose a country' }).default(OCR_DEFAULT_COUNTRY),
  testedAt: isoDate,
  results: z.array(confirmedValue).min(1, { message: 'Keep at least one result' }).max(200),
});
export type ConfirmResultsRequest = z.infer<typeof confirmResultsRequest>;

export const confirmResultsResponse = z.object({ resultId: z.number().int(), groupId: sent() });

export const reviewFilesResponse = z.object({ groupId: sent(), status: z.literal('queued') });
