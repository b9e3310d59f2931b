import { describe, expect, it } from 'vitest';
import {
  blocksActivation,
  isRescheduleAvailable,
  mbdTimeProblem,
  normalisePhone,
  testFlags,
  type TestFacts,
} from '../../src/domain/orders';

const NOW = new Date('2026-11-22T12:00:00Z');
const HOUR_MS = 3_600_000;
const later = (ms: number) => new Date(NOW.getTime() + ms);

const facts = (over: Partial<TestFacts> = {}): TestFacts => ({
  packageId: 12,
  productCategories: ['Heart health'],
  customerSex: 'male',
  customerState: 'CA',
  mbdScheduledAt: null,
  ...over,
});

describe('testFlags', () => {
  it('has a home kit for packages 15, 16 and 41 only', () => {
    for (const packageId of [15, 16, 41]) expect(testFlags(facts({ packageId }), NOW).hasHomeKit).toBe(true);
    for (const packageId of [10, 12, 38, 59, 60])
      expect(testFlags(facts({ packageId }), NOW).hasHomeKit).toBe(false);
  });

  it('notifies about pregnancy only for a woman and a package that measures hormones', () => {
    const hormones = ['Iron', 'Hormones'];
    expect(
      testFlags(facts({ customerSex: 'female', productCategories: hormones }), NOW).notifyAboutPregnancy,
    ).toBe(true);
    expect(
      testFlags(facts({ customerSex: 'male', productCategories: hormones }), NOW).notifyAboutPregnancy,
    ).toBe(false);
    expect(
      testFlags(facts({ customerSex: null, productCategories: hormones }), NOW).notifyAboutPregnancy,
    ).toBe(false);
    expect(testFlags(facts({ customerSex: 'female' }), NOW).notifyAboutPregnancy).toBe(false);
  });

  it('needs a mobile draw in NY, NJ and RI, unless the test is a home kit', () => {
    for (const customerState of ['NY', 'NJ', 'RI'])
      expect(testFlags(facts({ customerState }), NOW).shouldPreventActivationWithoutMbd).toBe(true);
    expect(
      testFlags(facts({ customerState: 'NY', packageId: 15 }), NOW).shouldPreventActivationWithoutMbd,
    ).toBe(false);
    expect(testFlags(facts({ customerState: 'CA' }), NOW).shouldPreventActivationWithoutMbd).toBe(false);
    expect(testFlags(facts({ customerState: null }), NOW).shouldPreventActivationWithoutMbd).toBe(false);
  });

  it('has an MBD when a draw is booked', () => {
    expect(testFlags(facts({ mbdScheduledAt: later(48 * HOUR_MS) }), NOW)).toMatchObject({
      hasMbd: true,
      isRescheduleAvailable: true,
    });
    expect(testFlags(facts(), NOW)).toMatchObject({ hasMbd: false, isRescheduleAvailable: false });
  });
});

describe('isRescheduleAvailable', () => {
  it('is true only more than 24 hours ahead', () => {
    expect(isRescheduleAvailable(later(24 * HOUR_MS + 1), NOW)).toBe(true);
    expect(isRescheduleAvailable(later(24 * HOUR_MS), NOW)).toBe(false);
    expect(isRescheduleAvailable(later(-HOUR_MS), NOW)).toBe(false);
    expect(isRescheduleAvailable(null, NOW)).toBe(false);
  });
});

describe('blocksActivation (EXPIRE)', () => {
  it('blocks only while a booked draw can no longer be moved', () => {
    expect(blocksActivation({ hasMbd: true, isRescheduleAvailable: false })).toBe(true);
    expect(blocksActivation({ hasMbd: true, isRescheduleAvailable: true })).toBe(false);
    expect(blocksActivation({ hasMbd: false, isRescheduleAvailable: false })).toBe(false);
  });
});

describe('mbdTimeProblem', () => {
  it('books from 24 hours to 60 days ahead, both ends included', () => {
    expect(mbdTimeProblem(later(24 * HOUR_MS), NOW)).toBeNull();
    expect(mbdTimeProblem(later(60 * 24 * HOUR_MS), NOW)).toBeNull();
    expect(mbdTimeProblem(later(24 * HOUR_MS - 1), NOW)).toMatch(/24 hours/);
    expect(mbdTimeProblem(later(60 * 24 * HOUR_MS + 1), NOW)).toMatch(/60 days/);
  });
});

describe('normalisePhone', () => {
  it('writes numbers in E.164', () => {
    expect(normalisePhone('415 555 0100')).toBe('+14155550100');
    expect(normalisePhone('(415) 555-0100')).toBe('+14155550100');
    expect(normalisePhone('1 415 555 0100')).toBe('+14155550100');
    expect(normalisePhone('+1.415.555.0100')).toBe('+14155550100');
    expect(normalisePhone('+44 20 7946 0958')).toBe('+442079460958');
    expect(normalisePhone('  +44 20 7946 0958 ')).toBe('+442079460958');
  });

  it('refuses what is not a dialable number', () => {
    for (const bad of [
      '',
      'call me',
      '555 0100',
      '015 555 0100',
      '415 155 0100',
      '2 415 555 0100',
      '+0 123 4567',
      '415-555-0100 x12',
      '415 555 0100 ext',
      'tel 415 555 0100',
      // E.164 allows 15 digits at most
      '+44 1234 5678 901234',
      // a North American number has exactly ten digits after the 1
      '+1 415 555 01000',
    ])
      expect(normalisePhone(bad), bad).toBeNull();
  });
});
