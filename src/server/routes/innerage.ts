import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { DAY_MS, utcDayOf } from '../../domain/dates';
import {
  CHECK_IN_WINDOW_DAYS,
  innerAgePaths,
  setInterventionStatusRequest,
  type ActiveDailyActionsResponse,
  type InnerAgeMarkersListResponse,
  type InnerAgeMarkersResponse,
  type InnerAgeResultsResponse,
  type SetInterventionStatusRequest,
} from '../../contract/innerage';
import { ageAt, PHENOAGE_MARKERS } from '../../domain/innerage';
import type { AppDeps } from '../app';
import { interventions } from '../db/schema';
import { requireActiveCustomer, type CustomerEnv } from '../http/customer-auth';
import { HttpError, invalid, jsonError } from '../http/errors';
import { validate } from '../http/validate';
import { loadCatalogue } from '../services/blood-catalogue';
import { activeDailyActions, directionOf, setCheckIn } from '../services/blood-guidance';
import {
  latestByMarker,
  loadBloodProfile,
  loadResults,
  type ComputedResult,
} from '../services/blood-results';
import { findCustomer } from '../services/customers';
import {
  contributionsOf,
  innerAgeBody,
  innerAgeOf,
  modelBody,
  PHENOAGE_ABBRS,
  referenceValueOf,
  round1,
  round2,
} from '../services/innerage';
import { SESSION_ENDED_MESSAGE } from '../../contract/error-messages';

/** spec 000 §6: InnerAge needs the age permission plus allowedToSeeInnerAge or a DIY order with InnerAge. */
const mayUseInnerAge = (row: {
  permissions: string[];
  allowedToSeeInnerAge: boolean;
  hasDiyOrderWithInnerAge: boolean;
}) => row.permissions.includes('age') && (row.allowedToSeeInnerAge || row.hasDiyOrderWithInnerAge);

/** spec 000 §7.8, the InnerAge calls: age results, markers, daily actions and their check-ins. */
export function innerAgeRoutes(deps: AppDeps) {
  const { db } = deps;
  const customer = requireActiveCustomer(deps);

  async function context(customerId: number) {
    const row = await findCustomer(db, customerId);
    const profile = await loadBloodProfile(db, customerId);
    if (!row || !profile) throw new HttpError(401, SESSION_ENDED_MESSAGE);
    if (!mayUseInnerAge(row)) throw new HttpError(403, 'InnerAge is not part of your plan.');
    const catalogue = await loadCatalogue(db);
    return { profile, catalogue, results: await loadResults(db, catalogue, profile) };
  }

  const markerInfo = (catalogue: Awaited<ReturnType<typeof loadCatalogue>>) =>
    PHENOAGE_MARKERS.map((key) => {
      const marker = catalogue.byAbbr.get(PHENOAGE_ABBRS[key])!;
      return {
        key,
        abbr: marker.abbr,
        name: marker.name,
        unit: marker.unit,
        referenceValue: referenceValueOf(key),
      };
    });

  return new Hono<CustomerEnv>()
    .get(innerAgePaths.results, customer, async (c) => {
      const { profile, results } = await context(c.get('customer').customerId);
      const bodies = results.map((r) => innerAgeBody(r, profile.birthDate));
      const today = utcDayOf(deps.now());
      return c.json<InnerAgeResultsResponse>({
        model: modelBody(),
        birthDate: profile.birthDate,
        chronologicalAge:
          profile.birthDate && profile.birthDate <= today ? round1(ageAt(profile.birthDate, today)) : null,
        latest: bodies.find((b) => b.canCompute) ?? null,
        results: bodies,
      });
    })
    .get(innerAgePaths.markersList, customer, async (c) => {
      const { profile, catalogue, results } = await context(c.get('customer').customerId);
      const chosen: ComputedResult | undefined =
        results.find((r) => innerAgeOf(r, profile.birthDate).canCompute) ?? results[0];
      const computed = chosen && innerAgeOf(chosen, profile.birthDate);
      const contributions = computed?.canCompute ? contributionsOf(computed) : undefined;
      return c.json<InnerAgeMarkersListResponse>({
        model: modelBody(),
        resultId: chosen?.id ?? null,
        testedAt: chosen?.testedAt ?? null,
        innerAge: computed?.canCompute ? round1(computed.phenoAge) : null,
        chronologicalAge: computed?.ageYears === undefined ? null : round1(computed.ageYears),
        baseline: contributions ? round2(contributions.baseline) : null,
        markers: markerInfo(catalogue).map((info) => {
          const value = chosen?.values.find((v) => v.markerAbbr === info.abbr);
          const years = contributions?.years[info.key];
          return {
            ...info,
            value: value?.value ?? null,
            optimizationStateValue: value?.state ?? null,
            contributionYears: years === undefined ? null : round2(years),
          };
        }),
      });
    })
    .get(innerAgePaths.markers, customer, async (c) => {
      const { profile, catalogue, results } = await context(c.get('customer').customerId);
      const perResult = results.map((r) => {
        const computed = innerAgeOf(r, profile.birthDate);
        return { result: r, contributions: computed.canCompute ? contributionsOf(computed) : undefined };
      });
      return c.json<InnerAgeMarkersResponse>({
        model: modelBody(),
        markers: markerInfo(catalogue).map((info) => {
          const history = perResult.flatMap(({ result, contributions }) => {
            const value = result.values.find((v) => v.markerAbbr === info.abbr);
            if (!value) return [];
            const years = contributions?.years[info.key];
            return [
              {
                resultId: result.id,
                testedAt: result.testedAt,
                value: value.value,
                optimizationStateValue: value.state,
                contributionYears: years === undefined ? null : round2(years),
              },
            ];
          });
          return { ...info, latest: history[0] ?? null, history };
        }),
      });
    })
    .get(innerAgePaths.activeDailyActions, customer, async (c) => {
      const { customerId } = c.get('customer');
      const { catalogue, results } = await context(customerId);
      const day = utcDayOf(deps.now());
      const latest = latestByMarker(results);
      const dailyActions = await activeDailyActions(db, catalogue, latest, customerId, day);
      const states = [...latest.values()].map((reading) => reading.value.state);
      return c.json<ActiveDailyActionsResponse>({
        day,
        dailyActions,
        markersTested: states.length,
        markersToImprove: states.filter((state) => directionOf(state) !== undefined).length,
      });
    })
    .post(
      innerAgePaths.setInterventionStatus,
      customer,
      validate('json', setInterventionStatusRequest),
      async (c) => {
        const body = c.req.valid('json');
        const { customerId } = c.get('customer');
        await context(customerId);
        const now = deps.now();
        const daysAgo = Math.round((Date.parse(utcDayOf(now)) - Date.parse(body.day)) / DAY_MS);
        if (daysAgo < 0 || daysAgo > CHECK_IN_WINDOW_DAYS)
          throw invalid([
            { path: 'day', message: `Check in for today or one of the past ${CHECK_IN_WINDOW_DAYS} days` },
          ]);
        const [known] = await db
          .select({ id: interventions.id })
          .from(interventions)
          .where(eq(interventions.id, body.interventionId));
        if (!known) return jsonError(c, 404, 'No such daily action');
        await setCheckIn(db, { customerId, ...body }, now);
        return c.json<SetInterventionStatusRequest>(body);
      },
    );
}
