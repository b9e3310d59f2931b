import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  addDays,
  biomarkersFor,
  buildHabitReport,
  type CustomerMarker,
  habitById,
  type HabitDay,
  type HabitReportData,
  HABIT_MARKER_NAMES,
  HISTORY_WEEKS,
  JOURNAL_PROMPT,
  minuteTicks,
  NoHabitScoreError,
  progressStatement,
  scoreAxisBounds,
  zonesChart,
} from '../../../src/domain/habits';
import { type HabitReportData as WireReport, habitReportData } from '../../../src/contract/habit-report';
import { ALL_QUESTIONS, daysFrom, MIXED_QUESTIONS, mixedWeek, perfectWeek, WEEK } from './fixtures';

const TEXT_KEYS = [
  'recent_week_date_str',
  'progress_statement_text',
  'lowest_habit_alt_text_formatted_name',
  'lowest_habit_quick_tips_list',
  'has_journal_questions_bool',
  'InnerAge_section_title',
  'top_habit_w_InnerAge_string',
  'top_habit_w_InnerAge_biomarkers',
  'lowest_habit_w_InnerAge_string',
  'lowest_habit_w_InnerAge_biomarkers',
];

describe('progress statement', () => {
  it.each([
    [72, 66, true, 'Your score rose 6 points to 72 this week.'],
    [71, 70, true, 'Your score rose 1 point to 71 this week.'],
    [60, 64, true, 'Your score fell 4 points to 60 this week.'],
    [69, 70, true, 'Your score fell 1 point to 69 this week.'],
    [70, 70, true, 'Your score held steady at 70 this week.'],
    [70, null, true, 'Your score is 70 this week; last week had too little data to compare.'],
    [70, null, false, 'This is your first Healthspan Habit Score: 70.'],
  ] as const)('%s after %s (earlier score: %s)', (current, previous, earlier, text) => {
    expect(progressStatement(current, previous, earlier)).toBe(text);
  });
});

describe('buildHabitReport', () => {
  // last week the mixed week (76), this week the perfect one (100)
  const days = [...mixedWeek(addDays(WEEK, -7)), ...perfectWeek()];

  it('has exactly the shape of spec 000 §3 and parses with the contract schema', () => {
    const report = buildHabitReport({
      customerId: 7,
      weekStart: WEEK,
      days,
      journalQuestions: ALL_QUESTIONS,
    });
    expect(habitReportData.parse(report)).toEqual(report);
    expect(Object.keys(report)).toEqual(['customerId', 'texts', 'charts']);
    expect(Object.keys(report.texts)).toEqual(TEXT_KEYS);
    expect(Object.keys(report.charts)).toEqual([
      'gauge_chart',
      'history_chart',
      'history_with_zones_chart',
      'contributing_habits_chart',
    ]);
    for (const text of Object.values(report.texts)) expect(Object.keys(text)).toEqual(['value']);
    expectTypeOf<HabitReportData>().toEqualTypeOf<WireReport>();
  });

  it('fills every figure from the data', () => {
    const report = buildHabitReport({
      customerId: 7,
      weekStart: WEEK,
      days,
      journalQuestions: MIXED_QUESTIONS,
    });
    // with the mixed-week questions this week scores sleep, activity, steps, vegetables, alcohol, strength, water
    expect(report.customerId).toBe(7);
    expect(report.texts.recent_week_date_str.value).toBe('Jun 2 – Jun 8, 2025');
    expect(report.charts.gauge_chart).toEqual({ value: 100, min_value: 0, max_value: 100 });
    expect(report.texts.progress_statement_text.value).toBe('Your score rose 24 points to 100 this week.');
    expect(report.charts.history_chart).toEqual({
      x: [addDays(WEEK, -7), WEEK],
      y: [76, 100],
      min_y: 60,
      max_y: 100,
    });
    expect(report.charts.contributing_habits_chart.habits).toEqual([
      { habit_name: 'Sleep duration', normalized_value: 1 },
      { habit_name: 'Active minutes', normalized_value: 1 },
      { habit_name: 'Daily steps', normalized_value: 0.667 },
      { habit_name: 'Vegetables', normalized_value: 0.667 },
      { habit_name: 'Alcohol', normalized_value: 0.667 },
      { habit_name: 'Strength training', normalized_value: 0.333 },
      { habit_name: 'Water', normalized_value: 0.333 },
    ]);
    expect(report.texts.top_habit_w_InnerAge_string.value).toBe(
      'Your top habit, sleep duration (100 of 100 this week), may positively affect these biomarkers:',
    );
    // every habit is perfect: the lowest is the first of the lightest ones
    expect(report.texts.lowest_habit_w_InnerAge_string.value).toBe(
      'Your lowest habit, strength training (100 of 100 this week), is on target; keeping it up may protect these biomarkers:',
    );
    expect(report.texts.lowest_habit_alt_text_formatted_name.value).toBe(
      'Do strength training 2 days a week',
    );
    expect(report.texts.lowest_habit_quick_tips_list.value).toEqual([
      'You did strength training on about 7 days this week; aim for 2.',
      ...habitById('strength').tips,
    ]);
    expect(report.texts.has_journal_questions_bool.value).toBe(true);
    expect(report.texts.InnerAge_section_title.value).toBe('How your habits may affect your InnerAge');
  });

  it("names the lowest habit's own figure first among the quick tips", () => {
    const report = buildHabitReport({
      customerId: 7,
      weekStart: WEEK,
      days: mixedWeek(),
      journalQuestions: MIXED_QUESTIONS,
    });
    // steps at 0.5 → raw 0 is the lowest (vegetables and alcohol help at 6/7)
    expect(report.texts.lowest_habit_alt_text_formatted_name.value).toBe('Walk 8,000 steps a day');
    expect(report.texts.lowest_habit_quick_tips_list.value[0]).toBe(
      'You walked 4,000 steps a day on average; aim for 8,000.',
    );
    expect(report.texts.progress_statement_text.value).toBe('This is your first Healthspan Habit Score: 76.');
    expect(report.texts.lowest_habit_quick_tips_list.value.length).toBeGreaterThanOrEqual(3);
    expect(report.texts.lowest_habit_quick_tips_list.value.length).toBeLessThanOrEqual(5);
  });

  it('says a lowest habit under its target may hurt, and one on target may protect', () => {
    const mixed = buildHabitReport({
      customerId: 7,
      weekStart: addDays(WEEK, -7),
      days,
      journalQuestions: MIXED_QUESTIONS,
    });
    expect(mixed.texts.lowest_habit_w_InnerAge_string.value).toMatch(
      /^Your lowest habit, [a-z ]+ \((\d|[1-9]\d) of 100 this week\), may negatively impact these biomarkers:$/,
    );
  });

  it('says so when the customer has no journal questions', () => {
    const report = buildHabitReport({ customerId: 9, weekStart: WEEK, days, journalQuestions: [] });
    expect(report.texts.has_journal_questions_bool.value).toBe(false);
    // last week without the journal: (3 × 17/21 + 2 × 0.5) / 5 weights = 68.57 → 69
    expect(report.texts.progress_statement_text.value).toBe(
      `Your score rose 31 points to 100 this week. It is based on your tracker alone. ${JOURNAL_PROMPT}`,
    );
    expect(report.texts.lowest_habit_quick_tips_list.value.at(-1)).toBe(JOURNAL_PROMPT);
    expect(report.charts.contributing_habits_chart.habits.map((h) => h.habit_name)).toEqual([
      'Sleep duration',
      'Active minutes',
      'Daily steps',
    ]);
    expect(habitReportData.safeParse(report).success).toBe(true);
  });

  it("names the customer's own out-of-range markers first", () => {
    const markers: CustomerMarker[] = [
      { abbr: 'GLU', name: 'Glucose', state: 0 },
      { abbr: 'HSCRP', name: 'C-reactive protein (hs)', state: -2 },
      { abbr: 'hba1c', name: 'HbA1c', state: 3 },
      { abbr: 'TESTO', name: 'Testosterone', state: 7 },
    ];
    const report = buildHabitReport({ customerId: 7, weekStart: WEEK, days, journalQuestions: [], markers });
    // sleep duration may affect HBA1C, GLU, HSCRP, CORTISOL, TESTO: out of range are HBA1C (3), HSCRP (−2)
    // each with its status in the words of src/domain/marker-status.ts
    expect(report.texts.top_habit_w_InnerAge_biomarkers.value).toEqual([
      'HbA1c · Borderline high',
      'C-reactive protein (hs) · Near normal (low)',
      'Glucose · Optimized',
    ]);
    // steps (lowest): TG, HDL, GLU, HBA1C → HBA1C first, then the catalogue names
    expect(report.texts.lowest_habit_w_InnerAge_biomarkers.value).toEqual([
      'HbA1c · Borderline high',
      HABIT_MARKER_NAMES.TG,
      HABIT_MARKER_NAMES.HDL,
    ]);
    // the worst first whatever the habit's order; equally bad ones in the habit's order
    const sleep = habitById('sleepDuration'); // HBA1C, GLU, HSCRP, CORTISOL, TESTO
    const results = (states: Record<string, CustomerMarker['state']>) =>
      Object.entries(states).map(([abbr, state]) => ({ abbr, name: abbr.toLowerCase(), state }));
    expect(biomarkersFor(sleep, results({ HBA1C: 2, HSCRP: 4, GLU: 0 }))).toEqual([
      'hscrp · High',
      'hba1c · Near normal (high)',
      'glu · Optimized',
    ]);
    expect(biomarkersFor(sleep, results({ CORTISOL: -3, HSCRP: 3, HBA1C: 1 }))).toEqual([
      'hscrp · Borderline high',
      'cortisol · Borderline low',
      'hba1c · Normal (above optimal)',
    ]);
    expect(biomarkersFor(habitById('sleepDuration'))).toEqual([
      'Hemoglobin A1c',
      'Glucose (fasting)',
      'hs-CRP',
    ]);
  });

  it('refuses a week without a score, naming the week', () => {
    const build = () =>
      buildHabitReport({ customerId: 7, weekStart: addDays(WEEK, 7), days, journalQuestions: ALL_QUESTIONS });
    expect(build).toThrow(NoHabitScoreError);
    expect(build).toThrow('no habit has enough data in the week of 2025-06-09');
    try {
      build();
    } catch (error) {
      expect(error).toMatchObject({ name: 'NoHabitScoreError', weekStart: '2025-06-09' });
    }
  });

  it('compares with last week, or says last week had too little data when an earlier week had a score', () => {
    const build = (history: HabitDay[]) =>
      buildHabitReport({ customerId: 7, weekStart: WEEK, days: history, journalQuestions: ALL_QUESTIONS })
        .texts.progress_statement_text.value;
    expect(build([...mixedWeek(addDays(WEEK, -14)), ...perfectWeek()])).toBe(
      'Your score is 100 this week; last week had too little data to compare.',
    );
    expect(build([...mixedWeek(addDays(WEEK, -49)), ...perfectWeek()])).toBe(
      'Your score is 100 this week; last week had too little data to compare.',
    );
    expect(build(perfectWeek())).toBe('This is your first Healthspan Habit Score: 100.');
  });

  it(`keeps ${HISTORY_WEEKS} weeks of history, leaving out weeks without a score`, () => {
    const long = Array.from({ length: 10 }, (_, i) => perfectWeek(addDays(WEEK, (i - 9) * 7))).flat();
    const gap = long.filter((day) => day.date < addDays(WEEK, -21) || day.date >= addDays(WEEK, -14));
    const report = buildHabitReport({
      customerId: 7,
      weekStart: WEEK,
      days: gap,
      journalQuestions: ALL_QUESTIONS,
    });
    expect(report.charts.history_chart.x).toEqual(
      [-7, -6, -5, -4, -2, -1, 0].map((weeks) => addDays(WEEK, weeks * 7)),
    );
    expect(report.texts.progress_statement_text.value).toBe('Your score held steady at 100 this week.');
  });
});

describe('history axis', () => {
  it.each([
    [[58, 76], 40, 80],
    [[60], 60, 80],
    [[100, 100], 80, 100],
    [[0, 100], 0, 100],
    [[], 0, 100],
    [[41, 59], 40, 60],
    // a flat history gets the step above it, or the one below at the top of the scale
    [[80, 80], 80, 100],
  ])('%j → %i…%i on steps of 20', (values, min, max) => {
    expect(scoreAxisBounds(values)).toEqual({ min_y: min, max_y: max });
  });
});

describe('zone history chart', () => {
  it('shows daily minutes in zones 2-5 over four weeks, leaving out days without zones', () => {
    const days: HabitDay[] = [
      ...daysFrom(addDays(WEEK, -35), 7, () => ({ tracker: { zoneMinutes: [5, 90, 0, 0, 0] } })), // too early
      ...daysFrom(addDays(WEEK, -21), 3, (i) => ({ tracker: { zoneMinutes: [40, 10 + i, 5, 2, 1] } })),
      { date: addDays(WEEK, -10), tracker: { steps: 900 } },
      { date: WEEK, tracker: { zoneMinutes: [3, 0.25, 0, 0, 0] } },
      { date: addDays(WEEK, 7), tracker: { zoneMinutes: [0, 60, 0, 0, 0] } }, // after the week
    ];
    const chart = zonesChart(days, WEEK);
    expect(chart).toEqual({
      x: [addDays(WEEK, -21), addDays(WEEK, -20), addDays(WEEK, -19), WEEK],
      y: [18, 19, 20, 0.3],
      y_label: 'Minutes a day in heart-rate zones 2-5',
      // 300 / 7 = 42.9 needs a top of 50 in steps of 10
      y_ticks: [0, 10, 20, 30, 40, 50],
      zones: [
        { color: '#f2994a', range: [0, 21.4] },
        { color: '#7cc36b', range: [21.4, 42.9] },
        { color: '#1f9d55', range: [42.9, 50] },
      ],
    });
  });

  it('counts the last day of the week, and lists days in date order whatever order they come in', () => {
    const sunday = addDays(WEEK, 6);
    const chart = zonesChart(
      [
        { date: sunday, tracker: { zoneMinutes: [0, 30, 0, 0, 0] } },
        { date: addDays(WEEK, -1), tracker: { zoneMinutes: [0, 10, 0, 0, 0] } },
        { date: WEEK, tracker: { zoneMinutes: [0, 20, 0, 0, 0] } },
      ],
      WEEK,
    );
    expect(chart.x).toEqual([addDays(WEEK, -1), WEEK, sunday]);
    expect(chart.y).toEqual([10, 20, 30]);
  });

  it('keeps its largest step for days longer than six of them', () => {
    expect(minuteTicks(2000)).toEqual([0, 240, 480, 720, 960, 1200, 1440, 1680, 1920, 2160]);
  });

  it('stretches its ticks over long days', () => {
    const chart = zonesChart([{ date: WEEK, tracker: { zoneMinutes: [0, 60, 30, 20, 5] } }], WEEK);
    expect(chart.y).toEqual([115]);
    expect(chart.y_ticks).toEqual([0, 20, 40, 60, 80, 100, 120]);
    expect(chart.zones.at(-1)?.range).toEqual([42.9, 120]);
  });
});
