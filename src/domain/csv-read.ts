// Reads CSV text (RFC 4180): comma separated, cells in double quotes may hold commas, quotes ("")
// and line breaks; CRLF or LF line ends; a leading byte-order mark is dropped. Each record keeps the
// line number it starts on, so problems can name the line a person sees in a spreadsheet or editor.

export interface CsvRecord {
  /** 1-based line number where the record starts. */
  line: number;
  cells: string[];
}

export class CsvSyntaxError extends Error {
  constructor(
    readonly line: number,
    message: string,
  ) {
    super(message);
  }
}

/** The records of `text`, blank lines left out. Throws CsvSyntaxError on an unclosed quote. */
export function readCsv(text: string): CsvRecord[] {
  const src = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const records: CsvRecord[] = [];
  let cells: string[] = [];
  let cell = '';
  let line = 1;
  let start = 1;
  let quoted = false;
  let quoteLine = 1;
  const endRecord = () => {
    cells.push(cell);
    if (!(cells.length === 1 && cells[0]!.trim() === '')) records.push({ line: start, cells });
    cells = [];
    cell = '';
  };
  for (let i = 0; i < src.length; i++) {
    const ch = src[i]!;
    if (quoted) {
      if (ch === '"') {
        if (src[i + 1] === '"') {
          cell += '"';
          i++;
        } else quoted = false;
      } else {
        if (ch === '\n') line++;
        cell += ch;
      }
      continue;
    }
    if (ch === '"' && cell.trim() === '') {
      cell = '';
      quoted = true;
      quoteLine = line;
    } else if (ch === ',') {
      cells.push(cell);
      cell = '';
    } else if (ch === '\r' && src[i + 1] === '\n') {
      // CRLF: the \n ends the record
    } else if (ch === '\n' || ch === '\r') {
      endRecord();
      line++;
      start = line;
    } else cell += ch;
  }
  if (quoted) throw new CsvSyntaxError(quoteLine, `A quote opened on line ${quoteLine} is never closed`);
  // Stryker disable next-line StringLiteral: any other text makes the test true, and a record of one empty cell is dropped as blank
  if (cell !== '' || cells.length) endRecord();
  return records;
}
