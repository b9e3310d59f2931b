import { optimizationState, type BloodRange, type OptimizationState } from './blood-range';

/**
 * The nine blood value classes of spec 000 §4, lowest first. Each is one optimization state
 * (spec 000 §3): the zone's index minus 4. `optimizationState` in blood-range.ts is the one
 * classifier; zones only name its answers.
 */
export const ZONES = [
  'belowBorderLine',
  'borderLineLow',
  'nearNormalLow',
  'subOptimalLow',
  'optimal',
  'subOptimalHigh',
  'nearNormalHigh',
  'borderLineHigh',
  'aboveBorderLine',
] as const;

export type Zone = (typeof ZONES)[number];

/** A state that places a value in a zone: every state except 7 (cannot determine). */
export type ZoneState = Exclude<OptimizationState, 7>;

export const OPTIMIZATION_STATES = [
  -4, -3, -2, -1, 0, 1, 2, 3, 4, 7,
] as const satisfies readonly OptimizationState[];

export function isOptimizationState(value: unknown): value is OptimizationState {
  return (OPTIMIZATION_STATES as readonly unknown[]).includes(value);
}

export function zoneOfState(state: ZoneState): Zone {
  return ZONES[state + 4]!;
}

export function stateOfZone(zone: Zone): ZoneState {
  return (ZONES.indexOf(zone) - 4) as ZoneState;
}

/** The zone of a value, or undefined when it cannot be determined (state 7: no finite value). */
export function classifyZone(range: BloodRange, value: number): Zone | undefined {
  const state = optimizationState(range, value);
  return state === 7 ? undefined : zoneOfState(state);
}

/** Only state 0 is optimized (spec 000 §4); 7 is not, it is a not-optimized yellow. */
export function isOptimized(state: OptimizationState): boolean {
  return state === 0;
}

/** Severities of a not-optimized state, worst first. */
export const SEVERITIES = ['red', 'orange', 'yellow'] as const;
export type Severity = (typeof SEVERITIES)[number];

/**
 * spec 000 §4: red for ±4, orange for ±3, yellow for every other not-optimized state (±1, ±2 and
 * 7 cannot determine). An optimized state (0) has no severity.
 */
export function stateSeverity(state: OptimizationState): Severity | undefined {
  switch (state) {
    case 0:
      return undefined;
    case -4:
    case 4:
      return 'red';
    case -3:
    case 3:
      return 'orange';
    case -2:
    case -1:
    case 1:
    case 2:
    case 7:
      return 'yellow';
  }
}

/**
 * One zone as an interval of the range, for drawing a range bar; `from`/`to` undefined means open
 * towards −∞ / +∞. Inclusivity follows `optimizationState`: low-side zones are [from, to), optimal
 * is [minG, maxG], high-side zones are (from, to]. A zone is empty when its two bounds coincide
 * (minG = minA leaves no sub-optimal low values).
 */
export interface ZoneInterval {
  zone: Zone;
  state: ZoneState;
  from: number | undefined;
  to: number | undefined;
}

export function zoneIntervals(range: BloodRange): ZoneInterval[] {
  const edges = [
    undefined,
    range.minBorderLine,
    range.minNearNormal,
    range.minA,
    range.minG,
    range.maxG,
    range.maxA,
    range.maxNearNormal,
    range.maxBorderLine,
    undefined,
  ];
  return ZONES.map((zone, i) => ({ zone, state: (i - 4) as ZoneState, from: edges[i], to: edges[i + 1] }));
}
