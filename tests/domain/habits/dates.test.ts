import { describe, expect, it } from 'vitest';
import {
  addDays,
  answersTo,
  countOf,
  dayNumber,
  formatAmount,
  formatWeekRange,
  isIsoDate,
  isoWeekday,
  lastCompleteWeekStart,
  reportWeekAt,
  roundTo,
} from '../../../src/domain/habits';

describe('habit dates', () => {
  it('formats a week range, naming both years across the new year', () => {
    expect(formatWeekRange('2025-06-02')).toBe('Jun 2 – Jun 8, 2025');
    expect(formatWeekRange('2025-06-30')).toBe('Jun 30 – Jul 6, 2025');
    expect(formatWeekRange('2025-12-29')).toBe('Dec 29, 2025 – Jan 4, 2026');
  });

  it('finds the last complete Monday-Sunday week before the day', () => {
    expect(isoWeekday('2025-06-02')).toBe(0);
    expect(isoWeekday('2025-06-08')).toBe(6);
    expect(lastCompleteWeekStart('2025-06-09')).toBe('2025-06-02');
    expect(lastCompleteWeekStart('2025-06-15')).toBe('2025-06-02');
    expect(lastCompleteWeekStart('2025-06-08')).toBe('2025-05-26');
  });

  it('reports, at an instant, the last complete week of the UTC calendar (the week the build button names)', () => {
    expect(reportWeekAt(new Date('2025-06-09T00:30:00Z'))).toBe('2025-06-02');
    expect(reportWeekAt(Date.parse('2025-06-08T23:59:00Z'))).toBe('2025-05-26');
  });

  it('adds days across months and leap days, and rejects non-dates', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(isIsoDate('2025-02-29')).toBe(false);
    expect(isIsoDate('2025-6-2')).toBe(false);
    expect(() => addDays('yesterday', 1)).toThrow(RangeError);
    expect(isIsoDate('2024-02-29')).toBe(true);
  });

  it('names the date it refuses, and refuses a month or day past the calendar', () => {
    expect(() => dayNumber('yesterday')).toThrow(new RangeError('yesterday is not a YYYY-MM-DD date'));
    expect(() => dayNumber('2025-02-30')).toThrow(new RangeError('2025-02-30 is not a calendar date'));
    expect(() => dayNumber('2025-13-01')).toThrow(RangeError);
    expect(() => dayNumber('2025-00-10')).toThrow(RangeError);
    expect(() => dayNumber('2025-04-31')).toThrow(RangeError);
  });
});

describe('habit numbers', () => {
  it('round half away from zero without binary noise, and never to −0', () => {
    expect(roundTo(72.5)).toBe(73);
    expect(roundTo(0.725 * 100)).toBe(73);
    expect(roundTo(1.005, 2)).toBe(1.01);
    expect(roundTo(-0.3333, 3)).toBe(-0.333);
    expect(Object.is(roundTo(-0.0001, 3), 0)).toBe(true);
  });

  it('format amounts with thousands separators and no trailing zeros', () => {
    expect(formatAmount(8250)).toBe('8,250');
    expect(formatAmount(6.54)).toBe('6.5');
    expect(formatAmount(7.01)).toBe('7');
    expect(formatAmount(1234567.89, 0)).toBe('1,234,568');
    expect(formatAmount(1.05, 2)).toBe('1.05');
    expect(formatAmount(-1234.5)).toBe('-1,234.5');
    expect(formatAmount(0)).toBe('0');
    expect(formatAmount(-0.01)).toBe('0');
  });

  it('count things in the singular for exactly one', () => {
    expect(countOf(1, 'drink', 'drinks')).toBe('1 drink');
    expect(countOf(0, 'drink', 'drinks')).toBe('0 drinks');
    expect(countOf(1.5, 'drink', 'drinks')).toBe('1.5 drinks');
    expect(countOf(1.04, 'drink', 'drinks')).toBe('1 drink');
  });
});

describe('journal answers', () => {
  it("keep only answers to the customer's questions, and none when nothing is left", () => {
    const questions = new Set(['stress', 'waterGlasses'] as const);
    expect(answersTo({ stress: 2, sugaryDrinks: 1 }, questions)).toEqual({ stress: 2 });
    expect(answersTo({ sugaryDrinks: 1 }, questions)).toBeUndefined();
    expect(answersTo({ stress: undefined }, questions)).toBeUndefined();
    expect(answersTo(undefined, questions)).toBeUndefined();
  });
});
