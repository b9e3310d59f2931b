import { and, asc, eq, inArray } from 'drizzle-orm';
import type { OptimizationState } from '../../domain/blood-range';
import type { Db } from '../db';
import {
  interventionCheckIns,
  interventionMarkers,
  interventions,
  recommendationMarkers,
  recommendations,
  type Direction,
} from '../db/schema';
import type { Catalogue } from './blood-catalogue';
import type { LatestReading } from './blood-results';

/** Which side of optimal a state is on; none for optimal (0), undetermined (7) or never tested. */
export function directionOf(state: OptimizationState | undefined): Direction | undefined {
  if (state === undefined || state === 0 || state === 7) return undefined;
  return state < 0 ? 'low' : 'high';
}

/** Worst first: by distance from optimal, then catalogue order. */
function byNeed(catalogue: Catalogue, latest: ReadonlyMap<string, LatestReading>) {
  const order = new Map(catalogue.markers.map((m, i) => [m.abbr, i]));
  const distance = (abbr: string) => {
    const state = latest.get(abbr)?.value.state;
    return state === undefined || state === 7 ? -1 : Math.abs(state);
  };
  return (a: string, b: string) => distance(b) - distance(a) || (order.get(a) ?? 0) - (order.get(b) ?? 0);
}

/** spec 000 §7.7 recommendations distributed by marker abbreviation. */
export async function recommendationsByMarker(
  db: Db,
  catalogue: Catalogue,
  latest: ReadonlyMap<string, LatestReading>,
  requested: readonly string[] | undefined,
) {
  const links = await db
    .select({
      markerAbbr: recommendationMarkers.markerAbbr,
      direction: recommendationMarkers.direction,
      id: recommendations.id,
      kind: recommendations.kind,
      title: recommendations.title,
      description: recommendations.description,
    })
    .from(recommendationMarkers)
    .innerJoin(recommendations, eq(recommendationMarkers.recommendationId, recommendations.id))
    .orderBy(asc(recommendations.sortOrder), asc(recommendations.id));
  const available = [...new Set(links.map((l) => l.markerAbbr))];
  const availableSet = new Set(available);
  const abbrs = (
    requested
      ? [...new Set(requested)].filter((abbr) => catalogue.byAbbr.has(abbr))
      : [...latest.keys()].filter(
          (abbr) => directionOf(latest.get(abbr)?.value.state) && availableSet.has(abbr),
        )
  ).sort(byNeed(catalogue, latest));
  return {
    availableMarkerAbbrs: catalogue.markers.map((m) => m.abbr).filter((abbr) => availableSet.has(abbr)),
    byMarker: abbrs.map((abbr) => {
      const state = latest.get(abbr)?.value.state;
      const direction = directionOf(state);
      return {
        markerAbbr: abbr,
        markerName: catalogue.byAbbr.get(abbr)!.name,
        optimizationStateValue: state ?? null,
        direction: direction ?? null,
        recommendations: links
          .filter((l) => l.markerAbbr === abbr && (!direction || l.direction === direction))
          .map(({ id, kind, title, description, direction: d }) => ({
            id,
            kind,
            title,
            description,
            direction: d,
          })),
      };
    }),
  };
}

/** How many daily actions the InnerAge page offers at once. */
export const DAILY_ACTION_LIMIT = 5;

/**
 * Today's actions: the interventions tied to the customer's markers that are off optimal, in the
 * direction they are off, the worst marker first; each with today's check-in.
 */
export async function activeDailyActions(
  db: Db,
  catalogue: Catalogue,
  latest: ReadonlyMap<string, LatestReading>,
  customerId: number,
  day: string,
) {
  const weak = [...latest.entries()]
    .map(([abbr, reading]) => ({ abbr, direction: directionOf(reading.value.state) }))
    .filter((w): w is { abbr: string; direction: Direction } => w.direction !== undefined);
  if (weak.length === 0) return [];
  const links = await db
    .select({
      interventionId: interventionMarkers.interventionId,
      markerAbbr: interventionMarkers.markerAbbr,
      direction: interventionMarkers.direction,
    })
    .from(interventionMarkers)
    .where(
      inArray(
        interventionMarkers.markerAbbr,
        weak.map((w) => w.abbr),
      ),
    );
  const needs = new Map(weak.map((w) => [w.abbr, w.direction]));
  const matching = links.filter((l) => needs.get(l.markerAbbr) === l.direction);
  if (matching.length === 0) return [];
  const rows = await db
    .select()
    .from(interventions)
    .where(
      inArray(
        interventions.id,
        matching.map((l) => l.interventionId),
      ),
    )
    .orderBy(asc(interventions.sortOrder));
  const need = byNeed(catalogue, latest);
  const ranked = rows
    .map((row) => ({
      row,
      markers: matching
        .filter((l) => l.interventionId === row.id)
        .map((l) => l.markerAbbr)
        .sort(need),
    }))
    .sort((a, b) => need(a.markers[0]!, b.markers[0]!) || b.markers.length - a.markers.length)
    .slice(0, DAILY_ACTION_LIMIT);
  const checkIns = await db
    .select({
      interventionId: interventionCheckIns.interventionId,
      isChecked: interventionCheckIns.isChecked,
    })
    .from(interventionCheckIns)
    .where(and(eq(interventionCheckIns.customerId, customerId), eq(interventionCheckIns.day, day)));
  const checked = new Map(checkIns.map((c) => [c.interventionId, c.isChecked]));
  return ranked.map(({ row, markers }) => ({
    interventionId: row.id,
    kind: row.kind,
    title: row.title,
    description: row.description,
    markers: markers.map((abbr) => ({
      abbr,
      name: catalogue.byAbbr.get(abbr)!.name,
      direction: needs.get(abbr)!,
      optimizationStateValue: latest.get(abbr)!.value.state,
    })),
    isChecked: checked.get(row.id) ?? false,
  }));
}

/** Records a check-in (one per customer, day and intervention); the last answer wins. */
export async function setCheckIn(
  db: Db,
  checkIn: { customerId: number; day: string; interventionId: number; isChecked: boolean },
  now: Date,
) {
  await db
    .insert(interventionCheckIns)
    .values({ ...checkIn, updatedAt: now })
    .onConflictDoUpdate({
      target: [
        interventionCheckIns.customerId,
        interventionCheckIns.day,
        interventionCheckIns.interventionId,
      ],
      set: { isChecked: checkIn.isChecked, updatedAt: now },
    });
}
