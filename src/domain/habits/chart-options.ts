import type { BarSeriesOption, GaugeSeriesOption, LineSeriesOption } from 'echarts/charts';
import type {
  AriaComponentOption,
  GridComponentOption,
  MarkAreaComponentOption,
  TooltipComponentOption,
} from 'echarts/components';
import type { ComposeOption } from 'echarts/core';
import { formatShortDate } from '../dates';
import { OPTIMAL_GREEN } from '../palette';
import { dayNumber } from './dates';
import { HABIT_SCORE_Y_STEP } from './charts';
import type { HabitReportData } from './report';

/*
 * Pure ECharts option builders of the four habit-report charts, shared by the report screen
 * (src/web, canvas-free SVG renderer in the browser) and the PDF (src/server, ECharts SSR). Typed by
 * the domain's own report_data (the contract's zod types are the same shape, tested in
 * tests/domain); echarts is imported for types only, so the domain stays free of runtime imports.
 */

type Charts = HabitReportData['charts'];
type GaugeChart = Charts['gauge_chart'];
type ContributingHabitsChart = Charts['contributing_habits_chart'];
type HistoryChart = Charts['history_chart'];
type ZonesHistoryChart = Charts['history_with_zones_chart'];

/** Options of the four habit-report charts, typed by the pieces registered in src/web/components/charts/echarts-core.ts. */
export type HabitChartOption = ComposeOption<
  | GaugeSeriesOption
  | LineSeriesOption
  | BarSeriesOption
  | GridComponentOption
  | MarkAreaComponentOption
  | TooltipComponentOption
  | AriaComponentOption
>;

export interface ChartSettings {
  /** Off for print: the PDF is taken once the charts report ready, not after an animation. */
  animation?: boolean;
}

/**
 * ECharts paints SVG attributes itself, so Panda's tokens (CSS variables and build-time classes)
 * never reach it: these hex values repeat the theme tokens named beside them (src/web/theme/tokens.ts).
 */
export const CHART_COLORS = {
  helps: OPTIMAL_GREEN,
  hurts: '#d64545', // zone.out
  line: '#0b7f6f', // teal.600
  average: '#b45309', // amber.600
  text: '#364152', // ink.700
  muted: '#5f6b7c', // ink.500
  grid: '#eceef2', // ink.100
  track: '#eceef2', // ink.100
} as const;

/** spec 000 §4: zone fill opacity. */
export const ZONE_FILL_OPACITY = 0.2;

/**
 * spec 000 §4: the gauge pointer's angle in degrees, clockwise from straight up: 0 → −90 (left),
 * 50 → 0 (up), 100 → 90 (right).
 */
export function gaugePointerAngle(value: number): number {
  return ((value - 50) / 50) * 90;
}

/** ECharts measures angles counter-clockwise from 3 o'clock; the pointer angle is clockwise from 12. */
export function echartsAngle(pointerAngle: number): number {
  return 90 - pointerAngle;
}

/** spec 000 §4: green for a non-negative habit, red for a negative one. */
export function habitBarColor(value: number): string {
  return value >= 0 ? CHART_COLORS.helps : CHART_COLORS.hurts;
}

/** Labels of the contributing-habits value axis: Hurts at the negative end, Helps at the positive. */
export function hurtsHelpsLabel(value: number): string {
  if (value < 0) return 'Hurts';
  return value > 0 ? 'Helps' : '';
}

/** Each day's average over the seven days ending with it (days without data left out), 1 decimal. */
export function weeklyAverage(x: readonly string[], y: readonly number[]): number[] {
  const days = x.map(dayNumber);
  return days.map((day) => {
    const window = y.filter((_, j) => days[j]! <= day && days[j]! > day - 7);
    return Math.round((window.reduce((sum, v) => sum + v, 0) / window.length) * 10) / 10;
  });
}

const axisLabel = { color: CHART_COLORS.muted };
const splitLine = { lineStyle: { color: CHART_COLORS.grid } };
// ECharts 6 leaves axis labels outside a grid placed by its sides unless outerBoundsMode is 'same'
const grid: GridComponentOption = { left: 8, right: 16, top: 24, bottom: 8, outerBoundsMode: 'same' };

/** The Healthspan Habit Score gauge; its arc spans the pointer angles of min_value … max_value. */
export function gaugeOption(gauge: GaugeChart, settings: ChartSettings = {}): HabitChartOption {
  return {
    animation: settings.animation ?? true,
    aria: {
      enabled: true,
      label: { description: `Healthspan Habit Score: ${gauge.value} out of ${gauge.max_value}.` },
    },
    series: [
      {
        type: 'gauge',
        min: gauge.min_value,
        max: gauge.max_value,
        startAngle: echartsAngle(gaugePointerAngle(gauge.min_value)),
        endAngle: echartsAngle(gaugePointerAngle(gauge.max_value)),
        clockwise: true,
        center: ['50%', '70%'],
        radius: '95%',
        splitNumber: 5,
        axisLine: { lineStyle: { width: 16, color: [[1, CHART_COLORS.track]] } },
        progress: { show: true, width: 16, itemStyle: { color: CHART_COLORS.line } },
        pointer: { show: true, length: '62%', width: 6, itemStyle: { color: CHART_COLORS.text } },
        anchor: { show: true, size: 14, itemStyle: { color: CHART_COLORS.text } },
        axisTick: { show: false },
        splitLine: { show: false },
        axisLabel: { distance: 24, color: CHART_COLORS.muted, fontSize: 12 },
        title: { show: false },
        detail: {
          formatter: '{value}',
          offsetCenter: [0, '28%'],
          fontSize: 32,
          fontWeight: 'bold',
          color: CHART_COLORS.text,
        },
        data: [{ value: gauge.value, name: 'Healthspan Habit Score' }],
      },
    ],
  };
}

/** Habit Score History: one point per week, y from min_y to max_y in steps of 20. */
export function historyOption(history: HistoryChart, settings: ChartSettings = {}): HabitChartOption {
  const points = history.x.map((date, i) => `${formatShortDate(date)}: ${history.y[i]}`);
  return {
    animation: settings.animation ?? true,
    aria: {
      enabled: true,
      label: { description: `Habit Score History by week. ${points.join(', ')}.` },
    },
    grid,
    tooltip: { trigger: 'axis' },
    xAxis: {
      type: 'category',
      boundaryGap: false,
      data: history.x.map((date) => formatShortDate(date)),
      axisLabel,
    },
    yAxis: {
      type: 'value',
      min: history.min_y,
      max: history.max_y,
      interval: HABIT_SCORE_Y_STEP,
      axisLabel,
      splitLine,
    },
    series: [
      {
        type: 'line',
        name: 'Habit Score',
        data: [...history.y],
        symbol: 'circle',
        symbolSize: 8,
        lineStyle: { color: CHART_COLORS.line, width: 3 },
        itemStyle: { color: CHART_COLORS.line },
        label: { show: true, position: 'top', color: CHART_COLORS.text },
      },
    ],
  };
}

/** Contributing Habits: horizontal bars from Hurts (−1) to Helps (1), listed top to bottom. */
export function contributingHabitsOption(
  chart: ContributingHabitsChart,
  settings: ChartSettings = {},
): HabitChartOption {
  const described = chart.habits.map(
    (h) => `${h.habit_name} ${h.normalized_value < 0 ? 'hurts' : 'helps'} (${h.normalized_value})`,
  );
  return {
    animation: settings.animation ?? true,
    aria: {
      enabled: true,
      label: {
        description: `Contributing habits, from −1 (hurts most) to 1 (helps most): ${described.join(', ')}.`,
      },
    },
    grid: { ...grid, top: 8 },
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    xAxis: {
      type: 'value',
      min: -1,
      max: 1,
      interval: 1,
      axisLabel: { ...axisLabel, formatter: hurtsHelpsLabel },
      splitLine,
    },
    yAxis: {
      type: 'category',
      inverse: true,
      data: chart.habits.map((h) => h.habit_name),
      axisTick: { show: false },
      axisLabel: { color: CHART_COLORS.text },
    },
    series: [
      {
        type: 'bar',
        name: 'Contribution',
        barMaxWidth: 18,
        data: chart.habits.map((h) => ({
          value: h.normalized_value,
          itemStyle: { color: habitBarColor(h.normalized_value) },
        })),
      },
    ],
  };
}

/**
 * The zone history: daily values as a line over the report's bands (markArea, fill opacity 0.2)
 * and the weekly average as a dashed line; the y axis runs over y_ticks.
 */
export function zonesHistoryOption(chart: ZonesHistoryChart, settings: ChartSettings = {}): HabitChartOption {
  const ticks = chart.y_ticks;
  const average = weeklyAverage(chart.x, chart.y);
  return {
    animation: settings.animation ?? true,
    aria: {
      enabled: true,
      label: {
        description: `${chart.y_label}, daily with the weekly average, over ${chart.x.length} days. Latest weekly average: ${average.at(-1) ?? 0}.`,
      },
    },
    grid: { ...grid, left: 24 },
    tooltip: { trigger: 'axis' },
    xAxis: {
      type: 'category',
      boundaryGap: false,
      data: chart.x.map((date) => formatShortDate(date)),
      axisLabel,
    },
    yAxis: {
      type: 'value',
      name: chart.y_label,
      nameLocation: 'middle',
      nameGap: 32,
      nameTextStyle: { color: CHART_COLORS.muted },
      min: ticks[0],
      max: ticks.at(-1),
      interval: (ticks[1] ?? 0) - (ticks[0] ?? 0),
      axisLabel,
      splitLine,
    },
    series: [
      {
        type: 'line',
        name: 'Daily',
        data: [...chart.y],
        symbol: 'circle',
        symbolSize: 6,
        lineStyle: { color: CHART_COLORS.line, width: 2 },
        itemStyle: { color: CHART_COLORS.line },
        markArea: {
          silent: true,
          data: chart.zones.map((zone) => [
            { yAxis: zone.range[0], itemStyle: { color: zone.color, opacity: ZONE_FILL_OPACITY } },
            { yAxis: zone.range[1] },
          ]),
        },
      },
      {
        type: 'line',
        name: 'Weekly average',
        data: average,
        symbol: 'none',
        lineStyle: { color: CHART_COLORS.average, width: 2, type: 'dashed' },
        itemStyle: { color: CHART_COLORS.average },
      },
    ],
  };
}
