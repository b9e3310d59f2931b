import { describe, expect, it } from 'vitest';
import { againstPrevious, lineEvidence, OCR_REVIEW_THRESHOLD, type ReadValue } from '../../src/domain/ocr';
import { readValue } from './ocr.fixtures';

const read = (text: string, confidence = 0.9): ReadValue => readValue(text, confidence);

describe('what a line says about its value', () => {
  it.each([
    ['<1.0 low / 1.0-3.0 avg / >3.0 high', { range: { low: 1, high: 3, text: '1.0–3.0', decimals: 1 } }],
    ['H mg/dL 65 - 99', { flag: 'high', range: { low: 65, high: 99, text: '65–99', decimals: 0 } }],
    ['mg/dL > 39', { range: { low: 39, text: '>39', decimals: 0 } }],
    ['Low % 4.8-5.6 01', { flag: 'low', range: { low: 4.8, high: 5.6, text: '4.8–5.6', decimals: 1 } }],
    ['mg/dL 99-65', {}],
    ['mg/L <1.0low/1.0-3.0 avg', { range: { low: 1, high: 3, text: '1.0–3.0', decimals: 1 } }],
  ])('%s', (after, evidence) => {
    expect(lineEvidence('5', after.split(' '))).toEqual(evidence);
  });

  it('reads a flag written against the value', () => {
    expect(lineEvidence('104H', [])).toEqual({ flag: 'high' });
    expect(lineEvidence('59H%', [])).toEqual({ flag: 'high' });
    expect(lineEvidence('5.9%', [])).toEqual({});
  });
});

describe('a value its own line contradicts is unsure, with the reason', () => {
  it.each([
    [
      'hs-CRP 18 mg/L <1.0 low / 1.0-3.0 avg',
      "The report's range is 1.0–3.0; we read 18 and took it as 1.8 (a lost decimal point)",
    ],
    ['Glucose 92 H mg/dL 65-99', 'The report marks it high, but we read 92 against its range 65–99'],
    ['Glucose 50 High mg/dL 65-99', 'The report marks it high, but we read 50 against its range 65–99'],
    ['Creatinine 1 mg/dL 0.60-1.26', "The report's range 0.60–1.26 has decimals; we read 1 without any"],
    ['Creatinine 9 mg/dL 0.60-1.26', "The report's range is 0.60–1.26; we read 9"],
    [
      'hs-CRP 18 H mg/L 1.0-3.0',
      "The report's range is 1.0–3.0; we read 18 and took it as 1.8 (a lost decimal point)",
    ],
  ])('%s', (text, reason) => {
    const value = read(text);
    expect(value.confidence).toBeLessThan(OCR_REVIEW_THRESHOLD);
    expect(value.reason).toBe(reason);
  });

  it('a value its line agrees with stays sure and has no reason', () => {
    for (const text of [
      'hs-CRP 1.8 mg/L 1.0-3.0',
      'Glucose 104 H mg/dL 65-99',
      'HDL Cholesterol 48 mg/dL >39',
    ]) {
      const value = read(text);
      expect(value.confidence, text).toBeGreaterThanOrEqual(OCR_REVIEW_THRESHOLD);
      expect(value.reason, text).toBeUndefined();
    }
  });

  it('a value outside its range but flagged, or only a little outside, is not doubted for it', () => {
    expect(read('Glucose 104 mg/dL 65-99').reason).toBeUndefined();
    expect(read('Glucose 240 H mg/dL 65-99').reason).toBeUndefined();
  });

  it('every value under the threshold has a reason, even with no evidence but the reading', () => {
    const value = read('Glucose 92 mg/dL', 0.6);
    expect(value.reason).toBe('The line was hard to read (we are 60 % sure of its characters)');
    expect(read('Hemoglobin A1c 59 %', 0.8).reason).toBe(
      'We read 59, which no lab reports; we took it as 5.9 (a lost decimal point)',
    );
  });
});

describe('the customer’s previous result', () => {
  const crp = read('hs-CRP 1.8 mg/L 1.0-3.0');

  it('more than 5 times apart makes a value unsure, with the reason', () => {
    const checked = againstPrevious({ ...crp, value: 18 }, 2.1);
    expect(checked.confidence).toBeLessThan(OCR_REVIEW_THRESHOLD);
    expect(checked.reason).toBe(
      'Your previous result was 2.1 mg/L; we read 18 mg/L, more than 5 times apart',
    );
    expect(againstPrevious({ ...crp, value: 0.3 }, 2.1).reason).toMatch(/previous result/);
  });

  it('within a factor of 5, or with no previous result, changes nothing', () => {
    expect(againstPrevious(crp, 0.4)).toBe(crp);
    expect(againstPrevious(crp, undefined)).toBe(crp);
  });
});
