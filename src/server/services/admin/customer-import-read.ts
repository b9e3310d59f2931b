import {
  checkImportRow,
  IMPORT_COLUMNS,
  IMPORT_MESSAGES,
  REQUIRED_IMPORT_COLUMNS,
  type ImportColumn,
  type ImportProblem,
  type ImportRow,
} from '../../../contract/back-office-bulk';
import { CsvSyntaxError, readCsv } from '../../../domain/csv-read';

// Issue 19: reads an uploaded customer CSV. Runs in a document worker (workers/document-worker.ts
// kind `customer-csv`), never on the server's event loop: the file is untrusted and up to 2 MB.

export interface CheckedImportRow extends ImportRow {
  line: number;
}

export type CustomerCsvReading =
  | { ok: true; rows: CheckedImportRow[]; problems: ImportProblem[]; lines: number; badLines: number }
  | { ok: false; problem: string; tooManyRows?: boolean };

/** Every data line checked by the product's rules; a repeated e-mail is a problem of its later line. */
export function readCustomerCsv(bytes: Uint8Array, today: Date, maxRows: number): CustomerCsvReading {
  let textOf: string;
  try {
    textOf = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return { ok: false, problem: IMPORT_MESSAGES.notCsv };
  }
  let records;
  try {
    records = readCsv(textOf);
  } catch (err) {
    if (err instanceof CsvSyntaxError)
      return { ok: false, problem: `${IMPORT_MESSAGES.notCsv} ${err.message}.` };
    throw err;
  }
  const [header, ...data] = records;
  if (!header) return { ok: false, problem: IMPORT_MESSAGES.empty };
  const names = header.cells.map((c) => c.trim().toLowerCase());
  const missing = REQUIRED_IMPORT_COLUMNS.filter((c) => !names.includes(c));
  if (missing.length)
    return {
      ok: false,
      problem: `The header line lacks the column${missing.length > 1 ? 's' : ''} ${missing.join(', ')}.`,
    };
  const unknown = names.filter((n) => n !== '' && !(IMPORT_COLUMNS as readonly string[]).includes(n));
  if (unknown.length)
    return { ok: false, problem: `Unknown column${unknown.length > 1 ? 's' : ''}: ${unknown.join(', ')}.` };
  if (data.length === 0) return { ok: false, problem: IMPORT_MESSAGES.empty };
  if (data.length > maxRows) return { ok: false, problem: IMPORT_MESSAGES.tooManyRows, tooManyRows: true };

  const rows: CheckedImportRow[] = [];
  const problems: ImportProblem[] = [];
  const firstLineOf = new Map<string, number>();
  let badLines = 0;
  for (const record of data) {
    const cells: Partial<Record<ImportColumn, string>> = {};
    names.forEach((name, i) => {
      if ((IMPORT_COLUMNS as readonly string[]).includes(name))
        cells[name as ImportColumn] = record.cells[i] ?? '';
    });
    const lineProblems: ImportProblem[] = [];
    if (record.cells.length > names.length)
      lineProblems.push({
        line: record.line,
        field: 'file',
        message: `The line has ${record.cells.length} cells; the header has ${names.length}`,
      });
    const checked = checkImportRow(cells, record.line, today);
    if ('problems' in checked) lineProblems.push(...checked.problems);
    else {
      const first = firstLineOf.get(checked.row.email);
      if (first !== undefined)
        lineProblems.push({
          line: record.line,
          field: 'email',
          message: `The same e-mail is on line ${first} already`,
        });
      else firstLineOf.set(checked.row.email, record.line);
      if (lineProblems.length === 0) rows.push({ ...checked.row, line: record.line });
    }
    if (lineProblems.length) {
      badLines++;
      problems.push(...lineProblems);
    }
  }
  return { ok: true, rows, problems, lines: data.length, badLines };
}
