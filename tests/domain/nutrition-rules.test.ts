import { describe, expect, it } from 'vitest';
import { FOOD_TAGS, LIFESTYLE_CONDITIONS, type FoodTag } from '../../src/domain/nutrition/catalogue';
import { evaluateCondition } from '../../src/domain/nutrition/conditions';
import {
  DIET_CODES,
  DIET_RULES,
  dietExclusion,
  isDietCode,
  listWords,
  TAG_WORDS,
} from '../../src/domain/nutrition/diets';
import { onboardingOptionCatalogue } from '../../src/server/db/seed/reference/onboarding-options';
import { preferences } from './nutrition.fixtures';

describe('diets (spec 000 §3 dietary constraints)', () => {
  it('has a rule for every dietary constraint the questionnaire asks about, and no other', () => {
    expect([...DIET_CODES].sort()).toEqual(
      onboardingOptionCatalogue.dietary_constraint.map((d) => d.code).sort(),
    );
  });

  it.each<[string, FoodTag[]]>([
    [
      'vegan',
      ['meat', 'pork', 'poultry', 'fish', 'shellfish', 'dairy', 'egg', 'honey', 'gelatin', 'lanolin'],
    ],
    ['vegetarian', ['meat', 'pork', 'poultry', 'fish', 'shellfish', 'gelatin']],
    ['pescatarian', ['meat', 'pork', 'poultry']],
    ['halal', ['pork', 'alcohol', 'gelatin']],
    ['kosher', ['pork', 'shellfish']],
    ['gluten-free', ['gluten']],
    ['dairy-free', ['dairy']],
    ['tree-nut-allergy', ['tree-nut']],
    ['peanut-allergy', ['peanut']],
    ['shellfish-allergy', ['shellfish']],
    ['fish-allergy', ['fish']],
    ['egg-allergy', ['egg']],
    ['soy-allergy', ['soy']],
    ['low-carb', ['high-carb']],
    ['low-fodmap', ['high-fodmap']],
    ['low-sodium', ['high-sodium']],
  ])('%s excludes exactly %j', (code, tags) => {
    const excluded = FOOD_TAGS.filter((t) => dietExclusion([t], [code]) !== null);
    expect([...excluded].sort()).toEqual([...tags].sort());
    expect(DIET_RULES[code as keyof typeof DIET_RULES].excludes).toHaveLength(tags.length);
  });

  it('names every tag the chosen diet excludes, in words', () => {
    expect(dietExclusion(['fish', 'dairy', 'gluten'], ['vegan'])).toBe(
      'Contains fish and dairy: you follow a vegan diet',
    );
    expect(dietExclusion(['meat', 'egg', 'honey'], ['vegan'])).toBe(
      'Contains meat, egg and honey: you follow a vegan diet',
    );
    expect(dietExclusion(['gluten'], ['vegan'])).toBeNull();
    expect(dietExclusion([], ['vegan'])).toBeNull();
    expect(dietExclusion(['fish'], [])).toBeNull();
    expect(Object.keys(TAG_WORDS).sort()).toEqual([...FOOD_TAGS].sort());
  });

  it('knows the questionnaire’s codes and no other', () => {
    expect(DIET_CODES.every(isDietCode)).toBe(true);
    expect(isDietCode('paleo')).toBe(false);
    expect(isDietCode('toString')).toBe(false);
  });

  it('lists words', () => {
    expect(listWords([])).toBe('');
    expect(listWords(['a'])).toBe('a');
    expect(listWords(['a', 'b'])).toBe('a and b');
    expect(listWords(['a', 'b', 'c'])).toBe('a, b and c');
  });
});

describe('lifestyle conditions (spec 000 §7.6 lifestyle)', () => {
  const withAnswers = (
    lifestyle: Partial<typeof preferences.lifestyle>,
    changes: Partial<typeof preferences> = {},
  ) => ({
    ...preferences,
    ...changes,
    lifestyle: { ...preferences.lifestyle, ...lifestyle },
  });

  it('is unknown for every condition while nothing is answered', () => {
    for (const condition of LIFESTYLE_CONDITIONS)
      expect(evaluateCondition(condition, preferences)).toEqual({ holds: null });
  });

  it.each([
    ['smoker', { smokingStatus: 'current' }, {}, { holds: true, words: 'you told us you smoke' }],
    ['smoker', { smokingStatus: 'never' }, {}, { holds: false, words: "You told us you don't smoke" }],
    [
      'smoker',
      { smokingStatus: 'former' },
      {},
      { holds: false, words: 'You told us you have stopped smoking' },
    ],
    [
      'short-sleep',
      { sleepDuration: 6.5 },
      {},
      { holds: true, words: 'you told us you sleep about 6.5 hours a night' },
    ],
    [
      'short-sleep',
      { sleepDuration: 1 },
      {},
      { holds: true, words: 'you told us you sleep about 1 hour a night' },
    ],
    [
      'short-sleep',
      { sleepDuration: 7 },
      {},
      { holds: false, words: 'You told us you sleep about 7 hours a night' },
    ],
    [
      'little-sun',
      { dailySunExposure: 14 },
      {},
      { holds: true, words: 'you told us you get about 14 minutes of daylight a day' },
    ],
    ['little-sun', { dailySunExposure: 15 }, {}, { holds: false }],
    [
      'wants-weight-loss',
      { weightGoal: 'lose' },
      {},
      { holds: true, words: 'you told us you want to lose weight' },
    ],
    ['wants-weight-loss', { weightGoal: 'gain' }, {}, { holds: false }],
    [
      'drinks-alcohol',
      {},
      { beverages: new Map([['alcohol', 1]]) },
      { holds: true, words: 'you told us you have a drink or more most days' },
    ],
    ['drinks-alcohol', {}, { beverages: new Map([['alcohol', 0.5]]) }, { holds: false }],
    ['drinks-alcohol', {}, { beverages: new Map([['water', 4]]) }, { holds: null }],
    [
      'high-resting-heart-rate',
      { restingHeartRate: 81 },
      {},
      { holds: true, words: 'you told us your resting heart rate is 81 bpm' },
    ],
    ['high-resting-heart-rate', { restingHeartRate: 80 }, {}, { holds: false }],
    [
      'high-body-fat',
      { bodyFatPercent: 25.5 },
      { sex: 'male' },
      { holds: true, words: 'you told us your body fat is 25.5 %' },
    ],
    ['high-body-fat', { bodyFatPercent: 25 }, { sex: 'male' }, { holds: false }],
    ['high-body-fat', { bodyFatPercent: 32.5 }, { sex: 'female' }, { holds: true }],
    ['high-body-fat', { bodyFatPercent: 32 }, { sex: 'female' }, { holds: false }],
    ['high-body-fat', { bodyFatPercent: 33 }, { sex: null }, { holds: true }],
    ['high-body-fat', { bodyFatPercent: 24 }, { sex: null }, { holds: false }],
    ['high-body-fat', { bodyFatPercent: 28 }, { sex: null }, { holds: null }],
  ] as const)('%s with %o %o', (condition, lifestyle, changes, expected) => {
    expect(evaluateCondition(condition, withAnswers(lifestyle, changes))).toMatchObject(expected);
  });
});
