import { describe, expect, it } from 'vitest';
import { findMarkers, normalizeQuestion, recognizeIntent, type MarkerName } from '../../src/domain/chat';

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
    // A longer name found first leaves the word before it whole.
    ['ldl sodium', ['LDL', 'NA']],
    ['is my ldl or my hdl cholesterol worse', ['LDL', 'HDL']],
    // Found longest first, named in the question's order.
    ['glucose, total cholesterol and ldl', ['GLU', 'CHOL', 'LDL']],
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

describe('recognizeIntent, every phrase of each rule', () => {
  const kind = (question: string) => recognizeIntent(question, MARKERS).kind;

  it.each([
    'How much aspirin do I need?',
    'how many pills a day',
    'what dosage of fish oil',
    'Can I increase my b12?',
    'should i come off my blood thinners',
    'Should I start taking magnesium',
    'I want to quit my meds',
    'stop my tablets please',
  ])('dosing: %s', (question) => {
    expect(kind(question)).toBe('dosing');
  });

  it('a medicine named without a dose or a change is not a dosing question', () => {
    expect(kind('What is metformin?')).not.toBe('dosing');
    expect(kind('How much sleep do I need?')).not.toBe('dosing');
  });

  it.each([
    'Have I got anemia?',
    'might i have hypothyroidism',
    'do you think i have a problem',
    'is that a sign of trouble',
    'Is this serious?',
    'am i at risk of a stroke',
    'What condition is this?',
  ])('diagnosis: %s', (question) => {
    expect(kind(question)).toBe('diagnosis');
  });

  it.each([
    ['What is my inner age?', 'innerage'],
    ['bio age please', 'innerage'],
    ['pheno age', 'innerage'],
    ['How old is my body?', 'innerage'],
    ['Tell me about my genes', 'dna'],
    ['my genotype for APOE', 'dna'],
    ['Am I lactose intolerant', 'dna'],
    ['How is my tracker?', 'habits'],
    ['summarise last week', 'habits'],
    ['my journal entries', 'habits'],
    ['What foods help?', 'eat'],
    ['any recipes for me', 'eat'],
    ['what should I cook', 'eat'],
    ['my diet', 'eat'],
  ])('subject: %s → %s', (question, expected) => {
    expect(kind(question)).toBe(expected);
  });

  it.each([
    ['Has my LDL improved since last year?', 'trend'],
    ['LDL history', 'trend'],
    ['Is my LDL going down?', 'trend'],
    ['LDL over the years', 'trend'],
    ['Is my LDL elevated?', 'why'],
    ['LDL too high, worried', 'why'],
    ['concerned about my LDL', 'why'],
    ['LDL out of range', 'why'],
    ['What is LDL?', 'meaning'],
  ])('about a marker: %s → %s', (question, expected) => {
    expect(kind(question)).toBe(expected);
  });

  it.each([
    ['What is my worst result?', 'overview'],
    ['what should I focus on', 'overview'],
    ['my priorities', 'overview'],
    ['how am i doing', 'overview'],
    ['Give me a summary', 'overview'],
    ['hey there', 'greeting'],
    ['Good morning Terra', 'greeting'],
    ['thank you', 'greeting'],
    ['say hi', 'unknown'],
    ['Who are you?', 'help'],
    ['what should i ask', 'help'],
    ['How do you work?', 'help'],
  ])('without a marker: %s → %s', (question, expected) => {
    expect(kind(question)).toBe(expected);
  });

  it.each([
    ['Am I prediabetic?', ['GLU', 'HBA1C', 'INSULIN']],
    ['Do I have insulin resistance?', ['INSULIN', 'GLU', 'HBA1C']],
    ['Is atherosclerosis in my future?', ['LDL', 'LPA']],
    ['Do I have anaemia?', []],
    ['Do I have fatty liver?', ['ALT']],
    ['Do I have kidney disease?', []],
  ])('a condition brings the markers that speak to it: %s', (question, markers) => {
    expect(recognizeIntent(question, MARKERS).markers).toEqual(markers);
  });

  it('a follow-up needs a pronoun to borrow the previous question’s markers', () => {
    const previousQuestion = 'Why is my LDL high?';
    expect(recognizeIntent('How has this changed?', MARKERS, { previousQuestion }).markers).toEqual(['LDL']);
    expect(recognizeIntent('How are things changing?', MARKERS, { previousQuestion }).markers).toEqual([]);
  });
});

describe('findMarkers, whole words only', () => {
  it.each([
    ['my LDLs', ['LDL']],
    ['apolipoprotein b', []],
    ['hdl c and ldl c', ['HDL', 'LDL']],
    ['sugar?', ['GLU']],
    ['sugary drinks', []],
    ['cholesterols', ['CHOL']],
    ['Insulin and insulin again', ['INSULIN']],
    ['Sodium', ['NA']],
  ])('%s → %j', (question, abbrs) => {
    expect(findMarkers(question, MARKERS)).toEqual(abbrs);
  });

  it('the longer phrase wins: non-HDL is not HDL when the catalogue has both', () => {
    const withNonHdl = [...MARKERS, { abbr: 'NONHDL', name: 'Non-HDL cholesterol' }];
    expect(findMarkers('my non-hdl and my hdl', withNonHdl)).toEqual(['NONHDL', 'HDL']);
  });

  it('a catalogue name shorter than three letters is not searched for', () => {
    expect(findMarkers('my na and k', [{ abbr: 'K', name: 'K' }, ...MARKERS])).toEqual([]);
    expect(findMarkers('my zinc', [{ abbr: 'ZN', name: 'Zinc' }])).toEqual(['ZN']);
  });

  it('reads apostrophes and punctuation as a person means them', () => {
    expect(normalizeQuestion("What's my LDL’s trend?")).toBe(' whats my ldls trend ');
  });
});
