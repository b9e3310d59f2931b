/** A calendar day as `YYYY-MM-DD`. */
export type IsoDate = string;

export const DAY_MS = 86_400_000;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;
const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * The UTC calendar day of an instant (a Date, epoch ms or ISO timestamp), `YYYY-MM-DD`: the server's "today" (report weeks, upload
 * dates, file names), and what the demo data counts days from.
 */
export const utcDayOf = (at: Date | number | string): IsoDate => new Date(at).toISOString().slice(0, 10);

/** The UTC calendar day `days` days after (or before, when negative) an instant: seeds' and windows' days. */
export const utcDayAfter = (at: Date | number, days: number): IsoDate =>
  utcDayOf(new Date(at).getTime() + days * DAY_MS);

interface CalendarDay {
  year: number;
  month: number;
  day: number;
}

/**
 * A date-only value is a calendar day and is read as such (never as UTC midnight, which is the
 * day before west of Greenwich); an instant is shown on the viewer's local day.
 */
function calendarDayOf(value: string | Date): CalendarDay {
  if (typeof value === 'string') {
    const match = DATE_ONLY.exec(value);
    if (match) {
      const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
      const check = new Date(Date.UTC(year, month - 1, day));
      if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day)
        throw new RangeError(`${value} is not a calendar date`);
      return { year, month, day };
    }
  }
  const at = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(at.getTime())) throw new RangeError(`${String(value)} is not a date`);
  return { year: at.getFullYear(), month: at.getMonth() + 1, day: at.getDate() };
}

/**
 * spec 001 §9: dates display like 'MMM DD, YYYY' (`Dec 05, 2024`). Takes a `YYYY-MM-DD` day or an
 * instant (ISO timestamp or Date), which shows on the local day of whoever runs this.
 */
export function formatDate(value: string | Date): string {
  const { year, month, day } = calendarDayOf(value);
  return `${MONTHS[month - 1]} ${String(day).padStart(2, '0')}, ${year}`;
}

/**
 * The compact day of chart axes and week ranges, where 'MMM DD, YYYY' does not fit: `Jun 2`, or
 * `Jun 2, 2025` with the year.
 */
export function formatShortDate(value: string | Date, withYear = false): string {
  const { year, month, day } = calendarDayOf(value);
  return `${MONTHS[month - 1]} ${day}${withYear ? `, ${year}` : ''}`;
}

/** An appointment: `Thu, Dec 5, 2024, 9:30 AM` on the viewer's local clock. */
export function formatDateTime(value: string | Date): string {
  const at = typeof value === 'string' ? new Date(value) : value;
  return at.toLocaleString('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
}

// An instant written with its zone: ISO 8601 (`2026-11-20T10:00:00.000Z`, `…+02:00`) or the
// server's `2026-11-20 10:00 UTC` of job titles. The lookahead keeps a longer token whole
// (a sentence's full stop may follow).
const INSTANT_IN_TEXT =
  /\b(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?)(Z|[+-]\d{2}:\d{2}| UTC)(?![\w:+-]|\.\d)/g;

/**
 * A text as people read it: each instant in it (see INSTANT_IN_TEXT) shown as formatDateTime, on
 * the viewer's clock; the rest as it is (a day inside a file name stays as it is).
 */
export function formatDatesInText(text: string): string {
  return text.replace(INSTANT_IN_TEXT, (whole, day: string, time: string, zone: string) => {
    const at = new Date(`${day}T${time}${zone === ' UTC' ? 'Z' : zone}`);
    return Number.isNaN(at.getTime()) ? whole : formatDateTime(at);
  });
}

/**
 * A stored value (an audit's before/after, a CRM property) as people read it: a whole `YYYY-MM-DD`
 * value is a calendar day (formatDate), instants are formatDateTime, anything else is unchanged.
 */
export function formatDateValue(text: string): string {
  if (DATE_ONLY.test(text)) {
    try {
      return formatDate(text);
    } catch {
      return text;
    }
  }
  return formatDatesInText(text);
}
