import { describe, expect, it } from 'vitest';
import type { AnalyticsResponse } from '../../src/contract/back-office-insights';
import {
  funnelOption,
  innerAgeChangeText,
  innerAgeOption,
  isEmpty,
  weeklyActivityOption,
} from '../../src/web/features/admin-analytics/analytics-charts';

const week = (weekStart: string, over: Partial<AnalyticsResponse['weeks'][number]> = {}) => ({
  weekStart,
  signUps: 0,
  testsActivated: 0,
  testsResulted: 0,
  resultsUploaded: 0,
  innerAgeChange: null,
  innerAgeCustomers: 0,
  ...over,
});
const data: AnalyticsResponse = {
  weeks: [
    week('2026-11-09', { signUps: 3, innerAgeChange: -1.25, innerAgeCustomers: 2 }),
    week('2026-11-16', { testsResulted: 1 }),
  ],
  funnel: [
    { state: 'PURCHASE', count: 1 },
    { state: 'REQUIRED_DETAILS', count: 2 },
    { state: 'ACCOUNT', count: 3 },
    { state: 'ONBOARDING_REQUIRED', count: 4 },
    { state: 'ACTIVE', count: 5 },
  ],
};

describe('admin analytics charts', () => {
  it('draws the four weekly figures as bars over the weeks, labelled by their Monday', () => {
    const option = weeklyActivityOption(data);
    expect(option.xAxis.data).toEqual(['Nov 9', 'Nov 16']);
    expect(option.series.map((s) => s.name)).toEqual([
      'Sign-ups',
      'Tests activated',
      'Tests resulted',
      'Results uploaded',
    ]);
    expect(option.series[0]!.data).toEqual([3, 0]);
    expect(option.aria.enabled).toBe(true);
  });

  it('the InnerAge line leaves a gap for a week without two InnerAges', () => {
    expect(innerAgeOption(data).series[0]!.data).toEqual([-1.25, null]);
    expect(innerAgeChangeText(-1.25)).toBe('−1.3 years');
    expect(innerAgeChangeText(0.4)).toBe('+0.4 years');
    expect(innerAgeChangeText(null)).toBe('—');
  });

  it('the funnel reads top-down in the order of the onboarding', () => {
    const option = funnelOption(data);
    // ECharts draws a category axis from the bottom: reversed, PURCHASE is on top
    expect(option.yAxis.data.at(-1)).toBe('Has not bought yet');
    expect(option.series[0]!.data.at(-1)).toBe(1);
  });

  it('is empty only when nothing happened in any week', () => {
    expect(isEmpty(data)).toBe(false);
    expect(isEmpty({ ...data, weeks: [week('2026-11-16')] })).toBe(true);
  });
});
