import type { HabitReportData } from '../../src/contract/habit-report';

/** A small valid `report_data`; `customerId` tells two reports apart. */
export function storedReport(customerId = 1): HabitReportData {
  const text = { value: 'text' };
  return {
    customerId,
    texts: {
      recent_week_date_str: { value: 'Jun 2 – Jun 8, 2025' },
      progress_statement_text: text,
      lowest_habit_alt_text_formatted_name: text,
      lowest_habit_quick_tips_list: { value: ['tip'] },
      has_journal_questions_bool: { value: true },
      InnerAge_section_title: text,
      top_habit_w_InnerAge_string: text,
      top_habit_w_InnerAge_biomarkers: { value: ['hs-CRP'] },
      lowest_habit_w_InnerAge_string: text,
      lowest_habit_w_InnerAge_biomarkers: { value: [] },
    },
    charts: {
      gauge_chart: { value: 72, min_value: 0, max_value: 100 },
      history_chart: { x: ['2025-06-02'], y: [72], min_y: 60, max_y: 80 },
      history_with_zones_chart: {
        x: ['2025-06-02'],
        y: [30],
        y_label: 'Minutes',
        y_ticks: [0, 25, 50],
        zones: [{ color: '#7cc36b', range: [0, 50] }],
      },
      contributing_habits_chart: { habits: [{ habit_name: 'Sleep duration', normalized_value: 1 }] },
    },
  };
}

export const REPORT_A = JSON.stringify(storedReport(1));
export const REPORT_B = JSON.stringify(storedReport(2));
export const NOT_JSON = '{"report_data":';
