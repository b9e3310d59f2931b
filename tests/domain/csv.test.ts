import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { csvCell, csvText } from '../../src/domain/csv';

describe('csvCell', () => {
  it.each(['=SUM(A1)', '+1', '-2', '@cmd', '\tx', '\rx'])(
    'keeps %j as text with a leading apostrophe',
    (v) => {
      expect(csvCell(v).replace(/^"|"$/g, '').startsWith(`'${v[0]}`)).toBe(true);
    },
  );
  it('escapes a negative number too, and leaves other cells as they are', () => {
    expect(csvCell(-1.5)).toBe("'-1.5");
    expect(csvCell(4.2)).toBe('4.2');
    expect(csvCell('Ann Lee')).toBe('Ann Lee');
    expect(csvCell(null)).toBe('');
  });
  it('quotes commas, quotes and line breaks (RFC 4180)', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
  });
  it('parses back to the same cells, the formulas kept as text', () => {
    const rows = [
      ['name', 'value'],
      ['=HYPERLINK("x")', '1,5'],
      ['O\'Neil, "Jo"', 'ok'],
    ];
    const parsed = Papa.parse<string[]>(csvText(rows), { skipEmptyLines: true }).data;
    expect(parsed).toEqual([
      ['name', 'value'],
      ['\'=HYPERLINK("x")', '1,5'],
      ['O\'Neil, "Jo"', 'ok'],
    ]);
  });
});

describe('empty and non-finite cells (mutation testing, issue 25)', () => {
  it('writes a missing or non-finite value as an empty cell', () => {
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell(Number.POSITIVE_INFINITY)).toBe('');
    expect(csvCell(Number.NaN)).toBe('');
  });

  it('ends the text with a line end', () => {
    expect(csvText([['a', 1]])).toBe('a,1\r\n');
  });
});
