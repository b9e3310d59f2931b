import { createHash } from 'node:crypto';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { optimizationState, type OptimizationState } from '../../domain/blood-range';
import { healthspanScores, overallScore, type OverallScore } from '../../domain/category-scores';
import { egfrCkdEpi2021 } from '../../domain/egfr';
import { gradeLabel, scoreBand, type ScoreBand } from '../../domain/grading';
import type { ItemGroup } from '../../domain/grouping';
import { ageAt } from '../../domain/innerage';
import type { Db } from '../db';
import {
  bloodResults,
  bloodValues,
  customers,
  tableViewNotes,
  type GradedValue,
  type Sex,
} from '../db/schema';
import {
  appliesTo,
  rangeFor,
  toPrimaryUnit,
  type Catalogue,
  type CatalogueCategory,
} from './blood-catalogue';

/** What the blood domain needs to know about a customer. */
export interface BloodProfile {
  customerId: number;
  firstName: string;
  lastName: string;
  sex: Sex | null;
  birthDate: string | null;
}

export async function loadBloodProfile(db: Db, customerId: number): Promise<BloodProfile | undefined> {
  const [row] = await db
    .select({
      id: customers.id,
      firstName: customers.firstName,
      lastName: customers.lastName,
      sex: customers.sex,
      birthDate: customers.birthDate,
    })
    .from(customers)
    .where(eq(customers.id, customerId));
  return row && bloodProfileOf(row);
}

/** The profile of a customer row already read (the signed-in session's: issue 22). */
export const bloodProfileOf = ({
  id,
  firstName,
  lastName,
  sex,
  birthDate,
}: Pick<
  typeof customers.$inferSelect,
  'id' | 'firstName' | 'lastName' | 'sex' | 'birthDate'
>): BloodProfile => ({
  customerId: id,
  firstName,
  lastName,
  sex,
  birthDate,
});

export type ComputedValue = GradedValue;

export interface ComputedNote {
  id: number;
  resultId: number;
  title: string;
  comment: string;
  createdAt: string;
}

export interface ComputedResult {
  id: number;
  testedAt: string;
  publishedAt: string;
  source: string;
  groupId: string | null;
  /** In catalogue order; only markers that apply to the customer's sex. */
  values: ComputedValue[];
  notes: ComputedNote[];
}

export const EGFR_ABBR = 'EGFR';
const CREATININE_ABBR = 'CREAT';

// Raise when the grading below changes, so every stored grading is computed again.
const GRADING_VERSION = 1;
const catalogueVersions = new WeakMap<Catalogue, string>();

/**
 * What a stored grading was computed from: the grading code, the catalogue (units, ranges) and the
 * customer's sex and birth date (eGFR). A result whose key differs is graded again when read.
 */
export function gradingKey(catalogue: Catalogue, profile: BloodProfile): string {
  let version = catalogueVersions.get(catalogue);
  if (!version) {
    version = createHash('sha256').update(JSON.stringify(catalogue.markers)).digest('base64url').slice(0, 16);
    catalogueVersions.set(catalogue, version);
  }
  return `${GRADING_VERSION}:${version}:${profile.sex ?? ''}:${profile.birthDate ?? ''}`;
}

/** The values stored with these results, by marker. */
export const storedValuesOf = (db: Db, resultIds: number[]) =>
  db
    .select()
    .from(bloodValues)
    .where(inArray(bloodValues.resultId, resultIds))
    .orderBy(asc(bloodValues.markerAbbr));

/** Grades results from their stored values and keeps each grading on its row (issue 22). */
async function gradeAndStore(
  db: Db,
  catalogue: Catalogue,
  profile: BloodProfile,
  rows: readonly { id: number; testedAt: string }[],
): Promise<Map<number, ComputedValue[]>> {
  const graded = new Map<number, ComputedValue[]>();
  if (rows.length === 0) return graded;
  const values = await storedValuesOf(
    db,
    rows.map((r) => r.id),
  );
  const gradedKey = gradingKey(catalogue, profile);
  for (const row of rows) {
    const computed = computeValues(
      catalogue,
      profile,
      row.testedAt,
      values.filter((v) => v.resultId === row.id),
    );
    graded.set(row.id, computed);
    await db.update(bloodResults).set({ graded: computed, gradedKey }).where(eq(bloodResults.id, row.id));
  }
  return graded;
}

/**
 * Grades a result just stored with its values (issue 22: computed when stored, not on every read).
 * `db` may be the transaction that stored it.
 */
export async function gradeStoredResult(db: Db, catalogue: Catalogue, resultId: number) {
  const [row] = await db
    .select({ id: bloodResults.id, testedAt: bloodResults.testedAt, customerId: bloodResults.customerId })
    .from(bloodResults)
    .where(eq(bloodResults.id, resultId));
  const profile = row && (await loadBloodProfile(db, row.customerId));
  if (row && profile) await gradeAndStore(db, catalogue, profile, [row]);
}

/**
 * The customer's blood results, newest tested first, each value in its marker's primary unit with
 * its state computed from the customer's range. eGFR is computed (CKD-EPI 2021) wherever creatinine,
 * sex and birth date are known, replacing a lab-reported eGFR so every draw uses one equation.
 * The grading is the one stored with each result; a result stored without one (before issue 22, by
 * the seeders) or graded under another key is graded here once and stored.
 */
export async function loadResults(
  db: Db,
  catalogue: Catalogue,
  profile: BloodProfile,
  options: { limit?: number } = {},
): Promise<ComputedResult[]> {
  const base = db
    .select({
      id: bloodResults.id,
      testedAt: bloodResults.testedAt,
      publishedAt: bloodResults.publishedAt,
      source: bloodResults.source,
      groupId: bloodResults.groupId,
      graded: bloodResults.graded,
      gradedKey: bloodResults.gradedKey,
    })
    .from(bloodResults)
    .where(eq(bloodResults.customerId, profile.customerId))
    .orderBy(desc(bloodResults.testedAt), desc(bloodResults.id));
  const rows = options.limit ? await base.limit(options.limit) : await base;
  if (rows.length === 0) return [];
  const key = gradingKey(catalogue, profile);
  const regraded = await gradeAndStore(
    db,
    catalogue,
    profile,
    rows.filter((r) => r.gradedKey !== key || !r.graded),
  );
  const notes = await db
    .select()
    .from(tableViewNotes)
    .where(
      and(
        inArray(
          tableViewNotes.resultId,
          rows.map((r) => r.id),
        ),
        eq(tableViewNotes.customerId, profile.customerId),
      ),
    )
    .orderBy(asc(tableViewNotes.createdAt), asc(tableViewNotes.id));
  return rows.map((row) => ({
    id: row.id,
    testedAt: row.testedAt,
    publishedAt: row.publishedAt,
    source: row.source,
    groupId: row.groupId,
    values: regraded.get(row.id) ?? row.graded!,
    notes: notes
      .filter((n) => n.resultId === row.id)
      .map((n) => ({
        id: n.id,
        resultId: n.resultId,
        title: n.title,
        comment: n.comment,
        createdAt: n.createdAt.toISOString(),
      })),
  }));
}

/**
 * What a customer's results answer is read from, as one short text: the count and newest
 * transaction (`xmin`) of their result rows and of their notes. Any insert, update (a grading
 * stored) or delete of either changes it, whichever process made it (issue 22's answer cache).
 */
export async function resultsVersion(db: Db, customerId: number): Promise<string> {
  const [row] = await db
    .select({
      results: sql<string>`count(*) || '.' || coalesce(max(${bloodResults}.xmin::text::bigint), 0)`,
      notes: sql<string>`(select count(*) || '.' || coalesce(max(n.xmin::text::bigint), 0) from ${tableViewNotes} n
        where n.result_id in (select r.id from ${bloodResults} r where r.customer_id = ${customerId}))`,
    })
    .from(bloodResults)
    .where(eq(bloodResults.customerId, customerId));
  return `${row?.results}:${row?.notes}`;
}

function computeValues(
  catalogue: Catalogue,
  profile: BloodProfile,
  testedAt: string,
  stored: { markerAbbr: string; value: number; unit: string }[],
): ComputedValue[] {
  const reported = new Map(stored.map((v) => [v.markerAbbr, v]));
  const egfr = computedEgfr(catalogue, profile, testedAt, reported.get(CREATININE_ABBR));
  const out: ComputedValue[] = [];
  for (const marker of catalogue.markers) {
    if (!appliesTo(marker, profile.sex)) continue;
    const range = rangeFor(marker, profile.sex);
    if (marker.abbr === EGFR_ABBR && egfr !== undefined) {
      out.push({
        markerAbbr: marker.abbr,
        value: egfr,
        unit: marker.unit,
        state: range ? optimizationState(range, egfr) : 7,
        derived: true,
      });
      continue;
    }
    const value = reported.get(marker.abbr);
    if (!value) continue;
    const primary = toPrimaryUnit(marker, value.value, value.unit);
    out.push(
      primary === undefined
        ? { markerAbbr: marker.abbr, value: value.value, unit: value.unit, state: 7, derived: false }
        : {
            markerAbbr: marker.abbr,
            value: primary,
            unit: marker.unit,
            state: range ? optimizationState(range, primary) : 7,
            derived: false,
          },
    );
  }
  return out;
}

/** eGFR rounded to a whole number as labs report it; the state is that of the shown value. */
function computedEgfr(
  catalogue: Catalogue,
  profile: BloodProfile,
  testedAt: string,
  creatinine: { value: number; unit: string } | undefined,
): number | undefined {
  const marker = catalogue.byAbbr.get(CREATININE_ABBR);
  if (!creatinine || !marker || !profile.sex || !profile.birthDate) return undefined;
  const mgPerDl = toPrimaryUnit(marker, creatinine.value, creatinine.unit);
  if (mgPerDl === undefined || !(mgPerDl > 0) || profile.birthDate > testedAt) return undefined;
  const ageYears = ageAt(profile.birthDate, testedAt);
  if (ageYears < 18) return undefined;
  return Math.round(egfrCkdEpi2021({ creatinine: mgPerDl, ageYears, sex: profile.sex }));
}

export interface LatestReading {
  resultId: number;
  testedAt: string;
  value: ComputedValue;
}

/** The newest reading of every marker across the results (newest first as loaded). */
export function latestByMarker(results: readonly ComputedResult[]): Map<string, LatestReading> {
  const latest = new Map<string, LatestReading>();
  for (const result of results)
    for (const value of result.values)
      if (!latest.has(value.markerAbbr))
        latest.set(value.markerAbbr, { resultId: result.id, testedAt: result.testedAt, value });
  return latest;
}

/** The categories that apply to the customer, each with its markers for the customer's sex. */
export function customerCategories(catalogue: Catalogue, sex: Sex | null): CatalogueCategory[] {
  return catalogue.categories
    .filter((c) => appliesTo(c, sex))
    .map((c) => ({
      ...c,
      markers: c.markers.filter((abbr) => {
        const marker = catalogue.byAbbr.get(abbr);
        return marker !== undefined && appliesTo(marker, sex);
      }),
    }));
}

export interface ScoredCategory {
  category: CatalogueCategory;
  score: number | undefined;
  band: ScoreBand | undefined;
}

/** Category scores (spec 000 §9 healthspan wheel) and the overall score from marker states by abbr. */
export function scoreCategories(
  categories: readonly CatalogueCategory[],
  states: Readonly<Record<string, OptimizationState | undefined>>,
): { scored: ScoredCategory[]; overall: OverallScore | undefined } {
  const scores = healthspanScores(categories, states);
  const byAbbr = new Map(scores.map((s) => [s.abbr, s.score]));
  const scored = categories.map((category) => {
    const score = byAbbr.get(category.abbr);
    return { category, score, band: score === undefined ? undefined : scoreBand(score) };
  });
  return { scored, overall: overallScore(scores.map((s) => s.score)) };
}

export const overallBody = (overall: OverallScore | undefined) =>
  overall ? { score: overall.score, grade: overall.grade, gradeLabel: gradeLabel(overall.grade) } : null;

/** A domain group as the contract's group of abbreviations. */
export function groupBody<T extends { abbr: string }>(group: ItemGroup<T>) {
  const abbrs = group.items.map((i) => i.abbr);
  return group.key === 'notOptimized'
    ? {
        key: group.key,
        abbrs,
        severities: group.severities.map((s) => ({
          severity: s.severity,
          abbrs: s.items.map((i) => i.abbr),
        })),
      }
    : { key: group.key, abbrs };
}

/** The states of one result's values by marker abbr. */
export const statesOf = (values: readonly ComputedValue[]): Record<string, OptimizationState> =>
  Object.fromEntries(values.map((v) => [v.markerAbbr, v.state]));

/** A result that belongs to the customer, or undefined (another's is indistinguishable from none). */
export async function ownResult(db: Db, customerId: number, resultId: number) {
  const [row] = await db
    .select({ id: bloodResults.id })
    .from(bloodResults)
    .where(and(eq(bloodResults.id, resultId), eq(bloodResults.customerId, customerId)));
  return row;
}
