import Papa from 'papaparse';
import { OcrFileError } from './errors';

/** A lab's CSV export has under 200 lines; anything far longer is not a lab report. */
export const MAX_CSV_ROWS = 5_000;

/**
 * A CSV's rows as cells (delimiter detected: comma, semicolon or tab). Parsing stops one row past
 * MAX_CSV_ROWS, so a huge file costs no more than a long report.
 */
export function csvRows(text: string): string[][] {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), {
    skipEmptyLines: 'greedy',
    preview: MAX_CSV_ROWS + 1,
  });
  if (parsed.data.length > MAX_CSV_ROWS)
    throw new OcrFileError(
      'tooManyRows',
      `has more than ${MAX_CSV_ROWS.toLocaleString('en-US')} rows; a lab report has a few hundred at most. Upload the report itself.`,
    );
  return parsed.data;
}
