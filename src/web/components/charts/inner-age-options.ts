import type { LineSeriesOption } from 'echarts/charts';
import type { AriaComponentOption, GridComponentOption, TooltipComponentOption } from 'echarts/components';
import type { ComposeOption } from 'echarts/core';
import type { InnerAgeResult } from '../../../contract/innerage';
import { DAY_MS, formatDate } from '../../../domain/dates';

/** The InnerAge history chart's option, typed by the pieces registered in echarts-core.ts. */
export type InnerAgeChartOption = ComposeOption<
  LineSeriesOption | GridComponentOption | TooltipComponentOption | AriaComponentOption
>;

/**
 * ECharts paints SVG attributes itself, so Panda's tokens never reach it: these hex values repeat
 * the theme tokens named beside them (src/web/theme/tokens.ts).
 */
export const INNER_AGE_CHART_COLORS = {
  innerAge: '#0b7f6f', // teal.600
  age: '#5f6b7c', // ink.500
  text: '#364152', // ink.700
  grid: '#eceef2', // ink.100
} as const;

export const INNER_AGE_SERIES = { innerAge: 'InnerAge', age: 'Chronological age' } as const;

export type InnerAgePoint = Pick<InnerAgeResult, 'testedAt' | 'innerAge' | 'chronologicalAge'>;

/** Oldest draw first (the call answers newest first). */
function oldestFirst<T extends { testedAt: string }>(results: readonly T[]): T[] {
  return [...results].sort((a, b) => (a.testedAt < b.testedAt ? -1 : a.testedAt > b.testedAt ? 1 : 0));
}

const years = (n: number) => n.toFixed(1);

/** One sentence per draw, oldest first: what the chart shows, for screen readers. */
export function innerAgeHistoryDescription(results: readonly InnerAgePoint[]): string {
  const draws = oldestFirst(results).map(
    (r) =>
      `${formatDate(r.testedAt)}: InnerAge ${r.innerAge === null ? 'not computed' : years(r.innerAge)}, age ${
        r.chronologicalAge === null ? 'unknown' : years(r.chronologicalAge)
      }`,
  );
  return `InnerAge against chronological age over ${draws.length} ${
    draws.length === 1 ? 'draw' : 'draws'
  }. ${draws.join('; ')}.`;
}

/**
 * The y axis: at least one year of air around both lines, ends on whole steps of 2 years (5 when
 * the lines span more than 12), so every label is a step apart.
 */
export function innerAgeAxisBounds(results: readonly InnerAgePoint[]): {
  min: number;
  max: number;
  interval: number;
} {
  const values = results.flatMap((r) => [r.innerAge, r.chronologicalAge]).filter((v) => v !== null);
  if (values.length === 0) return { min: 0, max: 100, interval: 10 };
  const low = Math.min(...values) - 1;
  const high = Math.max(...values) + 1;
  const interval = high - low > 12 ? 5 : 2;
  return {
    min: Math.floor(low / interval) * interval,
    max: Math.ceil(high / interval) * interval,
    interval,
  };
}

const YEAR_MS = 365.25 * DAY_MS;

interface TooltipPoint {
  marker?: unknown;
  seriesName?: string;
  value?: unknown;
}

/** The tooltip of one draw: its date as the screens word it (formatDate), then each line's value. */
export function innerAgeTooltip(points: TooltipPoint | TooltipPoint[]): string {
  const list = Array.isArray(points) ? points : [points];
  const [testedAt] = (list[0]?.value ?? []) as [string?];
  const rows = list.map(({ marker, seriesName, value }) => {
    const [, age] = value as [string, number | null];
    return `${typeof marker === 'string' ? marker : ''}${seriesName ?? ''}: ${
      typeof age === 'number' ? years(age) : '–'
    }`;
  });
  return [testedAt ? formatDate(testedAt) : '', ...rows].join('<br/>');
}

/**
 * InnerAge and chronological age at each draw on a time axis (draws are years apart, unevenly);
 * a draw without an InnerAge leaves a gap in that line only.
 */
export function innerAgeHistoryOption(
  results: readonly InnerAgePoint[],
  settings: { animation?: boolean } = {},
): InnerAgeChartOption {
  const draws = oldestFirst(results);
  const { min, max, interval } = innerAgeAxisBounds(draws);
  const axisLabel = { color: INNER_AGE_CHART_COLORS.text };
  return {
    animation: settings.animation ?? true,
    aria: { enabled: true, label: { description: innerAgeHistoryDescription(draws) } },
    grid: { left: 8, right: 24, top: 28, bottom: 24 },
    tooltip: { trigger: 'axis', formatter: innerAgeTooltip },
    // one label a year: the draws are a year or more apart
    xAxis: {
      type: 'time',
      minInterval: YEAR_MS,
      axisLabel: { ...axisLabel, formatter: '{yyyy}', hideOverlap: true },
      splitLine: { show: false },
    },
    yAxis: {
      type: 'value',
      name: 'years',
      min,
      max,
      interval,
      axisLabel,
      nameTextStyle: axisLabel,
      splitLine: { lineStyle: { color: INNER_AGE_CHART_COLORS.grid } },
    },
    series: [
      {
        type: 'line',
        name: INNER_AGE_SERIES.innerAge,
        data: draws.map((r) => [r.testedAt, r.innerAge]),
        connectNulls: false,
        symbol: 'circle',
        symbolSize: 9,
        lineStyle: { color: INNER_AGE_CHART_COLORS.innerAge, width: 3 },
        itemStyle: { color: INNER_AGE_CHART_COLORS.innerAge },
      },
      {
        type: 'line',
        name: INNER_AGE_SERIES.age,
        data: draws.map((r) => [r.testedAt, r.chronologicalAge]),
        symbol: 'emptyCircle',
        symbolSize: 7,
        lineStyle: { color: INNER_AGE_CHART_COLORS.age, width: 2, type: 'dashed' },
        itemStyle: { color: INNER_AGE_CHART_COLORS.age },
      },
    ],
  };
}
