import { describe, expect, it } from 'vitest';
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
} from '../../../src/domain/habits/chart-options';
import { REPORT_CHARTS as charts } from './chart-fixtures';

// The option builders of the habit report's four charts (spec 000 §4: gauge angle, bar colors,
// zone fill; §9: score axis steps of 20). Drawing them with ECharts is tested in
// tests/web/habit-report-options.test.ts.

type Series = Record<string, unknown> & { type: string };
function seriesOf(option: HabitChartOption): Series[] {
  return option.series as Series[];
}
function axisOf(axis: unknown): Record<string, unknown> {
  return axis as Record<string, unknown>;
}
const descriptionOf = (option: HabitChartOption) =>
  (option.aria as { enabled: boolean; label: { description: string } }).label.description;

describe('gauge', () => {
  it('turns the pointer (value − 50) / 50 × 90°', () => {
    expect(gaugePointerAngle(0)).toBe(-90);
    expect(gaugePointerAngle(50)).toBe(0);
    expect(gaugePointerAngle(100)).toBe(90);
    expect(gaugePointerAngle(75)).toBe(45);
    expect(gaugePointerAngle(25)).toBe(-45);
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
    expect(echartsAngle(30)).toBe(60);
    expect(gauge!.data).toEqual([{ value: 72, name: 'Healthspan Habit Score' }]);
  });

  it('fills the arc up to the score over a neutral track, with the score written under the pointer', () => {
    const [gauge] = seriesOf(gaugeOption(charts.gauge_chart));
    expect(gauge).toMatchObject({
      type: 'gauge',
      clockwise: true,
      axisLine: { lineStyle: { color: [[1, CHART_COLORS.track]] } },
      progress: { show: true, itemStyle: { color: CHART_COLORS.line } },
      pointer: { show: true, itemStyle: { color: CHART_COLORS.text } },
      anchor: { show: true, itemStyle: { color: CHART_COLORS.text } },
      axisLabel: { color: CHART_COLORS.muted },
      detail: { formatter: '{value}', fontWeight: 'bold', color: CHART_COLORS.text },
    });
    // only the score and the 0-100 scale are written: no ticks, split lines or series title
    expect(gauge).toMatchObject({
      axisTick: { show: false },
      splitLine: { show: false },
      title: { show: false },
    });
  });
});

describe('history', () => {
  it('draws the weekly scores with y from min_y to max_y in steps of 20', () => {
    const option = historyOption(charts.history_chart);
    expect(axisOf(option.yAxis)).toMatchObject({ type: 'value', min: 40, max: 80, interval: 20 });
    expect(axisOf(option.xAxis)).toMatchObject({
      type: 'category',
      boundaryGap: false,
      data: ['May 12', 'May 19', 'May 26', 'Jun 2'],
    });
    expect(seriesOf(option)[0]).toMatchObject({
      type: 'line',
      name: 'Habit Score',
      data: [58, 64, 66, 72],
      symbol: 'circle',
      lineStyle: { color: CHART_COLORS.line },
      itemStyle: { color: CHART_COLORS.line },
      // each week's score is written above its point
      label: { show: true, position: 'top', color: CHART_COLORS.text },
    });
  });
});

describe('contributing habits', () => {
  it('colors bars green from 0 up and red below', () => {
    expect(habitBarColor(-0.0001)).toBe(CHART_COLORS.hurts);
    expect(habitBarColor(0)).toBe(CHART_COLORS.helps);
    expect(habitBarColor(0.3)).toBe(CHART_COLORS.helps);
    expect(CHART_COLORS.helps).not.toBe(CHART_COLORS.hurts);
    const option = contributingHabitsOption(charts.contributing_habits_chart);
    const [bars] = seriesOf(option);
    expect(bars).toMatchObject({ type: 'bar', name: 'Contribution' });
    const data = bars!.data as Array<{ value: number; itemStyle: { color: string } }>;
    expect(data.map((bar) => [bar.value, bar.itemStyle.color])).toEqual([
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
    const formatter = (axisOf(option.xAxis).axisLabel as { formatter: (v: number) => string }).formatter;
    expect([-1, 0, 1].map(formatter)).toEqual(['Hurts', '', 'Helps']);
    expect(axisOf(option.yAxis)).toMatchObject({
      type: 'category',
      inverse: true,
      data: ['Sleep duration', 'Daily steps', 'Water', 'Stress', 'Alcohol'],
      axisTick: { show: false },
    });
    expect([-1, -0.001, 0, 0.001, 1].map(hurtsHelpsLabel)).toEqual(['Hurts', 'Hurts', '', 'Helps', 'Helps']);
    expect(option.tooltip).toMatchObject({ trigger: 'axis', axisPointer: { type: 'shadow' } });
  });
});

describe('zone history', () => {
  it('fills the zones at opacity 0.2 behind the daily line', () => {
    expect(ZONE_FILL_OPACITY).toBe(0.2);
    const option = zonesHistoryOption(charts.history_with_zones_chart);
    const [daily] = seriesOf(option);
    expect(daily).toMatchObject({
      type: 'line',
      name: 'Daily',
      data: [10, 30, 50, 20, 0, 44],
      symbol: 'circle',
      lineStyle: { color: CHART_COLORS.line },
      itemStyle: { color: CHART_COLORS.line },
      markArea: { silent: true },
    });
    const areas = (daily!.markArea as { data: Array<[Record<string, unknown>, Record<string, unknown>]> })
      .data;
    expect(areas).toEqual([
      [{ yAxis: 0, itemStyle: { color: '#f2994a', opacity: 0.2 } }, { yAxis: 21.4 }],
      [{ yAxis: 21.4, itemStyle: { color: '#7cc36b', opacity: 0.2 } }, { yAxis: 42.9 }],
      [{ yAxis: 42.9, itemStyle: { color: '#1f9d55', opacity: 0.2 } }, { yAxis: 60 }],
    ]);
    expect(axisOf(option.xAxis)).toMatchObject({
      type: 'category',
      boundaryGap: false,
      data: ['May 26', 'May 27', 'May 29', 'Jun 1', 'Jun 2', 'Jun 3'],
    });
    expect(axisOf(option.yAxis)).toMatchObject({
      type: 'value',
      min: 0,
      max: 60,
      interval: 10,
      name: charts.history_with_zones_chart.y_label,
      nameLocation: 'middle',
    });
  });

  it('steps the y axis by the report’s ticks, whatever they start from', () => {
    const option = zonesHistoryOption({ ...charts.history_with_zones_chart, y_ticks: [30, 75, 120] });
    expect(axisOf(option.yAxis)).toMatchObject({ min: 30, max: 120, interval: 45 });
  });

  it('adds the weekly average: each day over the seven days ending with it', () => {
    // 06-01 averages 05-26, 05-27, 05-29, 06-01; 06-02 drops 05-26; 06-03 drops 05-27
    expect(weeklyAverage(charts.history_with_zones_chart.x, charts.history_with_zones_chart.y)).toEqual([
      10, 20, 30, 27.5, 25, 28.5,
    ]);
    // the seventh day back is still in the window, the eighth is not; averages round to 1 decimal
    expect(weeklyAverage(['2025-06-01', '2025-06-07', '2025-06-08'], [1, 2, 4])).toEqual([1, 1.5, 3]);
    const [, average] = seriesOf(zonesHistoryOption(charts.history_with_zones_chart));
    expect(average).toMatchObject({
      type: 'line',
      name: 'Weekly average',
      data: [10, 20, 30, 27.5, 25, 28.5],
      symbol: 'none',
      lineStyle: { color: CHART_COLORS.average, type: 'dashed' },
      itemStyle: { color: CHART_COLORS.average },
    });
  });
});

describe('every chart', () => {
  const builders = [
    ['gauge', (print?: { animation: boolean }) => gaugeOption(charts.gauge_chart, print)],
    ['history', (print?: { animation: boolean }) => historyOption(charts.history_chart, print)],
    [
      'contributing habits',
      (print?: { animation: boolean }) => contributingHabitsOption(charts.contributing_habits_chart, print),
    ],
    [
      'zone history',
      (print?: { animation: boolean }) => zonesHistoryOption(charts.history_with_zones_chart, print),
    ],
  ] as const;

  it.each(builders)('%s: animates on screen, not in print', (_, build) => {
    expect(build().animation).toBe(true);
    expect(build({ animation: false }).animation).toBe(false);
    expect(build({ animation: true }).animation).toBe(true);
  });

  it.each(builders.slice(1))('%s: shows the values of the pointed day or habit in a tooltip', (_, build) => {
    expect(build().tooltip).toMatchObject({ trigger: 'axis' });
  });

  it('describes each chart to screen readers with its figures', () => {
    const described = builders.map(([, build]) => {
      const option = build();
      expect(option.aria).toMatchObject({ enabled: true });
      return descriptionOf(option);
    });
    expect(described).toEqual([
      'Healthspan Habit Score: 72 out of 100.',
      'Habit Score History by week. May 12: 58, May 19: 64, May 26: 66, Jun 2: 72.',
      'Contributing habits, from −1 (hurts most) to 1 (helps most): Sleep duration helps (1), Daily steps helps (0.3), Water helps (0), Stress hurts (-0.0001), Alcohol hurts (-1).',
      'Minutes a day in heart-rate zones 2-5, daily with the weekly average, over 6 days. Latest weekly average: 28.5.',
    ]);
    const empty = zonesHistoryOption({ ...charts.history_with_zones_chart, x: [], y: [] });
    expect(descriptionOf(empty)).toBe(
      'Minutes a day in heart-rate zones 2-5, daily with the weekly average, over 0 days. Latest weekly average: 0.',
    );
  });

  it('keeps the axis labels of every grid chart inside the chart, in the muted color', () => {
    for (const option of [
      historyOption(charts.history_chart),
      contributingHabitsOption(charts.contributing_habits_chart),
      zonesHistoryOption(charts.history_with_zones_chart),
    ]) {
      expect(option.grid).toMatchObject({ outerBoundsMode: 'same' });
      expect(axisOf(option.xAxis).axisLabel).toMatchObject({ color: CHART_COLORS.muted });
      expect(axisOf(option.xAxis).splitLine ?? axisOf(option.yAxis).splitLine).toEqual({
        lineStyle: { color: CHART_COLORS.grid },
      });
    }
    expect(axisOf(historyOption(charts.history_chart).yAxis).axisLabel).toEqual({
      color: CHART_COLORS.muted,
    });
    expect(axisOf(contributingHabitsOption(charts.contributing_habits_chart).yAxis).axisLabel).toEqual({
      color: CHART_COLORS.text,
    });
    expect(axisOf(zonesHistoryOption(charts.history_with_zones_chart).yAxis)).toMatchObject({
      axisLabel: { color: CHART_COLORS.muted },
      nameTextStyle: { color: CHART_COLORS.muted },
    });
  });
});
