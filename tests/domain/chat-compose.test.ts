import { describe, expect, it } from 'vitest';
import {
  CLINICIAN,
  composeAnswer,
  DIAGNOSIS_REFUSAL,
  DOSING_REFUSAL,
  groundingText,
  markerHref,
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
