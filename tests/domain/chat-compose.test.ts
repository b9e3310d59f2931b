import { describe, expect, it } from 'vitest';
import {
  CLINICIAN,
  composeAnswer,
  DIAGNOSIS_REFUSAL,
  DOSING_REFUSAL,
  formatValue,
  groundingText,
  markerHref,
  SAFETY_RULES,
  sessionTitle,
  systemPrompt,
  tokensOf,
  UNTITLED_SESSION,
  dayInTimeZone,
  isTimeZone,
  type Grounding,
  type MarkerFacts,
} from '../../src/domain/chat';

const LDL: MarkerFacts = {
  abbr: 'LDL',
  name: 'LDL cholesterol',
  unit: 'mg/dL',
  readings: [
    { resultId: 5, date: '2026-09-15', value: 114, state: 1 },
    { resultId: 4, date: '2025-05-20', value: 123, state: 2 },
    { resultId: 3, date: '2024-04-23', value: 137, state: 3 },
  ],
  knowledge: {
    whatItIs: 'LDL carries cholesterol.',
    whyItMatters: 'It builds plaque.',
    whatMovesIt: 'Fibre lowers it.',
  },
  recommendations: [
    { title: 'Eat more soluble fibre', description: 'Oats and beans.', kind: 'food' },
    { title: 'Walk after meals', description: 'Ten minutes.', kind: 'exercise' },
  ],
};
const CRP: MarkerFacts = {
  abbr: 'HSCRP',
  name: 'hs-CRP',
  unit: 'mg/L',
  readings: [{ resultId: 5, date: '2026-09-15', value: 3.8, state: 4 }],
  knowledge: null,
  recommendations: [],
};

const base: Grounding = {
  firstName: 'Alex',
  markers: [],
  attention: [CRP, LDL],
  hasResults: true,
  innerAge: null,
  habits: null,
  dna: null,
};

describe('composeAnswer', () => {
  it('answers why a marker is high with its latest value, date, zone, what moves it and its history, citing each', () => {
    const answer = composeAnswer(
      { kind: 'why', markers: ['LDL'] },
      { ...base, markers: [LDL] },
      '2026-11-22',
    );
    expect(answer.text).toContain(
      'Your latest LDL cholesterol is 114 mg/dL, from your draw on Sep 15, 2026 — Normal (above optimal): in the lab’s reference range, above your optimal range.',
    );
    expect(answer.text).toContain('What moves it: Fibre lowers it.');
    expect(answer.text).toContain('Before that it was 123 mg/dL on May 20, 2025, so it has come down.');
    expect(answer.text).toContain('Eat more soluble fibre');
    expect(answer.citations[0]).toEqual({
      kind: 'marker',
      label: 'LDL cholesterol',
      markerAbbr: 'LDL',
      value: 114,
      unit: 'mg/dL',
      date: '2026-09-15',
      stateLabel: 'Normal (above optimal)',
      href: markerHref('LDL'),
    });
    expect(answer.citations.map((c) => c.kind)).toEqual([
      'marker',
      'knowledge',
      'marker',
      'recommendation',
      'recommendation',
    ]);
    expect(answer.text).not.toContain(CLINICIAN);
  });

  it('suggests what to eat from the food recommendations of the markers furthest from optimal', () => {
    const answer = composeAnswer({ kind: 'eat', markers: [] }, base, '2026-11-22');
    expect(answer.text).toContain(
      '• LDL cholesterol 114 mg/dL (Normal (above optimal), Sep 15, 2026): Eat more soluble fibre.',
    );
    expect(answer.text).not.toContain('Walk after meals');
    expect(answer.text).not.toContain('hs-CRP');
    expect(answer.citations.map((c) => c.kind)).toEqual(['marker', 'recommendation']);
  });

  it('suggests a clinician when a marker is far from optimal', () => {
    const answer = composeAnswer(
      { kind: 'why', markers: ['HSCRP'] },
      { ...base, markers: [CRP] },
      '2026-11-22',
    );
    expect(answer.text).toContain('High: well above the lab’s reference range');
    expect(answer.text).toContain(CLINICIAN);
  });

  it('tells a trend oldest first with the change', () => {
    const answer = composeAnswer(
      { kind: 'trend', markers: ['LDL'] },
      { ...base, markers: [LDL] },
      '2026-11-22',
    );
    expect(answer.text).toContain('over 3 draws: 137 mg/dL on Apr 23, 2024 (Borderline high)');
    expect(answer.text).toContain('it has come down by 23 mg/dL');
    expect(answer.citations.filter((c) => c.kind === 'marker')).toHaveLength(3);
  });

  it('declines dosing and diagnosis with safe wording, still sharing the facts', () => {
    const dosing = composeAnswer(
      { kind: 'dosing', markers: ['LDL'] },
      { ...base, markers: [LDL] },
      '2026-11-22',
    );
    expect(dosing.text.startsWith(DOSING_REFUSAL)).toBe(true);
    expect(dosing.text).toContain('114 mg/dL');
    expect(dosing.citations[0]?.markerAbbr).toBe('LDL');
    const diagnosis = composeAnswer({ kind: 'diagnosis', markers: [] }, base, '2026-11-22');
    expect(diagnosis.text.startsWith(DIAGNOSIS_REFUSAL)).toBe(true);
    expect(diagnosis.text).toContain('hs-CRP 3.8 mg/L');
    expect(diagnosis.text).toContain(CLINICIAN);
    expect(diagnosis.text).not.toMatch(/you have|you are diabetic/i);
  });

  it('explains InnerAge from its contributions, citing the InnerAge record', () => {
    const answer = composeAnswer(
      { kind: 'innerage', markers: [] },
      {
        ...base,
        innerAge: {
          date: '2026-09-15',
          innerAge: 38.3,
          chronologicalAge: 42.3,
          contributions: [
            { abbr: 'RDW', name: 'Red cell distribution width', years: 1.2 },
            { abbr: 'ALB', name: 'Albumin', years: -0.8 },
          ],
        },
      },
      '2026-11-22',
    );
    expect(answer.text).toContain('InnerAge from your draw on Sep 15, 2026 is 38.3');
    expect(answer.text).toContain('4 years younger');
    expect(answer.text).toContain('Red cell distribution width (+1.2 y)');
    expect(answer.citations[0]).toMatchObject({ kind: 'innerage', value: 38.3, href: '/customer/age' });
  });

  it('says what it can answer when it does not know, and when data is missing', () => {
    expect(composeAnswer({ kind: 'unknown', markers: [] }, base, '2026-11-22').text).toContain(
      'Why is my LDL high?',
    );
    expect(composeAnswer({ kind: 'dna', markers: [] }, base, '2026-11-22').text).toMatch(
      /don’t see a DNA report/,
    );
    expect(composeAnswer({ kind: 'habits', markers: [] }, base, '2026-11-22').text).toMatch(/habit report/);
  });

  it('the prompt for a model carries the rules and the records', () => {
    const prompt = systemPrompt({ ...base, markers: [LDL] }, '2026-11-22');
    expect(prompt).toMatch(/Never diagnose/);
    expect(groundingText({ ...base, markers: [LDL] }, '2026-11-22')).toContain(
      '- LDL cholesterol (LDL, mg/dL): 114 on Sep 15, 2026 (Normal (above optimal)); 123 on May 20, 2025',
    );
  });
});

describe('tokensOf', () => {
  it('cuts text into words that join back to it', () => {
    const text = 'Your LDL is 114 mg/dL.\n\nWhat moves it: fibre.';
    expect(tokensOf(text).join('')).toBe(text);
    expect(tokensOf(text)[1]).toBe(' LDL');
  });
});

describe('sessionTitle', () => {
  it('keeps a short question and folds whitespace', () => {
    expect(sessionTitle('  Why is my\n LDL high? ', 80)).toBe('Why is my LDL high?');
    expect(sessionTitle('   ', 80)).toBe(UNTITLED_SESSION);
  });
  it('cuts a long question at a word', () => {
    const title = sessionTitle('What does my cholesterol history say about the way I have been eating', 30);
    expect(title).toBe('What does my cholesterol…');
    expect(title.length).toBeLessThanOrEqual(30);
  });
  it('cuts a single long word inside it', () => {
    expect(sessionTitle('x'.repeat(100), 10)).toBe(`${'x'.repeat(9)}…`);
  });
});

describe('time zones', () => {
  it('knows IANA zones and refuses others', () => {
    expect(isTimeZone('Europe/Paris')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
  });
  it('gives the day in the zone', () => {
    const at = new Date('2026-11-22T23:30:00Z');
    expect(dayInTimeZone(at, 'UTC')).toBe('2026-11-22');
    expect(dayInTimeZone(at, 'Asia/Tokyo')).toBe('2026-11-23');
    expect(dayInTimeZone(at, 'America/Los_Angeles')).toBe('2026-11-22');
  });
});

const TODAY = '2026-11-22';
const LDL_LATEST =
  'Your latest LDL cholesterol is 114 mg/dL, from your draw on Sep 15, 2026 — Normal (above optimal): in the lab’s reference range, above your optimal range.';
const HELP =
  'I answer from your own results: what a marker means, why yours is high or low, how it changed over time, what moves your InnerAge, what to eat for your markers, what your DNA says and how your habit week went. I cite the records I used under each answer.';
const TRY =
  'Try: “Why is my LDL high?”, “How has my vitamin D changed?”, “What moves my InnerAge?”, “What should I eat?”.';
const UNTESTED: MarkerFacts = {
  abbr: 'B12',
  name: 'Vitamin B12',
  unit: 'pg/mL',
  readings: [],
  knowledge: null,
  recommendations: [],
};
const NOT_TESTED_B12 =
  'I don’t see Vitamin B12 in your results yet, so I can only tell you about it in general.';
/** A marker with one reading in the given state, no knowledge and no recommendations. */
const single = (abbr: string, state: MarkerFacts['readings'][number]['state'], value = 10): MarkerFacts => ({
  abbr,
  name: `Marker ${abbr}`,
  unit: 'u',
  readings: [{ resultId: 9, date: '2026-09-15', value, state }],
  knowledge: null,
  recommendations: [],
});
const food = (title: string) => ({ title, description: '', kind: 'food' as const });
const answer = (kind: Parameters<typeof composeAnswer>[0]['kind'], g: Partial<Grounding> = {}) =>
  composeAnswer({ kind, markers: [] }, { ...base, ...g }, TODAY);

describe('composeAnswer, intent by intent', () => {
  it('meaning: what the marker is and why it matters, then its latest reading, citing both', () => {
    const a = answer('meaning', { markers: [LDL] });
    expect(a.text).toBe(['LDL carries cholesterol.', 'It builds plaque.', LDL_LATEST].join('\n\n'));
    expect(a.citations).toEqual([
      {
        kind: 'knowledge',
        label: 'About LDL cholesterol',
        markerAbbr: 'LDL',
        value: null,
        unit: null,
        date: null,
        stateLabel: null,
        href: '/customer/bloodwork/marker-results/LDL',
      },
      expect.objectContaining({ kind: 'marker', markerAbbr: 'LDL', value: 114, date: '2026-09-15' }),
    ]);
  });

  it('meaning: without knowledge or a reading it says so, and cites nothing', () => {
    const a = answer('meaning', { markers: [UNTESTED] });
    expect(a.text).toBe(`Vitamin B12 is one of the markers in your blood panel.\n\n${NOT_TESTED_B12}`);
    expect(a.citations).toEqual([]);
  });

  it('why: a marker never tested gets what moves it when that is known, and no citation', () => {
    expect(answer('why', { markers: [UNTESTED] })).toEqual({ text: NOT_TESTED_B12, citations: [] });
    const known = { ...UNTESTED, knowledge: { whatItIs: '', whyItMatters: '', whatMovesIt: 'Meat.' } };
    expect(answer('why', { markers: [known] })).toEqual({
      text: `${NOT_TESTED_B12}\n\nWhat moves it: Meat.`,
      citations: [],
    });
  });

  it('why: an optimized value has nothing to bring down or up; no history, suggestion or clinician', () => {
    const a = answer('why', { markers: [single('GLU', 0, 85)] });
    expect(a.text).toBe(
      [
        'Your latest Marker GLU is 85 u, from your draw on Sep 15, 2026 — Optimized: in your optimal range.',
        'It is where it should be, so there is nothing to bring down or up right now.',
      ].join('\n\n'),
    );
    expect(a.citations).toHaveLength(1);
    expect(answer('why', { markers: [LDL] }).text).not.toContain('nothing to bring down');
  });

  it('why: at most three suggestions, each cited; a suggestion listed twice is cited once', () => {
    const many = {
      ...LDL,
      readings: LDL.readings.slice(0, 1),
      knowledge: null,
      recommendations: [food('Oats'), food('Beans'), food('Oats'), food('Lentils')],
    };
    const a = answer('why', { markers: [many] });
    expect(a.text).toBe(`${LDL_LATEST}\n\nWhat we suggest for it: Oats; Beans; Oats.`);
    expect(a.citations.map((c) => [c.kind, c.label])).toEqual([
      ['marker', 'LDL cholesterol'],
      ['recommendation', 'Oats'],
      ['recommendation', 'Beans'],
    ]);
  });

  it('why: the history says whether the value went up, came down or stayed', () => {
    const history = (latest: number, before: number) =>
      answer('why', {
        markers: [
          {
            ...single('TG', 1),
            readings: [
              { resultId: 2, date: '2026-09-15', value: latest, state: 1 },
              { resultId: 1, date: '2025-03-01', value: before, state: 1 },
            ],
          },
        ],
      });
    expect(history(120, 100).text).toContain('Before that it was 100 u on Mar 01, 2025, so it has gone up.');
    expect(history(100, 120).text).toContain(
      'Before that it was 120 u on Mar 01, 2025, so it has come down.',
    );
    expect(history(100, 100).text).toContain(
      'Before that it was 100 u on Mar 01, 2025, so it has not changed.',
    );
    expect(history(100, 100).citations.map((c) => c.date)).toEqual(['2026-09-15', '2025-03-01']);
  });

  it.each([
    [-4, true],
    [-3, true],
    [-2, false],
    [2, false],
    [3, true],
    [4, true],
    [7, false],
  ] as const)('why: state %i suggests a clinician: %s (borderline or out of range)', (state, clinician) => {
    expect(answer('why', { markers: [single('X', state)] }).text.includes(CLINICIAN)).toBe(clinician);
  });

  it('trend: a single draw has no change to show; a marker never tested says so', () => {
    const a = answer('trend', { markers: [{ ...LDL, readings: LDL.readings.slice(0, 1) }] });
    expect(a.text).toBe(
      `${LDL_LATEST}\n\nThat is your only draw with it so far, so there is no change to show yet.`,
    );
    expect(a.citations).toHaveLength(1);
    expect(answer('trend', { markers: [UNTESTED] })).toEqual({ text: NOT_TESTED_B12, citations: [] });
  });

  it('trend: oldest first, then the change from first to last and where it is now', () => {
    const steady = {
      ...single('TG', 0),
      readings: [
        { resultId: 3, date: '2026-09-15', value: 90, state: 0 as const },
        { resultId: 2, date: '2026-01-10', value: 140, state: 1 as const },
        { resultId: 1, date: '2025-03-01', value: 90, state: 0 as const },
      ],
    };
    expect(answer('trend', { markers: [steady] }).text).toBe(
      [
        'Your Marker TG over 3 draws: 90 u on Mar 01, 2025 (Optimized), 140 u on Jan 10, 2026 (Normal (above optimal)), 90 u on Sep 15, 2026 (Optimized).',
        'From Mar 01, 2025 to Sep 15, 2026 it has not changed, and it is now Optimized: in your optimal range.',
      ].join('\n\n'),
    );
    const rising = { ...steady, readings: [{ ...steady.readings[0]!, value: 95.5 }, steady.readings[2]!] };
    expect(answer('trend', { markers: [rising] }).text).toContain(
      'From Mar 01, 2025 to Sep 15, 2026 it has gone up by 5.5 u, and it is now Optimized',
    );
  });

  it('innerage: without an InnerAge it says what one needs', () => {
    expect(answer('innerage')).toEqual({
      text: 'I can’t compute an InnerAge from your results yet: it needs a draw with all nine PhenoAge markers and your birth date.',
      citations: [],
    });
  });

  it('innerage: older or younger than the calendar age; the three largest contributions each way past 0.05 years', () => {
    const a = answer('innerage', {
      innerAge: {
        date: '2026-09-15',
        innerAge: 45.25,
        chronologicalAge: 42,
        contributions: [
          { abbr: 'RDW', name: 'RDW', years: 2 },
          { abbr: 'GLU', name: 'Glucose', years: 1 },
          { abbr: 'CRP', name: 'CRP', years: 0.5 },
          { abbr: 'WBC', name: 'White cells', years: 0.3 },
          { abbr: 'MCV', name: 'MCV', years: 0.05 },
          { abbr: 'ALP', name: 'ALP', years: -0.05 },
          { abbr: 'ALB', name: 'Albumin', years: -0.8 },
        ],
      },
    });
    expect(a.text).toBe(
      [
        'Your InnerAge from your draw on Sep 15, 2026 is 45.25, against a calendar age of 42 (3.25 years older).',
        'Adding the most years: RDW (+2 y), Glucose (+1 y), CRP (+0.5 y).',
        'Taking years off: Albumin (-0.8 y).',
        'InnerAge uses the PhenoAge model: glucose, CRP, albumin, creatinine, white cells, lymphocytes, MCV, RDW and alkaline phosphatase, plus your age. Improving the markers that add years moves it most.',
      ].join('\n\n'),
    );
    expect(a.citations).toEqual([
      {
        kind: 'innerage',
        label: 'InnerAge 45.25, Sep 15, 2026',
        markerAbbr: null,
        value: 45.25,
        unit: 'years',
        date: '2026-09-15',
        stateLabel: null,
        href: '/customer/age',
      },
    ]);
    const same = answer('innerage', {
      innerAge: { date: '2026-09-15', innerAge: 42, chronologicalAge: 42, contributions: [] },
    });
    expect(same.text).toContain('against a calendar age of 42 (0 years younger).');
    expect(same.text).not.toMatch(/Adding|Taking/);
  });

  it('eat: the named markers first, then those furthest from optimal, off optimal with food only, three at most', () => {
    const withFood = (abbr: string, state: MarkerFacts['readings'][number]['state']) => ({
      ...single(abbr, state),
      recommendations: [
        { title: `Walk for ${abbr}`, description: '', kind: 'exercise' as const },
        food(`${abbr} food 1`),
        food(`${abbr} food 2`),
        food(`${abbr} food 3`),
      ],
    });
    const a = answer('eat', {
      markers: [withFood('VITD', -2)],
      attention: [
        withFood('OPT', 0),
        withFood('UNK', 7),
        withFood('VITD', -2),
        withFood('A', 1),
        withFood('B', 2),
        withFood('C', 3),
      ],
    });
    expect(a.text).toBe(
      [
        'Here is what your own results point to:',
        '• Marker VITD 10 u (Near normal (low), Sep 15, 2026): VITD food 1; VITD food 2.',
        '• Marker A 10 u (Normal (above optimal), Sep 15, 2026): A food 1; A food 2.',
        '• Marker B 10 u (Near normal (high), Sep 15, 2026): B food 1; B food 2.',
      ].join('\n\n'),
    );
    expect(a.citations.map((c) => `${c.kind} ${c.markerAbbr} ${c.label}`)).toEqual([
      'marker VITD Marker VITD',
      'recommendation VITD VITD food 1',
      'recommendation VITD VITD food 2',
      'marker A Marker A',
      'recommendation A A food 1',
      'recommendation A A food 2',
      'marker B Marker B',
      'recommendation B B food 1',
      'recommendation B B food 2',
    ]);
  });

  it('eat: a marker off optimal whose suggestions are none of them food is left out', () => {
    const moving = {
      ...single('A', 2),
      recommendations: [{ title: 'Walk after meals', description: '', kind: 'exercise' as const }],
    };
    expect(answer('eat', { attention: [moving] }).text).toMatch(
      /^None of your markers furthest from optimal has a food suggestion/,
    );
    expect(answer('eat', { attention: [moving] }).citations).toEqual([]);
  });

  it('eat: with no food suggestion, general advice that depends on having results', () => {
    expect(answer('eat', { attention: [CRP] })).toEqual({
      text: 'None of your markers furthest from optimal has a food suggestion, so there is nothing specific to eat for. A varied diet rich in vegetables, fibre, legumes, nuts and fish keeps it that way.\n\nYour Nutrition page has a plan built from your answers.',
      citations: [],
    });
    expect(answer('eat', { attention: [], hasResults: false }).text).toBe(
      'Once you have blood results I can suggest what to eat for your own markers. Until then: plenty of vegetables, fibre, legumes, nuts and fish.\n\nYour Nutrition page has a plan built from your answers.',
    );
  });

  it('habits: the week’s score and progress, the habit with the most room and three tips, citing the report', () => {
    const week = {
      weekStart: '2026-11-16',
      score: 72.456,
      progress: 'Up 4 points on last week.',
      lowestHabit: 'Sleep',
      tips: ['Walk.', 'Sleep.', 'Eat.', 'Stretch.'],
    };
    const a = answer('habits', { habits: week });
    expect(a.text).toBe(
      [
        'Your habit score for the week of Nov 16, 2026 was 72.46. Up 4 points on last week.',
        'The habit with the most room: Sleep.',
        'Tips: Walk. Sleep. Eat.',
      ].join('\n\n'),
    );
    expect(a.citations).toEqual([
      {
        kind: 'habit',
        label: 'Habit report, week of Nov 16, 2026',
        markerAbbr: null,
        value: 72.456,
        unit: null,
        date: '2026-11-16',
        stateLabel: null,
        href: '/customer/habit-reports',
      },
    ]);
    expect(answer('habits', { habits: { ...week, progress: '', lowestHabit: '', tips: [] } }).text).toBe(
      'Your habit score for the week of Nov 16, 2026 was 72.46.',
    );
    expect(answer('habits').text).toBe(
      'I don’t have a habit report for you yet. Log your journal and tracker for a week and I can tell you how it went.',
    );
  });

  it('dna: each trait, the research caveat and one citation; none without traits', () => {
    const a = answer('dna', {
      dna: { traits: [{ title: 'Caffeine', result: 'Fast', summary: 'You clear caffeine quickly.' }] },
    });
    expect(a.text).toBe(
      [
        'From your DNA report:',
        '• Caffeine: Fast. You clear caffeine quickly.',
        'These are associations seen in research, not diagnoses.',
      ].join('\n\n'),
    );
    expect(a.citations).toEqual([
      {
        kind: 'dna',
        label: 'Your DNA report',
        markerAbbr: null,
        value: null,
        unit: null,
        date: null,
        stateLabel: null,
        href: '/customer/genetics-report',
      },
    ]);
    const none =
      'I don’t see a DNA report for you yet. Once your raw data or kit is processed, I can walk you through it.';
    expect(answer('dna', { dna: { traits: [] } })).toEqual({ text: none, citations: [] });
  });

  it('greeting, help and unknown: what it can answer and four questions to try', () => {
    expect(answer('greeting').text).toBe(`Hi Alex! I’m Terra.\n\n${HELP}\n\n${TRY}`);
    expect(answer('help')).toEqual({ text: `${HELP}\n\n${TRY}`, citations: [] });
    expect(answer('unknown').text).toBe(
      `I’m not sure I can answer that from your records.\n\n${HELP}\n\n${TRY}`,
    );
  });

  it('overview: up to five markers furthest from optimal (tested ones), or that all are optimal, or no results', () => {
    const six = ['A', 'B', 'C', 'D', 'E', 'F'].map((abbr) => single(abbr, 3));
    const a = answer('overview', { attention: [UNTESTED, ...six] });
    expect(a.text).toBe(
      [
        'The markers furthest from optimal in your latest results: Marker A 10 u on Sep 15, 2026 (Borderline high); Marker B 10 u on Sep 15, 2026 (Borderline high); Marker C 10 u on Sep 15, 2026 (Borderline high); Marker D 10 u on Sep 15, 2026 (Borderline high); Marker E 10 u on Sep 15, 2026 (Borderline high).',
        'Ask me about any of them — for example “Why is my LDL high?” — and I’ll explain.',
      ].join('\n\n'),
    );
    expect(a.citations.map((c) => c.markerAbbr)).toEqual(['A', 'B', 'C', 'D', 'E']);
    expect(answer('overview', { attention: [] })).toEqual({
      text: 'As of Nov 22, 2026, your latest results have every marker in its optimal range.',
      citations: [],
    });
    expect(answer('overview', { attention: [], hasResults: false }).text).toBe(
      'I don’t see any blood results for you yet.',
    );
  });

  it('dosing and diagnosis share the named markers’ latest readings, or up to three off-optimal ones', () => {
    const dosing = answer('dosing', { markers: [UNTESTED, LDL] });
    expect(dosing.text).toBe(`${DOSING_REFUSAL}\n\nWhat I can share: ${LDL_LATEST.replace('Your', 'your')}`);
    expect(dosing.citations.map((c) => c.markerAbbr)).toEqual(['LDL']);
    expect(answer('dosing')).toEqual({ text: DOSING_REFUSAL, citations: [] });

    const named = answer('diagnosis', { markers: [UNTESTED, LDL] });
    expect(named.text).toBe([DIAGNOSIS_REFUSAL, LDL_LATEST, CLINICIAN].join('\n\n'));
    expect(named.citations.map((c) => c.markerAbbr)).toEqual(['LDL']);
    const four = ['A', 'B', 'C', 'D'].map((abbr) => single(abbr, 4));
    const unnamed = answer('diagnosis', { attention: four });
    expect(unnamed.text).toContain('Marker C 10 u');
    expect(unnamed.text).not.toContain('Marker D');
  });

  it('values print with at most two decimals and no trailing zeros', () => {
    expect(formatValue(5)).toBe('5');
    expect(formatValue(1.1)).toBe('1.1');
    expect(formatValue(3.14159)).toBe('3.14');
  });

  it('a recommendation shared by two markers is cited for each', () => {
    const shared = (abbr: string) => ({ ...single(abbr, 1), recommendations: [food('Oats')] });
    const a = answer('eat', { attention: [shared('LDL'), shared('APOB')] });
    expect(a.citations.filter((c) => c.kind === 'recommendation').map((c) => c.href)).toEqual([
      markerHref('LDL'),
      markerHref('APOB'),
    ]);
  });
});

describe('the prompt for a model', () => {
  it('lists every record: named markers first, then the others, with knowledge, suggestions, InnerAge, habits and DNA', () => {
    const text = groundingText(
      {
        ...base,
        markers: [LDL, UNTESTED],
        attention: [CRP, LDL],
        innerAge: {
          date: '2026-09-15',
          innerAge: 38.3,
          chronologicalAge: 42.3,
          contributions: [
            { abbr: 'RDW', name: 'RDW', years: 1.2 },
            { abbr: 'ALB', name: 'Albumin', years: -0.8 },
            { abbr: 'GLU', name: 'Glucose', years: 0 },
          ],
        },
        habits: { weekStart: '2026-11-16', score: 72, progress: 'Up 4.', lowestHabit: 'Sleep', tips: [] },
        dna: { traits: [{ title: 'Caffeine', result: 'Fast', summary: 'Quick.' }] },
      },
      TODAY,
    );
    expect(text).toBe(
      [
        'Customer: Alex. Today is Nov 22, 2026.',
        'Blood results (newest first):',
        '- LDL cholesterol (LDL, mg/dL): 114 on Sep 15, 2026 (Normal (above optimal)); 123 on May 20, 2025 (Near normal (high)); 137 on Apr 23, 2024 (Borderline high)',
        '  What moves it: Fibre lowers it.',
        '  Recommendations: Eat more soluble fibre; Walk after meals',
        '- Vitamin B12 (B12, pg/mL): not tested',
        '- hs-CRP (HSCRP, mg/L): 3.8 on Sep 15, 2026 (High)',
        'InnerAge 38.3 (calendar age 42.3) from Sep 15, 2026; years by marker: RDW +1.2, Albumin -0.8, Glucose 0',
        'Habit report, week of Nov 16, 2026: score 72. Up 4. Lowest habit: Sleep.',
        'DNA report:',
        '- Caffeine: Fast. Quick.',
      ].join('\n'),
    );
  });

  it('says when there are no results, and puts the safety rules before the records', () => {
    const g = { ...base, attention: [], hasResults: false };
    expect(groundingText(g, TODAY)).toBe('Customer: Alex. Today is Nov 22, 2026.\nNo blood results yet.');
    expect(systemPrompt(g, TODAY)).toBe(`${SAFETY_RULES.join('\n')}\n\n${groundingText(g, TODAY)}`);
    expect(SAFETY_RULES[1]).toMatch(/^Never diagnose a condition and never advise medication/);
  });
});

describe('session titles and time zones, at their limits', () => {
  it('keeps a question of exactly the limit, cuts one character more, without trailing punctuation', () => {
    expect(sessionTitle('abcde fghij', 11)).toBe('abcde fghij');
    expect(sessionTitle('abcde fghijk', 11)).toBe('abcde…');
    expect(sessionTitle('Is my LDL, or HDL, high', 12)).toBe('Is my LDL…');
    expect(sessionTitle('Is it high?! Or low', 14)).toBe('Is it high…');
    expect(sessionTitle('\t\n', 10)).toBe(UNTITLED_SESSION);
  });

  it('an empty zone is not a zone', () => {
    expect(isTimeZone('')).toBe(false);
    expect(isTimeZone('  ')).toBe(false);
  });
});

describe('tokensOf, edge cases', () => {
  it('has no tokens for blank text', () => {
    expect(tokensOf('')).toEqual([]);
    expect(tokensOf('  \n')).toEqual([]);
  });
});
