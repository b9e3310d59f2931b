import { REPORT_OPTIMIZATION_STATES, type ReportOptimizationState } from '../../../contract/coach';
import { csvText } from '../../../domain/csv';
import { groupMarkers, SortMode } from '../../../domain/grouping';
import { roundTo } from '../../../domain/habits/numbers';
import { statusLabel } from '../../../domain/marker-status';
import { isOptimized } from '../../../domain/zones';
import type { Catalogue } from '../blood-catalogue';
import type { MemberResults } from './reports';

// spec 001 §3 Report export options, §7 reports/results/csv.

export const REPORT_CSV_HEADER = [
  'Member',
  'E-mail',
  'Tested on',
  'Marker',
  'Value',
  'Unit',
  'Optimization state',
] as const;

/** A value at the precision the blood charts show (2 decimals below 10, else 1), without grouping. */
export const csvValue = (value: number) => String(roundTo(value, Math.abs(value) < 10 ? 2 : 1));

/**
 * The order of the rows: "all, A–Z" when chosen, else not-optimized first (the report is read for
 * what needs attention) unless only optimized markers are asked for.
 */
export function reportSortMode(states: readonly ReportOptimizationState[]): SortMode {
  if (states.includes(REPORT_OPTIMIZATION_STATES.A_Z)) return SortMode.A_Z;
  return states.includes(REPORT_OPTIMIZATION_STATES.UNOPTIMIZED) ? SortMode.UNOPTIMIZED : SortMode.OPTIMIZED;
}

/** Whether a value of this state goes in the report: 2 takes all, 0 the not optimized, 1 the optimized. */
export function keepsState(states: readonly ReportOptimizationState[], optimized: boolean): boolean {
  return (
    states.includes(REPORT_OPTIMIZATION_STATES.A_Z) ||
    (optimized
      ? states.includes(REPORT_OPTIMIZATION_STATES.OPTIMIZED)
      : states.includes(REPORT_OPTIMIZATION_STATES.UNOPTIMIZED))
  );
}

/**
 * One row per member × marker value drawn in the range: members by name, their results newest
 * first, each result's markers in the domain's grouping order for the chosen states.
 */
export function reportCsvRows(
  catalogue: Catalogue,
  members: readonly MemberResults[],
  options: { dateFrom: string; dateTo: string; optimizationStates: readonly ReportOptimizationState[] },
): string[][] {
  const mode = reportSortMode(options.optimizationStates);
  const rows: string[][] = [[...REPORT_CSV_HEADER]];
  for (const member of members) {
    const name = `${member.profile.firstName} ${member.profile.lastName}`.trim();
    for (const result of member.results) {
      if (result.testedAt < options.dateFrom || result.testedAt > options.dateTo) continue;
      const values = result.values
        .filter((v) => keepsState(options.optimizationStates, isOptimized(v.state)))
        .map((v) => ({
          ...v,
          abbr: v.markerAbbr,
          name: catalogue.byAbbr.get(v.markerAbbr)?.name ?? v.markerAbbr,
        }));
      for (const group of groupMarkers(values, mode))
        for (const v of group.items)
          rows.push([
            name,
            member.email,
            result.testedAt,
            v.name,
            csvValue(v.value),
            v.unit,
            statusLabel(v.state),
          ]);
    }
  }
  return rows;
}

export function reportCsv(...args: Parameters<typeof reportCsvRows>): string {
  return csvText(reportCsvRows(...args));
}
