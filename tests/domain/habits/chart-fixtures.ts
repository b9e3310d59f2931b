import type { HabitReportData } from '../../../src/domain/habits';

/** The four charts of one report (spec 000 §3 report_data), small enough to check by hand. */
export const REPORT_CHARTS: HabitReportData['charts'] = {
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
