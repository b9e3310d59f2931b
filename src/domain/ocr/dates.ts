const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

const pad = (n: number) => String(n).padStart(2, '0');

function isoOf(year: number, month: number, day: number): string | null {
  if (year < 100) year += year < 70 ? 2000 : 1900;
  if (year < 1900 || year > 2100) return null;
  // An impossible month or day (0, 13, 31 April) rolls over into another month: refused here.
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1) return null;
  return `${year}-${pad(month)}-${pad(day)}`;
}

/** 1–12 for a month's name or its first three letters, null for any other word. */
const monthOf = (name: string) => MONTHS.indexOf(name.slice(0, 3).toLowerCase()) + 1 || null;

const DATE_PATTERNS: readonly { re: RegExp; read: (m: RegExpMatchArray) => string | null }[] = [
  // 2026-03-14, 2026/03/14
  { re: /\b(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})\b/g, read: (m) => isoOf(+m[1]!, +m[2]!, +m[3]!) },
  // 03/14/2026 (US, the default), 14/03/2026 when the first number cannot be a month, 03/14/26
  {
    re: /\b(\d{1,2})\/(\d{1,2})\/(\d{4}|\d{2})\b/g,
    read: (m) => (+m[1]! > 12 ? isoOf(+m[3]!, +m[2]!, +m[1]!) : isoOf(+m[3]!, +m[1]!, +m[2]!)),
  },
  // 14.03.2026 (European), 14-03-2026
  { re: /\b(\d{1,2})[.-](\d{1,2})[.-](\d{4})\b/g, read: (m) => isoOf(+m[3]!, +m[2]!, +m[1]!) },
  // Mar 14, 2026 / March 14 2026
  {
    re: /\b([A-Za-z]{3,9})\.?\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})\b/g,
    read: (m) => {
      const month = monthOf(m[1]!);
      return month ? isoOf(+m[3]!, month, +m[2]!) : null;
    },
  },
  // 14 Mar 2026 / 14-Mar-2026
  {
    re: /\b(\d{1,2})[\s-]([A-Za-z]{3,9})\.?[\s-](\d{4})\b/g,
    read: (m) => {
      const month = monthOf(m[2]!);
      return month ? isoOf(+m[3]!, month, +m[1]!) : null;
    },
  },
];

/** Every date written in a piece of text, as ISO dates, in the order they appear. */
export function datesIn(text: string): string[] {
  const found: { at: number; iso: string }[] = [];
  for (const { re, read } of DATE_PATTERNS) {
    for (const m of text.matchAll(re)) {
      const iso = read(m);
      // Stryker disable next-line ArrowFunction,ArithmeticOperator: no two of the patterns match within 3 characters of each other (a guard for new patterns)
      if (iso && !found.some((f) => Math.abs(f.at - m.index) < 3)) found.push({ at: m.index, iso });
    }
  }
  return found.sort((a, b) => a.at - b.at).map((f) => f.iso);
}

/** A date cell or value on its own ("2026-03-14", "03/14/2026"), or null. */
export function parseDate(text: string): string | null {
  return datesIn(text)[0] ?? null;
}

const DRAW_LABEL =
  /collect|drawn|draw date|specimen|sample date|date of service|service date|test date|date tested/i;
const OTHER_LABEL = /birth|\bdob\b|born|report|printed|print date|received|issued|final|page/i;

/**
 * The draw date of a report: a date labelled collected/drawn/specimen/date of service first; else
 * the first date on a line that is not a birth, report or print date; null when there is none.
 * Dates after `latest` (today) are not draws.
 */
export function findDrawDate(lines: readonly string[], latest?: string): string | null {
  const usable = (iso: string) => !latest || iso <= latest;
  for (const [i, line] of lines.entries()) {
    if (!DRAW_LABEL.test(line)) continue;
    // The date follows the label on the same line or, in a table header layout, the next line.
    const label = line.search(DRAW_LABEL);
    // Stryker disable next-line StringLiteral: past the last line any text without a date reads no date
    const after = datesIn(line.slice(label)).find(usable) ?? datesIn(lines[i + 1] ?? '').find(usable);
    if (after) return after;
  }
  for (const line of lines) {
    if (OTHER_LABEL.test(line)) continue;
    const date = datesIn(line).find(usable);
    if (date) return date;
  }
  return null;
}
