import { markerStatus } from '../../../domain/marker-status';
import type { MarkersForViewResponse } from '../../../contract/blood';

/** Questions every customer can ask, after the ones from their own markers. */
export const GENERAL_QUESTIONS = ['What moves my InnerAge?', 'How did my habit week go?'] as const;

/**
 * Suggested questions from the customer's own data: "Why is my LDL above optimal?" for their markers that
 * are not optimal (most severe first, as the list orders them), then the general ones.
 */
export function suggestedQuestions(markers: MarkersForViewResponse | undefined, limit = 2): string[] {
  const byAbbr = new Map((markers?.markers ?? []).map((m) => [m.abbr, m]));
  const notOptimal = markers?.groups.find((g) => g.key === 'notOptimized')?.abbrs ?? [];
  const fromMarkers = notOptimal.flatMap((abbr) => {
    const state = byAbbr.get(abbr)?.latest?.optimizationStateValue;
    if (state === undefined || state === 0 || state === 7) return [];
    // the side in the status's own words: an LDL that is "Normal (above optimal)" is not "high"
    return [`Why is my ${abbr} ${markerStatus(state).side} optimal?`];
  });
  return [...fromMarkers.slice(0, limit), ...GENERAL_QUESTIONS];
}
