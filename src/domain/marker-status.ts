import type { OptimizationState } from './blood-range';
import { STATUS_COLOURS, type StatusTone } from './palette';
import { OPTIMIZATION_STATES, stateSeverity, type Severity } from './zones';

/**
 * The one vocabulary of a marker's status: every screen, PDF, report and assistant answer that
 * says how a value stands takes its words and colour from here (docs/decisions.md, "One status
 * everywhere"). The server sends the optimization state (spec 000 §3); the words are made on
 * both sides from this table, so no view may spell a status of its own.
 */

/** Which side of the optimal range a value lies on; none for optimized (0) and undetermined (7). */
export type Side = 'below' | 'above';

export interface MarkerStatus {
  state: OptimizationState;
  side: Side | undefined;
  /** The status as a person reads it: "Normal (above optimal)". */
  label: string;
  /** The colour family (palette.ts STATUS_COLOURS): one per state, shared by bars, text and print. */
  tone: StatusTone;
  /** One sentence for people: what the status means for this value. */
  explanation: string;
}

const status = (
  state: OptimizationState,
  label: string,
  tone: StatusTone,
  explanation: string,
): MarkerStatus => ({
  state,
  side: state === 0 || state === 7 ? undefined : state < 0 ? 'below' : 'above',
  label,
  tone,
  explanation,
});

/**
 * spec 000 §3's state names, with the side written in where the name alone would not say it
 * ("Normal" is both -1 and 1: a value in the lab's reference range but not in the optimal one).
 */
export const MARKER_STATUSES: Readonly<Record<OptimizationState, MarkerStatus>> = {
  [-4]: status(-4, 'Low', 'out', 'Well below the lab’s reference range.'),
  [-3]: status(-3, 'Borderline low', 'borderline', 'Below the lab’s reference range, at the borderline.'),
  [-2]: status(-2, 'Near normal (low)', 'nearNormal', 'Just below the lab’s reference range.'),
  [-1]: status(
    -1,
    'Normal (below optimal)',
    'normal',
    'In the lab’s reference range, below your optimal range.',
  ),
  0: status(0, 'Optimized', 'optimal', 'In your optimal range.'),
  1: status(1, 'Normal (above optimal)', 'normal', 'In the lab’s reference range, above your optimal range.'),
  2: status(2, 'Near normal (high)', 'nearNormal', 'Just above the lab’s reference range.'),
  3: status(3, 'Borderline high', 'borderline', 'Above the lab’s reference range, at the borderline.'),
  4: status(4, 'High', 'out', 'Well above the lab’s reference range.'),
  7: status(7, 'Cannot determine', 'unknown', 'This value could not be placed against a range.'),
};

export function markerStatus(state: OptimizationState): MarkerStatus {
  return MARKER_STATUSES[state];
}

export function statusLabel(state: OptimizationState): string {
  return MARKER_STATUSES[state].label;
}

export function statusExplanation(state: OptimizationState): string {
  return MARKER_STATUSES[state].explanation;
}

/** The state's colour: `ink` for its words, `fill` for areas. */
export function statusColour(state: OptimizationState, shade: 'fill' | 'ink' = 'ink'): string {
  return STATUS_COLOURS[MARKER_STATUSES[state].tone][shade];
}

/** The label and what it means, for a sentence or a screen reader: "Normal (above optimal): In …". */
export function statusSentence(state: OptimizationState): string {
  const { label, explanation } = MARKER_STATUSES[state];
  return `${label}: ${explanation.charAt(0).toLowerCase()}${explanation.slice(1)}`;
}

/** A marker with no value at all. */
export const NEVER_TESTED = 'Never tested';

/** The groups of spec 000 §4 grouping, titled as the statuses in them read. */
export const GROUP_TITLES = {
  all: 'All markers',
  optimized: MARKER_STATUSES[0].label,
  notOptimized: 'Not optimized',
  neverTested: NEVER_TESTED,
} as const;

/**
 * The coach report's marker choices (spec 001 §7, optimizationState 0 not optimized, 1 optimized,
 * 2 every marker A–Z), titled as the groups they select.
 */
export const REPORT_MARKER_CHOICE_TITLES: Readonly<Record<0 | 1 | 2, string>> = {
  0: GROUP_TITLES.notOptimized,
  1: GROUP_TITLES.optimized,
  2: `${GROUP_TITLES.all}, A–Z`,
};

export function isNotOptimizedStatus(state: OptimizationState): boolean {
  return state !== 0;
}

/**
 * A heading over several statuses, from their own labels: ["High", "Low"] → "Low or high",
 * [1, 2] → "Near normal or normal". The side in brackets is dropped (the rows under it say it).
 * Farthest from optimal first; 7 last.
 */
export function statusesTitle(states: readonly OptimizationState[]): string {
  const order = (s: OptimizationState) => (s === 7 ? -1 : Math.abs(s) * 2 + (s < 0 ? 1 : 0));
  const words = [...new Set([...states].sort((a, b) => order(b) - order(a)))]
    .map((s) => MARKER_STATUSES[s].label.replace(/ \(.*\)$/, ''))
    .filter((w, i, all) => all.indexOf(w) === i);
  if (words.length === 0) return '';
  // "Borderline low or borderline high" reads as "Borderline low or high"
  const [head] = words[0]!.split(' ');
  if (words.length > 1 && words.every((w) => w.startsWith(`${head} `)))
    return `${head} ${listOr(words.map((w) => w.slice(head!.length + 1)))}`;
  const lower = words.map((w, i) => (i === 0 ? w : w.charAt(0).toLowerCase() + w.slice(1)));
  return listOr(lower);
}

const listOr = (words: readonly string[]) =>
  words.length === 1 ? words[0]! : `${words.slice(0, -1).join(', ')} or ${words.at(-1)!}`;

/** The states of a severity (spec 000 §4: red ±4, orange ±3, yellow every other not-optimized). */
export function statesOfSeverity(severity: Severity): OptimizationState[] {
  return OPTIMIZATION_STATES.filter((s) => stateSeverity(s) === severity);
}

/**
 * The heading of a severity block: the labels of the states in it, those given (the markers
 * actually listed) or else every state of the severity.
 */
export function severityTitle(severity: Severity, states?: readonly OptimizationState[]): string {
  const own = statesOfSeverity(severity);
  const present = states?.filter((s) => own.includes(s));
  return statusesTitle(present?.length ? present : own);
}

/** A severity's colour: the ink of its most typical state (red ±4, orange ±3, yellow ±2). */
export function severityColour(severity: Severity): string {
  const tone: Record<Severity, StatusTone> = { red: 'out', orange: 'borderline', yellow: 'nearNormal' };
  return STATUS_COLOURS[tone[severity]].ink;
}

/** A colour key for print: each tone once, best first, titled from the labels that share it. */
export const STATUS_LEGEND: readonly { tone: StatusTone; title: string; fill: string; ink: string }[] = (
  ['optimal', 'normal', 'nearNormal', 'borderline', 'out', 'unknown'] as const
).map((tone) => ({
  tone,
  title: statusesTitle(OPTIMIZATION_STATES.filter((s) => MARKER_STATUSES[s].tone === tone)),
  ...STATUS_COLOURS[tone],
}));
