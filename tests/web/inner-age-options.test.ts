import { describe, expect, it } from 'vitest';
import { echarts } from '../../src/web/components/charts/echarts-core';
import {
  INNER_AGE_CHART_COLORS,
  INNER_AGE_SERIES,
  innerAgeAxisBounds,
  innerAgeHistoryDescription,
  innerAgeHistoryOption,
  innerAgeTooltip,
  type InnerAgePoint,
} from '../../src/web/components/charts/inner-age-options';

// As the call answers: newest tested first; one draw without an InnerAge (missing markers).
const results: InnerAgePoint[] = [
  { testedAt: '2026-03-10', innerAge: 38.4, chronologicalAge: 42.3 },
  { testedAt: '2025-02-01', innerAge: null, chronologicalAge: 41.2 },
  { testedAt: '2024-01-15', innerAge: 41.6, chronologicalAge: 40.1 },
  { testedAt: '2022-06-20', innerAge: 43.05, chronologicalAge: 38.5 },
];

type Line = { type: string; name: string; data: [string, number | null][]; lineStyle: { color: string } };
const series = (option: ReturnType<typeof innerAgeHistoryOption>) => option.series as Line[];

describe('InnerAge history chart option', () => {
  it('draws InnerAge and chronological age at each draw, oldest first, on a time axis', () => {
    const option = innerAgeHistoryOption(results);
    const [inner, age] = series(option);
    expect(inner!.name).toBe(INNER_AGE_SERIES.innerAge);
    expect(inner!.data).toEqual([
      ['2022-06-20', 43.05],
      ['2024-01-15', 41.6],
      ['2025-02-01', null],
      ['2026-03-10', 38.4],
    ]);
    expect(age!.name).toBe(INNER_AGE_SERIES.age);
    expect(age!.data.map(([, v]) => v)).toEqual([38.5, 40.1, 41.2, 42.3]);
    expect(inner!.lineStyle.color).toBe(INNER_AGE_CHART_COLORS.innerAge);
    expect((option.xAxis as { type: string }).type).toBe('time');
  });

  it('keeps a year of air around both lines, on whole steps of the axis', () => {
    // 38.4 … 43.05 → 37.4 … 44.05 → steps of 2 from 36 to 46
    expect(innerAgeAxisBounds(results)).toEqual({ min: 36, max: 46, interval: 2 });
    const wide = [{ testedAt: '2020-01-01', innerAge: 30.2, chronologicalAge: 47 }];
    expect(innerAgeAxisBounds(wide)).toEqual({ min: 25, max: 50, interval: 5 });
    expect(innerAgeAxisBounds([])).toEqual({ min: 0, max: 100, interval: 10 });
    const y = innerAgeHistoryOption(results).yAxis as { min: number; max: number; interval: number };
    expect([y.min, y.max, y.interval]).toEqual([36, 46, 2]);
  });

  it('describes every draw for screen readers', () => {
    expect(innerAgeHistoryDescription(results)).toBe(
      'InnerAge against chronological age over 4 draws. Jun 20, 2022: InnerAge 43.0, age 38.5; ' +
        'Jan 15, 2024: InnerAge 41.6, age 40.1; Feb 01, 2025: InnerAge not computed, age 41.2; ' +
        'Mar 10, 2026: InnerAge 38.4, age 42.3.',
    );
    expect(innerAgeHistoryDescription(results.slice(0, 1))).toMatch(/over 1 draw\. /);
  });

  it('heads the tooltip with the draw’s date as the screens word it, not the ISO day', () => {
    const tooltip = innerAgeHistoryOption(results).tooltip as { formatter: (p: unknown) => string };
    const text = tooltip.formatter([
      { marker: '', seriesName: INNER_AGE_SERIES.innerAge, value: ['2025-02-01', null] },
      { marker: '', seriesName: INNER_AGE_SERIES.age, value: ['2025-02-01', 41.2] },
    ]);
    expect(text).toBe('Feb 01, 2025<br/>InnerAge: –<br/>Chronological age: 41.2');
    expect(innerAgeTooltip({ seriesName: 'InnerAge', value: ['2024-01-15', 41.6] })).toBe(
      'Jan 15, 2024<br/>InnerAge: 41.6',
    );
  });

  it('renders with the registered pieces as SVG, labelled for screen readers', () => {
    const option = innerAgeHistoryOption(results, { animation: false });
    const chart = echarts.init(null, null, { renderer: 'svg', ssr: true, width: 600, height: 240 });
    try {
      chart.setOption(option);
      const svg = chart.renderToSVGString();
      expect(svg).toMatch(/^<svg[\s\S]*<\/svg>$/);
      expect(svg).toContain(INNER_AGE_CHART_COLORS.innerAge);
      expect(svg).toContain(INNER_AGE_CHART_COLORS.age);
      expect(svg).toContain('2024');
    } finally {
      chart.dispose();
    }
    const container = document.createElement('div');
    const live = echarts.init(container, null, { renderer: 'svg', width: 600, height: 240 });
    try {
      live.setOption(option);
      expect(container.getAttribute('role')).toBe('img');
      expect(container.getAttribute('aria-label')).toBe(innerAgeHistoryDescription(results));
    } finally {
      live.dispose();
    }
  });
});
