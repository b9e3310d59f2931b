import { describe, expect, it } from 'vitest';
import {
  canonicalUnit,
  datesIn,
  editDistance,
  findColumns,
  findDrawDate,
  fuzzyMarkerUnit,
  isPlausible,
  isUsual,
  knownUnitKeys,
  looksLikeUnit,
  MARKER_SYNONYMS,
  markerIndex,
  matchMarkerName,
  matchMarkerUnit,
  mergeResults,
  nameKey,
  parseDate,
  parseNumber,
  plausibleRange,
  IMPLAUSIBLE_CERTAINTY,
  readLine,
  readReport,
  readTable,
  roundConverted,
  toPrimary,
  UNIT_CERTAINTY,
  type OcrMarker,
} from '../../src/domain/ocr';
import { markerRanges } from '../../src/server/db/seed/reference';
import { bloodMarkerCatalogue } from '../../src/server/db/seed/reference/blood-markers';

const markers: OcrMarker[] = bloodMarkerCatalogue.map((m) => ({
  abbr: m.abbr,
  name: m.name,
  unit: m.unit,
  units: m.units,
  loinc: m.loinc,
  loincAlternates: m.loincAlternates,
  plausible: plausibleRange(markerRanges(m).map((r) => r.range)),
}));
const index = markerIndex(markers);
const round2 = (n: number) => Math.round(n * 100) / 100;
const marker = (abbr: string) => index.byAbbr.get(abbr)!;
const line = (text: string, confidence = 1) => readLine({ text, confidence }, index)[0] ?? null;
const result = (text: string, confidence = 1) => {
  const read = line(text, confidence);
  if (!read || !('result' in read)) throw new Error(`no result from "${text}": ${JSON.stringify(read)}`);
  return read.result;
};

describe('synonym table', () => {
  it('names only catalogue markers', () => {
    const abbrs = new Set(markers.map((m) => m.abbr));
    for (const abbr of Object.keys(MARKER_SYNONYMS)) expect(abbrs).toContain(abbr);
  });

  it('never gives one spelling to two markers', () => {
    const owner = new Map<string, string>();
    for (const [abbr, spellings] of Object.entries(MARKER_SYNONYMS))
      for (const s of spellings) {
        const key = nameKey(s);
        expect(owner.get(key) ?? abbr, `${s} is under ${owner.get(key)} and ${abbr}`).toBe(abbr);
        owner.set(key, abbr);
      }
  });

  it.each([
    ['Hemoglobin A1c', 'HBA1C'],
    ['HbA1c', 'HBA1C'],
    ['A1c', 'HBA1C'],
    ['Alc', 'HBA1C'],
    ['Hemoglobin Alc', 'HBA1C'],
    ['Glucose, Serum', 'GLU'],
    ['LDL Chol Calc (NIH)', 'LDL'],
    ['Vitamin D, 25-Hydroxy', 'VITD'],
    ['25-OH Vitamin D', 'VITD'],
    ['ALT (SGPT)', 'ALT'],
    ['T4, Free (Direct)', 'FT4'],
    ['Hemoglobin', 'HGB'],
    ['Cholesterol, Total', 'CHOL'],
    ['HDL Cholesterol', 'HDL'],
    ['Total cholesterol', 'CHOL'],
    ['eGFR If NonAfricn Am', 'EGFR'],
    ['BUN', 'BUN'],
    ['Neutrophils (Absolute)', 'NEUT'],
  ])('"%s" is %s', (name, abbr) => {
    expect(matchMarkerName(name, index)).toMatchObject({ abbr, confidence: 1 });
  });

  it('matches a LOINC code, primary or alternate', () => {
    expect(matchMarkerName('4548-4', index)).toMatchObject({ abbr: 'HBA1C', how: 'loinc' });
    expect(matchMarkerName('Glucose [Mass/volume] 1558-6', index)).toMatchObject({
      abbr: 'GLU',
      how: 'loinc',
    });
  });

  it('takes the longest known spelling before a qualifier, a little less sure', () => {
    expect(matchMarkerName('Iron Binding Capacity Total', index)).toMatchObject({
      abbr: 'TIBC',
      how: 'prefix',
      confidence: 0.9,
    });
    expect(matchMarkerName('Glucose Serum Random', index)).toMatchObject({ abbr: 'GLU', how: 'prefix' });
  });

  it('forgives an OCR misread of a long name, with lower confidence', () => {
    const m = matchMarkerName('Choiesterol Total', index);
    expect(m).toMatchObject({ abbr: 'CHOL', how: 'fuzzy' });
    expect(m!.confidence).toBeLessThan(0.9);
    expect(m!.confidence).toBeGreaterThan(0.7);
  });

  it('reads a spelling whose words OCR split or joined, a little less sure', () => {
    expect(matchMarkerName('Chol esterol, Total', index)).toMatchObject({
      abbr: 'CHOL',
      how: 'spacing',
      confidence: 0.95,
    });
    expect(matchMarkerName('HemoglobinA1c', index)).toMatchObject({ abbr: 'HBA1C', how: 'spacing' });
    expect(matchMarkerName('Henogl obi n Alc', index)).toMatchObject({ abbr: 'HBA1C', how: 'fuzzy' });
  });

  it('does not guess short or unrelated names', () => {
    expect(matchMarkerName('Zinc', index)).toBeNull();
    expect(matchMarkerName('Patient Name', index)).toBeNull();
    expect(matchMarkerName('Neutrophils', index)).toBeNull();
    expect(matchMarkerName('MPV', index)).toBeNull();
  });

  it('measures edit distance', () => {
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('', 'abc')).toBe(3);
    expect(editDistance('same', 'same')).toBe(0);
  });
});

describe('units', () => {
  it('writes units comparably', () => {
    expect(canonicalUnit('10³/µL')).toBe('10^3/ul');
    expect(canonicalUnit('x10E3/uL')).toBe('10^3/ul');
    expect(canonicalUnit('10*3/uL')).toBe('10^3/ul');
    expect(canonicalUnit('K/uL')).toBe('10^3/ul');
    expect(canonicalUnit('x10E6/uL')).toBe('10^6/ul');
    expect(canonicalUnit('mcg/dL')).toBe('ug/dl');
    expect(canonicalUnit('µg/dL')).toBe('ug/dl');
    expect(canonicalUnit('mL/min/1.73 m²')).toBe('ml/min/1.73m2');
    expect(canonicalUnit('IU/L')).toBe('u/l');
    expect(canonicalUnit('uIU/mL')).toBe('uiu/ml');
  });

  it('finds the marker unit a lab wrote: primary or alternative', () => {
    expect(matchMarkerUnit('mg/dl', marker('GLU'))).toEqual({ kind: 'primary', unit: 'mg/dL' });
    expect(matchMarkerUnit('mmol/L', marker('GLU'))).toMatchObject({ kind: 'alternative', unit: 'mmol/L' });
    expect(matchMarkerUnit('x10E3/uL', marker('WBC'))).toEqual({ kind: 'primary', unit: '10³/µL' });
    expect(matchMarkerUnit('mmol/L', marker('BUN'))).toMatchObject({ kind: 'alternative' });
    expect(matchMarkerUnit('mmol/mol', marker('HBA1C'))).toMatchObject({ kind: 'alternative' });
    expect(matchMarkerUnit('mg/dL', marker('HBA1C'))).toBeNull();
    expect(matchMarkerUnit('', marker('HBA1C'))).toBeNull();
  });

  it('tells units from words', () => {
    expect(looksLikeUnit('mg/dL', index.unitKeys)).toBe(true);
    expect(looksLikeUnit('%', index.unitKeys)).toBe(true);
    expect(looksLikeUnit('mg/24h', index.unitKeys)).toBe(true);
    expect(looksLikeUnit('Serum', index.unitKeys)).toBe(false);
    expect(looksLikeUnit('65-99', index.unitKeys)).toBe(false);
    expect(looksLikeUnit('1/2', index.unitKeys)).toBe(false);
  });
});

describe('numbers', () => {
  it.each([
    ['92', 92, false],
    ['5.6', 5.6, false],
    ['1,234', 1234, false],
    ['5,6', 5.6, false],
    ['<0.5', 0.5, true],
    ['>90', 90, true],
    ['104H', 104, false],
    ['.8', 0.8, false],
  ])('%s reads %d', (token, value, censored) => {
    expect(parseNumber(token)).toEqual({ value, censored });
  });

  it('splits a unit written against the number', () => {
    expect(parseNumber('92mg/dL', index.unitKeys)).toEqual({ value: 92, censored: false, unit: 'mg/dL' });
    expect(parseNumber('5.6%', index.unitKeys)).toEqual({ value: 5.6, censored: false, unit: '%' });
  });

  it('refuses what is not a number', () => {
    for (const t of ['A1c', '65-99', '03/14/2026', '3rd', 'abc', ''])
      expect(parseNumber(t, index.unitKeys)).toBeNull();
  });
});

describe('report lines', () => {
  it('reads name, value and unit, with the range after', () => {
    expect(result('Glucose, Serum 92 mg/dL 65-99')).toEqual({
      markerAbbr: 'GLU',
      markerName: 'Glucose (fasting)',
      value: 92,
      unit: 'mg/dL',
      units: ['mg/dL', 'mmol/L'],
      confidence: 1,
      sourceText: 'Glucose, Serum 92 mg/dL 65-99',
    });
  });

  it('reads the printed spellings of the big US labs', () => {
    expect(result('Hemoglobin A1c 5.6 % <5.7')).toMatchObject({ markerAbbr: 'HBA1C', value: 5.6 });
    expect(result('LDL Chol Calc (NIH) 104 H mg/dL 0-99')).toMatchObject({ markerAbbr: 'LDL', value: 104 });
    expect(result('Vitamin D, 25-Hydroxy 38.2 ng/mL 30.0-100.0')).toMatchObject({
      markerAbbr: 'VITD',
      value: 38.2,
    });
    expect(result('WBC 5.6 x10E3/uL 3.4-10.8')).toMatchObject({
      markerAbbr: 'WBC',
      value: 5.6,
      confidence: 1,
    });
    expect(result('TSH, 3rd Generation 2.10 uIU/mL')).toMatchObject({ markerAbbr: 'TSH', value: 2.1 });
  });

  it('prefers the longest name when the name holds a number', () => {
    expect(result('Vitamin D 25 OH 41 ng/mL')).toMatchObject({ markerAbbr: 'VITD', value: 41 });
  });

  it('converts an alternative unit to the primary one', () => {
    const glucose = result('Glucose 5.1 mmol/L 3.9-5.5');
    expect(glucose).toMatchObject({ markerAbbr: 'GLU', unit: 'mg/dL', confidence: 1 });
    expect(glucose.value).toBeCloseTo(91.89, 1);
    expect(result('HbA1c 38 mmol/mol').value).toBeCloseTo(5.627, 2);
    expect(result('Cholesterol, Total 4.9 mmol/L').value).toBeCloseTo(189.5, 0);
  });

  it('finds the unit after the range when the lab prints it last', () => {
    expect(result('GLUCOSE 5.1 3.9-5.5 mmol/L').value).toBeCloseTo(91.89, 1);
  });

  it('is less sure without a unit, with a foreign unit, with a censored value, with OCR doubt', () => {
    expect(result('Ferritin 120').confidence).toBe(UNIT_CERTAINTY.missing);
    expect(result('Ferritin 120 mg/24h').confidence).toBe(UNIT_CERTAINTY.foreign);
    expect(result('hs-CRP <0.3 mg/L').confidence).toBe(0.8);
    expect(result('Hemoglobin Alc 5.6 %', 0.9).confidence).toBe(0.9);
    expect(result('TSH 3rd gen 2.1 uIU/mL').confidence).toBe(0.9);
  });

  it('reports result-like lines with no catalogue marker, and skips the rest', () => {
    expect(line('Zinc 88 ug/dL 60-130')).toEqual({ unmatched: 'Zinc 88 ug/dL 60-130' });
    expect(line('MPV 10.2 fL')).toEqual({ unmatched: 'MPV 10.2 fL' });
    expect(line('Page 1 of 2')).toBeNull();
    expect(line('Collected: 03/14/2026')).toBeNull();
    expect(line('Test Name Result Units Reference')).toBeNull();
    expect(line('')).toBeNull();
  });

  it('skips the lab code LabCorp prints between name and value', () => {
    expect(result('Glucose 01 104 High 65-99 mg/dL')).toMatchObject({
      markerAbbr: 'GLU',
      value: 104,
      confidence: 1,
    });
  });

  it('repairs what OCR typically gets wrong, less sure', () => {
    // A misread unit one edit from the marker's.
    expect(result('Vitamin D, 25-Hydroxy 31.4 ng/mb', 0.8)).toMatchObject({
      value: 31.4,
      confidence: round2(0.8 * UNIT_CERTAINTY.misread),
    });
    expect(result('TSH 01 2.31 ulU/mL', 0.8)).toMatchObject({ value: 2.31 });
    // A lost or misplaced decimal point: the first reading by 10ⁿ that is usual for the marker.
    expect(result('Hemoglobin A1c 59 %', 0.8)).toMatchObject({ value: 5.9, confidence: 0.4 });
    expect(result('TSH O01 2,310 uIU/mL', 0.8)).toMatchObject({ value: 2.31 });
    expect(result('Glucose Ol 104 High mg/dL 65-99', 0.8)).toMatchObject({ value: 104, confidence: 0.8 });
    expect(result('WBC 01 62 x10E3/uL 3.4-10.8', 0.8)).toMatchObject({ value: 6.2 });
    // Not in a text layer: there the value is what was printed.
    expect(result('Hemoglobin A1c 59 %')).toMatchObject({ value: 59, confidence: IMPLAUSIBLE_CERTAINTY });
    // Not a fuzzy unit for text either.
    expect(result('Vitamin D, 25-Hydroxy 31.4 ng/mb').confidence).toBe(UNIT_CERTAINTY.foreign);
  });

  it('reads each result of a two-column line, each with its own unit', () => {
    const readings = readLine(
      { text: 'Cholesterol, Total 4.9 mmol/L   HDL Cholesterol 55 mg/dL   Zinc 88 ug/dL', confidence: 1 },
      index,
    );
    expect(
      readings.map((r) => ('result' in r ? [r.result.markerAbbr, r.result.value] : r.unmatched)),
    ).toEqual([
      ['CHOL', 189.5],
      ['HDL', 55],
    ]);
    // OCR joins the left column's "5.9 H %" into "59H%" (issue 26): MCV after it is still read, and
    // the A1c's lost decimal point is put back and flagged.
    const joined = readLine({ text: 'Hemoglobin A1c 59H% MCV 91 fL', confidence: 0.9 }, index);
    expect(
      joined.map((r) =>
        'result' in r ? [r.result.markerAbbr, r.result.value, r.result.reason !== undefined] : r,
      ),
    ).toEqual([
      ['HBA1C', 5.9, true],
      ['MCV', 91, false],
    ]);
    const zincFirst = readLine({ text: 'Zinc 88 ug/dL Glucose 92 mg/dL', confidence: 1 }, index);
    expect(zincFirst.map((r) => ('result' in r ? r.result.markerAbbr : r.unmatched))).toEqual([
      'Zinc 88 ug/dL',
      'GLU',
    ]);
  });

  it('does not split a name that holds another marker’s spelling', () => {
    expect(readLine({ text: 'HDL Cholesterol 55 mg/dL', confidence: 1 }, index)).toHaveLength(1);
    expect(result('HDL Cholesterol 55 mg/dL').markerAbbr).toBe('HDL');
    expect(result('Hemoglobin A1c 5.6 % Prediabetes 5.7-6.4').sourceText).toBe(
      'Hemoglobin A1c 5.6 % Prediabetes 5.7-6.4',
    );
  });

  it('takes a unit-less value in the alternative unit where only that is plausible', () => {
    expect(result('Glucose 5.1')).toMatchObject({
      value: 91.89,
      unit: 'mg/dL',
      confidence: UNIT_CERTAINTY.inferred,
    });
    expect(result('HbA1c 38').value).toBeCloseTo(5.627, 2);
    expect(result('Creatinine 80').value).toBeCloseTo(0.905, 2);
    // hs-CRP has no lower limit: 0.3 stays mg/L.
    expect(result('hs-CRP 0.3')).toMatchObject({ value: 0.3, confidence: UNIT_CERTAINTY.missing });
  });

  it('is less sure of an implausible value (a lost decimal point)', () => {
    expect(result('Hemoglobin A1c 56 %')).toMatchObject({ value: 56, confidence: IMPLAUSIBLE_CERTAINTY });
  });

  it('reads a whole report, one value per marker, the most confident kept', () => {
    const outcome = readReport(
      [
        { text: 'Quest Diagnostics   Collected: 03/14/2026', confidence: 1 },
        { text: 'Glucose 92 mg/dL', confidence: 0.7 },
        { text: 'Glucose, Serum 93 mg/dL 65-99', confidence: 0.95 },
        { text: 'Zinc 88 ug/dL', confidence: 1 },
        { text: 'Triglycerides 96 mg/dL', confidence: 1 },
      ],
      index,
    );
    expect(outcome.results.map((r) => [r.markerAbbr, r.value])).toEqual([
      ['GLU', 93],
      ['TG', 96],
    ]);
    expect(outcome.unmatched).toEqual(['Zinc 88 ug/dL']);
  });

  it('merges keeping the first on a tie', () => {
    expect(
      mergeResults([
        { markerAbbr: 'A', confidence: 0.5, n: 1 },
        { markerAbbr: 'A', confidence: 0.5, n: 2 },
      ]),
    ).toEqual([{ markerAbbr: 'A', confidence: 0.5, n: 1 }]);
  });
});

describe('plausible values', () => {
  it('spans a quarter of the lowest to four times the highest borderline limit', () => {
    expect(
      plausibleRange([
        { minBorderLine: 54, maxBorderLine: 125 },
        { minBorderLine: 50, maxBorderLine: 130 },
      ]),
    ).toEqual({ min: 12.5, max: 520, usualMin: 50, usualMax: 130 });
    expect(plausibleRange([{ minBorderLine: 0, maxBorderLine: 10 }])).toEqual({
      min: 0,
      max: 40,
      usualMin: 0,
      usualMax: 10,
    });
    expect(plausibleRange([])).toBeUndefined();
  });
});

describe('dates', () => {
  it.each([
    ['2026-03-14', '2026-03-14'],
    ['03/14/2026', '2026-03-14'],
    ['14/03/2026', '2026-03-14'],
    ['03/14/26', '2026-03-14'],
    ['14.03.2026', '2026-03-14'],
    ['Mar 14, 2026', '2026-03-14'],
    ['March 14th 2026', '2026-03-14'],
    ['14 Mar 2026', '2026-03-14'],
    ['14-Mar-2026', '2026-03-14'],
  ])('%s is %s', (text, iso) => {
    expect(parseDate(text)).toBe(iso);
  });

  it('refuses impossible dates', () => {
    expect(parseDate('02/30/2026')).toBeNull();
    expect(parseDate('13/13/2026')).toBeNull();
    expect(parseDate('no date')).toBeNull();
  });

  it('lists dates in order', () => {
    expect(datesIn('DOB 01/02/1980 Collected 2026-03-14')).toEqual(['1980-01-02', '2026-03-14']);
  });

  it('finds the draw date: labelled first, never the birth or report date', () => {
    expect(
      findDrawDate(['Patient DOB: 01/02/1980', 'Reported: 03/16/2026', 'Date Collected: 03/14/2026']),
    ).toBe('2026-03-14');
    expect(findDrawDate(['Collection Date', '03/14/2026 08:10'])).toBe('2026-03-14');
    expect(findDrawDate(['DOB 01/02/1980', 'Glucose 92', 'Lab visit 2026-03-14'])).toBe('2026-03-14');
    expect(findDrawDate(['DOB 01/02/1980', 'Reported 2026-03-16'])).toBeNull();
    expect(findDrawDate(['Collected 2027-03-14'], '2026-11-22')).toBeNull();
  });
});

describe('tables (CSV)', () => {
  it('finds the header and its columns', () => {
    expect(
      findColumns([['Lab report'], ['Test', 'Result', 'Units', 'Reference range', 'Date collected']]),
    ).toEqual({ header: 1, name: 0, value: 1, unit: 2, date: 4, loinc: undefined });
    expect(findColumns([['LOINC', 'Value', 'Unit']])).toMatchObject({ loinc: 0, value: 1, unit: 2 });
    expect(findColumns([['a', 'b']])).toBeNull();
  });

  it('reads rows by name or LOINC, converting units, with dates and unmatched rows', () => {
    const outcome = readTable(
      [
        ['Marker', 'LOINC', 'Value', 'Unit', 'Date'],
        ['Glucose', '', '5.1', 'mmol/L', '2026-03-14'],
        ['', '4548-4', '5.4', '%', '2026-03-14'],
        ['Zinc', '', '88', 'ug/dL', '2026-03-14'],
        ['Ferritin', '', 'n/a', 'ng/mL', ''],
        ['Triglycerides', '', '96', '', ''],
        ['', '', '', '', ''],
      ],
      index,
    );
    expect(outcome.results.map((r) => [r.markerAbbr, r.value, r.confidence])).toEqual([
      ['GLU', 91.89, 1],
      ['HBA1C', 5.4, 1],
      ['TG', 96, UNIT_CERTAINTY.missing],
    ]);
    expect(outcome.unmatched).toEqual(['Zinc, 88, ug/dL, 2026-03-14']);
    expect(outcome.dates).toEqual(['2026-03-14', '2026-03-14', '2026-03-14']);
  });

  it('reads a table without a header as report lines', () => {
    const outcome = readTable(
      [
        ['Glucose', '92', 'mg/dL'],
        ['HDL Cholesterol', '55', 'mg/dL'],
      ],
      index,
    );
    expect(outcome.results.map((r) => r.markerAbbr)).toEqual(['GLU', 'HDL']);
  });
});

describe('dates at their limits', () => {
  it.each([
    ['03/14/69', '2069-03-14'],
    ['03/14/70', '1970-03-14'],
    ['1900-01-01', '1900-01-01'],
    ['2100-12-31', '2100-12-31'],
    ['2026-01-31', '2026-01-31'],
    ['2026-12-01', '2026-12-01'],
    ['12/31/2026', '2026-12-31'],
    ['13/12/2026', '2026-12-13'],
    ['2026/3/4', '2026-03-04'],
    ['2026.03.14', '2026-03-14'],
    ['14-03-2026', '2026-03-14'],
    ['Mar. 4, 2026', '2026-03-04'],
    ['SEPTEMBER 2nd, 2026', '2026-09-02'],
    ['4 Sept. 2026', '2026-09-04'],
  ])('%s is %s', (text, iso) => {
    expect(parseDate(text)).toBe(iso);
  });

  it.each([
    '1899-12-31',
    '2101-01-01',
    '2026-00-10',
    '2026-13-01',
    '2026-03-00',
    '2026-04-31',
    'Foo 14, 2026',
    '14 Foo 2026',
  ])('%s is no date', (text) => {
    expect(parseDate(text)).toBeNull();
  });

  it('reads a date once, in text order, whatever pattern finds it', () => {
    expect(datesIn('Mar 14, 2026 and 2026-03-15 and 16 Mar 2026 and 03/17/2026')).toEqual([
      '2026-03-14',
      '2026-03-15',
      '2026-03-16',
      '2026-03-17',
    ]);
    expect(datesIn('no dates here')).toEqual([]);
  });

  it('takes the draw date after its label, skipping one after today, then from the next line', () => {
    expect(findDrawDate(['DOB 01/02/1980 Collected 03/14/2026'])).toBe('2026-03-14');
    expect(findDrawDate(['Collected 03/14/2027 03/10/2026'], '2026-11-22')).toBe('2026-03-10');
    expect(findDrawDate(['Specimen', '2027-01-01 2026-03-14'], '2026-11-22')).toBe('2026-03-14');
    expect(findDrawDate(['Date of service: 2026-11-22'], '2026-11-22')).toBe('2026-11-22');
    expect(findDrawDate(['Collected', 'n/a', 'Visit 2026-03-01'])).toBe('2026-03-01');
    expect(findDrawDate(['Printed 2026-03-20', 'Visit 2027-01-01', 'Visit 2026-03-01'], '2026-11-22')).toBe(
      '2026-03-01',
    );
    expect(findDrawDate([])).toBeNull();
  });
});

describe('units at their limits', () => {
  const vitaminLike: OcrMarker = {
    abbr: 'T',
    name: 'Test marker',
    unit: 'mg/dL',
    units: [{ unit: 'mg/L', factor: 10, offset: 0 }],
    loinc: '1-1',
    loincAlternates: [],
    plausible: { min: 1, max: 10, usualMin: 2, usualMax: 5 },
  };

  it('plausible and usual bands include their limits; a marker without one takes any value', () => {
    expect([0.99, 1, 10, 10.01].map((v) => isPlausible(vitaminLike, v))).toEqual([false, true, true, false]);
    expect([1.99, 2, 5, 5.01].map((v) => isUsual(vitaminLike, v))).toEqual([false, true, true, false]);
    const anything = { ...vitaminLike, plausible: undefined };
    expect(isPlausible(anything, -5)).toBe(true);
    expect(isUsual(anything, 1e9)).toBe(true);
  });

  it('takes a misread unit only when it is one edit from exactly one of the marker’s, and four characters or more', () => {
    expect(fuzzyMarkerUnit('mg/dk', vitaminLike)).toEqual({ kind: 'primary', unit: 'mg/dL' });
    expect(fuzzyMarkerUnit('mq/L', vitaminLike)).toMatchObject({ kind: 'alternative', unit: 'mg/L' });
    // "mg/d" is one edit from both mg/dL and mg/L.
    expect(fuzzyMarkerUnit('mg/d', vitaminLike)).toBeNull();
    expect(fuzzyMarkerUnit('g/L', vitaminLike)).toBeNull();
    expect(fuzzyMarkerUnit('ug/mL', vitaminLike)).toBeNull();
  });

  it('writes more spellings comparably', () => {
    expect(canonicalUnit('10^9/L')).toBe('10^9/l');
    expect(canonicalUnit('10⁹/L')).toBe('10^9/l');
    expect(canonicalUnit('10*9/L')).toBe('10^9/l');
    expect(canonicalUnit('X10^3/uL')).toBe('10^3/ul');
    expect(canonicalUnit('(mg/dL)')).toBe('mg/dl');
    expect(canonicalUnit('  MG / DL ')).toBe('mg/dl');
    expect(canonicalUnit('mcmol/L')).toBe('mcmol/l');
    expect(canonicalUnit('Thou/uL')).toBe('10^3/ul');
    expect(canonicalUnit('Percent')).toBe('%');
    expect(canonicalUnit('m²')).toBe('m2');
  });

  it('knows every catalogue unit and every lab spelling as a unit', () => {
    const keys = knownUnitKeys([vitaminLike]);
    expect(keys.has('mg/dl')).toBe(true);
    expect(keys.has('mg/l')).toBe(true);
    expect(keys.has('10^6/ul')).toBe(true);
    expect(looksLikeUnit('', keys)).toBe(false);
    expect(looksLikeUnit('Thou/uL', keys)).toBe(true);
    expect(looksLikeUnit('x10E3/uL', keys)).toBe(true);
    expect(looksLikeUnit('mmol/mol', new Set())).toBe(true);
    expect(looksLikeUnit('Glucose', keys)).toBe(false);
  });

  it('converts to the primary unit rounded to four significant digits; a primary value is kept as printed', () => {
    const mgL = matchMarkerUnit('mg/L', vitaminLike)!;
    expect(toPrimary(12.3456, mgL)).toBe(1.235);
    expect(toPrimary(12.3456, { kind: 'primary', unit: 'mg/dL' })).toBe(12.3456);
    expect(roundConverted(91.8915)).toBe(91.89);
  });
});
