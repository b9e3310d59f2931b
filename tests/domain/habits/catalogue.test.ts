import { describe, expect, it } from 'vitest';
import {
  HABIT_MARKER_NAMES,
  type HabitId,
  HABITS,
  JOURNAL_QUESTION_IDS,
  JOURNAL_QUESTIONS,
  moderateEquivalentMinutes,
} from '../../../src/domain/habits';
import { bloodMarkerCatalogue } from '../../../src/server/db/seed/reference/blood-markers';

describe('habit catalogue', () => {
  it('has twelve habits whose weights sum to 21, heaviest first', () => {
    expect(HABITS).toHaveLength(12);
    expect(HABITS.reduce((sum, h) => sum + h.weight, 0)).toBe(21);
    const weights = HABITS.map((h) => h.weight);
    expect(weights).toEqual([...weights].sort((a, b) => b - a));
  });

  it('asks ten journal questions, each feeding exactly one habit', () => {
    expect(JOURNAL_QUESTIONS).toHaveLength(10);
    for (const id of JOURNAL_QUESTION_IDS) {
      expect(HABITS.filter((h) => h.journalQuestion === id)).toHaveLength(1);
    }
  });

  it('gives every habit a goal, three tips and markers of the blood-marker catalogue', () => {
    const catalogue = new Map(bloodMarkerCatalogue.map((m) => [m.abbr, m.name]));
    for (const habit of HABITS) {
      expect(habit.goal).not.toBe('');
      expect(habit.tips).toHaveLength(3);
      expect(habit.markers.length).toBeGreaterThanOrEqual(2);
      for (const abbr of habit.markers) expect(catalogue.get(abbr), `${habit.id} → ${abbr}`).toBeDefined();
    }
    for (const [abbr, name] of Object.entries(HABIT_MARKER_NAMES)) expect(catalogue.get(abbr)).toBe(name);
  });

  const targets: Array<[HabitId, Array<[value: number, score: number]>]> = [
    [
      'sleepDuration',
      [
        [4, 0],
        [5.5, 0.5],
        [7, 1],
        [9, 1],
      ],
    ],
    [
      'activity',
      [
        [0, 0],
        [75, 0.5],
        [150, 1],
        [300, 1],
      ],
    ],
    [
      'steps',
      [
        [0, 0],
        [4000, 0.5],
        [8000, 1],
        [12000, 1],
      ],
    ],
    [
      'sleepQuality',
      [
        [1, 0],
        [3, 0.5],
        [5, 1],
      ],
    ],
    [
      'vegetables',
      [
        [0, 0],
        [1.5, 0.5],
        [3, 1],
        [6, 1],
      ],
    ],
    [
      'sugaryDrinks',
      [
        [0, 1],
        [1, 0.5],
        [2, 0],
        [5, 0],
      ],
    ],
    [
      'alcohol',
      [
        [0, 1],
        [1, 0.75],
        [2, 0.5],
        [4, 0],
        [8, 0],
      ],
    ],
    [
      'stress',
      [
        [1, 1],
        [3, 0.5],
        [5, 0],
      ],
    ],
    [
      'meditation',
      [
        [0, 0],
        [5, 0.5],
        [10, 1],
        [30, 1],
      ],
    ],
    [
      'screenTime',
      [
        [0, 1],
        [30, 0.5],
        [60, 0],
      ],
    ],
    [
      'strength',
      [
        [0, 0],
        [1, 0.5],
        [2, 1],
        [5, 1],
      ],
    ],
    [
      'water',
      [
        [0, 0],
        [4, 0.5],
        [8, 1],
        [12, 1],
      ],
    ],
  ];

  it.each(targets)('scores %s against its target', (id, cases) => {
    const habit = HABITS.find((h) => h.id === id)!;
    for (const [value, score] of cases) expect(habit.score(value), `${id}(${value})`).toBeCloseTo(score, 12);
  });

  it('counts zones 2-3 once, zones 4-5 twice and zone 1 not at all', () => {
    expect(moderateEquivalentMinutes([60, 10, 20, 5, 3])).toBe(46);
  });
});
