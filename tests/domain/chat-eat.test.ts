import { describe, expect, it } from 'vitest';
import { composeAnswer, type Grounding, type MarkerFacts } from '../../src/domain/chat';

/** What to eat (src/domain/chat/compose.ts): only markers with a latest reading off optimal count. */
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
