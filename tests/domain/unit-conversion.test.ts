import { describe, expect, it } from 'vitest';
import { fromAlternativeUnit, toAlternativeUnit } from '../../src/domain/unit-conversion';

describe('unit conversion', () => {
  it('applies a plain factor (glucose mg/dL → mmol/L)', () => {
    const mmol = { unit: 'mmol/L', factor: 0.0555, offset: 0 };
    expect(toAlternativeUnit(100, mmol)).toBeCloseTo(5.55, 5);
    expect(fromAlternativeUnit(5.55, mmol)).toBeCloseTo(100, 5);
  });

  it('applies an offset before the factor (HbA1c % → IFCC mmol/mol)', () => {
    const ifcc = { unit: 'mmol/mol', factor: 10.929, offset: -2.15 };
    expect(toAlternativeUnit(6.5, ifcc)).toBeCloseTo(47.5, 1);
    expect(fromAlternativeUnit(toAlternativeUnit(5.7, ifcc), ifcc)).toBeCloseTo(5.7, 10);
  });
});
