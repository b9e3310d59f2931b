import { fromAlternativeUnit, type UnitConversion } from '../unit-conversion';
import { UNIT_ALIASES } from './synonyms';
import { editDistance } from './text';

const SUPERSCRIPTS: Record<string, string> = { '¹': '1', '²': '2', '³': '3', '⁶': '6', '⁹': '9', '⁰': '0' };

/**
 * A unit as a comparable key: lower case, no spaces, µ/μ/"mc" as u, powers of ten as `10^n`
 * ("10³/µL", "x10E3/uL", "10*3/uL" → `10^3/ul`), then the lab spellings of UNIT_ALIASES.
 */
export function canonicalUnit(unit: string): string {
  let key = unit
    .trim()
    .toLowerCase()
    .replace(/[¹²³⁶⁹⁰]+/g, (s) => `^${[...s].map((c) => SUPERSCRIPTS[c]).join('')}`)
    .replace(/[µμ]/g, 'u')
    .replace(/\bmc(?=g)/g, 'u')
    .replace(/\s+/g, '')
    .replace(/^x?10[\^*e]?(\d+)/, '10^$1')
    .replace(
      // Stryker disable next-line Regex: the last step removes every caret not after 10, so each variant gives the same key
      /^10\^(\d+)\^?/,
      '10^$1',
    )
    .replace(/\(([^)]*)\)$/, '$1');
  key = key.replace(/^10\^\^/, '10^').replace(/(?<!10)\^/g, '');
  return UNIT_ALIASES[key] ?? key;
}

/** What a reader needs to know about a catalogue marker (from the blood_markers table). */
export interface OcrMarker {
  abbr: string;
  name: string;
  /** Primary unit. */
  unit: string;
  units: readonly UnitConversion[];
  loinc: string;
  loincAlternates: readonly string[];
  /** Values a lab could report, in the primary unit (see `plausibleRange`); absent: any. */
  plausible?: PlausibleRange;
}

/**
 * Values a lab could report for a marker, from its widest borderline band over both sexes: a
 * quarter of the lower limit to four times the upper one (no lower bound for one-sided markers,
 * whose real values reach 0, like hs-CRP).
 */
export interface PlausibleRange {
  min: number;
  max: number;
  /** The widest borderline band: where most reported values fall. */
  usualMin: number;
  usualMax: number;
}

export function plausibleRange(
  bands: readonly { minBorderLine: number; maxBorderLine: number }[],
): PlausibleRange | undefined {
  if (!bands.length) return undefined;
  const low = Math.min(...bands.map((b) => b.minBorderLine));
  const high = Math.max(...bands.map((b) => b.maxBorderLine));
  return { min: low > 0 ? low / 4 : 0, max: high * 4, usualMin: low, usualMax: high };
}

export function isPlausible(marker: OcrMarker, value: number): boolean {
  return !marker.plausible || (value >= marker.plausible.min && value <= marker.plausible.max);
}

export function isUsual(marker: OcrMarker, value: number): boolean {
  return !marker.plausible || (value >= marker.plausible.usualMin && value <= marker.plausible.usualMax);
}

/**
 * For OCR: the marker's unit a misread unit most likely is ("ng/mb" → ng/mL, "ulU/mL" → µIU/mL):
 * the only one of its units one edit away, for units of four characters or more.
 */
export function fuzzyMarkerUnit(text: string, marker: OcrMarker): UnitMatch | null {
  const key = canonicalUnit(text);
  if (key.length < 4) return null;
  const near = [marker.unit, ...marker.units.map((u) => u.unit)].filter(
    (u) => editDistance(key, canonicalUnit(u)) <= 1,
  );
  return near.length === 1 ? matchMarkerUnit(near[0]!, marker) : null;
}

export type UnitMatch =
  /** The marker's primary unit. */
  | { kind: 'primary'; unit: string }
  /** One of its alternative units: the value converts. */
  | { kind: 'alternative'; unit: string; conversion: UnitConversion };

/** The marker's unit a lab's unit text stands for, or null when it is none of them. */
export function matchMarkerUnit(text: string, marker: OcrMarker): UnitMatch | null {
  const key = canonicalUnit(text);
  if (!key) return null;
  if (canonicalUnit(marker.unit) === key) return { kind: 'primary', unit: marker.unit };
  const conversion = marker.units.find((u) => canonicalUnit(u.unit) === key);
  return conversion ? { kind: 'alternative', unit: conversion.unit, conversion } : null;
}

/** Every unit key the catalogue knows, to tell a unit from a word. */
export function knownUnitKeys(markers: readonly OcrMarker[]): Set<string> {
  const keys = new Set<string>();
  for (const m of markers) {
    keys.add(canonicalUnit(m.unit));
    for (const u of m.units) keys.add(canonicalUnit(u.unit));
  }
  for (const value of Object.values(UNIT_ALIASES)) keys.add(value);
  return keys;
}

/** Does the text look like a unit (mg/dL, %, fL, x10E3/uL…) even if no marker uses it? */
export function looksLikeUnit(text: string, known: ReadonlySet<string>): boolean {
  const key = canonicalUnit(text);
  if (!key) return false;
  if (known.has(key) || key in UNIT_ALIASES) return true;
  // A letter or % right before the slash: "65/99" or "1/2" is no unit.
  return /^[a-z%^0-9.]*[a-z%]\/[a-z0-9.^]+$/.test(key);
}

/** Rounds a converted value to 4 significant digits (enough for any lab's precision). */
export function roundConverted(value: number): number {
  return Number(value.toPrecision(4));
}

/** The value in the marker's primary unit. */
export function toPrimary(value: number, match: UnitMatch): number {
  return match.kind === 'primary' ? value : roundConverted(fromAlternativeUnit(value, match.conversion));
}
