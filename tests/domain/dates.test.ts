import { describe, expect, it } from 'vitest';
import {
  DAY_MS,
  formatDate,
  formatDatesInText,
  formatDateTime,
  formatDateValue,
  formatShortDate,
  utcDayAfter,
  utcDayOf,
} from '../../src/domain/dates';

// Every expectation here holds in any time zone: vitest.config.ts runs this file again under
// America/New_York and Asia/Tokyo (the `dates-*` projects), and by hand under any TZ.
const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;

describe(`formatDate (${zone})`, () => {
  it("shows a YYYY-MM-DD day as that day, 'MMM DD, YYYY'", () => {
    expect(formatDate('2024-03-01')).toBe('Mar 01, 2024');
    expect(formatDate('2024-12-05')).toBe('Dec 05, 2024');
    expect(formatDate('2025-01-01')).toBe('Jan 01, 2025');
    expect(formatDate('2024-12-31')).toBe('Dec 31, 2024');
  });

  it("shows an instant on the viewer's own day", () => {
    expect(formatDate(new Date(2026, 11, 5, 0, 5))).toBe('Dec 05, 2026');
    expect(formatDate(new Date(2026, 11, 5, 23, 55).toISOString())).toBe('Dec 05, 2026');
  });

  it('refuses what is not a date', () => {
    expect(() => formatDate('2024-02-30')).toThrow(RangeError);
    expect(() => formatDate('2024-13-01')).toThrow(RangeError);
    expect(() => formatDate('soon')).toThrow(RangeError);
    expect(() => formatDate('2024-02-30')).toThrow('2024-02-30 is not a calendar date');
    expect(() => formatShortDate('soon')).toThrow('soon is not a date');
  });
});

describe(`formatShortDate (${zone})`, () => {
  it('gives the compact day of chart axes, with the year when asked', () => {
    expect(formatShortDate('2025-06-02')).toBe('Jun 2');
    expect(formatShortDate('2024-03-01', true)).toBe('Mar 1, 2024');
  });
});

describe(`formatDateTime (${zone})`, () => {
  it("shows an appointment on the viewer's clock", () => {
    expect(formatDateTime(new Date(2024, 11, 5, 9, 30).toISOString())).toBe('Thu, Dec 5, 2024, 9:30 AM');
  });
});

describe(`formatDatesInText and formatDateValue (${zone})`, () => {
  const local = new Date(2026, 10, 20, 10, 0);
  const words = 'Fri, Nov 20, 2026, 10:00 AM';

  it("words each instant in a text on the viewer's clock, with any zone written", () => {
    expect(formatDatesInText(local.toISOString())).toBe(words);
    expect(formatDatesInText(`Writing contacts changed since ${local.toISOString()} to the outbox.`)).toBe(
      `Writing contacts changed since ${words} to the outbox.`,
    );
    expect(formatDatesInText('2026-11-20T10:00:00+00:00')).toBe(formatDateTime('2026-11-20T10:00:00Z'));
    expect(formatDatesInText('2026-11-20T10:00:00+02:00')).toBe(formatDateTime('2026-11-20T08:00:00Z'));
    expect(formatDatesInText('2026-11-20T10:00Z and 2026-11-21T10:00:00.5Z')).toBe(
      `${formatDateTime('2026-11-20T10:00Z')} and ${formatDateTime('2026-11-21T10:00:00.5Z')}`,
    );
    expect(formatDatesInText(`Changed since ${local.toISOString()}.`)).toBe(`Changed since ${words}.`);
    // the server's job titles: "CRM sync of changes since 2026-11-20 10:00 UTC"
    expect(formatDatesInText('since 2026-11-20 10:00 UTC')).toBe(
      `since ${formatDateTime('2026-11-20T10:00Z')}`,
    );
  });

  it('leaves a day inside a name, a time without a zone and what is not a date as they are', () => {
    expect(formatDatesInText('customers-2026-11-20.csv')).toBe('customers-2026-11-20.csv');
    expect(formatDatesInText('2026-11-20T10:00')).toBe('2026-11-20T10:00');
    expect(formatDatesInText('2026-13-45T99:00Z')).toBe('2026-13-45T99:00Z');
    expect(formatDatesInText('Order #12: draw address changed')).toBe('Order #12: draw address changed');
  });

  it('words a whole day value as that calendar day, whatever the zone', () => {
    expect(formatDateValue('2026-11-20')).toBe('Nov 20, 2026');
    expect(formatDateValue(local.toISOString())).toBe(words);
    expect(formatDateValue('2026-02-30')).toBe('2026-02-30');
    expect(formatDateValue('ACTIVE')).toBe('ACTIVE');
  });
});

describe(`utcDayOf (${zone})`, () => {
  it('gives the UTC day of an instant whatever the local zone', () => {
    expect(utcDayOf(Date.UTC(2024, 2, 1, 0, 0))).toBe('2024-03-01');
    expect(utcDayOf(new Date(Date.UTC(2024, 2, 1, 23, 59)))).toBe('2024-03-01');
    expect(utcDayOf(Date.UTC(2024, 2, 1) - 1)).toBe('2024-02-29');
    expect(DAY_MS).toBe(24 * 60 * 60 * 1000);
  });

  it('counts days after and before an instant on the UTC calendar (utcDayAfter)', () => {
    const lateEvening = Date.UTC(2024, 1, 28, 23, 30);
    expect(utcDayAfter(lateEvening, 1)).toBe('2024-02-29');
    expect(utcDayAfter(new Date(lateEvening), 2)).toBe('2024-03-01');
    expect(utcDayAfter(lateEvening, -28)).toBe('2024-01-31');
  });
});

describe('the time zone of this run', () => {
  it.runIf(process.env.TZ === 'America/New_York')('is New York, where UTC midnight is the day before', () => {
    expect(zone).toBe('America/New_York');
    expect(new Date('2024-03-01').getDate()).toBe(29);
  });

  it.runIf(process.env.TZ === 'Asia/Tokyo')('is Tokyo, where a late UTC evening is the next day', () => {
    expect(zone).toBe('Asia/Tokyo');
    expect(new Date('2024-03-01T20:00:00Z').getDate()).toBe(2);
  });
});
