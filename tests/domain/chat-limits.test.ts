import { describe, expect, it } from 'vitest';
import {
  composeAnswer,
  findMarkers,
  recognizeIntent,
  type Grounding,
  type MarkerFacts,
  type MarkerName,
} from '../../src/domain/chat';

describe('eat, with a marker never tested', () => {
  it('a marker without a reading has no side of optimal, so its food suggestions are not offered', () => {
    const untested: MarkerFacts = {
      abbr: 'B12',
      name: 'Vitamin B12',
      unit: 'pg/mL',
      readings: [],
      knowledge: null,
      recommendations: [{ title: 'Eggs', description: '', kind: 'food' }],
    };
    const g: Grounding = {
      firstName: 'Alex',
      markers: [untested],
      attention: [],
      hasResults: true,
      innerAge: null,
      habits: null,
      dna: null,
    };
    const answer = composeAnswer({ kind: 'eat', markers: ['B12'] }, g, '2026-11-22');
    expect(answer.text).not.toContain('Eggs');
    expect(answer.citations).toEqual([]);
  });
});

/** Words of the intent rules (src/domain/chat/intent.ts) in their singular and plural forms. */
describe('intent words, one form at a time', () => {
  const MARKERS: MarkerName[] = [{ abbr: 'LDL', name: 'LDL cholesterol' }];
  it.each([
    ['Which gene matters?', 'dna'],
    ['What does my genotype say?', 'dna'],
    ['Give me a recipe', 'eat'],
    ['How can I improve LDL?', 'trend'],
    ['Any improvement in my LDL?', 'trend'],
    ['Show my latest result', 'overview'],
  ])('%s → %s', (question, kind) => {
    expect(recognizeIntent(question, MARKERS).kind).toBe(kind);
  });
});

describe('marker names in questions', () => {
  it('a parenthesised part of a catalogue name is a word break', () => {
    expect(findMarkers('alpha beta', [{ abbr: 'X', name: 'Alpha(x)Beta' }])).toEqual(['X']);
  });

  it('a name of exactly three letters is searched for', () => {
    expect(findMarkers('my tin level', [{ abbr: 'SN', name: 'Tin' }])).toEqual(['SN']);
  });

  it('runs of punctuation and spaces count as one space', () => {
    expect(findMarkers('bad -- cholesterol?', [{ abbr: 'LDL', name: 'LDL cholesterol' }])).toEqual(['LDL']);
  });
});
