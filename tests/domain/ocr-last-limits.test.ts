import { describe, expect, it } from 'vitest';
import {
  datesIn,
  findDrawDate,
  markerIndex,
  matchMarkerName,
  readLine,
  readTable,
  rangeReason,
  type OcrMarker,
} from '../../src/domain/ocr';
import { ocrIndex, readValue } from './ocr.fixtures';

/**
 * The reading rules of src/domain/ocr (docs/decisions/ocr.md, "Reading") at the limits the earlier
 * tests left open: units printed over three words, a second result whose name starts with a
 * number, the length of a second result's name, ties between values, a limit printed as the value,
 * January by name, a label's next line, spellings that share a compact form or a LOINC code.
 */
const index = ocrIndex;
const lineOf = (text: string, confidence = 1) =>
  readLine({ text, confidence }, index).map((r) =>
    'result' in r ? [r.result.markerAbbr, r.result.value, r.result.confidence] : r,
  );
/** A marker with only a name (and its own LOINC code), for matching rules on a catalogue of our own. */
const named = (
  abbr: string,
  name: string,
  loinc = `${abbr}-0`,
  loincAlternates: string[] = [],
): OcrMarker => ({
  abbr,
  name,
  unit: 'mg/dL',
  units: [],
  loinc,
  loincAlternates,
});

describe('units printed over several words', () => {
  it('reads a unit spread over three words as the marker’s unit', () => {
    expect(readValue('Glucose 92 mg / dL 65-99', 1)).toMatchObject({
      value: 92,
      unit: 'mg/dL',
      confidence: 1,
    });
    expect(readValue('Glucose 92 H mg / dL', 1)).toMatchObject({ value: 92, confidence: 1 });
    expect(readValue('WBC 5.6 x10 3 /uL 3.4-10.8', 1)).toMatchObject({ value: 5.6, confidence: 1 });
    // An alternative unit over three words still converts.
    expect(readValue('Glucose 5.1 mmol / L', 1).value).toBeCloseTo(91.89, 1);
  });

  it('in OCR, a misread unit over three words is the marker’s unit, a little less sure', () => {
    expect(readValue('Glucose 92 mg / dI', 0.9)).toMatchObject({
      value: 92,
      confidence: 0.72,
      reason: 'The unit was hard to read; we took it as mg/dL',
    });
  });

  it('four words are not one unit, in OCR either', () => {
    expect(readValue('Glucose 92 m g / dL', 0.9)).toMatchObject({
      confidence: 0.68,
      reason: 'There was no unit on the line; we assumed mg/dL',
    });
    expect(readValue('Glucose 92 mg / d L', 1)).toMatchObject({
      confidence: 0.75,
      reason: 'There was no unit on the line; we assumed mg/dL',
    });
  });
});

describe('a second result on the line', () => {
  it('may start with a number joined to letters ("25-OH Vitamin D", "25(OH)D")', () => {
    expect(lineOf('Glucose 92 mg/dL 25-OH Vitamin D 38.2 ng/mL')).toEqual([
      ['GLU', 92, 1],
      ['VITD', 38.2, 1],
    ]);
    expect(lineOf('Glucose 92 mg/dL 25(OH)D 38.2 ng/mL')).toEqual([
      ['GLU', 92, 1],
      ['VITD', 38.2, 1],
    ]);
  });

  it('may be named by its LOINC code alone', () => {
    expect(lineOf('Glucose 92 mg/dL Calcidiol 1989-3 38.2 ng/mL')).toEqual([
      ['GLU', 92, 1],
      ['VITD', 38.2, 1],
    ]);
  });

  it('a range after the first value does not hide the second result', () => {
    expect(lineOf('Glucose 92 mg/dL 70-99 Ferritin 120 ng/mL')).toEqual([
      ['GLU', 92, 1],
      ['FERRITIN', 120, 1],
    ]);
  });

  it('starts only where an exact spelling runs up to the number, not a spelling with a qualifier', () => {
    expect(lineOf('Glucose 92 mg/dL HDL Cholesterol 55 mg/dL')).toEqual([
      ['GLU', 92, 1],
      ['HDL', 55, 1],
    ]);
    expect(lineOf('Glucose 92 mg/dL HDL Cholesterol calc 55 mg/dL')).toEqual([['GLU', 92, 1]]);
  });

  it('a name of up to eight words starts a second result; a longer one does not', () => {
    const eight = 'Aa bb cc dd ee ff gg hh';
    const own = markerIndex([named('A', 'Alpha'), named('B', eight), named('C', `${eight} ii`)]);
    const abbrs = (text: string) =>
      readLine({ text, confidence: 1 }, own).map((r) => ('result' in r ? r.result.markerAbbr : r));
    expect(abbrs(`Alpha 5 mg/dL ${eight} 7 mg/dL`)).toEqual(['A', 'B']);
    expect(abbrs(`Alpha 5 mg/dL ${eight} ii 7 mg/dL`)).toEqual(['A']);
  });
});

describe('which number is the value', () => {
  it('of two numbers after the same name (a LOINC code first), the first is the value', () => {
    expect(readValue('2345-7 Glucose 92 mg/dL 70 - 99', 1)).toMatchObject({ markerAbbr: 'GLU', value: 92 });
    expect(readValue('2345-7 Glucose 92 110', 1)).toMatchObject({ markerAbbr: 'GLU', value: 92 });
  });

  it('a limit printed as the value is not also its range', () => {
    // "<10 L": a censored low value; with no range on the line the flag contradicts nothing.
    expect(readValue('Vitamin D, 25-OH <10 L ng/mL', 1)).toMatchObject({ value: 10, confidence: 0.8 });
    expect(readValue('Vitamin D, 25-OH <10 L ng/mL', 1).reason).toBeUndefined();
    // OCR joins the flag to the limit ("<10L"): the limit is still no range for the flag to contradict.
    expect(readValue('Vitamin D, 25-OH <10L ng/mL', 0.95)).toMatchObject({ value: 10, confidence: 0.76 });
  });
});

describe('names: compact spellings, short spellings, six letters, LOINC codes', () => {
  it('of two spellings that differ only in spaces, the first keeps the compact form; an added one never takes it', () => {
    const own = markerIndex(
      [named('A', 'Ab cdef'), named('B', 'Abc def')],
      [{ markerAbbr: 'B', name: 'A bcdef' }],
    );
    expect(matchMarkerName('Abcd ef', own)).toMatchObject({ abbr: 'A', how: 'spacing' });
    expect(matchMarkerName('Abc def', own)).toMatchObject({ abbr: 'B', how: 'exact' });
  });

  it('a spelling of two letters before a qualifier names its marker; one of a single letter does not', () => {
    const own = markerIndex([named('NA', 'Sodium'), named('K', 'Potassium')]);
    expect(matchMarkerName('NA serum', own)).toMatchObject({ abbr: 'NA', how: 'prefix', confidence: 0.9 });
    expect(matchMarkerName('K serum', own)).toBeNull();
  });

  it('a spelling of exactly six letters has near misses', () => {
    const own = markerIndex([named('NA', 'Sodium')]);
    expect(matchMarkerName('Sodiun', own)).toMatchObject({ abbr: 'NA', how: 'fuzzy', confidence: 0.75 });
  });

  it('an index built from any catalogue matches its primary and alternate LOINC codes and reads their values', () => {
    const own = markerIndex([named('A', 'Alpha', '1111-1', ['2222-2']), named('B', 'Beta', '3333-3')]);
    expect(matchMarkerName('1111-1', own)).toMatchObject({ abbr: 'A', how: 'loinc' });
    expect(matchMarkerName('2222-2', own)).toMatchObject({ abbr: 'A', how: 'loinc' });
    expect(matchMarkerName('3333-3', own)).toMatchObject({ abbr: 'B', how: 'loinc' });
    expect(own.byAbbr.get('B')).toMatchObject({ abbr: 'B', name: 'Beta' });
    const reading = readLine({ text: 'Test 2222-2 42 mg/dL', confidence: 1 }, own)[0];
    expect(reading).toMatchObject({
      result: { markerAbbr: 'A', markerName: 'Alpha', value: 42, confidence: 1 },
    });
  });
});

describe('tables: missing cells and columns', () => {
  it('a row shorter than the header, or a blank unit cell, has no unit', () => {
    const outcome = readTable(
      [
        ['Test', 'Result', 'Units'],
        ['Ferritin', '120'],
        ['Glucose', '92', '   '],
      ],
      index,
    );
    expect(outcome.results.map((r) => [r.markerAbbr, r.confidence, r.reason])).toEqual([
      ['FERRITIN', 0.75, 'There was no unit on the line; we assumed ng/mL'],
      ['GLU', 0.75, 'There was no unit on the line; we assumed mg/dL'],
    ]);
  });

  it('a unit cell that is not the marker’s is a foreign unit', () => {
    expect(
      readTable(
        [
          ['Test', 'Result', 'Units'],
          ['Ferritin', '120', 'mg/24h'],
        ],
        index,
      ).results,
    ).toMatchObject([{ markerAbbr: 'FERRITIN', value: 120, confidence: 0.4 }]);
  });

  it('in a table with codes and no names, a row with an unknown code is not reported as unmatched', () => {
    const outcome = readTable(
      [
        ['LOINC', 'Value', 'Unit', 'Date'],
        ['9999-9', '5', 'mg/dL', '2026-03-14'],
        ['2345-7', '92', 'mg/dL', '2026-03-14'],
      ],
      index,
    );
    expect(outcome.unmatched).toEqual([]);
    expect(outcome.results.map((r) => r.markerAbbr)).toEqual(['GLU']);
  });

  it('a blank row is skipped', () => {
    expect(
      readTable(
        [
          ['Test', 'Result'],
          ['', '  '],
          ['Glucose', '92 mg/dL'],
        ],
        index,
      ),
    ).toMatchObject({
      results: [{ markerAbbr: 'GLU', value: 92 }],
      unmatched: [],
      dates: [],
    });
  });

  it('a value with no unit column is taken in the primary unit, less sure', () => {
    const outcome = readTable(
      [
        ['Test', 'Result'],
        ['Ferritin', '120'],
        ['Glucose', '92mg/dL'],
      ],
      index,
    );
    expect(outcome.results).toMatchObject([
      {
        markerAbbr: 'FERRITIN',
        value: 120,
        confidence: 0.75,
        reason: 'There was no unit on the line; we assumed ng/mL',
      },
      { markerAbbr: 'GLU', value: 92, confidence: 1 },
    ]);
  });
});

describe('dates: January by name, four-digit years, the line after a label', () => {
  it('reads January written as a name', () => {
    expect(datesIn('Jan 5, 2026')).toEqual(['2026-01-05']);
    expect(datesIn('5 January 2026')).toEqual(['2026-01-05']);
  });

  it('a four-digit year is taken as written: 0100 is no year of a draw', () => {
    expect(datesIn('0100-03-14')).toEqual([]);
  });

  it('a label alone on its line takes the date on the next line, not the one before', () => {
    expect(findDrawDate(['Printed 2026-03-20', 'Collected', '2026-03-14'])).toBe('2026-03-14');
  });
});

describe('the printed range at half its low end', () => {
  it('a value of exactly half the low end is not doubted', () => {
    const range = { range: { low: 65, high: 99, text: '65–99', decimals: 0 } };
    expect(rangeReason(32.5, '32.5', range)).toBeUndefined();
    expect(rangeReason(32.4, '32.4', range)).toBe("The report's range is 65–99; we read 32.4");
  });
});
