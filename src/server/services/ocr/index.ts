import type { ParsedResult, SubmitFilesResponse } from '../../../contract/ocr';
import {
  findDrawDate,
  mergeResults,
  readReport,
  readTable,
  type MarkerIndex,
  type ReadOutcome,
  type ReportLine,
} from '../../../domain/ocr';
import { HttpError } from '../../http/errors';
import { DocumentReadError, ReaderError, type DocumentReader } from '../../workers/document-pool';
import { csvRows } from './csv';
import { DAMAGED_IMAGE, MAX_IMAGE_PIXELS, ocrImage } from './image';
import { readPdf } from './pdf';
import { OcrFileError, type OcrFileProblem } from './errors';
import { csvText, imageSize, sniffKind, type OcrFileKind } from './sniff';

export { csvText, imageSize, sniffKind, type OcrFileKind } from './sniff';
export { MAX_IMAGE_PIXELS, ocrImage, stopOcr } from './image';
export { readPdf } from './pdf';

export { OcrFileError, type OcrFileProblem } from './errors';

export interface CheckedFile {
  name: string;
  kind: OcrFileKind;
  bytes: Uint8Array;
}

const MB = 1024 * 1024;

/** Size and type (sniffed from the bytes) of one uploaded file, or an OcrFileError. */
export async function checkFile(file: File, maxBytes: number): Promise<CheckedFile> {
  if (file.size > maxBytes)
    throw new OcrFileError(
      'tooLarge',
      `is ${(file.size / MB).toFixed(1)} MB; the limit is ${Math.round(maxBytes / MB)} MB per file.`,
    );
  if (file.size === 0) throw new OcrFileError('wrongType', 'is empty.');
  const bytes = new Uint8Array(await file.arrayBuffer());
  const kind = sniffKind(bytes);
  if (!kind)
    throw new OcrFileError(
      'wrongType',
      'is not a PDF, PNG, JPEG or CSV file (its content was checked, not its name).',
    );
  if (kind === 'png' || kind === 'jpeg') {
    const size = imageSize(bytes, kind);
    if (!size) throw new OcrFileError('unreadable', DAMAGED_IMAGE);
    if (size.width * size.height > MAX_IMAGE_PIXELS)
      throw new OcrFileError(
        'tooLarge',
        `is ${size.width} × ${size.height} pixels; images up to ${MAX_IMAGE_PIXELS / 1_000_000} megapixels are read.`,
      );
  }
  return { name: file.name || 'upload', kind, bytes };
}

export type FileReading = ReadOutcome & {
  summary: SubmitFilesResponse['files'][number];
  lines: ReportLine[];
  dates: string[];
};

/** Reads one checked file: PDF text layer (OCR for scanned pages), image OCR, or CSV rows. */
export async function readFile(file: CheckedFile, index: MarkerIndex): Promise<FileReading> {
  const base = { name: file.name, kind: file.kind, bytes: file.bytes.byteLength };
  try {
    switch (file.kind) {
      case 'pdf': {
        const pdf = await readPdf(file.bytes);
        return {
          ...readReport(pdf.lines, index),
          lines: pdf.lines,
          dates: [],
          summary: { ...base, method: pdf.ocr ? 'ocr' : 'text', pages: pdf.pages },
        };
      }
      case 'png':
      case 'jpeg': {
        const lines = await ocrImage(file.bytes, file.kind);
        return {
          ...readReport(lines, index),
          lines,
          dates: [],
          summary: { ...base, method: 'ocr', pages: 1 },
        };
      }
      case 'csv': {
        const text = csvText(file.bytes);
        if (text === null)
          throw new OcrFileError(
            'wrongType',
            'is not a CSV text file past its first lines (it holds binary data or is not UTF-8).',
          );
        const table = readTable(csvRows(text), index);
        return { ...table, lines: [], summary: { ...base, method: 'csv', pages: 1 } };
      }
    }
  } catch (err) {
    if (err instanceof OcrFileError) throw err;
    const reason = err instanceof Error ? err.message : typeof err === 'string' ? err : 'it may be damaged';
    throw new OcrFileError(
      'unreadable',
      `could not be read (${reason.replace(/\.$/, '')}). Try another copy, or send it to our care team.`,
    );
  }
}

const OCR_PROBLEMS: ReadonlySet<string> = new Set<OcrFileProblem>([
  'tooLarge',
  'wrongType',
  'unreadable',
  'tooManyPages',
  'tooManyRows',
  'tooComplex',
  'tooSlow',
]);

/**
 * readFile in a document worker: the event loop stays free whatever the file does. A file that
 * runs past the deadline or the worker's memory is refused as the file's fault (422).
 */
export async function readFileInWorker(
  reader: DocumentReader,
  file: CheckedFile,
  index: MarkerIndex,
): Promise<FileReading> {
  try {
    return await reader.read({ kind: 'ocr', file, index });
  } catch (err) {
    if (err instanceof ReaderError && err.thrown.problem && OCR_PROBLEMS.has(err.thrown.problem))
      throw new OcrFileError(err.thrown.problem as OcrFileProblem, err.thrown.message);
    if (!(err instanceof DocumentReadError)) throw err;
    switch (err.failure) {
      case 'deadline':
        throw new OcrFileError(
          'tooSlow',
          `took too long to read (more than ${reader.options.readSeconds} s), so reading it was stopped. Upload the pages with your results, or send it to our care team.`,
        );
      case 'memory':
        throw new OcrFileError(
          'tooComplex',
          'needs more memory to read than a lab report does, so reading it was stopped. Upload the pages with your results, or send it to our care team.',
        );
      case 'crashed':
        throw new OcrFileError(
          'unreadable',
          'could not be read (it may be damaged). Try another copy, or send it to our care team.',
        );
      case 'busy':
        throw new HttpError(503, 'Many reports are being read right now. Please try again in a minute.');
    }
  }
}

const mostCommon = (values: readonly string[]) => {
  const counts = new Map<string, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]?.[0] ?? null;
};

/** Everything read from an upload's files: one value per marker over all files, the draw date, unmatched lines. */
export function combineReadings(
  readings: readonly FileReading[],
  today: string,
): Omit<SubmitFilesResponse, 'groupId'> {
  const results: ParsedResult[] = mergeResults(
    readings.flatMap((r) => r.results.map((v) => ({ ...v, fileName: r.summary.name }))),
  );
  const tableDate = mostCommon(readings.flatMap((r) => r.dates).filter((d) => d <= today));
  const textDate = findDrawDate(
    readings.flatMap((r) => r.lines.map((l) => l.text)),
    today,
  );
  return {
    files: readings.map((r) => r.summary),
    testedAt: textDate ?? tableDate,
    results,
    unmatched: readings.flatMap((r) => r.unmatched),
  };
}
