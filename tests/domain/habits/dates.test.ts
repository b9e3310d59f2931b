import { describe, expect, it } from 'vitest';
import {
  addDays,
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
  });
});
