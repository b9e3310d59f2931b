import type { OptimizationState } from './blood-range';
import { scoreBand } from './grading';
import { stateSeverity, type Severity } from './zones';

/** spec 000 §3 sorting modes. */
export const SortMode = { UNOPTIMIZED: 0, OPTIMIZED: 1, A_Z: 2 } as const;
export type SortMode = (typeof SortMode)[keyof typeof SortMode];

export type GroupKey = 'all' | 'optimized' | 'notOptimized' | 'neverTested';

export interface SeverityGroup<T> {
  severity: Severity;
  items: T[];
}

/**
 * A group of markers or categories. `notOptimized` also splits its items by severity; its `items`
 * are those severity groups concatenated in order.
 */
export type ItemGroup<T> =
  | { key: 'all' | 'optimized' | 'neverTested'; items: T[] }
  | { key: 'notOptimized'; items: T[]; severities: SeverityGroup<T>[] };

/** Where an item falls: a group other than `all`, and a severity when not optimized. */
export type Placement =
  | { group: 'optimized' | 'neverTested'; severity?: undefined }
  | { group: 'notOptimized'; severity: Severity };

export interface GroupableMarker {
  abbr: string;
  name: string;
  /** The state of the marker's value; absent (undefined or null) when it was never tested. */
  state?: OptimizationState | null | undefined;
}

export interface GroupableCategory {
  abbr: string;
  name: string;
  /** The category score 0-100; absent when none of its markers was tested. */
  score?: number | null | undefined;
}

/**
 * spec 000 §4: optimized-first (OPTIMIZED) puts optimized first, the other (UNOPTIMIZED) puts
 * notOptimized first; never-tested is last either way. A_Z is one group.
 */
export function groupOrder(mode: SortMode): GroupKey[] {
  switch (mode) {
    case SortMode.UNOPTIMIZED:
      return ['notOptimized', 'optimized', 'neverTested'];
    case SortMode.OPTIMIZED:
      return ['optimized', 'notOptimized', 'neverTested'];
    case SortMode.A_Z:
      return ['all'];
  }
}

/**
 * Severities "ordered by sort mode" (spec 000 §4): UNOPTIMIZED leads with what needs attention,
 * so worst first (red, orange, yellow); OPTIMIZED leads with what is going well, so the
 * not-optimized closest to optimal come first (yellow, orange, red). A_Z has no severity order.
 */
export function severityOrder(mode: SortMode): Severity[] {
  switch (mode) {
    case SortMode.UNOPTIMIZED:
    case SortMode.A_Z:
      return ['red', 'orange', 'yellow'];
    case SortMode.OPTIMIZED:
      return ['yellow', 'orange', 'red'];
  }
}

/** A marker: no state → neverTested, 0 → optimized, any other state (7 included) → notOptimized. */
export function markerPlacement(state: OptimizationState | null | undefined): Placement {
  if (state === undefined || state === null) return { group: 'neverTested' };
  const severity = stateSeverity(state);
  return severity ? { group: 'notOptimized', severity } : { group: 'optimized' };
}

/**
 * A category, "grouped likewise: score 0 is optimized, a missing score is neverTested" (spec 000
 * §4). The 0 there is the score band of the 0-100 category score, as state 0 is for a marker:
 * band 0 (85-100) → optimized; bands 1, 2, 3 → notOptimized yellow, orange, red, the worse the
 * band the more severe; no score → neverTested.
 */
export function categoryPlacement(score: number | null | undefined): Placement {
  if (score === undefined || score === null) return { group: 'neverTested' };
  const band = scoreBand(score);
  switch (band) {
    case 0:
      return { group: 'optimized' };
    case 1:
      return { group: 'notOptimized', severity: 'yellow' };
    case 2:
      return { group: 'notOptimized', severity: 'orange' };
    case 3:
      return { group: 'notOptimized', severity: 'red' };
  }
}

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** By name, case- and accent-insensitive with numbers in numeric order; ties by abbr. */
export function compareByName(a: { name: string; abbr: string }, b: { name: string; abbr: string }): number {
  return (
    collator.compare(a.name, b.name) ||
    collator.compare(a.abbr, b.abbr) ||
    (a.abbr < b.abbr ? -1 : a.abbr > b.abbr ? 1 : 0)
  );
}

/**
 * Groups items in the order the sort mode gives. Every group of the mode is returned, empty ones
 * included, so the shape depends on the mode only; within a group (and a severity) items are
 * sorted by name.
 */
export function groupItems<T extends { abbr: string; name: string }>(
  items: readonly T[],
  mode: SortMode,
  place: (item: T) => Placement,
): ItemGroup<T>[] {
  const sorted = [...items].sort(compareByName);
  if (mode === SortMode.A_Z) return [{ key: 'all', items: sorted }];
  const placed = sorted.map((item) => ({ item, placement: place(item) }));
  const pick = (test: (p: Placement) => boolean) =>
    placed.filter((p) => test(p.placement)).map((p) => p.item);
  return groupOrder(mode).map((key): ItemGroup<T> => {
    if (key === 'notOptimized') {
      const severities = severityOrder(mode).map((severity) => ({
        severity,
        items: pick((p) => p.group === 'notOptimized' && p.severity === severity),
      }));
      return { key, items: severities.flatMap((s) => s.items), severities };
    }
    return { key, items: pick((p) => p.group === key) };
  });
}

/** Marker grouping of spec 000 §4 / 001 §4. */
export function groupMarkers<T extends GroupableMarker>(
  markers: readonly T[],
  mode: SortMode,
): ItemGroup<T>[] {
  return groupItems(markers, mode, (m) => markerPlacement(m.state));
}

/** Category grouping of spec 000 §4 / 001 §4, by the band of each category's 0-100 score. */
export function groupCategories<T extends GroupableCategory>(
  categories: readonly T[],
  mode: SortMode,
): ItemGroup<T>[] {
  return groupItems(categories, mode, (c) => categoryPlacement(c.score));
}
