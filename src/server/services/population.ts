import { and, eq } from 'drizzle-orm';
import type { Db } from '../db';
import { populationValues, type Sex } from '../db/schema';

/**
 * Percentile rank of a value in a population, 0-100: the share below it, ties counting half
 * (the mid-rank definition, so a value equal to everyone's sits at 50), 1 decimal. Undefined for an
 * empty population.
 */
export function percentileRank(population: readonly number[], value: number): number | undefined {
  if (population.length === 0) return undefined;
  let below = 0;
  let equal = 0;
  for (const v of population) {
    if (v < value) below++;
    else if (v === value) equal++;
  }
  return Math.round(((below + equal / 2) / population.length) * 1000) / 10;
}

export interface HistogramBin {
  from: number;
  to: number;
  count: number;
}

/** Equal-width bins from the lowest to the highest value; the last bin includes its upper end. */
export function histogram(population: readonly number[], bins = 12): HistogramBin[] {
  if (population.length === 0) return [];
  const min = Math.min(...population);
  const max = Math.max(...population);
  if (min === max) return [{ from: min, to: max, count: population.length }];
  const width = (max - min) / bins;
  const counts = new Array<number>(bins).fill(0);
  for (const v of population) counts[Math.min(bins - 1, Math.floor((v - min) / width))]! += 1;
  const edge = (i: number) => Math.round((min + i * width) * 1000) / 1000;
  return counts.map((count, i) => ({ from: edge(i), to: i === bins - 1 ? max : edge(i + 1), count }));
}

/** The stored population's values of a marker, of one sex or of everyone. */
export async function populationOf(db: Db, markerAbbr: string, sex: Sex | null): Promise<number[]> {
  const rows = await db
    .select({ value: populationValues.value })
    .from(populationValues)
    .where(
      sex
        ? and(eq(populationValues.markerAbbr, markerAbbr), eq(populationValues.sex, sex))
        : eq(populationValues.markerAbbr, markerAbbr),
    );
  return rows.map((r) => r.value);
}
