import { sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Seeder } from '..';
import type { Db } from '../..';
import {
  categoryInformation,
  interventionMarkers,
  interventions,
  markerInformation,
  recommendationMarkers,
  recommendations,
} from '../../schema';
import { bloodMarkerCatalogue } from './blood-markers';
import { categoryInformationCatalogue } from './category-information';
import { markerCategoryCatalogue } from './marker-categories';
import { markerInformationCatalogue } from './marker-information';
import { interventionCatalogue, recommendationCatalogue, type RecommendationSeed } from './recommendations';
import { upsertRows } from './upsert';

const knownMarkers = new Set(bloodMarkerCatalogue.map((m) => m.abbr));

/** Throws on a catalogue mistake: every marker and category has its learn page, every link a real marker. */
export function checkBloodContent() {
  const missing = bloodMarkerCatalogue.filter((m) => !markerInformationCatalogue[m.abbr]).map((m) => m.abbr);
  if (missing.length) throw new Error(`Marker information missing for ${missing.join(', ')}`);
  const extra = Object.keys(markerInformationCatalogue).filter((abbr) => !knownMarkers.has(abbr));
  if (extra.length) throw new Error(`Marker information for unknown markers ${extra.join(', ')}`);
  for (const seed of [...recommendationCatalogue, ...interventionCatalogue]) {
    const unknown = Object.keys(seed.markers).filter((abbr) => !knownMarkers.has(abbr));
    if (unknown.length) throw new Error(`"${seed.title}" names unknown markers ${unknown.join(', ')}`);
  }
}

const links = (catalogue: readonly RecommendationSeed[]) =>
  catalogue.flatMap((seed) =>
    Object.entries(seed.markers).map(([markerAbbr, direction]) => ({ id: seed.id, markerAbbr, direction })),
  );

/** Removes links the catalogue no longer has, so a release that drops a marker from an entry takes effect. */
async function pruneLinks(
  db: Db,
  table: typeof recommendationMarkers | typeof interventionMarkers,
  idColumn: PgColumn,
  keep: { id: number; markerAbbr: string }[],
) {
  const keys = keep.map((l) => `${l.id}:${l.markerAbbr}`);
  await db.delete(table).where(sql`(${idColumn}::text || ':' || ${table.markerAbbr}) not in ${keys}`);
}

/** Learn pages, recommendations and daily actions: reference content upserted at every start. */
export const bloodContentSeeder: Seeder = {
  name: 'reference:blood-content',
  kind: 'reference',
  async run(db) {
    checkBloodContent();
    const markerId = new Map<string, number>(bloodMarkerCatalogue.map((m) => [m.abbr, m.id]));
    await upsertRows(
      db,
      markerInformation,
      [markerInformation.markerId],
      Object.entries(markerInformationCatalogue).map(([abbr, info]) => ({
        markerId: markerId.get(abbr)!,
        ...info,
      })),
    );
    await upsertRows(
      db,
      categoryInformation,
      [categoryInformation.categoryId],
      markerCategoryCatalogue.map((c) => ({ categoryId: c.id, ...categoryInformationCatalogue[c.abbr] })),
    );
    await upsertRows(
      db,
      recommendations,
      [recommendations.id],
      recommendationCatalogue.map(({ id, kind, title, description, when }, i) => ({
        id,
        kind,
        title,
        description,
        appliesWhen: when ?? null,
        sortOrder: i,
      })),
    );
    const recommendationLinks = links(recommendationCatalogue);
    await upsertRows(
      db,
      recommendationMarkers,
      [recommendationMarkers.recommendationId, recommendationMarkers.markerAbbr],
      recommendationLinks.map(({ id, ...l }) => ({ recommendationId: id, ...l })),
    );
    await pruneLinks(db, recommendationMarkers, recommendationMarkers.recommendationId, recommendationLinks);
    await upsertRows(
      db,
      interventions,
      [interventions.id],
      interventionCatalogue.map(({ id, kind, title, description }, i) => ({
        id,
        kind,
        title,
        description,
        sortOrder: i,
      })),
    );
    const interventionLinks = links(interventionCatalogue);
    await upsertRows(
      db,
      interventionMarkers,
      [interventionMarkers.interventionId, interventionMarkers.markerAbbr],
      interventionLinks.map(({ id, ...l }) => ({ interventionId: id, ...l })),
    );
    await pruneLinks(db, interventionMarkers, interventionMarkers.interventionId, interventionLinks);
  },
};
