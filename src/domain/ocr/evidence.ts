/** Below this confidence a read value is unsure: the review shows its reason and asks the customer to check it. */
export const OCR_REVIEW_THRESHOLD = 0.8;

/** How much a value's certainty drops when its own line (range, flag) or the customer's history contradicts it. */
export const CONTRADICTED_CERTAINTY = 0.5;

/** A value that moves a marker by more than this factor from the customer's previous result is unsure. */
export const PREVIOUS_RESULT_FACTOR = 5;

/** How far outside its printed range a value with no H/L flag may be before it is unsure (× the high end, ÷ the low end). */
const UNFLAGGED_FACTOR = 2;

export interface PrintedRange {
  low?: number;
  high?: number;
  /** As printed ("1.0–3.0", ">39"), for the reason. */
  text: string;
  /** Decimals printed in the range's limits (the most of either). */
  decimals: number;
}

/** What the rest of a result's line says about its value: the printed reference range and H/L flag. */
export interface LineEvidence {
  range?: PrintedRange;
  flag?: 'high' | 'low';
}

const decimalsOf = (text: string) => /[.,](\d+)$/.exec(text)?.[1]?.length ?? 0;
const PAIR = /(?<![\d.])(\d+(?:\.\d+)?)\s*[-–]\s*(\d+(?:\.\d+)?)(?![\d.])/;
const LIMIT = /([<>≤≥])=?\s*(\d+(?:\.\d+)?)(?![\d.])/;
const FLAG_WORD = /(?:^|\s)(h|hh|high|l|ll|low)(?=\s|$)/i;
/** "104H", or OCR's "59H%" (a flag between the value and its unit). */
const ATTACHED_FLAG = /\d(H|L|HH|LL)(?:[^A-Za-z\d]\S*)?$/;

/**
 * The range and flag on a result's line: `valueToken` is the value as printed ("104H"), `after` the
 * words that follow it up to the next result. The first "a-b" range wins ("<1.0 low / 1.0-3.0 avg",
 * or OCR's "<1.0low/1.0-3.0", gives 1.0–3.0), else a one-sided limit (">39"); a flag counts before
 * the range only ("low" after it names a band). A range whose low end is above its high end is a
 * misread and is ignored.
 */
export function lineEvidence(valueToken: string, after: readonly string[]): LineEvidence {
  const evidence: LineEvidence = {};
  const text = after.join(' ');
  const pair = PAIR.exec(text);
  const limit = LIMIT.exec(text);
  if (pair && Number(pair[1]) < Number(pair[2]))
    evidence.range = {
      low: Number(pair[1]),
      high: Number(pair[2]),
      text: `${pair[1]}–${pair[2]}`,
      decimals: Math.max(decimalsOf(pair[1]!), decimalsOf(pair[2]!)),
    };
  else if (limit) {
    const bound = Number(limit[2]);
    const upper = limit[1] === '<' || limit[1] === '≤';
    evidence.range = {
      ...(upper ? { high: bound } : { low: bound }),
      text: `${limit[1]}${limit[2]}`,
      decimals: decimalsOf(limit[2]!),
    };
  }
  const firstRange = Math.min(...[pair, limit].map((m) => m?.index ?? text.length));
  const word = FLAG_WORD.exec(text.slice(0, firstRange))?.[1];
  const attached = ATTACHED_FLAG.exec(valueToken)?.[1];
  const flag = attached ?? word;
  // Stryker disable next-line Regex: of the flags h, hh, high, l, ll, low only the high ones hold an h
  if (flag) evidence.flag = /^h/i.test(flag) ? 'high' : 'low';
  return evidence;
}

/** Why a value may be misread, worded for the customer. The one place these reasons are written. */
export const unsureReason = {
  outsideRange: (range: string, read: string) => `The report's range is ${range}; we read ${read}`,
  rangeRepaired: (range: string, read: string, taken: string) =>
    `The report's range is ${range}; we read ${read} and took it as ${taken} (a lost decimal point)`,
  flagDisagrees: (flag: 'high' | 'low', range: string, read: string) =>
    `The report marks it ${flag}, but we read ${read} against its range ${range}`,
  precision: (range: string, read: string) =>
    `The report's range ${range} has decimals; we read ${read} without any`,
  previous: (previous: string, read: string) =>
    `Your previous result was ${previous}; we read ${read}, more than ${PREVIOUS_RESULT_FACTOR} times apart`,
  decimalRepaired: (read: string, taken: string) =>
    `We read ${read}, which no lab reports; we took it as ${taken} (a lost decimal point)`,
  implausible: (read: string) => `We read ${read}, which is far from anything a lab reports for this marker`,
  unitInferred: (unit: string) => `There was no unit on the line; the value fits ${unit}, so we converted it`,
  unitMissing: (unit: string) => `There was no unit on the line; we assumed ${unit}`,
  unitForeign: () => `The unit on the line is not one we know for this marker`,
  unitMisread: (unit: string) => `The unit was hard to read; we took it as ${unit}`,
  name: () => `The marker's name was hard to read`,
  censored: () => `The report gives a limit, not a measured value`,
  reading: (percent: number) => `The line was hard to read (we are ${percent} % sure of its characters)`,
} as const;

/** The reason the printed range and flag give to doubt `value` (as printed, in the line's unit), or undefined. */
export function rangeReason(value: number, printed: string, evidence: LineEvidence): string | undefined {
  const { range, flag } = evidence;
  if (!range) return undefined;
  const above = range.high !== undefined && value > range.high;
  const below = range.low !== undefined && value < range.low;
  if (flag && ((flag === 'high' && !above) || (flag === 'low' && !below)))
    return unsureReason.flagDisagrees(flag, range.text, printed);
  const far =
    (range.high !== undefined && value > range.high * UNFLAGGED_FACTOR) ||
    (range.low !== undefined && value < range.low / UNFLAGGED_FACTOR);
  if (!flag && far) return unsureReason.outsideRange(range.text, printed);
  if (range.decimals > 0 && decimalsOf(printed.replace(/[^\d.,]/g, '')) === 0)
    return unsureReason.precision(range.text, printed);
  return undefined;
}

/**
 * A value printed without the decimals its range has, far from the range, with its decimal point
 * put back where the range's precision says (18 for 1.0–3.0 → 1.8) when that lands near the range;
 * undefined otherwise. The value stays unsure: the customer checks it.
 */
export function rangeRepair(value: number, printed: string, evidence: LineEvidence): number | undefined {
  const { range } = evidence;
  if (!range || range.decimals === 0 || decimalsOf(printed.replace(/[^\d.,]/g, '')) > 0) return undefined;
  const near = (v: number) =>
    (range.low === undefined || v >= range.low / UNFLAGGED_FACTOR) &&
    (range.high === undefined || v <= range.high * UNFLAGGED_FACTOR);
  if (near(value)) return undefined;
  const repaired = Number((value / 10 ** range.decimals).toFixed(range.decimals));
  return near(repaired) ? repaired : undefined;
}

/** The reason the customer's previous result of the marker (same unit) gives to doubt `value`, or undefined. */
export function previousReason(value: number, previous: number, unit: string): string | undefined {
  if (value <= 0 || previous <= 0) return undefined;
  const ratio = value / previous;
  if (ratio <= PREVIOUS_RESULT_FACTOR && ratio >= 1 / PREVIOUS_RESULT_FACTOR) return undefined;
  return unsureReason.previous(`${previous} ${unit}`, `${value} ${unit}`);
}
