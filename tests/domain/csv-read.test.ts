import { describe, expect, it } from 'vitest';
import { checkImportRow } from '../../src/contract/back-office-bulk';
import { CsvSyntaxError, readCsv } from '../../src/domain/csv-read';

// Issue 19: reading an uploaded CSV (RFC 4180) and the import's row rules (the product's own).

describe('readCsv', () => {
  it('reads quoted cells with commas, quotes and line breaks, keeping each record’s first line', () => {
    const text = '\uFEFFa,b\r\n"x, y","say ""hi"""\n\n"two\nlines",z\n';
    expect(readCsv(text)).toEqual([
      { line: 1, cells: ['a', 'b'] },
      { line: 2, cells: ['x, y', 'say "hi"'] },
      { line: 4, cells: ['two\nlines', 'z'] },
    ]);
  });
  it('a last line without a line end, and an empty last cell', () => {
    expect(readCsv('a,b\n1,')).toEqual([
      { line: 1, cells: ['a', 'b'] },
      { line: 2, cells: ['1', ''] },
    ]);
  });
  it('counts the line breaks inside a quoted cell, so the next record names the line it starts on', () => {
    expect(readCsv('"one\ntwo\nthree",x\nnext\n')).toEqual([
      { line: 1, cells: ['one\ntwo\nthree', 'x'] },
      { line: 4, cells: ['next'] },
    ]);
  });
  it('ends a line at LF, CRLF or a bare CR (old spreadsheets), and at the end of the text', () => {
    for (const text of ['a\nb', 'a\r\nb\r\n', 'a\rb\r'])
      expect(readCsv(text), JSON.stringify(text)).toEqual([
        { line: 1, cells: ['a'] },
        { line: 2, cells: ['b'] },
      ]);
  });
  it('a line of spaces is blank, a line of empty cells is not', () => {
    expect(readCsv('a\n   \n,x\n')).toEqual([
      { line: 1, cells: ['a'] },
      { line: 3, cells: ['', 'x'] },
    ]);
  });
  it('a quote inside an unquoted cell is text; spaces before an opening quote are dropped', () => {
    expect(readCsv('5" tall,"x"\n  "a, b",c')).toEqual([
      { line: 1, cells: ['5" tall', 'x'] },
      { line: 2, cells: ['a, b', 'c'] },
    ]);
  });
  it('an unclosed quote names its line', () => {
    expect(() => readCsv('a\n"open\n')).toThrow(CsvSyntaxError);
    expect(() => readCsv('a\nb,"open\n\nmore')).toThrow('A quote opened on line 2 is never closed');
    try {
      readCsv('a\n"open\n');
    } catch (err) {
      expect((err as CsvSyntaxError).line).toBe(2);
    }
  });
});

describe('checkImportRow', () => {
  const today = new Date('2026-11-22T12:00:00Z');
  it('a valid row, normalised as the product stores it', () => {
    expect(
      checkImportRow(
        {
          email: ' Ada@Example.com ',
          first_name: 'Ada',
          last_name: 'Lovelace',
          phone: '+1 (555) 555-0100',
          sex: 'Female',
        },
        2,
        today,
      ),
    ).toEqual({
      row: {
        email: 'ada@example.com',
        firstName: 'Ada',
        lastName: 'Lovelace',
        phone: '+15555550100',
        birthDate: null,
        sex: 'female',
        company: null,
      },
    });
  });
  it('each bad field once, named by its column', () => {
    const result = checkImportRow(
      { email: 'nope', first_name: '', last_name: 'X', date_of_birth: '2000-02-30' },
      7,
      today,
    );
    expect(result).toEqual({
      problems: [
        { line: 7, field: 'email', message: 'Enter a valid e-mail address' },
        { line: 7, field: 'first_name', message: 'Enter your first name' },
        { line: 7, field: 'date_of_birth', message: 'Use a YYYY-MM-DD date' },
      ],
    });
  });
  it('the age rule of the account settings', () => {
    expect(
      checkImportRow(
        { email: 'a@b.example.com', first_name: 'A', last_name: 'B', date_of_birth: '1900-01-01' },
        3,
        today,
      ),
    ).toEqual({
      problems: [{ line: 3, field: 'date_of_birth', message: 'Enter a birth date less than 120 years ago' }],
    });
  });
});
