import Papa from 'papaparse';

/** A CSV's rows as cells (delimiter detected: comma, semicolon or tab). */
export function csvRows(text: string): string[][] {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: 'greedy' });
  return parsed.data;
}
