// CSV written for spreadsheets (RFC 4180), safe to open: a cell a spreadsheet would run as a formula
// (OWASP "CSV injection") is kept as text by a leading apostrophe.

/** Characters that make a spreadsheet read a cell as a formula when they start it. */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell: formula-like text gets a leading apostrophe; a cell with a quote, comma or line break is quoted. */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : value;
  // Every cell, numbers too: a leading minus is what a formula starts with as well.
  const safe = FORMULA_START.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** Rows as CSV text: comma separated, CRLF line ends (RFC 4180), a final line end. */
export function csvText(rows: readonly (readonly (string | number | null | undefined)[])[]): string {
  return rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
