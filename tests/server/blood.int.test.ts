import { inflateSync } from 'node:zlib';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillPath } from '../../src/contract/admin';
import {
  bloodPaths,
  bloodResultsResponse,
  categoriesForEachResultResponse,
  categoriesResponse,
  categoryExtraInformation,
  markerExtraInformation,
  markersForViewResponse,
  populationPositionResponse,
  rangesResponse,
  recommendationsResponse,
  shareResponse,
  tableViewNote,
  type BloodResult,
} from '../../src/contract/blood';
import { errorBody } from '../../src/contract/http';
import { optimizationState, type BloodRange, type OptimizationState } from '../../src/domain/blood-range';
import { healthspanScores, overallScore } from '../../src/domain/category-scores';
import { formatDate } from '../../src/domain/dates';
import { egfrCkdEpi2021 } from '../../src/domain/egfr';
import { groupMarkers, SortMode } from '../../src/domain/grouping';
import { ageAt } from '../../src/domain/innerage';
import { OPTIMAL_GREEN } from '../../src/domain/palette';
import { STATUS_LEGEND, statusLabel } from '../../src/domain/marker-status';
import {
  bloodMarkerRanges,
  bloodMarkers,
  bloodResults,
  bloodValues,
  bloodworkShares,
  customers,
  markerCategories,
  populationValues,
  tableViewNotes,
} from '../../src/server/db/schema';
import { DEMO_DRAWS, POPULATION_PER_SEX } from '../../src/server/db/seed/demo-blood';
import { hashPassword } from '../../src/server/services/crypto';
import { readOutbox } from '../../src/server/services/outbox';
import { percentileRank } from '../../src/server/services/population';
import { bearerCalls } from './http-client';
import { createTestApp, type TestApp } from './test-app';

const email = (persona: string) => `${persona}@demo.healthspan.test`;
const OTHER = { email: 'blood-other@example.test', password: 'Other-person-1', birthDate: '1990-05-02' };

let t: TestApp;
let tokenA: string;
let tokenB: string;
let otherId: number;
let otherResultId: number;

const { api, logIn } = bearerCalls(() => t);

const issuesOf = async (res: Response) =>
  errorBody
    .parse(await res.json())
    .issues!.map((i) => i.path)
    .sort();

/** The stored ranges of one sex by marker abbreviation, read straight from the reference tables. */
async function storedRanges(sex: 'male' | 'female') {
  const rows = await t.database.db
    .select({ abbr: bloodMarkers.abbr, range: bloodMarkerRanges })
    .from(bloodMarkerRanges)
    .innerJoin(bloodMarkers, eq(bloodMarkerRanges.markerId, bloodMarkers.id))
    .where(eq(bloodMarkerRanges.sex, sex));
  return new Map<string, BloodRange>(
    rows.map(({ abbr, range: { markerId: _m, sex: _s, ...range } }) => [abbr, range]),
  );
}

async function activeId() {
  const [row] = await t.database.db
    .select()
    .from(customers)
    .where(eq(customers.email, email('active')));
  return row!;
}

beforeAll(async () => {
  t = await createTestApp();
  // Customer B: a woman with one draw of her own.
  const [other] = await t.database.db
    .insert(customers)
    .values({
      email: OTHER.email,
      passwordHash: await hashPassword(OTHER.password),
      firstName: 'Blair',
      lastName: 'Other',
      activationState: 'ACTIVE',
      permissions: ['summary', 'bloodwork', 'nutrition', 'age'],
      allowedToSeeInnerAge: true,
      sex: 'female',
      birthDate: OTHER.birthDate,
    })
    .returning();
  otherId = other!.id;
  const [result] = await t.database.db
    .insert(bloodResults)
    .values({ customerId: otherId, testedAt: '2026-06-01', publishedAt: '2026-06-03', source: 'Test lab' })
    .returning();
  otherResultId = result!.id;
  await t.database.db.insert(bloodValues).values([
    { resultId: otherResultId, markerAbbr: 'HDL', value: 45, unit: 'mg/dL' },
    { resultId: otherResultId, markerAbbr: 'LDL', value: 2.1, unit: 'mmol/L' },
    { resultId: otherResultId, markerAbbr: 'CREAT', value: 0.8, unit: 'mg/dL' },
    { resultId: otherResultId, markerAbbr: 'FERRITIN', value: 20, unit: 'ng/mL' },
    { resultId: otherResultId, markerAbbr: 'TSH', value: 7, unit: 'furlongs' },
  ]);
  tokenA = await logIn(email('active'));
  tokenB = await logIn(OTHER.email, OTHER.password);
});
afterAll(() => t.close());

const customerGets = [
  bloodPaths.results,
  bloodPaths.ranges,
  bloodPaths.categories,
  bloodPaths.categoriesForEachResult,
  bloodPaths.markersForView,
  fillPath(bloodPaths.populationPosition, { marker: 'LDL' }),
  bloodPaths.recommendationsByMarker,
  bloodPaths.resultsHistoryReport,
];

describe('blood calls', () => {
  it.each(customerGets)('answers %s only with a customer token (401 otherwise)', async (path) => {
    expect((await api('GET', path)).status).toBe(401);
    expect((await api('GET', path, 'not-a-token')).status).toBe(401);
    expect((await api('GET', path, tokenA)).status).toBe(200);
  });

  it('refuses anonymous writes with 401', async () => {
    expect(
      (await api('POST', bloodPaths.share, undefined, { sharedName: 'x', sharedEmail: 'x@y.z' })).status,
    ).toBe(401);
    expect(
      (await api('POST', fillPath(bloodPaths.submitNote, { id: '1' }), undefined, { title: 'x' })).status,
    ).toBe(401);
    expect((await api('DELETE', fillPath(bloodPaths.deleteNote, { id: '1' }))).status).toBe(401);
  });
});

describe('blood results', () => {
  let results: BloodResult[];
  beforeAll(async () => {
    results = bloodResultsResponse.parse(await (await api('GET', bloodPaths.results, tokenA)).json());
  });

  it('lists active@’s draws newest tested first with YYYY-MM-DD dates', () => {
    expect(results.map((r) => r.testedAt)).toEqual(DEMO_DRAWS.map((d) => d.testedAt).reverse());
    expect(results.map((r) => r.publishedAt)).toEqual(DEMO_DRAWS.map((d) => d.publishedAt).reverse());
    expect(results.length).toBeGreaterThanOrEqual(4);
  });

  it('answers the stored values, each state computed from the customer’s sex-specific range', async () => {
    const ranges = await storedRanges('male');
    const stored = await t.database.db
      .select()
      .from(bloodValues)
      .where(
        inArray(
          bloodValues.resultId,
          results.map((r) => r.id),
        ),
      );
    let checked = 0;
    for (const result of results) {
      const measured = result.markerValues.filter((v) => !v.derived);
      expect(measured).toHaveLength(stored.filter((s) => s.resultId === result.id).length);
      for (const value of measured) {
        const row = stored.find((s) => s.resultId === result.id && s.markerAbbr === value.markerAbbr)!;
        expect(value.value).toBe(row.value);
        expect(value.unit).toBe(row.unit);
        expect(value.optimizationStateValue).toBe(
          optimizationState(ranges.get(value.markerAbbr)!, row.value),
        );
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(200);
    // The demo draws have values outside the optimal range and improve over time.
    const ldl = results.map(
      (r) => r.markerValues.find((v) => v.markerAbbr === 'LDL')!.optimizationStateValue,
    );
    expect(ldl.at(-1)).toBeGreaterThan(ldl[0]!);
    expect(ldl[0]).toBeGreaterThan(0);
  });

  it('computes eGFR (CKD-EPI 2021) from creatinine, age at the draw and sex; it is never stored', async () => {
    const me = await activeId();
    const ranges = await storedRanges('male');
    for (const result of results) {
      const creatinine = result.markerValues.find((v) => v.markerAbbr === 'CREAT')!.value;
      const egfr = result.markerValues.find((v) => v.markerAbbr === 'EGFR')!;
      const expected = Math.round(
        egfrCkdEpi2021({ creatinine, ageYears: ageAt(me.birthDate!, result.testedAt), sex: 'male' }),
      );
      expect(egfr).toMatchObject({ value: expected, derived: true });
      expect(egfr.optimizationStateValue).toBe(optimizationState(ranges.get('EGFR')!, expected));
    }
    const storedEgfr = await t.database.db
      .select()
      .from(bloodValues)
      .where(eq(bloodValues.markerAbbr, 'EGFR'));
    expect(storedEgfr).toEqual([]);
  });

  it('answers each customer only their own results; other units are converted, unknown ones undetermined', async () => {
    const mine = bloodResultsResponse.parse(await (await api('GET', bloodPaths.results, tokenB)).json());
    expect(mine.map((r) => r.id)).toEqual([otherResultId]);
    expect(results.map((r) => r.id)).not.toContain(otherResultId);
    const values = new Map(mine[0]!.markerValues.map((v) => [v.markerAbbr, v]));
    const female = await storedRanges('female');
    // HDL 45 is below a woman's reference range (≥ 50) but inside a man's (≥ 40).
    expect(values.get('HDL')!.optimizationStateValue).toBe(optimizationState(female.get('HDL')!, 45));
    expect(optimizationState(female.get('HDL')!, 45)).not.toBe(
      optimizationState((await storedRanges('male')).get('HDL')!, 45),
    );
    expect(values.get('LDL')).toMatchObject({
      unit: 'mg/dL',
      value: Math.round((2.1 / 0.02586) * 1e4) / 1e4,
    });
    expect(values.get('TSH')).toMatchObject({ unit: 'furlongs', value: 7, optimizationStateValue: 7 });
    expect(values.get('EGFR')).toMatchObject({
      derived: true,
      value: Math.round(
        egfrCkdEpi2021({ creatinine: 0.8, ageYears: ageAt(OTHER.birthDate, '2026-06-01'), sex: 'female' }),
      ),
    });
  });
});

describe('another customer’s results', () => {
  it('never reach B through any read call: B sees only B’s draw, values and notes', async () => {
    const aResults = bloodResultsResponse.parse(await (await api('GET', bloodPaths.results, tokenA)).json());
    const aIds = new Set(aResults.map((r) => r.id));
    const note = tableViewNote.parse(
      await (
        await api('POST', fillPath(bloodPaths.submitNote, { id: String(aResults[0]!.id) }), tokenA, {
          title: 'Private to A',
        })
      ).json(),
    );
    try {
      const mine = bloodResultsResponse.parse(await (await api('GET', bloodPaths.results, tokenB)).json());
      expect(mine.map((r) => r.id)).toEqual([otherResultId]);
      expect(mine.flatMap((r) => r.notes)).toEqual([]);
      const view = markersForViewResponse.parse(
        await (await api('GET', `${bloodPaths.markersForView}?sortMode=2`, tokenB)).json(),
      );
      const readings = view.markers.flatMap((m) => m.history.map((h) => h.resultId));
      expect(new Set(readings)).toEqual(new Set([otherResultId]));
      expect(view.asOf).toBe('2026-06-01');
      const each = categoriesForEachResultResponse.parse(
        await (await api('GET', bloodPaths.categoriesForEachResult, tokenB)).json(),
      );
      expect(each.map((r) => r.resultId)).toEqual([otherResultId]);
      // calls.txt also lists the short form of the path: the same answer, the same scope
      const short: unknown = await (await api('GET', bloodPaths.categoriesForEachResultShort, tokenB)).json();
      expect(short).toEqual(each);
      const categories = categoriesResponse.parse(
        await (await api('GET', bloodPaths.categories, tokenB)).json(),
      );
      expect(categories.asOf).toBe('2026-06-01');
      const hdl = populationPositionResponse.parse(
        await (await api('GET', fillPath(bloodPaths.populationPosition, { marker: 'HDL' }), tokenB)).json(),
      );
      expect(hdl).toMatchObject({ value: 45, testedAt: '2026-06-01' });
      expect(readings.some((id) => aIds.has(id))).toBe(false);
    } finally {
      await api('DELETE', fillPath(bloodPaths.deleteNote, { id: String(note.id) }), tokenA);
    }
  });
});

describe('ranges', () => {
  it('answers the customer’s sex-specific ranges', async () => {
    const male = rangesResponse.parse(await (await api('GET', bloodPaths.ranges, tokenA)).json());
    const female = rangesResponse.parse(await (await api('GET', bloodPaths.ranges, tokenB)).json());
    expect(male.sex).toBe('male');
    expect(female.sex).toBe('female');
    const stored = await storedRanges('male');
    expect(male.ranges).toHaveLength(stored.size);
    for (const { markerAbbr, unit: _unit, ...range } of male.ranges)
      expect(range).toEqual(stored.get(markerAbbr));
    expect(female.ranges.find((r) => r.markerAbbr === 'HDL')!.minA).toBe(50);
    expect(male.ranges.find((r) => r.markerAbbr === 'HDL')!.minA).toBe(40);
  });
});

/** The latest state of each marker, computed in the test from the results call. */
async function latestStates(token: string) {
  const results = bloodResultsResponse.parse(await (await api('GET', bloodPaths.results, token)).json());
  const states: Record<string, OptimizationState> = {};
  for (const r of results) for (const v of r.markerValues) states[v.markerAbbr] ??= v.optimizationStateValue;
  return states;
}

describe('categories', () => {
  it('answers the first 10 by default, scored from the latest states with the domain model', async () => {
    const body = categoriesResponse.parse(await (await api('GET', bloodPaths.categories, tokenA)).json());
    expect(body).toMatchObject({ total: 10, offset: 0, limit: 10, asOf: DEMO_DRAWS.at(-1)!.testedAt });
    const cats = await t.database.db.select().from(markerCategories).orderBy(markerCategories.sortOrder);
    const markers = await t.database.db.select().from(bloodMarkers).orderBy(bloodMarkers.sortOrder);
    const members = cats.map((c) => ({
      abbr: c.abbr,
      markers: markers.filter((m) => m.categoryId === c.id).map((m) => m.abbr),
    }));
    const expected = healthspanScores(members, await latestStates(tokenA));
    expect(body.categories.map((c) => ({ abbr: c.abbr, score: c.score ?? undefined }))).toEqual(expected);
    const overall = overallScore(expected.map((e) => e.score))!;
    expect(body.overall).toMatchObject({ score: overall.score, grade: overall.grade });
    expect(body.categories.find((c) => c.abbr === 'HEART')!.score).toBeLessThan(85);
  });

  it('pages with limit and offset and groups every category by sort mode', async () => {
    const page = categoriesResponse.parse(
      await (await api('GET', `${bloodPaths.categories}?limit=3&offset=2&sortMode=1`, tokenA)).json(),
    );
    expect(page.categories.map((c) => c.abbr)).toEqual(['INFLAM', 'LIVER', 'KIDNEY']);
    expect(page.groups.map((g) => g.key)).toEqual(['optimized', 'notOptimized', 'neverTested']);
    expect(page.groups.flatMap((g) => g.abbrs)).toHaveLength(10);
    const bad = await api('GET', `${bloodPaths.categories}?limit=0&offset=-1&sortMode=9`, tokenA);
    expect(bad.status).toBe(400);
    expect(await issuesOf(bad)).toEqual(['limit', 'offset', 'sortMode']);
  });

  it('scores each result from its own values, for the last N results when asked', async () => {
    const all = categoriesForEachResultResponse.parse(
      await (await api('GET', bloodPaths.categoriesForEachResult, tokenA)).json(),
    );
    expect(all).toHaveLength(DEMO_DRAWS.length);
    const two = categoriesForEachResultResponse.parse(
      await (await api('GET', `${bloodPaths.categoriesForEachResult}?forLastResults=2`, tokenA)).json(),
    );
    expect(two.map((r) => r.testedAt)).toEqual(all.slice(0, 2).map((r) => r.testedAt));
    // Improving over the years: the oldest draw scores lower overall than the newest.
    expect(all.at(-1)!.overall!.score).toBeLessThan(all[0]!.overall!.score);
    const bad = await api('GET', `${bloodPaths.categoriesForEachResult}?forLastResults=zero`, tokenA);
    expect(bad.status).toBe(400);
    expect(await issuesOf(bad)).toEqual(['forLastResults']);
  });
});

describe('markers for view', () => {
  it.each([
    [SortMode.UNOPTIMIZED, ['notOptimized', 'optimized', 'neverTested']],
    [SortMode.OPTIMIZED, ['optimized', 'notOptimized', 'neverTested']],
    [SortMode.A_Z, ['all']],
  ] as const)('sort mode %i answers the groups of grouping.ts', async (mode, keys) => {
    const body = markersForViewResponse.parse(
      await (await api('GET', `${bloodPaths.markersForView}?sortMode=${mode}`, tokenA)).json(),
    );
    expect(body.sortMode).toBe(mode);
    expect(body.groups.map((g) => g.key)).toEqual(keys);
    const expected = groupMarkers(
      body.markers.map((m) => ({ abbr: m.abbr, name: m.name, state: m.latest?.optimizationStateValue })),
      mode,
    );
    expect(body.groups.map((g) => g.abbrs)).toEqual(expected.map((g) => g.items.map((i) => i.abbr)));
    expect(body.groups.flatMap((g) => g.abbrs).sort()).toEqual(body.markers.map((m) => m.abbr).sort());
    if (mode !== SortMode.A_Z) {
      const notOptimized = body.groups.find((g) => g.key === 'notOptimized')!;
      expect(notOptimized.severities!.map((s) => s.severity)).toEqual(
        mode === SortMode.UNOPTIMIZED ? ['red', 'orange', 'yellow'] : ['yellow', 'orange', 'red'],
      );
      expect(notOptimized.abbrs).toContain('LPA');
    }
  });

  it('gives each marker its range, latest reading and history oldest first', async () => {
    const body = markersForViewResponse.parse(
      await (await api('GET', bloodPaths.markersForView, tokenA)).json(),
    );
    const ldl = body.markers.find((m) => m.abbr === 'LDL')!;
    expect(ldl.history.map((h) => h.testedAt)).toEqual(DEMO_DRAWS.map((d) => d.testedAt));
    expect(ldl.latest).toEqual(ldl.history.at(-1));
    expect(ldl.range).toEqual((await storedRanges('male')).get('LDL'));
    const lpa = body.markers.find((m) => m.abbr === 'LPA')!;
    expect(lpa.severity).toBe('orange');
    const heart = markersForViewResponse.parse(
      await (await api('GET', `${bloodPaths.markersForView}?categoryAbbr=heart`, tokenA)).json(),
    );
    expect(heart.markers.map((m) => m.categoryAbbr)).toEqual(Array(7).fill('HEART'));
    expect((await api('GET', `${bloodPaths.markersForView}?categoryAbbr=NOPE`, tokenA)).status).toBe(404);
    const bad = await api('GET', `${bloodPaths.markersForView}?sortMode=3`, tokenA);
    expect(bad.status).toBe(400);
    expect(await issuesOf(bad)).toEqual(['sortMode']);
  });

  it('lists never-tested markers for a customer with a partial panel', async () => {
    const body = markersForViewResponse.parse(
      await (await api('GET', `${bloodPaths.markersForView}?sortMode=1`, tokenB)).json(),
    );
    const neverTested = body.groups.find((g) => g.key === 'neverTested')!;
    expect(neverTested.abbrs).toContain('VITD');
    expect(neverTested.abbrs).not.toContain('HDL');
  });
});

describe('population position', () => {
  it('places the latest value among the stored population of the same sex', async () => {
    for (const marker of ['LDL', 'VITD', 'EGFR', 'hdl']) {
      const res = await api('GET', fillPath(bloodPaths.populationPosition, { marker }), tokenA);
      const body = populationPositionResponse.parse(await res.json());
      const abbr = marker.toUpperCase();
      const population = (
        await t.database.db
          .select({ value: populationValues.value })
          .from(populationValues)
          .where(and(eq(populationValues.markerAbbr, abbr), eq(populationValues.sex, 'male')))
      ).map((r) => r.value);
      expect(body.populationSize).toBe(POPULATION_PER_SEX);
      expect(body.percentile).toBeGreaterThanOrEqual(0);
      expect(body.percentile).toBeLessThanOrEqual(100);
      expect(body.percentile).toBe(percentileRank(population, body.value!));
      expect(body.histogram.reduce((n, b) => n + b.count, 0)).toBe(POPULATION_PER_SEX);
    }
  });

  it('answers no position for a marker never tested, and 404 for an unknown marker', async () => {
    const body = populationPositionResponse.parse(
      await (await api('GET', fillPath(bloodPaths.populationPosition, { marker: 'VITD' }), tokenB)).json(),
    );
    expect(body).toMatchObject({
      sex: 'female',
      value: null,
      percentile: null,
      populationSize: POPULATION_PER_SEX,
    });
    expect(
      (await api('GET', fillPath(bloodPaths.populationPosition, { marker: 'XYZ' }), tokenA)).status,
    ).toBe(404);
  });

  it('computes percentile ranks with ties counting half', () => {
    expect(percentileRank([1, 2, 3, 4], 0)).toBe(0);
    expect(percentileRank([1, 2, 3, 4], 5)).toBe(100);
    expect(percentileRank([1, 2, 2, 4], 2)).toBe(50);
    expect(percentileRank([], 2)).toBeUndefined();
  });
});

describe('table-view notes', () => {
  it('adds a note to one’s own result, shows it with the result, and deletes it', async () => {
    const resultId = String((await activeResultIds())[0]);
    const res = await api('POST', fillPath(bloodPaths.submitNote, { id: resultId }), tokenA, {
      title: '  Fasted 12 h  ',
      comment: 'Drew at 7:30, after a rest day.',
    });
    expect(res.status).toBe(201);
    const note = tableViewNote.parse(await res.json());
    expect(note).toMatchObject({ resultId: Number(resultId), title: 'Fasted 12 h' });
    const listed = bloodResultsResponse.parse(await (await api('GET', bloodPaths.results, tokenA)).json());
    expect(listed.find((r) => r.id === Number(resultId))!.notes).toEqual([note]);

    const deleted = await api('DELETE', fillPath(bloodPaths.deleteNote, { id: String(note.id) }), tokenA);
    expect(deleted.status).toBe(204);
    expect(
      (await api('DELETE', fillPath(bloodPaths.deleteNote, { id: String(note.id) }), tokenA)).status,
    ).toBe(404);
    const after = bloodResultsResponse.parse(await (await api('GET', bloodPaths.results, tokenA)).json());
    expect(after.find((r) => r.id === Number(resultId))!.notes).toEqual([]);
  });

  it('answers 404 to another customer annotating or deleting, exactly as for a missing result', async () => {
    const resultId = String((await activeResultIds())[0]);
    const onA = await api('POST', fillPath(bloodPaths.submitNote, { id: resultId }), tokenB, {
      title: 'Mine now',
    });
    const missing = await api('POST', fillPath(bloodPaths.submitNote, { id: '99999' }), tokenB, {
      title: 'Mine now',
    });
    expect(onA.status).toBe(404);
    expect(await onA.json()).toEqual(await missing.json());

    const note = tableViewNote.parse(
      await (
        await api('POST', fillPath(bloodPaths.submitNote, { id: resultId }), tokenA, { title: 'A’s note' })
      ).json(),
    );
    expect(
      (await api('DELETE', fillPath(bloodPaths.deleteNote, { id: String(note.id) }), tokenB)).status,
    ).toBe(404);
    const [still] = await t.database.db.select().from(tableViewNotes).where(eq(tableViewNotes.id, note.id));
    expect(still).toBeDefined();
    const bNotes = await t.database.db
      .select()
      .from(tableViewNotes)
      .where(eq(tableViewNotes.customerId, otherId));
    expect(bNotes).toEqual([]);
  });

  it('answers bad input with 400 naming the fields', async () => {
    const resultId = String((await activeResultIds())[0]);
    const empty = await api('POST', fillPath(bloodPaths.submitNote, { id: resultId }), tokenA, {
      title: '   ',
      comment: 'x'.repeat(2001),
    });
    expect(empty.status).toBe(400);
    expect(await issuesOf(empty)).toEqual(['comment', 'title']);
    const badId = await api('POST', fillPath(bloodPaths.submitNote, { id: 'abc' }), tokenA, { title: 'x' });
    expect(badId.status).toBe(400);
    expect(await issuesOf(badId)).toEqual(['id']);
    expect((await api('DELETE', fillPath(bloodPaths.deleteNote, { id: '-1' }), tokenA)).status).toBe(400);
  });
});

async function activeResultIds() {
  const me = await activeId();
  const rows = await t.database.db
    .select({ id: bloodResults.id })
    .from(bloodResults)
    .where(eq(bloodResults.customerId, me.id))
    .orderBy(bloodResults.testedAt);
  return rows.map((r) => r.id);
}

describe('bloodwork share', () => {
  it('stores the share and sends the newest result by e-mail through the outbox', async () => {
    const res = await api('POST', bloodPaths.share, tokenA, {
      sharedName: 'Dr. Jamie Fox',
      sharedEmail: 'Jamie.Fox@Clinic.example',
      sharedFax: '+1 (555) 010-0199',
    });
    expect(res.status).toBe(200);
    const share = shareResponse.parse(await res.json());
    const newest = (await activeResultIds()).at(-1);
    expect(share).toMatchObject({
      sharedEmail: 'jamie.fox@clinic.example',
      sharedFax: '+1 (555) 010-0199',
      resultId: newest,
    });
    const [mail] = await readOutbox(t.database.db, { recipient: 'jamie.fox@clinic.example' });
    expect(mail).toMatchObject({ channel: 'email', subject: 'Alex Rivera shared blood results with you' });
    expect(mail!.body).toContain('Hello Dr. Jamie Fox');
    expect(mail!.body).toContain(DEMO_DRAWS.at(-1)!.testedAt);
    expect(mail!.body).toContain(`Lipoprotein(a): 62 mg/dL (${statusLabel(3)})`);
    const stored = await t.database.db.select().from(bloodworkShares).where(eq(bloodworkShares.id, share.id));
    expect(stored).toHaveLength(1);
  });

  it('answers bad input with 400 naming the fields, and 409 without results', async () => {
    const bad = await api('POST', bloodPaths.share, tokenA, {
      sharedName: '',
      sharedEmail: 'not-an-email',
      sharedFax: 'fax me',
    });
    expect(bad.status).toBe(400);
    expect(await issuesOf(bad)).toEqual(['sharedEmail', 'sharedFax', 'sharedName']);
    const noFax = await api('POST', bloodPaths.share, tokenB, {
      sharedName: 'Sam',
      sharedEmail: 'sam@example.test',
    });
    expect(shareResponse.parse(await noFax.json())).toMatchObject({
      sharedFax: null,
      resultId: otherResultId,
    });
    const none = await api('POST', bloodPaths.share, await logIn(email('dna-only')), {
      sharedName: 'Sam',
      sharedEmail: 'sam@example.test',
    });
    expect(none.status).toBe(409);
  });
});

describe('recommendations', () => {
  it('answers recommendations for each marker off optimal, in the direction it is off', async () => {
    const body = recommendationsResponse.parse(
      await (await api('GET', bloodPaths.recommendationsByMarker, tokenA)).json(),
    );
    const states = await latestStates(tokenA);
    const off = Object.entries(states).filter(([, s]) => s !== 0 && s !== 7);
    expect(body.byMarker.length).toBeGreaterThan(0);
    expect(body.byMarker[0]!.markerAbbr).toBe('LPA');
    for (const entry of body.byMarker) {
      expect(off.map(([abbr]) => abbr)).toContain(entry.markerAbbr);
      const direction = states[entry.markerAbbr]! < 0 ? 'low' : 'high';
      expect(entry.direction).toBe(direction);
      expect(entry.recommendations.length).toBeGreaterThan(0);
      for (const r of entry.recommendations) expect(r.direction).toBe(direction);
    }
    expect(body.availableMarkerAbbrs).toContain('LDL');
  });

  it('answers the markers asked for, every recommendation when the marker is optimal', async () => {
    const body = recommendationsResponse.parse(
      await (await api('GET', `${bloodPaths.recommendationsByMarker}?markerAbbrs=vitd,LDL`, tokenA)).json(),
    );
    expect(body.byMarker.map((m) => m.markerAbbr).sort()).toEqual(['LDL', 'VITD']);
    const vitd = body.byMarker.find((m) => m.markerAbbr === 'VITD')!;
    expect(vitd.direction).toBeNull();
    expect(new Set(vitd.recommendations.map((r) => r.direction))).toEqual(new Set(['low', 'high']));
    const kinds = new Set(body.byMarker.flatMap((m) => m.recommendations.map((r) => r.kind)));
    expect(kinds).toEqual(new Set(['food', 'supplement', 'exercise', 'lifestyle']));
    const bad = await api('GET', `${bloodPaths.recommendationsByMarker}?markerAbbrs=LDL,NOPE`, tokenA);
    expect(bad.status).toBe(400);
    expect(await issuesOf(bad)).toEqual(['markerAbbrs']);
  });
});

describe('extra information (public)', () => {
  it('has a written page for every marker of the catalogue', async () => {
    const markers = await t.database.db.select().from(bloodMarkers);
    expect(markers.length).toBeGreaterThan(50);
    for (const marker of markers) {
      const res = await api('GET', fillPath(bloodPaths.markerExtraInformation, { abbr: marker.abbr }));
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('public, max-age=300');
      const info = markerExtraInformation.parse(await res.json());
      expect(info).toMatchObject({ abbr: marker.abbr, name: marker.name, unit: marker.unit });
      expect(`${info.whatItIs} ${info.whyItMatters} ${info.whatMovesIt}`.length).toBeGreaterThan(350);
    }
    expect((await api('GET', fillPath(bloodPaths.markerExtraInformation, { abbr: 'NOPE' }))).status).toBe(
      404,
    );
  });

  it('has a written page for every category, listing its markers', async () => {
    const cats = await t.database.db.select().from(markerCategories);
    for (const cat of cats) {
      const res = await api('GET', fillPath(bloodPaths.categoryExtraInformation, { id: String(cat.id) }));
      const info = categoryExtraInformation.parse(await res.json());
      expect(info).toMatchObject({ id: cat.id, abbr: cat.abbr });
      expect(info.markers.length).toBeGreaterThan(0);
      expect(`${info.overview} ${info.whyItMatters} ${info.howToImprove}`.length).toBeGreaterThan(500);
    }
    expect((await api('GET', fillPath(bloodPaths.categoryExtraInformation, { id: '999' }))).status).toBe(404);
    expect((await api('GET', fillPath(bloodPaths.categoryExtraInformation, { id: 'heart' }))).status).toBe(
      400,
    );
  });
});

/** The drawing operators of a PDF: pdfkit deflates each content stream. */
function pdfStreams(pdf: Buffer): string[] {
  const streams: string[] = [];
  let at = 0;
  for (;;) {
    const start = pdf.indexOf('stream\n', at);
    if (start < 0) break;
    const end = pdf.indexOf('\nendstream', start);
    try {
      streams.push(inflateSync(pdf.subarray(start + 7, end)).toString('latin1'));
    } catch {
      // not a deflated stream (a font's or an image's): no text in it
    }
    at = end + 10;
  }
  return streams;
}

/** The text a PDF shows: pdfkit writes it as hex strings in TJ arrays inside deflated content streams. */
function pdfText(pdf: Buffer): string {
  const lines: string[] = [];
  for (const content of pdfStreams(pdf)) {
    for (const [, array] of content.matchAll(/\[(.*?)\] TJ/g))
      lines.push(
        [...array!.matchAll(/<([0-9a-f]*)>/g)]
          .map(([, hex]) => Buffer.from(hex!, 'hex').toString('latin1'))
          .join(''),
      );
  }
  return lines.join('\n');
}

describe('results history PDF', () => {
  it('downloads a PDF with every draw and the customer’s values', async () => {
    const res = await api('GET', bloodPaths.resultsHistoryReport, tokenA);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe(
      'attachment; filename="healthspan-results-history-2026-11-22.pdf"',
    );
    const pdf = Buffer.from(await res.arrayBuffer());
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.subarray(-6).toString()).toMatch(/%%EOF/);
    const text = pdfText(pdf);
    expect(text).toContain('Blood results history');
    expect(text).toContain('Alex Rivera');
    // each draw heads its column as 'MMM DD, YYYY' (001 §9)
    for (const draw of DEMO_DRAWS) expect(text).toContain(formatDate(draw.testedAt));
    const results = bloodResultsResponse.parse(await (await api('GET', bloodPaths.results, tokenA)).json());
    const lines = text.split('\n');
    // LDL's row: its name, then its values over the draws, flagged H above the reference range.
    const ldl = lines.indexOf('LDL cholesterol');
    expect(ldl).toBeGreaterThan(0);
    const ldlValues = results.map((r) => r.markerValues.find((v) => v.markerAbbr === 'LDL')!).reverse();
    const shown = lines.slice(ldl + 1, ldl + 3 + ldlValues.length);
    for (const v of ldlValues)
      expect(shown).toContain(`${v.value}${v.optimizationStateValue >= 2 ? ' H' : ''}`);
  });

  it('reports only the caller’s own draws: another customer’s PDF holds neither A’s name nor A’s dates', async () => {
    const text = pdfText(
      Buffer.from(await (await api('GET', bloodPaths.resultsHistoryReport, tokenB)).arrayBuffer()),
    );
    expect(text).toContain('Blair Other');
    // spec 001 §9: dates display 'MMM DD, YYYY'.
    expect(text).toContain('1 draw from Jun 01, 2026 to Jun 01, 2026');
    expect(text).toMatch(/generated [A-Z][a-z]{2} \d{2}, \d{4}/);
    expect(text).not.toContain('Alex Rivera');
    for (const draw of DEMO_DRAWS) expect(text).not.toContain(formatDate(draw.testedAt));
  });

  it('keys its colours with the words and the optimal green of the web (src/domain)', async () => {
    const pdf = Buffer.from(await (await api('GET', bloodPaths.resultsHistoryReport, tokenA)).arrayBuffer());
    const lines = pdfText(pdf).split('\n');
    for (const { title } of STATUS_LEGEND) expect(lines).toContain(title);
    for (const { fill } of STATUS_LEGEND) {
      const rgb = [1, 3, 5].map((i) => parseInt(fill.slice(i, i + 2), 16) / 255).join(' ');
      expect(pdfStreams(pdf).join('\n')).toContain(`${rgb} scn`);
    }
    // pdfkit writes a fill colour as its three channels over 255, then `scn`.
    const green = [1, 3, 5].map((i) => parseInt(OPTIMAL_GREEN.slice(i, i + 2), 16) / 255).join(' ');
    expect(pdfStreams(pdf).join('\n')).toContain(`${green} scn`);
  });

  it('answers 409 when there is nothing to report', async () => {
    const res = await api('GET', bloodPaths.resultsHistoryReport, await logIn(email('dna-only')));
    expect(res.status).toBe(409);
  });
});
