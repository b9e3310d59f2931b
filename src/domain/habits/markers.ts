import type { OptimizationState } from '../blood-range';
import { statusLabel } from '../marker-status';
import type { HabitDefinition } from './catalogue';

/**
 * Names of the catalogue markers habits refer to, as the blood-marker catalogue spells them
 * (src/server/db/seed/reference/blood-markers.ts; a test keeps the two in step). The domain keeps
 * its own copy because it must not import server code.
 */
export const HABIT_MARKER_NAMES: Readonly<Record<string, string>> = {
  ALT: 'Alanine aminotransferase (ALT)',
  AST: 'Aspartate aminotransferase (AST)',
  BUN: 'Blood urea nitrogen',
  CORTISOL: 'Cortisol (morning)',
  CREAT: 'Creatinine',
  DHEAS: 'DHEA sulfate',
  FOLATE: 'Folate (serum)',
  GGT: 'Gamma-glutamyl transferase (GGT)',
  GLU: 'Glucose (fasting)',
  HBA1C: 'Hemoglobin A1c',
  HDL: 'HDL cholesterol',
  HSCRP: 'hs-CRP',
  INSULIN: 'Insulin (fasting)',
  K: 'Potassium',
  LDL: 'LDL cholesterol',
  MCV: 'Mean corpuscular volume',
  MG: 'Magnesium',
  NA: 'Sodium',
  TESTO: 'Testosterone (total)',
  TG: 'Triglycerides',
};

/** One marker of the customer's latest results. */
export interface CustomerMarker {
  abbr: string;
  name: string;
  state: OptimizationState;
}

/** Biomarkers named per habit in the report's InnerAge box. */
export const MAX_BIOMARKERS_PER_HABIT = 3;

/** Outside the normal range: near normal, borderline or out (±2…±4); 7 (cannot determine) is not. */
export function isOutOfRange(state: OptimizationState): boolean {
  return state !== 7 && Math.abs(state) >= 2;
}

/**
 * The biomarkers to name for a habit: first the customer's own out-of-range markers the habit may
 * affect (worst first, then in the habit's order), then the habit's other markers in its order
 * (strongest link first); at most MAX_BIOMARKERS_PER_HABIT, by the customer's marker name when the
 * customer has that result.
 */
export function biomarkersFor(
  habit: Pick<HabitDefinition, 'markers'>,
  results: readonly CustomerMarker[] = [],
): string[] {
  const resultOf = (abbr: string) => results.find((r) => r.abbr.toUpperCase() === abbr);
  const outOfRange = habit.markers
    .map((abbr, order) => ({ abbr, order, result: resultOf(abbr) }))
    .filter((m) => m.result !== undefined && isOutOfRange(m.result.state))
    .sort((a, b) => Math.abs(b.result!.state) - Math.abs(a.result!.state) || a.order - b.order)
    .map((m) => m.abbr);
  const rest = habit.markers.filter((abbr) => !outOfRange.includes(abbr));
  return [...outOfRange, ...rest].slice(0, MAX_BIOMARKERS_PER_HABIT).map((abbr) => {
    const result = resultOf(abbr);
    // the customer's own marker says its status in the words every screen uses (marker-status.ts)
    return result ? `${result.name} · ${statusLabel(result.state)}` : (HABIT_MARKER_NAMES[abbr] ?? abbr);
  });
}
