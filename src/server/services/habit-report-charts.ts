import { BarChart, GaugeChart, LineChart } from 'echarts/charts';
import { AriaComponent, GridComponent, MarkAreaComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import {
  contributingHabitsOption,
  gaugeOption,
  type HabitChartOption,
  historyOption,
  zonesHistoryOption,
} from '../../domain/habits/chart-options';
import type { HabitReportData } from '../../domain/habits';

// The same pieces the browser registers (src/web/components/charts/echarts-core.ts), which the
// server may not import: the PDF draws the report's charts from the same option builders.
echarts.use([
  GaugeChart,
  LineChart,
  BarChart,
  GridComponent,
  MarkAreaComponent,
  TooltipComponent,
  AriaComponent,
  SVGRenderer,
]);

export interface ChartSize {
  width: number;
  height: number;
}

/** One chart as an SVG document, rendered by ECharts without a DOM (server-side rendering). */
export function chartSvg(option: HabitChartOption, size: ChartSize): string {
  const chart = echarts.init(null, null, { renderer: 'svg', ssr: true, ...size });
  try {
    chart.setOption(option);
    return chart.renderToSVGString();
  } finally {
    chart.dispose();
  }
}

export type HabitChartKind = 'gauge' | 'history' | 'contributingHabits' | 'zonesHistory';

/** The option of each of the four report charts, built for print (no animation). */
export function printOptions(charts: HabitReportData['charts']): Record<HabitChartKind, HabitChartOption> {
  const print = { animation: false };
  return {
    gauge: gaugeOption(charts.gauge_chart, print),
    history: historyOption(charts.history_chart, print),
    contributingHabits: contributingHabitsOption(charts.contributing_habits_chart, print),
    zonesHistory: zonesHistoryOption(charts.history_with_zones_chart, print),
  };
}
