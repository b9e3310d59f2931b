import { MARKER_SYNONYMS } from './synonyms';
import { knownUnitKeys, type OcrMarker } from './units';

/** A name as a comparable key: lower case, letters and digits only, single spaces ("LDL Chol Calc (NIH)" → "ldl chol calc nih"). */
export function nameKey(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9%]+/g, ' ')
    .trim();
}

export interface MarkerIndex {
  markers: readonly OcrMarker[];
  byAbbr: ReadonlyMap<string, OcrMarker>;
  /** Name key → marker abbreviation. */
  byName: ReadonlyMap<string, string>;
  /** LOINC code (primary and alternates) → marker abbreviation. */
  byLoinc: ReadonlyMap<string, string>;
  unitKeys: ReadonlySet<string>;
}

/** The catalogue's markers with every name they go by: the synonym table, their name and abbreviation. */
export function markerIndex(markers: readonly OcrMarker[]): MarkerIndex {
  const byName = new Map<string, string>();
  const byLoinc = new Map<string, string>();
  for (const m of markers) {
    for (const spelling of [m.name, m.abbr, ...(MARKER_SYNONYMS[m.abbr] ?? [])]) {
      const key = nameKey(spelling);
      if (key && !byName.has(key)) byName.set(key, m.abbr);
    }
    for (const code of [m.loinc, ...m.loincAlternates]) byLoinc.set(code, m.abbr);
  }
  return {
    markers,
    byAbbr: new Map(markers.map((m) => [m.abbr, m])),
    byName,
    byLoinc,
    unitKeys: knownUnitKeys(markers),
  };
}

export interface NameMatch {
  abbr: string;
  /** 1 exact spelling or LOINC; 0.9 a known spelling followed by a qualifier; less for a near miss (OCR). */
  confidence: number;
  how: 'exact' | 'loinc' | 'prefix' | 'fuzzy';
  /** Length of the key that matched, to prefer the most specific spelling. */
  length: number;
}

/** Edit distance (Levenshtein), for OCR misreads. */
export function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++)
      current[j] = Math.min(
        previous[j]! + 1,
        current[j - 1]! + 1,
        previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
    previous = current;
  }
  return previous[b.length]!;
}

const LOINC = /\b(\d{1,6}-\d)\b/g;
const FUZZY_MIN_LENGTH = 6;
const FUZZY_MIN_SIMILARITY = 0.8;

/** The catalogue marker a printed name stands for, or null. */
export function matchMarkerName(text: string, index: MarkerIndex): NameMatch | null {
  for (const m of text.matchAll(LOINC)) {
    const abbr = index.byLoinc.get(m[1]!);
    if (abbr) return { abbr, confidence: 1, how: 'loinc', length: m[1]!.length };
  }
  const key = nameKey(text);
  if (!key) return null;
  const exact = index.byName.get(key);
  if (exact) return { abbr: exact, confidence: 1, how: 'exact', length: key.length };

  // A known spelling followed by a qualifier ("TSH 3rd generation", "Glucose serum fasting"): the longest.
  let best: NameMatch | null = null;
  for (const [spelling, abbr] of index.byName) {
    if (spelling.length < 2 || !key.startsWith(`${spelling} `)) continue;
    if (!best || spelling.length > best.length)
      best = { abbr, confidence: 0.9, how: 'prefix', length: spelling.length };
  }
  if (best) return best;

  // A near miss of a long spelling (OCR: "Hemoglobin Alc", "Choiesterol").
  if (key.length < FUZZY_MIN_LENGTH) return null;
  for (const [spelling, abbr] of index.byName) {
    if (spelling.length < FUZZY_MIN_LENGTH || Math.abs(spelling.length - key.length) > 2) continue;
    const similarity = 1 - editDistance(key, spelling) / Math.max(key.length, spelling.length);
    if (similarity < FUZZY_MIN_SIMILARITY) continue;
    const confidence = Math.round(similarity * 0.9 * 100) / 100;
    if (!best || confidence > best.confidence)
      best = { abbr, confidence, how: 'fuzzy', length: spelling.length };
  }
  return best;
}
