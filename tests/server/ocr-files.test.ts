import { describe, expect, it } from 'vitest';
import { markerIndex } from '../../src/domain/ocr';
import { csvText, imageSize, readFile, sniffKind } from '../../src/server/services/ocr';
import { csvRows, MAX_CSV_ROWS } from '../../src/server/services/ocr/csv';
import { linesOfItems } from '../../src/server/services/ocr/pdf';

const bytes = (...parts: (number[] | string)[]) =>
  new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? [...new TextEncoder().encode(p)] : p)));

describe('sniffing the type from the bytes', () => {
  it('knows PDF, PNG, JPEG and CSV by content', () => {
    expect(sniffKind(bytes('%PDF-1.7\n…'))).toBe('pdf');
    expect(sniffKind(bytes([0xef, 0xbb, 0xbf], '\n%PDF-1.4'))).toBe('pdf');
    expect(sniffKind(bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]))).toBe('png');
    expect(sniffKind(bytes([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]))).toBe('jpeg');
    expect(sniffKind(bytes('Test,Result,Units\nGlucose,92,mg/dL\n'))).toBe('csv');
    expect(sniffKind(bytes([0xef, 0xbb, 0xbf], 'Test;Result\nGlucose;92\n'))).toBe('csv');
    expect(sniffKind(bytes('Test\tResult\nGlucose\t92\n'))).toBe('csv');
  });

  it('refuses everything else', () => {
    expect(sniffKind(bytes([0x50, 0x4b, 0x03, 0x04]))).toBeNull(); // ZIP, DOCX, XLSX
    expect(sniffKind(bytes('MZ', [0x90, 0, 3]))).toBeNull(); // Windows executable
    expect(sniffKind(bytes([0x7f], 'ELF', [2, 1, 1]))).toBeNull();
    expect(sniffKind(bytes('GIF89a'))).toBeNull();
    expect(sniffKind(bytes('one column only\nno commas\n'))).toBeNull();
    expect(sniffKind(bytes([0xc3, 0x28, 0x2c, 0x41]))).toBeNull(); // invalid UTF-8
    expect(sniffKind(bytes('a,b', [0], 'c,d'))).toBeNull();
    expect(sniffKind(bytes(''))).toBeNull();
  });

  it('keeps the CSV text without its BOM', () => {
    expect(csvText(bytes([0xef, 0xbb, 0xbf], 'a,b\n1,2'))).toBe('a,b\n1,2');
    expect(csvRows('a;b\n1;2\n\n')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
  });
});

describe('image size without decoding', () => {
  it('reads a PNG IHDR', () => {
    const png = new Uint8Array(24);
    png.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
    new DataView(png.buffer).setUint32(16, 1200);
    new DataView(png.buffer).setUint32(20, 1600);
    expect(imageSize(png, 'png')).toEqual({ width: 1200, height: 1600 });
    expect(imageSize(png.subarray(0, 10), 'png')).toBeNull();
  });

  it('finds a JPEG start-of-frame after other segments', () => {
    const jpeg = bytes(
      [0xff, 0xd8],
      [0xff, 0xe0, 0, 4, 0, 0], // APP0, 2 bytes of payload
      [0xff, 0xc4, 0, 3, 0], // DHT is not a frame
      [0xff, 0xc0, 0, 11, 8, 0x03, 0x20, 0x04, 0xb0, 3, 0, 0, 0], // SOF0: 800 high, 1200 wide
    );
    expect(imageSize(jpeg, 'jpeg')).toEqual({ width: 1200, height: 800 });
    expect(imageSize(bytes([0xff, 0xd8], [0xff, 0xda, 0, 2, 0, 0, 0, 0, 0, 0]), 'jpeg')).toBeNull();
  });
});

describe('PDF text items as lines', () => {
  const item = (str: string, x: number, y: number, width = str.length * 6) => ({
    str,
    transform: [12, 0, 0, 12, x, y],
    width,
    height: 12,
  });

  it('groups items by baseline, top to bottom, left to right, a wide gap as two spaces', () => {
    expect(
      linesOfItems([
        item('104', 200, 700.5),
        item('Glucose, Serum', 72, 700),
        item(' ', 160, 700),
        item('mg/dL', 222, 700),
        item('Collected: 03/14/2026', 72, 720),
        item('Page 1', 72, 40),
      ]),
    ).toEqual(['Collected: 03/14/2026', 'Glucose, Serum  104 mg/dL', 'Page 1']);
  });
});

describe('CSV row cap', () => {
  const table = (rows: number) =>
    ['Test,Result,Unit', ...Array.from({ length: rows - 1 }, (_, i) => `Glucose,${90 + (i % 9)},mg/dL`)].join(
      '\n',
    );

  it(`reads up to ${MAX_CSV_ROWS} rows`, () => {
    expect(csvRows(table(MAX_CSV_ROWS))).toHaveLength(MAX_CSV_ROWS);
  });

  it('refuses one row more, as too many rows (413), before parsing the rest', () => {
    const started = performance.now();
    expect(() => csvRows(table(440_000))).toThrow(
      expect.objectContaining({ name: 'OcrFileError', problem: 'tooManyRows' }),
    );
    expect(() => csvRows(table(MAX_CSV_ROWS + 1))).toThrow(/has more than 5,000 rows/);
    expect(performance.now() - started).toBeLessThan(2000);
  });
});

describe('sniffing a large CSV', () => {
  const line = 'Glucose,91,mg/dL\n';
  const big = (tail: string) => bytes('Test,Result,Unit\n', line.repeat(5000), tail);

  it('looks only at the first 64 KB; the reader checks the rest', async () => {
    expect(sniffKind(big('a,b\n'))).toBe('csv');
    const damaged = big('a,b\u0000c,d\n');
    expect(sniffKind(damaged)).toBe('csv');
    await expect(
      readFile({ name: 'labs.csv', kind: 'csv', bytes: damaged }, markerIndex([])),
    ).rejects.toMatchObject({
      problem: 'wrongType',
    });
  });
});
