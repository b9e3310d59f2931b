import { describe, expect, it } from 'vitest';
import {
  againstPrevious,
  builtInSpellings,
  datesIn,
  findColumns,
  markerIndex,
  markerNamed,
  matchMarkerName,
  parseNumber,
  readLine,
  readTable,
  tokensOf,
  UNIT_CERTAINTY,
  type OcrMarker,
  type ReadValue,
} from '../../src/domain/ocr';
import { ocrIndex, ocrMarkers, readValue } from './ocr.fixtures';

/**
 * The reading rules of src/domain/ocr (docs/decisions/ocr.md, "Reading") at their limits: numbers,
 * units after flags or split by OCR, the reasons of an unsure value, name matching thresholds,
 * CSV headers and rows.
 */
const markers = ocrMarkers;
const index = ocrIndex;
const read = (text: string, confidence = 1): ReadValue => readValue(text, confidence);
/** A marker with only a name, for matching rules on a catalogue of our own. */
const named = (abbr: string, name: string): OcrMarker => ({
  abbr,
  name,
  unit: 'mg/dL',
  units: [],
  loinc: `${abbr}-0`,
  loincAlternates: [],
});

describe('numbers and units as printed', () => {
  it('reads thousands separators and a European decimal comma', () => {
    expect(parseNumber('12,345')).toEqual({ value: 12345, censored: false });
    expect(parseNumber('1,234,567')).toEqual({ value: 1234567, censored: false });
    expect(parseNumber('1234,567')).toEqual({ value: 1234.567, censored: false });
  });

  it('keeps a unit whose capital L or H is no flag', () => {
    expect(parseNumber('60mL/min', index.unitKeys)).toEqual({ value: 60, censored: false, unit: 'mL/min' });
    expect(parseNumber('5.9H%', index.unitKeys)).toEqual({ value: 5.9, censored: false, unit: '%' });
  });

  it('drops table rules and brackets from a line', () => {
    expect(tokensOf('  | Glucose|92 | [H] {mg/dL} ')).toEqual(['Glucose', '92', 'H', 'mg/dL']);
    expect(tokensOf('')).toEqual([]);
  });

  it('a name of one letter is not trusted', () => {
    expect(readLine({ text: 'K 4.2 mmol/L', confidence: 1 }, index)).toEqual([]);
  });
});

describe('the unit after a value', () => {
  it('skips a flag to find a foreign unit, and a unit written against the value', () => {
    expect(read('Ferritin 120 H mg/24h').confidence).toBe(UNIT_CERTAINTY.foreign);
    expect(read('Ferritin 120 H').confidence).toBe(UNIT_CERTAINTY.missing);
    expect(read('Glucose 92%').confidence).toBe(UNIT_CERTAINTY.foreign);
  });

  it('reads a unit OCR split in two words, misread or not', () => {
    expect(read('WBC 5.6 x10E3 /uL 3.4-10.8')).toMatchObject({ value: 5.6, confidence: 1 });
    expect(read('Vitamin D, 25-Hydroxy 31.4 H ng/ mb', 0.8)).toMatchObject({
      value: 31.4,
      confidence: 0.64,
      reason: 'The unit was hard to read; we took it as ng/mL',
    });
  });

  it('in OCR, a line without a unit is assumed in the primary unit', () => {
    expect(read('Ferritin 120', 0.9)).toMatchObject({
      value: 120,
      confidence: 0.68,
      reason: 'There was no unit on the line; we assumed ng/mL',
    });
  });
});

describe('why a value is unsure', () => {
  it('names the first doubt: a missing or foreign unit, a hard name, a limit', () => {
    expect(read('Ferritin 120').reason).toBe('There was no unit on the line; we assumed ng/mL');
    expect(read('Ferritin 120 mg/24h').reason).toBe(
      'The unit on the line is not one we know for this marker',
    );
    expect(read('hs-CRP <0.3 mg/L', 0.9).reason).toBe('The report gives a limit, not a measured value');
    const hardName = read('Choiesterol Total 180 mg/dL', 0.9);
    expect(hardName.confidence).toBeLessThan(0.8);
    expect(hardName.reason).toBe("The marker's name was hard to read");
  });

  it('a confidence of exactly the threshold is sure', () => {
    expect(read('hs-CRP <0.3 mg/L')).toMatchObject({ confidence: 0.8 });
    expect(read('hs-CRP <0.3 mg/L').reason).toBeUndefined();
  });

  it('a text layer keeps what is printed: no decimal point is put back', () => {
    expect(read('hs-CRP 18 mg/L 1.0-3.0')).toMatchObject({
      value: 18,
      confidence: 0.5,
      reason: "The report's range is 1.0–3.0; we read 18",
    });
  });

  it('a previous result far apart halves the confidence and keeps an earlier reason', () => {
    const crp = read('hs-CRP 1.8 mg/L 1.0-3.0', 0.9);
    expect(againstPrevious({ ...crp, value: 18 }, 2)).toMatchObject({ confidence: 0.45 });
    const unsure = { ...crp, value: 18, confidence: 0.6, reason: 'first' };
    expect(againstPrevious(unsure, 2)).toMatchObject({ confidence: 0.3, reason: 'first' });
  });

  it('a table keeps the source text as one line', () => {
    const outcome = readTable(
      [
        ['Test', 'Result', 'Units'],
        [' Glucose   Serum ', ' 92 ', '  '],
      ],
      index,
    );
    expect(outcome.results[0]!.sourceText).toBe('Glucose Serum, 92');
  });
});

describe('names at the matching thresholds', () => {
  it('added spellings name only catalogue markers and never take a built-in one', () => {
    const withAdded = markerIndex(markers, [
      { markerAbbr: 'FERRITIN', name: 'Ferritine serique' },
      { markerAbbr: 'NOPE', name: 'Zinc' },
      { markerAbbr: 'GLU', name: 'Cholesterol' },
    ]);
    expect(matchMarkerName('Ferritine Serique', withAdded)).toMatchObject({ abbr: 'FERRITIN', how: 'exact' });
    expect(matchMarkerName('Zinc', withAdded)).toBeNull();
    expect(matchMarkerName('Cholesterol', withAdded)).toMatchObject({ abbr: 'CHOL' });
    expect(markerNamed('Ferritine  serique', withAdded)).toBe('FERRITIN');
    expect(markerNamed('Ferritine serique', index)).toBeUndefined();
    expect(markerNamed('%%', index)).toBeUndefined();
  });

  it('a marker is known by its name, its abbreviation, then its synonyms', () => {
    expect(builtInSpellings({ abbr: 'ZZ', name: 'Zed' })).toEqual(['Zed', 'ZZ']);
    expect(builtInSpellings({ abbr: 'GLU', name: 'Glucose' }).slice(0, 3)).toEqual([
      'Glucose',
      'GLU',
      expect.any(String),
    ]);
  });

  it('a LOINC code that is not the catalogue’s does not stop the name from matching', () => {
    expect(matchMarkerName('Glucose 1234-5', index)).toMatchObject({ abbr: 'GLU', how: 'prefix' });
    expect(matchMarkerName('TSH x', index)).toMatchObject({ abbr: 'TSH', how: 'prefix' });
  });

  it('the longest known spelling before a qualifier wins, wherever it sits in the catalogue', () => {
    const own = markerIndex([named('A', 'Iron binding'), named('B', 'Iron')]);
    expect(matchMarkerName('Iron binding capacity', own)).toMatchObject({ abbr: 'A', how: 'prefix' });
  });

  it('a near miss needs six letters, a spelling of six or more within two letters, and 80 % likeness', () => {
    expect(matchMarkerName('Glucse', index)).toMatchObject({ abbr: 'GLU', how: 'fuzzy' });
    expect(matchMarkerName('Folat', index)).toBeNull();
    expect(matchMarkerName('Abcdex', markerIndex([named('A', 'Abcde')]))).toBeNull();
    const ten = markerIndex([named('A', 'Abcdefghij')]);
    expect(matchMarkerName('Abcdefgh', ten)).toMatchObject({ abbr: 'A', how: 'fuzzy', confidence: 0.72 });
    expect(matchMarkerName('Abcdefgxyz', ten)).toBeNull();
    expect(matchMarkerName('Abcdefghijkl', markerIndex([named('A', 'Abcdefghijklmno')]))).toBeNull();
  });

  it('of two near misses the closer wins, the first on a tie', () => {
    const closerFirst = markerIndex([named('A', 'Abcdefghiz'), named('B', 'Abcdefghxx')]);
    expect(matchMarkerName('Abcdefghij', closerFirst)).toMatchObject({ abbr: 'A', confidence: 0.81 });
    const closerLast = markerIndex([named('A', 'Abcdefghxx'), named('B', 'Abcdefghiz')]);
    expect(matchMarkerName('Abcdefghij', closerLast)).toMatchObject({ abbr: 'B', confidence: 0.81 });
    const tie = markerIndex([named('A', 'Abcdefgh'), named('B', 'Abcdefgx')]);
    expect(matchMarkerName('Abcdefgz', tie)).toMatchObject({ abbr: 'A' });
  });
});

describe('tables (CSV) at their limits', () => {
  it('a header needs a value column and a name or code column; a date column is not the name', () => {
    expect(findColumns([['Code', 'Name', 'Value']])).toMatchObject({ loinc: 0, name: 1, value: 2 });
    expect(findColumns([['Test date', 'Test name', 'Result']])).toMatchObject({ date: 0, name: 1, value: 2 });
    expect(findColumns([['Test', 'Units']])).toBeNull();
    expect(findColumns([['Result', 'Units']])).toBeNull();
  });

  it('reads only rows after the header; a full row, a spaced censored value; unmatched needs a two-letter name', () => {
    const outcome = readTable(
      [
        ['Patient', '42'],
        ['Test', 'Result', 'Units'],
        ['Glucose', '92', 'mg/dL'],
        ['hs-CRP', '< 0.3', 'mg/L'],
        ['#1', '5', 'mg/dL'],
        ['X', '7', 'mg/dL'],
      ],
      index,
    );
    expect(outcome.results.map((r) => [r.markerAbbr, r.value, r.confidence])).toEqual([
      ['GLU', 92, 1],
      ['HSCRP', 0.3, 0.8],
    ]);
    expect(outcome.unmatched).toEqual([]);
  });

  it('a table without a header has no dates', () => {
    expect(readTable([['Glucose', '92', 'mg/dL', '2026-03-14']], index).dates).toEqual([]);
  });
});

describe('dates in text', () => {
  it('skips an impossible date and keeps the next', () => {
    expect(datesIn('02/30/2026 then 03/01/2026')).toEqual(['2026-03-01']);
  });
});
