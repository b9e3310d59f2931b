import { describe, expect, it } from 'vitest';
import {
  contributionsOf,
  HABITS,
  type HabitId,
  isOnTarget,
  lowestHabit,
  scoreWeek,
  topHabit,
  type WeekScore,
} from '../../../src/domain/habits';
import { MIXED_QUESTIONS, mixedWeek, WEEK } from './fixtures';

/** A week whose habits have exactly these 0..1 scores (the others unscored). */
function weekWith(scores: Partial<Record<HabitId, number>>): WeekScore {
  return {
    weekStart: WEEK,
    score: null,
    habits: HABITS.map((h) => ({
      habit: h.id,
      loggedDays: scores[h.id] === undefined ? 0 : 7,
      value: scores[h.id] === undefined ? undefined : 0,
      score: scores[h.id],
    })),
  };
}

describe('habit contributions', () => {
  it('help by the weight on target, hurt by weight × shortfall below it, ÷ the largest, most helpful first', () => {
    // raw: sleep on target 3; water 1 × −0.25; steps 2 × −0.5 = −1; alcohol 2 × −0.75;
    // vegetables 2 × −1 = −2 → ÷ 3
    const contributions = contributionsOf(
      weekWith({ sleepDuration: 1, steps: 0.5, alcohol: 0.25, vegetables: 0, water: 0.75 }),
    );
    expect(contributions.map((c) => [c.habit, c.raw, c.normalized])).toEqual([
      ['sleepDuration', 3, 1],
      ['water', -0.25, -0.083],
      ['steps', -1, -0.333],
      ['alcohol', -1.5, -0.5],
      ['vegetables', -2, -0.667],
    ]);
  });

  it('are negative for every habit below its target, positive on it, and stay within −1…1', () => {
    const contributions = contributionsOf(
      scoreWeek(mixedWeek(), WEEK, { journalQuestions: MIXED_QUESTIONS }),
    );
    expect(contributions.length).toBe(5);
    for (const c of contributions) {
      expect(c.normalized < 0).toBe(!isOnTarget(c.score));
      expect(Math.abs(c.normalized)).toBeLessThanOrEqual(1);
    }
    expect(Math.max(...contributions.map((c) => Math.abs(c.normalized)))).toBe(1);
  });

  it('keep a small shortfall negative beside a large help (never rounded to 0)', () => {
    const contributions = contributionsOf(weekWith({ sleepDuration: 1, activity: 1, water: 0.9999 }));
    expect(contributions.map((c) => c.normalized)).toEqual([1, 1, -0.001]);
  });

  it('are the strongest hurt at −1 when nothing is on target', () => {
    const contributions = contributionsOf(weekWith({ sleepDuration: 0.25, steps: 0 }));
    // sleep 3 × −0.75 = −2.25, steps 2 × −1 = −2
    expect(contributions.map((c) => c.normalized)).toEqual([-0.889, -1]);
  });

  it('are 1 for the heaviest habit when every habit is on target, and none in an empty week', () => {
    expect(contributionsOf(weekWith({ sleepDuration: 1, water: 1 })).map((c) => c.normalized)).toEqual([
      1, 0.333,
    ]);
    expect(contributionsOf(weekWith({}))).toEqual([]);
  });
});

describe('top and lowest habit', () => {
  it('are the largest and smallest contribution', () => {
    const contributions = contributionsOf(weekWith({ steps: 0.9, alcohol: 0.2, water: 1 }));
    expect(topHabit(contributions)?.habit).toBe('water'); // on target (1) beats steps' 2 × −0.1
    expect(lowestHabit(contributions)?.habit).toBe('alcohol');
  });

  it('break ties by catalogue order (heavier habits first)', () => {
    // sleep and activity both raw 3; vegetables and stress both raw −2
    const contributions = contributionsOf(
      weekWith({ stress: 0, activity: 1, vegetables: 0, sleepDuration: 1 }),
    );
    expect(topHabit(contributions)?.habit).toBe('sleepDuration');
    expect(lowestHabit(contributions)?.habit).toBe('vegetables');
    expect(topHabit([...contributions].reverse())?.habit).toBe('sleepDuration');
    expect(lowestHabit([...contributions].reverse())?.habit).toBe('vegetables');
  });

  it('differ when every habit ties, and coincide only with a single habit', () => {
    const all = contributionsOf(weekWith({ water: 1, meditation: 1 }));
    expect(topHabit(all)?.habit).toBe('meditation');
    expect(lowestHabit(all)?.habit).toBe('water');
    const one = contributionsOf(weekWith({ steps: 0.2 }));
    expect(topHabit(one)?.habit).toBe('steps');
    expect(lowestHabit(one)?.habit).toBe('steps');
    expect(topHabit([])).toBeUndefined();
    expect(lowestHabit([])).toBeUndefined();
  });
});

describe('on target', () => {
  it('is a score of 1, allowing for the binary noise of a mean of day scores', () => {
    expect(isOnTarget(1)).toBe(true);
    expect(isOnTarget(1 - 1e-9)).toBe(true);
    expect(isOnTarget(1 - 1e-6)).toBe(false);
  });
});
