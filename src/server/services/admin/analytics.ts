import { and, count, eq, gte, isNotNull, sql } from 'drizzle-orm';
import { activationStates } from '../../../contract/auth';
import type { AnalyticsResponse, AnalyticsWeek } from '../../../contract/back-office-insights';
import { addDays, isoWeekday } from '../../../domain/habits/dates';
import type { Db } from '../../db';
import { bloodResults, customers, ocrUploads, tests } from '../../db/schema';
import { loadCatalogue } from '../blood-catalogue';
import { loadBloodProfile, loadResults } from '../blood-results';
import { innerAgeOf, round2 } from '../innerage';
import { weekStartOf } from './home';

/** The ISO week (its Monday, UTC, as YYYY-MM-DD) of a timestamp or date column, in SQL. */
const weekOf = (column: unknown) =>
  sql<string>`to_char(date_trunc('week', (${column})::timestamp), 'YYYY-MM-DD')`;
const weekOfInstant = (column: unknown) =>
  sql<string>`to_char(date_trunc('week', ${column} at time zone 'UTC'), 'YYYY-MM-DD')`;

type Counts = Map<string, number>;
const asCounts = (rows: { week: string; n: number }[]): Counts => new Map(rows.map((r) => [r.week, r.n]));

/**
 * The back office's weekly figures over the last `weeks` ISO weeks (this one included): sign-ups,
 * tests activated, tests resulted (by the result's draw date), results uploaded (confirmed uploads),
 * the mean InnerAge change, and the activation funnel as it stands now.
 */
export async function analytics(db: Db, weeks: number, now: Date): Promise<AnalyticsResponse> {
  const last = weekStartOf(now);
  const first = addDays(last, -7 * (weeks - 1));
  const from = new Date(`${first}T00:00:00Z`);
  const starts = Array.from({ length: weeks }, (_, i) => addDays(first, 7 * i));

  const signUpWeek = weekOfInstant(customers.createdAt);
  const activatedWeek = weekOfInstant(tests.activatedAt);
  const resultedWeek = weekOf(bloodResults.testedAt);
  const uploadedWeek = weekOfInstant(ocrUploads.confirmedAt);
  const [signUps, activated, resulted, uploaded, funnelRows, innerAge] = await Promise.all([
    db
      .select({ week: signUpWeek, n: count() })
      .from(customers)
      .where(gte(customers.createdAt, from))
      .groupBy(signUpWeek),
    db
      .select({ week: activatedWeek, n: count() })
      .from(tests)
      .where(gte(tests.activatedAt, from))
      .groupBy(activatedWeek),
    db
      .select({ week: resultedWeek, n: count() })
      .from(tests)
      .innerJoin(bloodResults, eq(bloodResults.id, tests.resultId))
      .where(and(isNotNull(tests.resultId), gte(bloodResults.testedAt, first)))
      .groupBy(resultedWeek),
    db
      .select({ week: uploadedWeek, n: count() })
      .from(ocrUploads)
      .where(and(eq(ocrUploads.status, 'confirmed'), gte(ocrUploads.confirmedAt, from)))
      .groupBy(uploadedWeek),
    db
      .select({ state: customers.activationState, n: count() })
      .from(customers)
      .groupBy(customers.activationState),
    innerAgeChanges(db, first),
  ]);
  const bySignUp = asCounts(signUps);
  const byActivated = asCounts(activated);
  const byResulted = asCounts(resulted);
  const byUploaded = asCounts(uploaded);
  const funnel = new Map(funnelRows.map((r) => [r.state, r.n]));
  return {
    weeks: starts.map((weekStart): AnalyticsWeek => {
      const changes = innerAge.get(weekStart) ?? [];
      return {
        weekStart,
        signUps: bySignUp.get(weekStart) ?? 0,
        testsActivated: byActivated.get(weekStart) ?? 0,
        testsResulted: byResulted.get(weekStart) ?? 0,
        resultsUploaded: byUploaded.get(weekStart) ?? 0,
        innerAgeChange: changes.length
          ? round2(changes.reduce((sum, d) => sum + d, 0) / changes.length)
          : null,
        innerAgeCustomers: changes.length,
      };
    }),
    funnel: activationStates.map((state) => ({ state, count: funnel.get(state) ?? 0 })),
  };
}

/**
 * Latest minus previous InnerAge of each customer with two or more computable draws whose latest
 * falls on or after `first`, grouped by the week of that latest draw. The InnerAge is the product's
 * own (services/innerage innerAgeOf over the customer's computed results).
 */
async function innerAgeChanges(db: Db, first: string): Promise<Map<string, number[]>> {
  const candidates = await db
    .select({ customerId: bloodResults.customerId })
    .from(bloodResults)
    .groupBy(bloodResults.customerId)
    .having(and(sql`count(*) >= 2`, sql`max(${bloodResults.testedAt}) >= ${first}`));
  const byWeek = new Map<string, number[]>();
  if (candidates.length === 0) return byWeek;
  const catalogue = await loadCatalogue(db);
  for (const { customerId } of candidates) {
    const profile = await loadBloodProfile(db, customerId);
    if (!profile) continue;
    const computed = (await loadResults(db, catalogue, profile)).flatMap((r) => {
      const age = innerAgeOf(r, profile.birthDate);
      return age.canCompute ? [{ testedAt: r.testedAt, phenoAge: age.phenoAge }] : [];
    });
    const [latest, previous] = computed;
    if (!latest || !previous || latest.testedAt < first) continue;
    const week = addDays(latest.testedAt, -isoWeekday(latest.testedAt));
    byWeek.set(week, [...(byWeek.get(week) ?? []), latest.phenoAge - previous.phenoAge]);
  }
  return byWeek;
}
