import { describe, expect, it } from 'vitest';
import {
  HEIGHT_MARKER_ID,
  markerLimits,
  questionnaireDone,
  WEIGHT_MARKER_ID,
  type QuestionnaireAnswers,
} from '../../src/server/services/questionnaire';

const NOTHING: QuestionnaireAnswers = {
  focus: { goalId: null, valueIds: [] },
  body: { markers: [], takesGlp1: null },
  'womens-health': {
    reproductiveStageId: null,
    contraceptionTypeId: null,
    hormoneTherapyTypeId: null,
    lastPeriodDate: null,
    cycleLengthDays: null,
  },
  medications: { medications: [] },
  diet: null,
  foods: { frequencies: [], omittedFoodIds: [] },
  beverages: { frequencies: [] },
  takeout: { takeoutFrequency: null },
};
const height = { markerId: HEIGHT_MARKER_ID, value: 70 };
const weight = { markerId: WEIGHT_MARKER_ID, value: 160 };
const done = (answers: Partial<QuestionnaireAnswers>) => [...questionnaireDone({ ...NOTHING, ...answers })];

describe('questionnaireDone', () => {
  it('counts nothing done before anything is saved', () => {
    expect(done({})).toEqual([]);
  });

  it('needs a goal and at least one area for the focus', () => {
    expect(done({ focus: { goalId: 1, valueIds: [] } })).toEqual([]);
    expect(done({ focus: { goalId: null, valueIds: [1] } })).toEqual([]);
    expect(done({ focus: { goalId: 1, valueIds: [1] } })).toEqual(['focus']);
  });

  it('needs height, weight and the GLP-1 answer for the body, whatever that answer is', () => {
    expect(done({ body: { markers: [height, weight], takesGlp1: null } })).toEqual([]);
    expect(done({ body: { markers: [height], takesGlp1: false } })).toEqual([]);
    expect(done({ body: { markers: [weight], takesGlp1: true } })).toEqual([]);
    expect(done({ body: { markers: [height, weight], takesGlp1: false } })).toEqual(['body']);
    expect(done({ body: { markers: [weight, height], takesGlp1: true } })).toEqual(['body']);
  });

  it('needs a reproductive stage for women’s health; the other answers are optional', () => {
    const health = NOTHING['womens-health'];
    expect(done({ 'womens-health': { ...health, contraceptionTypeId: 2 } })).toEqual([]);
    expect(done({ 'womens-health': { ...health, reproductiveStageId: 6 } })).toEqual(['womens-health']);
  });

  it('needs at least one medication', () => {
    const entry = { medicationId: 1, reasonId: 1, takingMethodId: 1, startedOn: null };
    expect(done({ medications: { medications: [entry] } })).toEqual(['medications']);
  });

  it('counts a saved diet as done even with no constraints ("none")', () => {
    expect(done({ diet: { constraints: [] } })).toEqual(['diet']);
    expect(done({ diet: { constraints: [1, 4] } })).toEqual(['diet']);
  });

  it('counts foods done with any frequency or any omitted food', () => {
    expect(done({ foods: { frequencies: [{ foodId: 1, frequencyId: 2 }], omittedFoodIds: [] } })).toEqual([
      'foods',
    ]);
    expect(done({ foods: { frequencies: [], omittedFoodIds: [3] } })).toEqual(['foods']);
  });

  it('counts beverages and eating out done once saved', () => {
    expect(done({ beverages: { frequencies: [{ beverageId: 1, frequencyId: 1 }] } })).toEqual(['beverages']);
    expect(done({ takeout: { takeoutFrequency: 3 } })).toEqual(['takeout']);
  });
});

describe('markerLimits', () => {
  it('narrows the profile’s measurements to what the profile stores', () => {
    // 40 cm is the profile's smallest waist: 15.75 in, so the reference's 15 in becomes 15.8.
    expect(markerLimits({ abbr: 'WAIST', unit: 'in', minValue: 15, maxValue: 80 })).toEqual({
      min: 15.8,
      max: 80,
    });
    expect(markerLimits({ abbr: 'HEIGHT', unit: 'in', minValue: 36, maxValue: 96 })).toEqual({
      min: 36,
      max: 96,
    });
  });

  it('keeps the reference’s limits for the other markers', () => {
    expect(markerLimits({ abbr: 'SBP', unit: 'mmHg', minValue: 60, maxValue: 260 })).toEqual({
      min: 60,
      max: 260,
    });
  });
});
