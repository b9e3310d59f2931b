import { describe, expect, it } from 'vitest';
import { formatShortDate } from '../../src/domain/dates';
import { echarts } from '../../src/web/components/charts/echarts-core';
import {
  CHART_COLORS,
  contributingHabitsOption,
  gaugeOption,
  type HabitChartOption,
  historyOption,
  zonesHistoryOption,
} from '../../src/domain/habits/chart-options';
import { REPORT_CHARTS as charts } from '../domain/habits/chart-fixtures';

// What each option says is tested in tests/domain/habits/chart-options.test.ts; here ECharts draws them.

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
