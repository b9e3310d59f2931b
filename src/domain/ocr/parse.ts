import { parseDate } from './dates';
import {
  CONTRADICTED_CERTAINTY,
  lineEvidence,
  OCR_REVIEW_THRESHOLD,
  rangeRepair,
  previousReason,
  rangeReason,
  unsureReason,
} from './evidence';
import { matchMarkerName, type MarkerIndex, type NameMatch } from './markers';
import { nameKey } from './text';
import {
  fuzzyMarkerUnit,
  isPlausible,
  isUsual,
  looksLikeUnit,
  matchMarkerUnit,
  roundConverted,
  toPrimary,
  type OcrMarker,
  type UnitMatch,
} from './units';

/** One value read from a report, in the marker's primary unit (see the contract's `parsedResult`). */
export interface ReadValue {
  markerAbbr: string;
  markerName: string;
  value: number;
  unit: string;
  units: string[];
  confidence: number;
  sourceText: string;
  /** Why the value is unsure, worded for the customer: set exactly when confidence is under OCR_REVIEW_THRESHOLD. */
  reason?: string;
}

export interface ReadOutcome {
  results: ReadValue[];
  /** Lines or rows that look like results but match no catalogue marker. */
  unmatched: string[];
}

/** One line of a report and how sure the reader is of its characters (1 for a text layer, OCR's word confidence otherwise). */
export interface ReportLine {
  text: string;
  confidence: number;
}

/** How much a value's certainty drops when its unit is missing, foreign, or the value is censored ("<0.5"). */
export const UNIT_CERTAINTY = { known: 1, misread: 0.8, missing: 0.75, inferred: 0.6, foreign: 0.4 } as const;
export const CENSORED_CERTAINTY = 0.8;
/** A value far outside anything a lab reports for the marker (a misread decimal point, a wrong unit). */
export const IMPLAUSIBLE_CERTAINTY = 0.5;

export interface NumberToken {
  value: number;
  /** "<0.5", ">90": a limit rather than a measurement. */
  censored: boolean;
  /** A unit written against the number ("92mg/dL", "5.6%"). */
  unit?: string;
}

const NUMBER = /^([<>≤≥]=?)?(\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:[.,]\d+)?|\.\d+)([HhLl*!]{0,2})$/;
const WITH_UNIT = /^([<>]?\d+(?:\.\d+)?)([a-zA-Zµμ%][^\s]*)$/;

/** A printed number ("92", "5.6", "1,234", "5,6", "<0.5", "104H", "92mg/dL", "5.9H%"), or null when the token is not one. */
export function parseNumber(token: string, unitKeys?: ReadonlySet<string>): NumberToken | null {
  const m = NUMBER.exec(token);
  if (m) {
    const digits = m[2]!;
    const text = /^\d{1,3}(,\d{3})+/.test(digits) ? digits.replace(/,/g, '') : digits.replace(',', '.');
    const value = Number(text);
    return Number.isFinite(value) ? { value, censored: Boolean(m[1]) } : null;
  }
  const attached = WITH_UNIT.exec(token);
  // A flag may sit between the number and its unit: OCR joins "5.9 H %" into "59H%".
  const unit = attached && (/^(?:HH|LL|H|L)([^a-z].*)$/.exec(attached[2]!)?.[1] ?? attached[2]!);
  if (attached && unit && unitKeys && looksLikeUnit(unit, unitKeys)) {
    const number = parseNumber(attached[1]!);
    return number && { ...number, unit };
  }
  return null;
}

const FLAG = /^(h|l|hh|ll|a|an|high|low|abnormal|abn|\*+|!+|crit|critical)$/i;

const round2 = (n: number) => Math.round(n * 100) / 100;

function unitsOf(marker: OcrMarker) {
  return [marker.unit, ...marker.units.map((u) => u.unit)];
}

/** Where a misread or lost decimal point puts an implausible value: the first divisor by 10ⁿ that is usual, else plausible. */
function decimalMisread(marker: OcrMarker, value: number): number | undefined {
  const tries = [10, 100, 1000].map((d) => roundConverted(value / d));
  return tries.find((v) => isUsual(marker, v)) ?? tries.find((v) => isPlausible(marker, v));
}

const round2Text = (n: number) => String(roundConverted(n));

/**
 * A value of a marker as read: converted to the primary unit when the lab's unit is an alternative
 * one. An implausible value is corrected where one reading makes sense — printed without a unit
 * but plausible in an alternative one (glucose 5.1 → mmol/L), or, in OCR, a lost or misplaced
 * decimal point ("59" for HbA1c 5.9) — and is less sure either way. `line`: the value as printed
 * and the rest of its line (range, flag), whose contradiction makes the value unsure. An unsure
 * value carries its reason.
 */
export function valueOf(
  marker: OcrMarker,
  number: NumberToken,
  unit: UnitMatch | 'missing' | 'foreign',
  certainty: { reading: number; name: number; unit?: number; misreadUnit?: boolean },
  sourceText: string,
  // Stryker disable next-line ArrayDeclaration: words with no range and no flag say nothing about the value, as none do
  line: { printed: string; after: readonly string[] } = { printed: String(number.value), after: [] },
): ReadValue {
  let unitCertainty: number =
    certainty.unit ?? (typeof unit === 'string' ? UNIT_CERTAINTY[unit] : UNIT_CERTAINTY.known);
  const { printed } = line;
  const evidence = lineEvidence(printed, line.after);
  const lineReason = rangeReason(number.value, printed, evidence);
  const repaired =
    lineReason && certainty.reading < 1 ? rangeRepair(number.value, printed, evidence) : undefined;
  const reasons: string[] = [];
  if (repaired !== undefined)
    reasons.push(unsureReason.rangeRepaired(evidence.range!.text, printed, String(repaired)));
  else if (lineReason) reasons.push(lineReason);
  const read = repaired ?? number.value;
  let value = typeof unit === 'string' ? read : toPrimary(read, unit);
  if (!isPlausible(marker, value)) {
    const inferred =
      unit === 'missing'
        ? marker.units
            .map((u) => ({
              unit: u.unit,
              // Stryker disable next-line StringLiteral: toPrimary converts whatever is not the primary unit; the kind is not read otherwise
              value: toPrimary(read, { kind: 'alternative', unit: u.unit, conversion: u }),
            }))
            .find((v) => isPlausible(marker, v.value))
        : undefined;
    const ocr = certainty.reading < 1;
    const decimal = inferred === undefined && ocr ? decimalMisread(marker, value) : undefined;
    if (inferred !== undefined) {
      value = inferred.value;
      unitCertainty = UNIT_CERTAINTY.inferred;
      reasons.push(unsureReason.unitInferred(inferred.unit));
    } else if (decimal !== undefined) {
      reasons.push(unsureReason.decimalRepaired(printed, round2Text(decimal)));
      value = decimal;
      unitCertainty *= IMPLAUSIBLE_CERTAINTY;
    } else {
      reasons.push(unsureReason.implausible(printed));
      unitCertainty *= IMPLAUSIBLE_CERTAINTY;
    }
  }
  if (unit === 'missing') reasons.push(unsureReason.unitMissing(marker.unit));
  if (unit === 'foreign') reasons.push(unsureReason.unitForeign());
  // Stryker disable next-line StringLiteral: a misread unit is always a UnitMatch, never the string "missing" or "foreign"
  if (certainty.misreadUnit && typeof unit !== 'string') reasons.push(unsureReason.unitMisread(unit.unit));
  if (certainty.name < 1) reasons.push(unsureReason.name());
  if (number.censored) reasons.push(unsureReason.censored());
  const confidence =
    certainty.reading *
    certainty.name *
    unitCertainty *
    (number.censored ? CENSORED_CERTAINTY : 1) *
    (lineReason ? CONTRADICTED_CERTAINTY : 1);
  return unsure(
    {
      markerAbbr: marker.abbr,
      markerName: marker.name,
      value,
      unit: marker.unit,
      units: unitsOf(marker),
      confidence: Math.min(1, Math.max(0, round2(confidence))),
      // Stryker disable next-line MethodExpression: the source text is tokens joined by single spaces, or trimmed cells joined by ", "
      sourceText: sourceText.replace(/\s+/g, ' ').trim(),
    },
    reasons,
  );
}

/** The value with its first reason when it is under the review threshold (the reading's own certainty when no other). */
function unsure(read: ReadValue, reasons: readonly string[]): ReadValue {
  if (read.confidence >= OCR_REVIEW_THRESHOLD) return read;
  return { ...read, reason: reasons[0] ?? unsureReason.reading(Math.round(read.confidence * 100)) };
}

/**
 * A read value checked against the customer's previous result of the marker (primary unit): more
 * than PREVIOUS_RESULT_FACTOR apart makes it unsure.
 */
export function againstPrevious<T extends ReadValue>(read: T, previous: number | undefined): T {
  const reason = previous === undefined ? undefined : previousReason(read.value, previous, read.unit);
  if (!reason) return read;
  const confidence = round2(Math.min(read.confidence * CONTRADICTED_CERTAINTY, OCR_REVIEW_THRESHOLD - 0.01));
  return { ...read, confidence, reason: read.reason ?? reason };
}

/** A unit printed over up to three words ("mg / dL", "x10 3 /uL"): spaces inside a unit do not count. */
const UNIT_MAX_TOKENS = 3;

/**
 * The unit after a value: right after it (flags skipped), else anywhere later in the segment (after
 * a range). In OCR text a unit one edit from one of the marker's ("ng/mb") counts, a little less sure.
 */
function unitAfter(
  tokens: readonly string[],
  from: number,
  marker: OcrMarker,
  index: MarkerIndex,
  options: { attached?: string; ocr: boolean },
): { unit: UnitMatch | 'missing' | 'foreign'; certainty?: number; misread?: boolean } {
  if (options.attached) return { unit: matchMarkerUnit(options.attached, marker) ?? 'foreign' };
  let j = from;
  while (j < tokens.length && FLAG.test(tokens[j]!)) j++;
  for (let k = j; k < tokens.length; k++) {
    // Stryker disable next-line ArithmeticOperator: a span past the last word slices the shorter span already tried
    for (let span = 1; span <= UNIT_MAX_TOKENS && k + span <= tokens.length; span++) {
      // Stryker disable next-line StringLiteral: unit keys ignore spaces
      const match = matchMarkerUnit(tokens.slice(k, k + span).join(' '), marker);
      if (match) return { unit: match };
    }
  }
  if (options.ocr)
    // Stryker disable next-line ArithmeticOperator: a span past the last word slices the shorter span already tried
    for (let span = 1; span <= UNIT_MAX_TOKENS && j + span <= tokens.length; span++) {
      const near = fuzzyMarkerUnit(tokens.slice(j, j + span).join(''), marker);
      if (near) return { unit: near, certainty: UNIT_CERTAINTY.misread, misread: true };
    }
  const next = tokens[j];
  return { unit: next && looksLikeUnit(next, index.unitKeys) ? 'foreign' : 'missing' };
}

const RANGE = /^[<>≤≥]?\d+(?:\.\d+)?(?:-\d+(?:\.\d+)?)?$/;
/** LabCorp prints a two-digit lab code ("01"; OCR: "O1", "Ol", "O01") between the name and the value. */
const LAB_CODE = /^[0Oo][0-9lI|]$|^[0Oo]{2}\d$/;
/** A word a name can start with: one with letters ("HDL", "(HDL)", "25-OH", "25(OH)D"), not a number or a range. */
const NAME_WORD = /[a-z]/i;

interface Candidate {
  at: number;
  number: NumberToken;
  match: NameMatch | null;
}

export type LineReading = { result: ReadValue } | { unmatched: string };

/** A line's words, table rules ("|") and brackets dropped. */
export function tokensOf(text: string): string[] {
  return text
    .replace(/[|[\]{}]/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
}

/** Every number of the tokens tried as the value, with the name before it matched. */
function candidatesOf(tokens: readonly string[], index: MarkerIndex): Candidate[] {
  const candidates: Candidate[] = [];
  for (let i = 1; i < tokens.length; i++) {
    if (LAB_CODE.test(tokens[i]!)) continue;
    const number = parseNumber(tokens[i]!, index.unitKeys);
    if (!number) continue;
    const name = tokens
      .slice(0, i)
      .filter((t) => !LAB_CODE.test(t))
      .join(' ');
    if (!/[a-z]{2}/i.test(name)) continue;
    candidates.push({ at: i, number, match: matchMarkerName(name, index) });
  }
  return candidates;
}

/**
 * Where a second result starts on a line that holds several (two-column reports): a word at which
 * a catalogue spelling (exact or a LOINC code) runs up to a number, after the previous result's
 * value. The name may start with a number joined to letters ("25-OH Vitamin D").
 */
function segmentStarts(tokens: readonly string[], index: MarkerIndex): number[] {
  const starts = [0];
  let sawValue = false;
  for (let k = 1; k < tokens.length; k++) {
    const token = tokens[k]!;
    if (parseNumber(token, index.unitKeys)) {
      sawValue = true;
      continue;
    }
    if (!sawValue || !NAME_WORD.test(token) || FLAG.test(token) || looksLikeUnit(token, index.unitKeys))
      continue;
    for (let j = k + 1; j < tokens.length && j <= k + 8; j++) {
      if (!parseNumber(tokens[j]!, index.unitKeys) || LAB_CODE.test(tokens[j]!)) continue;
      const name = tokens.slice(k, j).filter((t) => !LAB_CODE.test(t));
      const match = matchMarkerName(name.join(' '), index);
      if (match && (match.how === 'exact' || match.how === 'loinc')) {
        starts.push(k);
        sawValue = false;
      }
      break;
    }
  }
  return starts;
}

/** One segment of a line: the best-matching name and value, the unit looked for up to the segment's end. */
function readSegment(tokens: readonly string[], confidence: number, index: MarkerIndex): LineReading | null {
  const candidates = candidatesOf(tokens, index);
  if (!candidates.length) return null;
  const text = tokens.join(' ');
  const best = candidates
    .filter((c) => c.match)
    // A stable sort: of candidates tied on both, the first number on the line stays first.
    .sort((a, b) => b.match!.confidence - a.match!.confidence || b.match!.length - a.match!.length)[0];
  if (best?.match) {
    const marker = index.byAbbr.get(best.match.abbr)!;
    const { unit, certainty, misread } = unitAfter(tokens, best.at + 1, marker, index, {
      attached: best.number.unit,
      ocr: confidence < 1,
    });
    return {
      result: valueOf(
        marker,
        best.number,
        unit,
        { reading: confidence, name: best.match.confidence, unit: certainty, misreadUnit: misread },
        text,
        { printed: tokens[best.at]!, after: tokens.slice(best.at + 1) },
      ),
    };
  }
  // No marker: report the segment if it reads like a result (a name, a number, then a unit or a range).
  const first = candidates[0]!;
  const rest = tokens.slice(first.at + 1).filter((t) => !FLAG.test(t));
  const resultLike =
    nameKey(tokens.slice(0, first.at).join(' ')).replace(/[^a-z]/g, '').length >= 3 &&
    (Boolean(first.number.unit) ||
      (rest[0] !== undefined && (looksLikeUnit(rest[0], index.unitKeys) || RANGE.test(rest[0]))));
  return resultLike ? { unmatched: text } : null;
}

/**
 * One line of a report: the marker's name, then its value, then (usually) its unit, flags and the
 * reference range in any order. Every number is tried as the value; the one whose name before it
 * matches best (then the longest spelling) wins, so "Vitamin D 25 OH 38.2" reads 38.2. A line of a
 * two-column report ("Cholesterol 188 mg/dL  HDL Cholesterol 55 mg/dL") gives each of its results.
 */
export function readLine(line: ReportLine, index: MarkerIndex): LineReading[] {
  const tokens = tokensOf(line.text);
  const starts = segmentStarts(tokens, index);
  const readings: LineReading[] = [];
  for (const [n, start] of starts.entries()) {
    const reading = readSegment(tokens.slice(start, starts[n + 1] ?? tokens.length), line.confidence, index);
    if (reading) readings.push(reading);
  }
  return readings;
}

/** Keeps one value per marker: the most confident (the first on a tie). */
export function mergeResults<T extends { markerAbbr: string; confidence: number }>(
  results: readonly T[],
): T[] {
  const kept = new Map<string, T>();
  for (const r of results) {
    const seen = kept.get(r.markerAbbr);
    if (!seen || r.confidence > seen.confidence) kept.set(r.markerAbbr, r);
  }
  return [...kept.values()];
}

/** Every line of a report read: values matched to markers (one per marker) and the unmatched result-like lines. */
export function readReport(lines: readonly ReportLine[], index: MarkerIndex): ReadOutcome {
  const results: ReadValue[] = [];
  const unmatched: string[] = [];
  for (const line of lines)
    for (const read of readLine(line, index)) {
      if ('result' in read) results.push(read.result);
      else unmatched.push(read.unmatched);
    }
  return { results: mergeResults(results), unmatched };
}

// ── Tables (CSV) ────────────────────────────────────────────────────────────

export interface TableColumns {
  header: number;
  name?: number;
  loinc?: number;
  value: number;
  unit?: number;
  date?: number;
}

const NAME_HEADER =
  /^(marker|biomarker|test|analyte|component|parameter|name|description|item|observation)\b|\b(name|marker|test|analyte)$/;
const VALUE_HEADER = /^(value|result|results|measurement|reading)\b|\b(value|result)$/;

/** The header row of a table and its columns: a name or LOINC column and a value column are required. */
export function findColumns(rows: readonly (readonly string[])[]): TableColumns | null {
  for (let r = 0; r < Math.min(rows.length, 10); r++) {
    const keys = rows[r]!.map(nameKey);
    const find = (test: (key: string, at: number) => boolean) => {
      const i = keys.findIndex((k, at) => test(k, at));
      return i < 0 ? undefined : i;
    };
    const loinc = find((k) => /\bloinc\b/.test(k) || k === 'code');
    const date = find((k) => /\b(date|collected|drawn)\b/.test(k));
    const unit = find((k) => /\bunits?\b/.test(k) && !/\bvalue\b/.test(k));
    const value = find(
      (k, at) =>
        VALUE_HEADER.test(k) && !/\b(date|unit|units|flag|reference|range|code)\b/.test(k) && at !== loinc,
    );
    const name = find((k) => NAME_HEADER.test(k) && !/\b(date|value|result|unit|units|code|loinc)\b/.test(k));
    if (value !== undefined && (name !== undefined || loinc !== undefined))
      return { header: r, name, loinc, value, unit, date };
  }
  return null;
}

/**
 * A table of results (a CSV): with a header row (marker or test name and/or LOINC, value, unit,
 * date), each row is one value; without one, each row is read as a report line.
 */
export function readTable(
  rows: readonly (readonly string[])[],
  index: MarkerIndex,
): ReadOutcome & { dates: string[] } {
  const columns = findColumns(rows);
  if (!columns) {
    const lines = rows.map((cells) => ({ text: cells.join(' '), confidence: 1 }));
    return { ...readReport(lines, index), dates: [] };
  }
  const results: ReadValue[] = [];
  const unmatched: string[] = [];
  const dates: string[] = [];
  for (const cells of rows.slice(columns.header + 1)) {
    const cell = (i: number | undefined) => (i === undefined ? '' : (cells[i] ?? '').trim());
    const sourceText = cells
      .map((c) => c.trim())
      .filter(Boolean)
      .join(', ');
    const number = parseNumber(cell(columns.value).replace(/\s+/g, ''), index.unitKeys);
    const name = cell(columns.name);
    const code = cell(columns.loinc);
    const match =
      (code && matchMarkerName(code, index)) || (name ? matchMarkerName(name, index) : null) || null;
    const date = parseDate(cell(columns.date));
    if (date && number) dates.push(date);
    if (!number) continue;
    if (!match) {
      if (/[a-z]{2}/i.test(name)) unmatched.push(sourceText);
      continue;
    }
    const marker = index.byAbbr.get(match.abbr)!;
    const unitText = number.unit ?? cell(columns.unit);
    const unit = unitText ? (matchMarkerUnit(unitText, marker) ?? 'foreign') : 'missing';
    results.push(valueOf(marker, number, unit, { reading: 1, name: match.confidence }, sourceText));
  }
  return { results: mergeResults(results), unmatched, dates };
}
