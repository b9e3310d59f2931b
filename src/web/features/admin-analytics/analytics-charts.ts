import { ACTIVATION_STATE_LABELS, type AnalyticsResponse } from '../../../contract/back-office-insights';
import { formatShortDate } from '../../../domain/dates';
import { OPTIMAL_GREEN } from '../../../domain/palette';

// Series colours that leave the theme (ECharts draws them into SVG): one per figure, told apart by
// hue and by the text tables under each chart.
export const SERIES_COLORS = {
  signUps: '#1d4ed8',
  testsActivated: '#7c3aed',
  testsResulted: OPTIMAL_GREEN,
  resultsUploaded: '#b54708',
  innerAge: '#0e7490',
} as const;

/** The week's axis label: its Monday, `Nov 16`. */
export const weekLabel = (weekStart: string) => formatShortDate(weekStart);

/** True when nothing at all happened in the weeks asked for (the page then says so instead of drawing). */
export function isEmpty(data: AnalyticsResponse): boolean {
  return data.weeks.every(
    (w) =>
      w.signUps === 0 &&
      w.testsActivated === 0 &&
      w.testsResulted === 0 &&
      w.resultsUploaded === 0 &&
      w.innerAgeCustomers === 0,
  );
}

const base = {
  aria: { enabled: true },
  tooltip: { trigger: 'axis' as const },
  grid: { left: 40, right: 16, top: 32, bottom: 40 },
};

/** Sign-ups, tests activated, tests resulted and results uploaded per week, as grouped bars. */
export function weeklyActivityOption(data: AnalyticsResponse) {
  const series = (
    [
      ['signUps', 'Sign-ups'],
      ['testsActivated', 'Tests activated'],
      ['testsResulted', 'Tests resulted'],
      ['resultsUploaded', 'Results uploaded'],
    ] as const
  ).map(([key, name]) => ({
    type: 'bar' as const,
    name,
    data: data.weeks.map((w) => w[key]),
    itemStyle: { color: SERIES_COLORS[key] },
  }));
  return {
    ...base,
    legend: { top: 0, type: 'scroll' as const },
    xAxis: { type: 'category' as const, data: data.weeks.map((w) => weekLabel(w.weekStart)) },
    yAxis: { type: 'value' as const, minInterval: 1 },
    series,
  };
}

/** The mean InnerAge change per week, in years (negative is younger), as a line over the weeks. */
export function innerAgeOption(data: AnalyticsResponse) {
  return {
    ...base,
    xAxis: { type: 'category' as const, data: data.weeks.map((w) => weekLabel(w.weekStart)) },
    yAxis: { type: 'value' as const, name: 'years' },
    series: [
      {
        type: 'line' as const,
        name: 'Average InnerAge change',
        data: data.weeks.map((w) => w.innerAgeChange),
        connectNulls: true,
        symbolSize: 8,
        itemStyle: { color: SERIES_COLORS.innerAge },
        lineStyle: { color: SERIES_COLORS.innerAge },
      },
    ],
  };
}

/** Customers per activation state now, in the order of the onboarding, as horizontal bars. */
export function funnelOption(data: AnalyticsResponse) {
  const rows = [...data.funnel].reverse();
  return {
    ...base,
    tooltip: { trigger: 'axis' as const, axisPointer: { type: 'shadow' as const } },
    grid: { left: 160, right: 24, top: 8, bottom: 24 },
    xAxis: { type: 'value' as const, minInterval: 1 },
    yAxis: { type: 'category' as const, data: rows.map((f) => ACTIVATION_STATE_LABELS[f.state]) },
    series: [
      {
        type: 'bar' as const,
        name: 'Customers',
        data: rows.map((f) => f.count),
        itemStyle: { color: SERIES_COLORS.signUps },
      },
    ],
  };
}

/** `−1.2 years` / `+0.4 years`, or a dash for a week without two InnerAges to compare. */
export function innerAgeChangeText(change: number | null): string {
  if (change === null) return '—';
  const sign = change > 0 ? '+' : change < 0 ? '−' : '';
  return `${sign}${Math.abs(change).toFixed(1)} years`;
}
