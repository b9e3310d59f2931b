/**
 * How a marker's value in its primary unit converts to an alternative unit:
 * `alternative = (primary + offset) × factor`. Almost every conversion is a plain factor
 * (glucose mg/dL → mmol/L × 0.0555, offset 0); HbA1c % → IFCC mmol/mol is affine
 * ((% − 2.15) × 10.929, offset −2.15).
 */
export interface UnitConversion {
  unit: string;
  factor: number;
  offset: number;
}

export function toAlternativeUnit(value: number, conversion: UnitConversion): number {
  return (value + conversion.offset) * conversion.factor;
}

export function fromAlternativeUnit(value: number, conversion: UnitConversion): number {
  return value / conversion.factor - conversion.offset;
}
