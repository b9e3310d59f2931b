import { describe, expect, it } from 'vitest';
import { canonicalUnit, findColumns, looksLikeUnit, readLine, type ReadValue } from '../../src/domain/ocr';
import { ocrIndex, readValue } from './ocr.fixtures';

/** Report lines (docs/decisions/ocr.md, "Reading"): what makes a second result, an unmatched line, a flag. */
const index = ocrIndex;
const lineOf = (text: string, confidence = 1) => readLine({ text, confidence }, index);
const read = (text: string, confidence = 1): ReadValue => readValue(text, confidence);

describe('report lines at their limits', () => {
  it('a lab code inside the second result’s name does not hide it', () => {
    expect(
      lineOf('Glucose 92 mg/dL HDL Cholesterol 01 55 mg/dL').map((r) =>
        'result' in r ? [r.result.markerAbbr, r.result.value] : r,
      ),
    ).toEqual([
      ['GLU', 92],
      ['HDL', 55],
    ]);
  });

  it('a flag word in the marker’s name is not the value’s flag', () => {
    expect(read('hs-CRP High Sensitivity 0.5 mg/L <1.0').reason).toBeUndefined();
  });

  it('an unmatched line needs a name of three letters and a unit or range after the value (flags skipped)', () => {
    expect(lineOf('Zinc 88 H ug/dL')).toEqual([{ unmatched: 'Zinc 88 H ug/dL' }]);
    expect(lineOf('Zn 88 ug/dL')).toEqual([]);
    expect(lineOf('Zn-2 88 ug/dL')).toEqual([]);
    expect(lineOf('Zinc 88')).toEqual([]);
  });

  it('in OCR, an implausible value with no usual reading takes the first plausible one', () => {
    expect(read('Hemoglobin A1c 150 %', 0.8).value).toBe(15);
  });
});

describe('unit spellings at their limits', () => {
  it('powers of ten: several superscript digits, a caret before a superscript, a lost superscript', () => {
    expect(canonicalUnit('10¹²/L')).toBe('10^12/l');
    expect(canonicalUnit('10^³/µL')).toBe('10^3/ul');
    expect(canonicalUnit('x10 3/uL')).toBe('10^3/ul');
    expect(canonicalUnit('/100 WBC')).toBe('/100wbc');
  });

  it('a unit is the whole token: a range or a word run into it is not one', () => {
    expect(looksLikeUnit('65-99mg/dL', new Set())).toBe(false);
    expect(looksLikeUnit('mg/dL-x', new Set())).toBe(false);
    expect(looksLikeUnit('mg/dL', new Set())).toBe(true);
  });
});

describe('table headers', () => {
  it('the LOINC column is never the value column, even when its header says result', () => {
    expect(findColumns([['Result LOINC', 'Test', 'Result']])).toMatchObject({ loinc: 0, name: 1, value: 2 });
  });
});
