import { asc, eq } from 'drizzle-orm';
import type { BloodRange } from '../../domain/blood-range';
import type { UnitConversion } from '../../domain/unit-conversion';
import { fromAlternativeUnit } from '../../domain/unit-conversion';
import type { Db } from '../db';
import { bloodMarkerRanges, bloodMarkers, markerCategories, type ForGender, type Sex } from '../db/schema';

export interface CatalogueMarker {
  id: number;
  abbr: string;
  name: string;
  unit: string;
  units: UnitConversion[];
  forGender: ForGender;
  categoryId: number;
  categoryAbbr: string;
  categoryName: string;
  ranges: Partial<Record<Sex, BloodRange>>;
}

export interface CatalogueCategory {
  id: number;
  abbr: string;
  name: string;
  description: string;
  forGender: ForGender;
  /** Abbreviations of its markers in display order. */
  markers: string[];
}

export interface Catalogue {
  /** In display order: category, then marker. */
  markers: CatalogueMarker[];
  byAbbr: ReadonlyMap<string, CatalogueMarker>;
  categories: CatalogueCategory[];
}

// Reference seeders run before the server listens and the catalogue only changes with a release,
// so one read per database serves the process.
const cache = new WeakMap<Db, Promise<Catalogue>>();

export function loadCatalogue(db: Db): Promise<Catalogue> {
  let pending = cache.get(db);
  if (!pending) {
    pending = readCatalogue(db);
    pending.catch(() => cache.delete(db));
    cache.set(db, pending);
  }
  return pending;
}

async function readCatalogue(db: Db): Promise<Catalogue> {
  const categoryRows = await db.select().from(markerCategories).orderBy(asc(markerCategories.sortOrder));
  const markerRows = await db
    .select({
      id: bloodMarkers.id,
      abbr: bloodMarkers.abbr,
      name: bloodMarkers.name,
      unit: bloodMarkers.unit,
      units: bloodMarkers.units,
      forGender: bloodMarkers.forGender,
      categoryId: bloodMarkers.categoryId,
      categoryAbbr: markerCategories.abbr,
      categoryName: markerCategories.name,
    })
    .from(bloodMarkers)
    .innerJoin(markerCategories, eq(bloodMarkers.categoryId, markerCategories.id))
    .orderBy(asc(markerCategories.sortOrder), asc(bloodMarkers.sortOrder));
  const rangeRows = await db.select().from(bloodMarkerRanges);
  const ranges = new Map<number, Partial<Record<Sex, BloodRange>>>();
  for (const { markerId, sex, ...range } of rangeRows) {
    const entry = ranges.get(markerId) ?? {};
    entry[sex] = range;
    ranges.set(markerId, entry);
  }
  const markers = markerRows.map((m) => ({ ...m, ranges: ranges.get(m.id) ?? {} }));
  return {
    markers,
    byAbbr: new Map(markers.map((m) => [m.abbr, m])),
    categories: categoryRows.map((c) => ({
      id: c.id,
      abbr: c.abbr,
      name: c.name,
      description: c.description,
      forGender: c.forGender,
      markers: markers.filter((m) => m.categoryId === c.id).map((m) => m.abbr),
    })),
  };
}

const sameRange = (a: BloodRange, b: BloodRange) =>
  (Object.keys(a) as (keyof BloodRange)[]).every((k) => a[k] === b[k]);

/**
 * The range a customer's value is judged by. Without a recorded sex only a range both sexes share
 * can be used; a marker for one sex only has no range for the other.
 */
export function rangeFor(marker: CatalogueMarker, sex: Sex | null): BloodRange | undefined {
  if (sex) return marker.ranges[sex];
  const { male, female } = marker.ranges;
  return male && female && sameRange(male, female) ? male : undefined;
}

/** Whether a marker applies to a customer of this sex (all markers when the sex is not recorded). */
export const appliesTo = (item: { forGender: ForGender }, sex: Sex | null) =>
  item.forGender === 'all' || sex === null || item.forGender === sex;

/**
 * A reported value in the marker's primary unit, or undefined when its unit is not one the marker
 * knows (it then cannot be classified). Converted values keep 4 decimals.
 */
export function toPrimaryUnit(marker: CatalogueMarker, value: number, unit: string): number | undefined {
  if (unit === marker.unit) return value;
  const conversion = marker.units.find((u) => u.unit === unit);
  if (!conversion) return undefined;
  return Math.round(fromAlternativeUnit(value, conversion) * 10_000) / 10_000;
}
