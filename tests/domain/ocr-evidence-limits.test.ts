import { describe, expect, it } from 'vitest';
import {
  lineEvidence,
  previousReason,
  rangeReason,
  rangeRepair,
  type LineEvidence,
  type PrintedRange,
} from '../../src/domain/ocr';

/**
 * The rules of src/domain/ocr/evidence.ts at their boundaries (docs/decisions/ocr-misreads.md): a
 * flag against its limit, twice the range, a lost decimal point, five times the previous result.
 */

describe('the printed range and flag at their limits', () => {
  const ev = (range: Partial<PrintedRange>, flag?: 'high' | 'low'): LineEvidence => ({
    range: { text: 'R', decimals: 0, ...range },
    ...(flag ? { flag } : {}),
  });
  const normal = { low: 65, high: 99 };

  it('reads both ends of a range, the most decimals of either, and an equal-ended range as none', () => {
    expect(lineEvidence('2', ['0.5-10'])).toEqual({
      range: { low: 0.5, high: 10, text: '0.5–10', decimals: 1 },
    });
    expect(lineEvidence('5', ['5-5'])).toEqual({});
  });

  it('reads a one-sided limit: < and ≤ an upper one, > and ≥ a lower one', () => {
    expect(lineEvidence('0.4', ['<1.0'])).toEqual({ range: { high: 1, text: '<1.0', decimals: 1 } });
    expect(lineEvidence('0.4', ['≤5'])).toEqual({ range: { high: 5, text: '≤5', decimals: 0 } });
    expect(lineEvidence('45', ['≥39'])).toEqual({ range: { low: 39, text: '≥39', decimals: 0 } });
  });

  it('a flag agrees only with a value beyond the limit it names (on the limit is inside)', () => {
    const disagrees = (flag: 'high' | 'low', read: string) =>
      `The report marks it ${flag}, but we read ${read} against its range R`;
    expect(rangeReason(99, '99', ev(normal, 'high'))).toBe(disagrees('high', '99'));
    expect(rangeReason(100, '100', ev(normal, 'high'))).toBeUndefined();
    expect(rangeReason(65, '65', ev(normal, 'low'))).toBe(disagrees('low', '65'));
    expect(rangeReason(64, '64', ev(normal, 'low'))).toBeUndefined();
    // Nothing to be below under an upper limit only, nothing to be above over a lower one.
    expect(rangeReason(0.5, '0.5', ev({ high: 1 }, 'low'))).toBe(disagrees('low', '0.5'));
    expect(rangeReason(30, '30', ev({ low: 39 }, 'high'))).toBe(disagrees('high', '30'));
  });

  it('an unflagged value is doubted only past twice the high end or half the low end', () => {
    const outside = (read: string) => `The report's range is R; we read ${read}`;
    expect(rangeReason(198, '198', ev(normal))).toBeUndefined();
    expect(rangeReason(199, '199', ev(normal))).toBe(outside('199'));
    expect(rangeReason(33, '33', ev(normal))).toBeUndefined();
    expect(rangeReason(32, '32', ev(normal))).toBe(outside('32'));
    expect(rangeReason(0, '0', ev({ high: 1 }))).toBeUndefined();
    expect(rangeReason(1000, '1000', ev({ low: 39 }))).toBeUndefined();
    expect(rangeReason(5, '5', {})).toBeUndefined();
  });

  it('a value printed with decimals, a unit or a flag against it, is not doubted for precision', () => {
    const a1c = ev({ low: 4.8, high: 5.6, decimals: 1 });
    expect(rangeReason(5.6, '5.6%', a1c)).toBeUndefined();
    expect(rangeReason(5, '5,0', a1c)).toBeUndefined();
    expect(rangeReason(6, '6%', a1c)).toBe("The report's range R has decimals; we read 6% without any");
  });

  it('puts a lost decimal point back only for a whole number far from a range with decimals, landing near it', () => {
    const crp = ev({ low: 1, high: 3, decimals: 1 });
    expect(rangeRepair(18, '18', crp)).toBe(1.8);
    expect(rangeRepair(60, '60', crp)).toBe(6);
    expect(rangeRepair(6, '6', crp)).toBeUndefined();
    expect(rangeRepair(61, '61', crp)).toBeUndefined();
    expect(rangeRepair(18.5, '18.5', crp)).toBeUndefined();
    expect(rangeRepair(18, '18.0H', crp)).toBeUndefined();
    expect(rangeRepair(18, '18', ev({ low: 1, high: 3 }))).toBeUndefined();
    expect(rangeRepair(18, '18', {})).toBeUndefined();
    const vitamin = ev({ low: 4, high: 8, decimals: 1 });
    expect(rangeRepair(2, '2', vitamin)).toBeUndefined();
    expect(rangeRepair(20, '20', vitamin)).toBe(2);
    expect(rangeRepair(19, '19', vitamin)).toBeUndefined();
    expect(rangeRepair(500, '500', ev({ high: 3, decimals: 1 }))).toBeUndefined();
    expect(rangeRepair(50, '50', ev({ high: 3, decimals: 1 }))).toBe(5);
    expect(rangeRepair(5, '5', ev({ low: 30, decimals: 1 }))).toBeUndefined();
  });

  it('the previous result: five times either way is still plausible; a zero on either side says nothing', () => {
    expect(previousReason(10, 2, 'mg/L')).toBeUndefined();
    expect(previousReason(10.1, 2, 'mg/L')).toBe(
      'Your previous result was 2 mg/L; we read 10.1 mg/L, more than 5 times apart',
    );
    expect(previousReason(2, 10, 'mg/L')).toBeUndefined();
    expect(previousReason(1.9, 10, 'mg/L')).toMatch(/^Your previous result was 10 mg\/L/);
    expect(previousReason(0, 2, 'mg/L')).toBeUndefined();
    expect(previousReason(2, 0, 'mg/L')).toBeUndefined();
    expect(previousReason(-1, 2, 'mg/L')).toBeUndefined();
  });
});
