import { DAY_MS, formatShortDate, utcDayOf, type IsoDate } from '../dates';

/** Habit days are calendar days (`YYYY-MM-DD`) in the customer's own time zone. */
export type { IsoDate };

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Days since 1970-01-01 of an ISO date; throws a RangeError for anything that is not a real date. */
export function dayNumber(date: IsoDate): number {
  const match = ISO_DATE.exec(date);
  if (!match) throw new RangeError(`${date} is not a YYYY-MM-DD date`);
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const time = Date.UTC(year, month - 1, day);
  const check = new Date(time);
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) {
    throw new RangeError(`${date} is not a calendar date`);
  }
  return time / DAY_MS;
}

export function fromDayNumber(day: number): IsoDate {
  return utcDayOf(day * DAY_MS);
}

export function isIsoDate(value: string): boolean {
  try {
    dayNumber(value);
    return true;
  } catch {
    return false;
  }
}

export function addDays(date: IsoDate, days: number): IsoDate {
  return fromDayNumber(dayNumber(date) + days);
}

/** 0 = Monday … 6 = Sunday (ISO 8601). */
export function isoWeekday(date: IsoDate): number {
  // 1970-01-01 was a Thursday (ISO weekday index 3)
  return (((dayNumber(date) + 3) % 7) + 7) % 7;
}

/**
 * The Monday of the last complete Monday–Sunday week before `today`: the day a report is made is
 * not over yet, so a report made on a Sunday covers the week before.
 */
export function lastCompleteWeekStart(today: IsoDate): IsoDate {
  const monday = addDays(today, -isoWeekday(today));
  return addDays(monday, -7);
}

/**
 * The week a report made at `now` covers: the last complete Monday–Sunday week of the server's
 * (UTC) calendar. The server builds it; the reports page names it on its build button.
 */
export const reportWeekAt = (now: Date | number): IsoDate => lastCompleteWeekStart(utcDayOf(now));

/** `Jun 2 – Jun 8, 2025`; a week across the new year names both years. */
export function formatWeekRange(weekStart: IsoDate): string {
  const weekEnd = addDays(weekStart, 6);
  const sameYear = weekStart.slice(0, 4) === weekEnd.slice(0, 4);
  return `${formatShortDate(weekStart, !sameYear)} – ${formatShortDate(weekEnd, true)}`;
}
