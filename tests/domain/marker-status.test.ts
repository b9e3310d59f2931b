import { describe, expect, it } from 'vitest';
import { optimizationState, type BloodRange } from '../../src/domain/blood-range';
import {
  GROUP_TITLES,
  isNotOptimizedStatus,
  MARKER_STATUSES,
  markerStatus,
  REPORT_MARKER_CHOICE_TITLES,
  severityColour,
  severityTitle,
  STATUS_LEGEND,
  statusColour,
  statusesTitle,
  statusExplanation,
  statusLabel,
  statusSentence,
} from '../../src/domain/marker-status';
import { OPTIMAL_GREEN, STATUS_COLOURS, STATUS_TONES } from '../../src/domain/palette';
import { OPTIMIZATION_STATES, SEVERITIES, stateSeverity } from '../../src/domain/zones';

// LDL as the catalogue ranges it for a man: optimal ≤ 99, reference ≤ 129, then 159, 189
const ldl: BloodRange = {
  minBorderLine: 0,
  minNearNormal: 0,
  minA: 0,
  minG: 0,
  maxG: 99,
  maxA: 129,
  maxNearNormal: 159,
  maxBorderLine: 189,
};

const contrast = (a: string, b: string) => {
  const lum = (hex: string) => {
    const [r, g, bl] = [1, 3, 5]
      .map((i) => parseInt(hex.slice(i, i + 2), 16) / 255)
      .map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!;
  };
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
};

describe('the marker status vocabulary', () => {
  it('words every optimization state from spec 000 §3, with the side where the name alone would not say it', () => {
    expect(OPTIMIZATION_STATES.map(statusLabel)).toEqual([
      'Low',
      'Borderline low',
      'Near normal (low)',
      'Normal (below optimal)',
      'Optimized',
      'Normal (above optimal)',
      'Near normal (high)',
      'Borderline high',
      'High',
      'Cannot determine',
    ]);
    expect(new Set(OPTIMIZATION_STATES.map(statusLabel)).size).toBe(10);
  });

  it('gives every state × side one label, one colour and one explanation', () => {
    expect(Object.keys(MARKER_STATUSES)).toHaveLength(10);
    for (const state of OPTIMIZATION_STATES) {
      const status = markerStatus(state);
      expect(status.state).toBe(state);
      expect(status.side).toBe(state === 0 || state === 7 ? undefined : state < 0 ? 'below' : 'above');
      expect(status.label).toMatch(/^[A-Z]/);
      expect(STATUS_TONES).toContain(status.tone);
      expect(status.explanation).toMatch(/^[A-Z].*\.$/);
      expect(statusExplanation(state)).toBe(status.explanation);
      expect(statusColour(state)).toBe(STATUS_COLOURS[status.tone].ink);
      expect(statusColour(state, 'fill')).toBe(STATUS_COLOURS[status.tone].fill);
    }
    // the two sides of one state name differ in words and explanation, and share a colour
    for (const s of [1, 2, 3, 4] as const) {
      expect(statusLabel(s)).not.toBe(statusLabel(-s as -1));
      expect(statusExplanation(s)).not.toBe(statusExplanation(-s as -1));
      expect(markerStatus(s).tone).toBe(markerStatus(-s as -1).tone);
    }
    expect(statusColour(0, 'fill')).toBe(OPTIMAL_GREEN);
  });

  it('follows the optimization state of a value: LDL 114 mg/dL is Normal (above optimal)', () => {
    const words = (value: number) => statusLabel(optimizationState(ldl, value));
    expect(words(85)).toBe('Optimized');
    expect(words(114)).toBe('Normal (above optimal)');
    expect(statusExplanation(optimizationState(ldl, 114))).toBe(
      'In the lab’s reference range, above your optimal range.',
    );
    expect(words(142)).toBe('Near normal (high)');
    expect(words(170)).toBe('Borderline high');
    expect(words(200)).toBe('High');
    expect(words(Number.NaN)).toBe('Cannot determine');
    expect(statusSentence(1)).toBe(
      'Normal (above optimal): in the lab’s reference range, above your optimal range.',
    );
  });

  it('writes every ink at 4.5:1 or better on the canvas and the subtle background (WCAG AA)', () => {
    for (const tone of STATUS_TONES)
      for (const bg of ['#ffffff', '#f6f7f9'])
        expect(contrast(STATUS_COLOURS[tone].ink, bg)).toBeGreaterThan(4.5);
  });

  it('titles a severity from the labels of its states, and only those present', () => {
    expect(SEVERITIES.map((s) => severityTitle(s))).toEqual([
      'Low or high',
      'Borderline low or high',
      'Near normal, normal or cannot determine',
    ]);
    expect(severityTitle('yellow', [1, 2, 1])).toBe('Near normal or normal');
    expect(severityTitle('red', [4])).toBe('High');
    expect(severityTitle('orange', [3, 0])).toBe('Borderline high');
    expect(statusesTitle([])).toBe('');
    // farthest from optimal first, low before high at the same distance, cannot determine last
    expect(statusesTitle([-2, 4])).toBe('High or near normal');
    expect(statusesTitle([3, -3])).toBe('Borderline low or high');
    expect(statusesTitle([7, 0])).toBe('Optimized or cannot determine');
    expect(statusesTitle([7, 1, -4])).toBe('Low, normal or cannot determine');
    for (const s of SEVERITIES) {
      const own = OPTIMIZATION_STATES.filter((state) => stateSeverity(state) === s);
      for (const state of own)
        expect(severityTitle(s).toLowerCase()).toContain(statusLabel(state).split(' ')[0]!.toLowerCase());
    }
    expect(severityColour('red')).toBe(statusColour(4));
    expect(severityColour('orange')).toBe(statusColour(3));
    expect(severityColour('yellow')).toBe(statusColour(2));
  });

  it('keys print with each colour once, titled by its labels, optimized first', () => {
    expect(STATUS_LEGEND.map((l) => [l.title, l.fill])).toEqual([
      ['Optimized', OPTIMAL_GREEN],
      ['Normal', STATUS_COLOURS.normal.fill],
      ['Near normal', STATUS_COLOURS.nearNormal.fill],
      ['Borderline low or high', STATUS_COLOURS.borderline.fill],
      ['Low or high', STATUS_COLOURS.out.fill],
      ['Cannot determine', STATUS_COLOURS.unknown.fill],
    ]);
    expect(GROUP_TITLES.optimized).toBe(statusLabel(0));
  });

  it('counts every state but Optimized as not optimized', () => {
    expect(OPTIMIZATION_STATES.filter(isNotOptimizedStatus)).toEqual([-4, -3, -2, -1, 1, 2, 3, 4, 7]);
  });

  it("titles the coach report's marker choices as the groups they select (issue 24)", () => {
    expect(REPORT_MARKER_CHOICE_TITLES).toEqual({
      0: GROUP_TITLES.notOptimized,
      1: statusLabel(0),
      2: 'All markers, A–Z',
    });
  });
});
