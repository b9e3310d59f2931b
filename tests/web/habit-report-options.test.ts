import { describe, expect, it } from 'vitest';
import type { HabitReportData } from '../../src/contract/habit-report';
import { formatShortDate } from '../../src/domain/dates';
import { echarts } from '../../src/web/components/charts/echarts-core';
import {
  CHART_COLORS,
  contributingHabitsOption,
  echartsAngle,
  gaugeOption,
  gaugePointerAngle,
  habitBarColor,
  type HabitChartOption,
  historyOption,
  hurtsHelpsLabel,
  weeklyAverage,
  ZONE_FILL_OPACITY,
  zonesHistoryOption,
} from '../../src/domain/habits/chart-options';

const charts: HabitReportData['charts'] = {
  gauge_chart: { value: 72, min_value: 0, max_value: 100 },
  history_chart: {
    x: ['2025-05-12', '2025-05-19', '2025-05-26', '2025-06-02'],
    y: [58, 64, 66, 72],
    min_y: 40,
    max_y: 80,
  },
  history_with_zones_chart: {
    x: ['2025-05-26', '2025-05-27', '2025-05-29', '2025-06-01', '2025-06-02', '2025-06-03'],
    y: [10, 30, 50, 20, 0, 44],
    y_label: 'Minutes a day in heart-rate zones 2-5',
    y_ticks: [0, 10, 20, 30, 40, 50, 60],
    zones: [
      { color: '#f2994a', range: [0, 21.4] },
      { color: '#7cc36b', range: [21.4, 42.9] },
      { color: '#1f9d55', range: [42.9, 60] },
    ],
  },
  contributing_habits_chart: {
    habits: [
      { habit_name: 'Sleep duration', normalized_value: 1 },
      { habit_name: 'Daily steps', normalized_value: 0.3 },
      { habit_name: 'Water', normalized_value: 0 },
      { habit_name: 'Stress', normalized_value: -0.0001 },
      { habit_name: 'Alcohol', normalized_value: -1 },
    ],
  },
};

type Series = Record<string, unknown> & { type: string };
function seriesOf(option: HabitChartOption): Series[] {
  return option.series as Series[];
}
function axisOf(axis: unknown): Record<string, unknown> {
  return axis as Record<string, unknown>;
}

describe('gauge', () => {
  it('turns the pointer (value − 50) / 50 × 90°', () => {
    expect(gaugePointerAngle(0)).toBe(-90);
    expect(gaugePointerAngle(50)).toBe(0);
    expect(gaugePointerAngle(100)).toBe(90);
    expect(gaugePointerAngle(75)).toBe(45);
  });

  it('spans its arc so every value points at that angle', () => {
    const [gauge] = seriesOf(gaugeOption(charts.gauge_chart));
    const { startAngle, endAngle, min, max } = gauge as unknown as Record<string, number>;
    expect([startAngle, endAngle, min, max]).toEqual([180, 0, 0, 100]);
    // ECharts places value v at startAngle + (endAngle − startAngle) × (v − min) / (max − min)
    for (const value of [0, 12, 50, 72, 100]) {
      const placed = startAngle! + ((endAngle! - startAngle!) * (value - min!)) / (max! - min!);
      expect(echartsAngle(gaugePointerAngle(value))).toBeCloseTo(placed, 12);
    }
    expect(gauge!.data).toEqual([{ value: 72, name: 'Healthspan Habit Score' }]);
  });
});

describe('history', () => {
  it('draws the weekly scores with y from min_y to max_y in steps of 20', () => {
    const option = historyOption(charts.history_chart);
    expect(axisOf(option.yAxis)).toMatchObject({ type: 'value', min: 40, max: 80, interval: 20 });
    expect(axisOf(option.xAxis).data).toEqual(['May 12', 'May 19', 'May 26', 'Jun 2']);
    expect(seriesOf(option)[0]).toMatchObject({ type: 'line', data: [58, 64, 66, 72] });
  });
});

describe('contributing habits', () => {
  it('colors bars green from 0 up and red below', () => {
    expect(habitBarColor(-0.0001)).toBe(CHART_COLORS.hurts);
    expect(habitBarColor(0)).toBe(CHART_COLORS.helps);
    expect(habitBarColor(0.3)).toBe(CHART_COLORS.helps);
    expect(CHART_COLORS.helps).not.toBe(CHART_COLORS.hurts);
    const option = contributingHabitsOption(charts.contributing_habits_chart);
    const bars = seriesOf(option)[0]!.data as Array<{ value: number; itemStyle: { color: string } }>;
    expect(bars.map((bar) => [bar.value, bar.itemStyle.color])).toEqual([
      [1, CHART_COLORS.helps],
      [0.3, CHART_COLORS.helps],
      [0, CHART_COLORS.helps],
      [-0.0001, CHART_COLORS.hurts],
      [-1, CHART_COLORS.hurts],
    ]);
  });

  it('lays the bars out horizontally between Hurts and Helps, first habit on top', () => {
    const option = contributingHabitsOption(charts.contributing_habits_chart);
    expect(axisOf(option.xAxis)).toMatchObject({ type: 'value', min: -1, max: 1, interval: 1 });
    expect(axisOf(option.yAxis)).toMatchObject({ type: 'category', inverse: true });
    expect([-1, 0, 1].map(hurtsHelpsLabel)).toEqual(['Hurts', '', 'Helps']);
  });
});

describe('zone history', () => {
  it('fills the zones at opacity 0.2 behind the daily line', () => {
    expect(ZONE_FILL_OPACITY).toBe(0.2);
    const option = zonesHistoryOption(charts.history_with_zones_chart);
    const [daily] = seriesOf(option);
    const areas = (daily!.markArea as { data: Array<[Record<string, unknown>, Record<string, unknown>]> })
      .data;
    expect(areas).toEqual([
      [{ yAxis: 0, itemStyle: { color: '#f2994a', opacity: 0.2 } }, { yAxis: 21.4 }],
      [{ yAxis: 21.4, itemStyle: { color: '#7cc36b', opacity: 0.2 } }, { yAxis: 42.9 }],
      [{ yAxis: 42.9, itemStyle: { color: '#1f9d55', opacity: 0.2 } }, { yAxis: 60 }],
    ]);
    expect(axisOf(option.yAxis)).toMatchObject({
      min: 0,
      max: 60,
      interval: 10,
      name: charts.history_with_zones_chart.y_label,
    });
  });

  it('adds the weekly average: each day over the seven days ending with it', () => {
    // 06-01 averages 05-26, 05-27, 05-29, 06-01; 06-02 drops 05-26; 06-03 drops 05-27
    expect(weeklyAverage(charts.history_with_zones_chart.x, charts.history_with_zones_chart.y)).toEqual([
      10, 20, 30, 27.5, 25, 28.5,
    ]);
    const [, average] = seriesOf(zonesHistoryOption(charts.history_with_zones_chart));
    expect(average).toMatchObject({
      type: 'line',
      name: 'Weekly average',
      data: [10, 20, 30, 27.5, 25, 28.5],
    });
  });
});

describe('every option', () => {
  const options: Array<[string, HabitChartOption]> = [
    ['gauge', gaugeOption(charts.gauge_chart, { animation: false })],
    ['history', historyOption(charts.history_chart, { animation: false })],
    ['contributing habits', contributingHabitsOption(charts.contributing_habits_chart, { animation: false })],
    ['zone history', zonesHistoryOption(charts.history_with_zones_chart, { animation: false })],
  ];

  it.each(options)('%s: is accessible and draws with the registered pieces in SVG', (_, option) => {
    expect(option.aria).toMatchObject({ enabled: true });
    const chart = echarts.init(null, null, { renderer: 'svg', ssr: true, width: 600, height: 320 });
    try {
      chart.setOption(option);
      const svg = chart.renderToSVGString();
      expect(svg).toMatch(/^<svg[\s\S]*<\/svg>$/);
      expect(svg).toMatch(/<path /);
    } finally {
      chart.dispose();
    }
  });

  it.each(options)('%s: labels its container for screen readers', (_, option) => {
    const description = (option.aria as { label: { description: string } }).label.description;
    expect(description.length).toBeGreaterThan(20);
    const container = document.createElement('div');
    const chart = echarts.init(container, null, { renderer: 'svg', width: 600, height: 320 });
    try {
      chart.setOption(option);
      expect(container.getAttribute('role')).toBe('img');
      expect(container.getAttribute('aria-label')).toBe(description);
    } finally {
      chart.dispose();
    }
  });

  it('writes the chart texts into the SVG', () => {
    const draw = (option: HabitChartOption) => {
      const chart = echarts.init(null, null, { renderer: 'svg', ssr: true, width: 600, height: 320 });
      chart.setOption(option);
      const svg = chart.renderToSVGString();
      chart.dispose();
      return svg;
    };
    expect(draw(options[0]![1])).toContain('>72<');
    const bars = draw(options[2]![1]);
    expect(bars).toContain('Hurts');
    expect(bars).toContain('Helps');
    expect(bars).toContain('Sleep duration');
    expect(bars).toContain(CHART_COLORS.hurts);
    expect(draw(options[1]![1])).toContain('Jun 2');
    expect(draw(options[3]![1])).toMatch(/fill-opacity="0.2"|opacity="0.2"/);
    expect(formatShortDate('2025-12-29')).toBe('Dec 29');
  });
});
