import { describe, expect, it } from 'vitest';
import { findMarkers, recognizeIntent, type MarkerName } from '../../src/domain/chat';

const MARKERS: MarkerName[] = [
  { abbr: 'CHOL', name: 'Total cholesterol' },
  { abbr: 'HDL', name: 'HDL cholesterol' },
  { abbr: 'LDL', name: 'LDL cholesterol' },
  { abbr: 'GLU', name: 'Glucose (fasting)' },
  { abbr: 'HBA1C', name: 'Hemoglobin A1c' },
  { abbr: 'INSULIN', name: 'Insulin (fasting)' },
  { abbr: 'VITD', name: 'Vitamin D, 25-hydroxy' },
  { abbr: 'LPA', name: 'Lipoprotein(a)' },
  { abbr: 'ALT', name: 'Alanine aminotransferase (ALT)' },
  { abbr: 'NA', name: 'Sodium' },
];

describe('findMarkers', () => {
  it.each([
    ['Why is my LDL high?', ['LDL']],
    ['what about my bad cholesterol', ['LDL']],
    ['Is my good cholesterol ok?', ['HDL']],
    ['my LDL cholesterol and my total cholesterol', ['LDL', 'CHOL']],
    ['cholesterol', ['CHOL']],
    ['How is my vitamin D?', ['VITD']],
    ['blood sugar and A1c', ['GLU', 'HBA1C']],
    ['what is Lp(a)', ['LPA']],
    ['alanine aminotransferase', ['ALT']],
    ['I took 200 mg na', []],
    ['How are you?', []],
  ])('%s → %j', (question, abbrs) => {
    expect(findMarkers(question, MARKERS)).toEqual(abbrs);
  });
});

describe('recognizeIntent', () => {
  it.each([
    ['Why is my LDL high?', 'why', ['LDL']],
    ['Why is my vitamin D low?', 'why', ['VITD']],
    ['What does LDL mean?', 'meaning', ['LDL']],
    ['LDL', 'meaning', ['LDL']],
    ['How has my glucose changed over time?', 'trend', ['GLU']],
    ['Is my LDL getting better?', 'trend', ['LDL']],
    ['What moves my InnerAge?', 'innerage', []],
    ['what is my biological age', 'innerage', []],
    ['What should I eat?', 'eat', []],
    ['What does my DNA say?', 'dna', []],
    ['How did my habit week go?', 'habits', []],
    ['Hello!', 'greeting', []],
    ['What can you do?', 'help', []],
    ['Which of my results need attention?', 'overview', []],
    ['Tell me a joke about pirates', 'unknown', []],
  ])('%s → %s', (question, kind, markers) => {
    expect(recognizeIntent(question, MARKERS)).toEqual({ kind, markers });
  });

  it.each([
    'How much metformin should I take?',
    'How much insulin should I take?',
    'Should I stop my statin?',
    'should i stop taking my meds',
    'What dose of vitamin D do I need?',
    'Can I double my levothyroxine?',
  ])('recognises dosing before anything else: %s', (question) => {
    expect(recognizeIntent(question, MARKERS).kind).toBe('dosing');
  });

  it.each([
    'Do I have diabetes?',
    'Am I diabetic? My A1c is 6.1',
    'Does this mean I have heart disease?',
    'Could I have cancer?',
    'Can you diagnose me?',
  ])('recognises a request for a diagnosis: %s', (question) => {
    expect(recognizeIntent(question, MARKERS).kind).toBe('diagnosis');
  });

  it('reads a follow-up as about the markers of the question before it', () => {
    const previousQuestion = 'Why is my LDL high?';
    expect(recognizeIntent('How has it changed?', MARKERS, { previousQuestion })).toEqual({
      kind: 'trend',
      markers: ['LDL'],
    });
    expect(recognizeIntent('What should I eat for that?', MARKERS, { previousQuestion }).kind).toBe('eat');
    expect(recognizeIntent('And my vitamin D?', MARKERS, { previousQuestion }).markers).toEqual(['VITD']);
    expect(recognizeIntent('How has it changed?', MARKERS).kind).toBe('unknown');
  });

  it('keeps the markers a safety question names, to still share the facts', () => {
    expect(recognizeIntent('Am I diabetic? My A1c is 6.1', MARKERS).markers).toEqual([
      'HBA1C',
      'GLU',
      'INSULIN',
    ]);
    expect(recognizeIntent('Do I have heart disease?', MARKERS).markers).toEqual(['LDL', 'LPA']);
    expect(recognizeIntent('How much metformin should I take?', MARKERS).markers).toEqual([
      'GLU',
      'HBA1C',
      'INSULIN',
    ]);
    expect(recognizeIntent('How much insulin should I take?', MARKERS).markers).toEqual(['INSULIN']);
  });
});
