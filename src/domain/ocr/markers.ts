import { MARKER_SYNONYMS } from './synonyms';
import { editDistance, nameKey } from './text';
import { knownUnitKeys, type OcrMarker } from './units';

export interface MarkerIndex {
  markers: readonly OcrMarker[];
  byAbbr: ReadonlyMap<string, OcrMarker>;
  /** Name key → marker abbreviation. */
  byName: ReadonlyMap<string, string>;
  /** Name key without spaces → marker abbreviation (OCR splits and joins words). */
  byCompact: ReadonlyMap<string, string>;
  /** LOINC code (primary and alternates) → marker abbreviation. */
  byLoinc: ReadonlyMap<string, string>;
  unitKeys: ReadonlySet<string>;
}

/** A spelling the care team added in the back office (table marker_synonyms). */
export interface AddedSynonym {
  markerAbbr: string;
  name: string;
}

/**
 * The catalogue's markers with every name they go by: the synonym table, their name and
 * abbreviation, then the spellings added in the back office (`added`). A spelling already taken
 * keeps its first marker, so an added one never overrides a built-in one.
 */
// Stryker disable next-line ArrayDeclaration: an added synonym needs a catalogue abbreviation; a bare string has none and is skipped
export function markerIndex(markers: readonly OcrMarker[], added: readonly AddedSynonym[] = []): MarkerIndex {
  const byName = new Map<string, string>();
  const byLoinc = new Map<string, string>();
  const byCompact = new Map<string, string>();
  const addSpelling = (spelling: string, abbr: string) => {
    const key = nameKey(spelling);
    if (key && !byName.has(key)) byName.set(key, abbr);
    if (key && !byCompact.has(compact(key))) byCompact.set(compact(key), abbr);
  };
  for (const m of markers) {
    for (const spelling of builtInSpellings(m)) addSpelling(spelling, m.abbr);
    for (const code of [m.loinc, ...m.loincAlternates]) byLoinc.set(code, m.abbr);
  }
  const known = new Set(markers.map((m) => m.abbr));
  for (const s of added) if (known.has(s.markerAbbr)) addSpelling(s.name, s.markerAbbr);
  return {
    markers,
    byAbbr: new Map(markers.map((m) => [m.abbr, m])),
    byName,
    byCompact,
    byLoinc,
    unitKeys: knownUnitKeys(markers),
  };
}

/** The names a marker goes by before any added in the back office: its name, abbreviation and the synonym table. */
export function builtInSpellings(marker: Pick<OcrMarker, 'abbr' | 'name'>): string[] {
  return [marker.name, marker.abbr, ...(MARKER_SYNONYMS[marker.abbr] ?? [])];
}

/** The marker a spelling already stands for in the index (exactly, by its name key), or undefined. */
export function markerNamed(spelling: string, index: MarkerIndex): string | undefined {
  const key = nameKey(spelling);
  return key ? index.byName.get(key) : undefined;
}

export interface NameMatch {
  abbr: string;
  /**
   * 1 exact spelling or LOINC; 0.95 a spelling with its words split or joined ("Chol esterol");
   * 0.9 a known spelling followed by a qualifier; less for a near miss (OCR).
   */
  confidence: number;
  how: 'exact' | 'loinc' | 'spacing' | 'prefix' | 'fuzzy';
  /** Length of the key that matched, to prefer the most specific spelling. */
  length: number;
}

const LOINC = /\b(\d{1,6}-\d)\b/g;
const compact = (key: string) => key.replace(/ /g, '');
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
  const spaced = index.byCompact.get(compact(key));
  if (spaced) return { abbr: spaced, confidence: 0.95, how: 'spacing', length: key.length };

  // A known spelling followed by a qualifier ("TSH 3rd generation", "Glucose serum fasting"): the longest.
  let best: NameMatch | null = null;
  for (const [spelling, abbr] of index.byName) {
    if (spelling.length < 2 || !key.startsWith(`${spelling} `)) continue;
    if (!best || spelling.length > best.length)
      best = { abbr, confidence: 0.9, how: 'prefix', length: spelling.length };
  }
  if (best) return best;

  // A near miss of a long spelling, spaces aside (OCR: "Choiesterol", "Henogl obi n A1c").
  const tight = compact(key);
  if (tight.length < FUZZY_MIN_LENGTH) return null;
  for (const [spelling, abbr] of index.byCompact) {
    if (spelling.length < FUZZY_MIN_LENGTH || Math.abs(spelling.length - tight.length) > 2) continue;
    const similarity = 1 - editDistance(tight, spelling) / Math.max(tight.length, spelling.length);
    if (similarity < FUZZY_MIN_SIMILARITY) continue;
    const confidence = Math.round(similarity * 0.9 * 100) / 100;
    if (!best || confidence > best.confidence)
      best = { abbr, confidence, how: 'fuzzy', length: spelling.length };
  }
  return best;
}
