import { describe, expect, it } from 'vitest';
import { composeAnswer, type Grounding } from '../../src/domain/chat';

type Contribution = NonNullable<Grounding['innerAge']>['contributions'][number];

/** The InnerAge answer to a customer with these contributions, an InnerAge of 38 at 42. */
const innerAgeAnswer = (contributions: Contribution[], innerAge = 38): string =>
  composeAnswer(
    { kind: 'innerage', markers: [] },
    {
      firstName: 'Alex',
      markers: [],
      attention: [],
      hasResults: true,
      habits: null,
      dna: null,
      innerAge: { date: '2026-09-15', innerAge, chronologicalAge: 42, contributions },
    },
    '2026-11-22',
  ).text;

/** The InnerAge answer (src/domain/chat/compose.ts): contributions sorted by effect, each side on its own. */
describe('InnerAge contributions in any order', () => {
  it('lists up to three markers adding years and three taking years off, past 0.05 years, with signs', () => {
    const text = innerAgeAnswer([
      { abbr: 'ALB', name: 'Albumin', years: -2 },
      { abbr: 'MCV', name: 'MCV', years: 0.04 },
      { abbr: 'GLU', name: 'Glucose', years: -1 },
      { abbr: 'RDW', name: 'RDW', years: 1.5 },
      { abbr: 'CRP', name: 'CRP', years: -0.5 },
      { abbr: 'WBC', name: 'White cells', years: -0.3 },
    ]);
    expect(text).toContain('against a calendar age of 42 (4 years younger).');
    expect(text).not.toContain('-4 years');
    expect(text).toContain('Adding the most years: RDW (+1.5 y).');
    expect(text).toContain('Taking years off: Albumin (-2 y), Glucose (-1 y), CRP (-0.5 y).');
  });

  it('a contribution of exactly 0.05 years either way is left out, even with room in the list', () => {
    const text = innerAgeAnswer(
      [
        { abbr: 'MCV', name: 'MCV', years: 0.05 },
        { abbr: 'RDW', name: 'RDW', years: 0.06 },
        { abbr: 'ALP', name: 'ALP', years: -0.05 },
        { abbr: 'ALB', name: 'Albumin', years: -0.06 },
      ],
      42,
    );
    expect(text).toContain('Adding the most years: RDW (+0.06 y).');
    expect(text).toContain('Taking years off: Albumin (-0.06 y).');
  });
});
