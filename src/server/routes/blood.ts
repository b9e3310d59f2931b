import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { utcDayOf } from '../../domain/dates';
import {
  abbrParam,
  bloodPaths,
  categoriesForEachResultQuery,
  categoriesQuery,
  extraInformationCacheControl,
  idParam,
  markerParam,
  markersForViewQuery,
  noteRequest,
  recommendationsQuery,
  shareRequest,
  type BloodResultsResponse,
  type CategoriesForEachResultResponse,
  type CategoriesResponse,
  type CategoryExtraInformation,
  type MarkerExtraInformation,
  type MarkersForViewResponse,
  type PopulationPositionResponse,
  type RangesResponse,
  type RecommendationsResponse,
  type TableViewNote,
} from '../../contract/blood';
import { groupCategories, groupMarkers } from '../../domain/grouping';
import { stateSeverity } from '../../domain/zones';
import type { AppDeps } from '../app';
import { categoryInformation, markerInformation, tableViewNotes } from '../db/schema';
import { requireActiveCustomer, type CustomerEnv } from '../http/customer-auth';
import { HttpError, invalid, jsonError } from '../http/errors';
import { sendEncoded } from '../http/cached-answer';
import { validate } from '../http/validate';
import { appliesTo, loadCatalogue, rangeFor } from '../services/blood-catalogue';
import { recommendationsByMarker } from '../services/blood-guidance';
import {
  bloodProfileOf,
  customerCategories,
  gradingKey,
  groupBody,
  latestByMarker,
  loadBloodProfile,
  loadResults,
  overallBody,
  ownResult,
  resultsVersion,
  scoreCategories,
  statesOf,
} from '../services/blood-results';
import { NOTHING_TO_SHARE, shareLatestResult } from '../services/bloodwork-share';
import { histogram, percentileRank, populationOf } from '../services/population';
import { createVersionedAnswers } from '../services/versioned-answers';
import { resultsHistoryPdf } from '../services/results-history-pdf';
import { SESSION_ENDED_MESSAGE } from '../../contract/error-messages';

// Customers whose encoded results this process keeps (a few tens of kB each).
const RESULTS_ANSWERS_KEPT = 500;

/** spec 000 §7.7 without OCR: blood results, ranges, categories, history PDF, notes, share, recommendations, extra information. */
export function bloodRoutes(deps: AppDeps) {
  const { db } = deps;
  const customer = requireActiveCustomer(deps);
  const resultsAnswers = createVersionedAnswers<number>(RESULTS_ANSWERS_KEPT);

  async function context(customerId: number) {
    const profile = await loadBloodProfile(db, customerId);
    if (!profile) throw new HttpError(401, SESSION_ENDED_MESSAGE);
    return { profile, catalogue: await loadCatalogue(db) };
  }

  /** Each result's category scores, newest first (000 §7.7 categories-for-each-result). */
  async function categoriesForEachResult(customerId: number, forLastResults: number | undefined) {
    const { profile, catalogue } = await context(customerId);
    const results = await loadResults(db, catalogue, profile, { limit: forLastResults });
    const categories = customerCategories(catalogue, profile.sex);
    return results.map((r): CategoriesForEachResultResponse[number] => {
      const { scored, overall } = scoreCategories(categories, statesOf(r.values));
      return {
        resultId: r.id,
        testedAt: r.testedAt,
        overall: overallBody(overall),
        categories: scored.map((s) => ({
          abbr: s.category.abbr,
          score: s.score ?? null,
          scoreBand: s.band ?? null,
        })),
      };
    });
  }

  return new Hono<CustomerEnv>()
    .get(bloodPaths.results, customer, async (c) => {
      // issue 22: the profile from the row the session was read with, no query while it is cached;
      // the answer from memory while the results' version (one query) and the grading key hold
      const profile = bloodProfileOf(c.get('customer').row);
      const catalogue = await loadCatalogue(db);
      const version = `${gradingKey(catalogue, profile)}|${await resultsVersion(db, profile.customerId)}`;
      const answer = await resultsAnswers.answer(profile.customerId, version, async () => {
        const results = await loadResults(db, catalogue, profile);
        return results.map((r): BloodResultsResponse[number] => ({
          id: r.id,
          testedAt: r.testedAt,
          publishedAt: r.publishedAt,
          source: r.source,
          groupId: r.groupId,
          markerValues: r.values.map((v) => ({
            markerAbbr: v.markerAbbr,
            value: v.value,
            unit: v.unit,
            optimizationStateValue: v.state,
            derived: v.derived,
          })),
          notes: r.notes,
        }));
      });
      return sendEncoded(c, answer);
    })
    .get(bloodPaths.ranges, customer, async (c) => {
      const { profile, catalogue } = await context(c.get('customer').customerId);
      const ranges = catalogue.markers.flatMap((m) => {
        const range = appliesTo(m, profile.sex) ? rangeFor(m, profile.sex) : undefined;
        return range ? [{ markerAbbr: m.abbr, unit: m.unit, ...range }] : [];
      });
      return c.json<RangesResponse>({ sex: profile.sex, ranges });
    })
    .get(bloodPaths.categories, customer, validate('query', categoriesQuery), async (c) => {
      const { limit, offset, sortMode } = c.req.valid('query');
      const { profile, catalogue } = await context(c.get('customer').customerId);
      const results = await loadResults(db, catalogue, profile);
      const latest = latestByMarker(results);
      const states = Object.fromEntries([...latest].map(([abbr, r]) => [abbr, r.value.state]));
      const { scored, overall } = scoreCategories(customerCategories(catalogue, profile.sex), states);
      const items = scored.map(({ category, score, band }) => ({
        id: category.id,
        abbr: category.abbr,
        name: category.name,
        description: category.description,
        forGender: category.forGender,
        score: score ?? null,
        scoreBand: band ?? null,
        markers: category.markers.map((abbr) => ({
          abbr,
          optimizationStateValue: latest.get(abbr)?.value.state ?? null,
        })),
      }));
      return c.json<CategoriesResponse>({
        asOf: results[0]?.testedAt ?? null,
        total: items.length,
        offset,
        limit,
        categories: items.slice(offset, offset + limit),
        overall: overallBody(overall),
        sortMode,
        groups: groupCategories(items, sortMode).map(groupBody),
      });
    })
    .get(
      bloodPaths.categoriesForEachResult,
      customer,
      validate('query', categoriesForEachResultQuery),
      async (c) =>
        c.json<CategoriesForEachResultResponse>(
          await categoriesForEachResult(c.get('customer').customerId, c.req.valid('query').forLastResults),
        ),
    )
    .get(
      bloodPaths.categoriesForEachResultShort,
      customer,
      validate('query', categoriesForEachResultQuery),
      async (c) =>
        c.json<CategoriesForEachResultResponse>(
          await categoriesForEachResult(c.get('customer').customerId, c.req.valid('query').forLastResults),
        ),
    )
    .get(bloodPaths.markersForView, customer, validate('query', markersForViewQuery), async (c) => {
      const { sortMode, categoryAbbr } = c.req.valid('query');
      const { profile, catalogue } = await context(c.get('customer').customerId);
      const category = categoryAbbr?.toUpperCase();
      if (category && !catalogue.categories.some((cat) => cat.abbr === category))
        return jsonError(c, 404, `No marker category ${categoryAbbr}`);
      const results = await loadResults(db, catalogue, profile);
      const oldestFirst = [...results].reverse();
      const markers = catalogue.markers
        .filter((m) => appliesTo(m, profile.sex) && (!category || m.categoryAbbr === category))
        .map((m) => {
          const history = oldestFirst.flatMap((r) => {
            const v = r.values.find((value) => value.markerAbbr === m.abbr);
            return v
              ? [
                  {
                    resultId: r.id,
                    testedAt: r.testedAt,
                    value: v.value,
                    optimizationStateValue: v.state,
                    derived: v.derived,
                  },
                ]
              : [];
          });
          const latest = history.at(-1) ?? null;
          return {
            id: m.id,
            abbr: m.abbr,
            name: m.name,
            unit: m.unit,
            categoryId: m.categoryId,
            categoryAbbr: m.categoryAbbr,
            categoryName: m.categoryName,
            range: rangeFor(m, profile.sex) ?? null,
            latest,
            severity: latest ? (stateSeverity(latest.optimizationStateValue) ?? null) : null,
            history,
          };
        });
      const groups = groupMarkers(
        markers.map((m) => ({ abbr: m.abbr, name: m.name, state: m.latest?.optimizationStateValue })),
        sortMode,
      );
      return c.json<MarkersForViewResponse>({
        sortMode,
        asOf: results[0]?.testedAt ?? null,
        markers,
        groups: groups.map(groupBody),
      });
    })
    .get(bloodPaths.populationPosition, customer, validate('param', markerParam), async (c) => {
      const abbr = c.req.valid('param').marker.toUpperCase();
      const { profile, catalogue } = await context(c.get('customer').customerId);
      const marker = catalogue.byAbbr.get(abbr);
      if (!marker || !appliesTo(marker, profile.sex)) return jsonError(c, 404, `No blood marker ${abbr}`);
      const latest = latestByMarker(await loadResults(db, catalogue, profile)).get(abbr);
      const population = await populationOf(db, abbr, profile.sex);
      const value = latest && latest.value.unit === marker.unit ? latest.value.value : undefined;
      return c.json<PopulationPositionResponse>({
        markerAbbr: abbr,
        unit: marker.unit,
        sex: profile.sex,
        value: value ?? null,
        testedAt: value === undefined ? null : latest!.testedAt,
        percentile: value === undefined ? null : (percentileRank(population, value) ?? null),
        populationSize: population.length,
        histogram: histogram(population),
      });
    })
    .get(bloodPaths.resultsHistoryReport, customer, async (c) => {
      const { profile, catalogue } = await context(c.get('customer').customerId);
      const results = await loadResults(db, catalogue, profile);
      if (results.length === 0) return jsonError(c, 409, 'You have no blood results yet.');
      const now = deps.now();
      const pdf = await resultsHistoryPdf(catalogue, profile, results, now);
      return c.body(new Uint8Array(pdf), 200, {
        'Content-Type': 'application/pdf',
        'Content-Disposition': `attachment; filename="healthspan-results-history-${utcDayOf(now)}.pdf"`,
        'Cache-Control': 'private, no-store',
      });
    })
    .post(bloodPaths.share, customer, validate('json', shareRequest), async (c) => {
      const body = c.req.valid('json');
      const { profile, catalogue } = await context(c.get('customer').customerId);
      const shared = await shareLatestResult(db, deps.outbox, catalogue, profile, body, deps.now());
      return shared ? c.json(shared) : jsonError(c, 409, NOTHING_TO_SHARE);
    })
    .post(
      bloodPaths.submitNote,
      customer,
      validate('param', idParam),
      validate('json', noteRequest),
      async (c) => {
        const { id } = c.req.valid('param');
        const { title, comment } = c.req.valid('json');
        const { customerId } = c.get('customer');
        // Another customer's result answers exactly like a missing one: existence is not revealed.
        if (!(await ownResult(db, customerId, id))) return jsonError(c, 404, 'No such blood result');
        const [note] = await db
          .insert(tableViewNotes)
          .values({ customerId, resultId: id, title, comment, createdAt: deps.now() })
          .returning();
        return c.json<TableViewNote>(
          {
            id: note!.id,
            resultId: note!.resultId,
            title: note!.title,
            comment: note!.comment,
            createdAt: note!.createdAt.toISOString(),
          },
          201,
        );
      },
    )
    .delete(bloodPaths.deleteNote, customer, validate('param', idParam), async (c) => {
      const { id } = c.req.valid('param');
      const deleted = await db
        .delete(tableViewNotes)
        .where(and(eq(tableViewNotes.id, id), eq(tableViewNotes.customerId, c.get('customer').customerId)))
        .returning({ id: tableViewNotes.id });
      if (deleted.length === 0) return jsonError(c, 404, 'No such note');
      return c.body(null, 204);
    })
    .get(bloodPaths.recommendationsByMarker, customer, validate('query', recommendationsQuery), async (c) => {
      const { markerAbbrs } = c.req.valid('query');
      const { profile, catalogue } = await context(c.get('customer').customerId);
      const unknown = markerAbbrs?.filter((abbr) => !catalogue.byAbbr.has(abbr)) ?? [];
      if (unknown.length)
        throw invalid([{ path: 'markerAbbrs', message: `Unknown marker ${unknown.join(', ')}` }]);
      const latest = latestByMarker(await loadResults(db, catalogue, profile));
      return c.json<RecommendationsResponse>(
        await recommendationsByMarker(db, catalogue, latest, markerAbbrs),
      );
    })
    .get(bloodPaths.markerExtraInformation, validate('param', abbrParam), async (c) => {
      const abbr = c.req.valid('param').abbr.toUpperCase();
      const catalogue = await loadCatalogue(db);
      const marker = catalogue.byAbbr.get(abbr);
      const [info] = marker
        ? await db.select().from(markerInformation).where(eq(markerInformation.markerId, marker.id))
        : [];
      if (!marker || !info) return jsonError(c, 404, `No blood marker ${abbr}`);
      c.header('Cache-Control', extraInformationCacheControl);
      return c.json<MarkerExtraInformation>({
        id: marker.id,
        abbr: marker.abbr,
        name: marker.name,
        unit: marker.unit,
        categoryId: marker.categoryId,
        categoryAbbr: marker.categoryAbbr,
        categoryName: marker.categoryName,
        whatItIs: info.whatItIs,
        whyItMatters: info.whyItMatters,
        whatMovesIt: info.whatMovesIt,
      });
    })
    .get(bloodPaths.categoryExtraInformation, validate('param', idParam), async (c) => {
      const { id } = c.req.valid('param');
      const catalogue = await loadCatalogue(db);
      const category = catalogue.categories.find((cat) => cat.id === id);
      const [info] = category
        ? await db.select().from(categoryInformation).where(eq(categoryInformation.categoryId, id))
        : [];
      if (!category || !info) return jsonError(c, 404, `No marker category ${id}`);
      c.header('Cache-Control', extraInformationCacheControl);
      return c.json<CategoryExtraInformation>({
        id: category.id,
        abbr: category.abbr,
        name: category.name,
        description: category.description,
        overview: info.overview,
        whyItMatters: info.whyItMatters,
        howToImprove: info.howToImprove,
        markers: category.markers.map((abbr) => ({ abbr, name: catalogue.byAbbr.get(abbr)!.name })),
      });
    });
}
