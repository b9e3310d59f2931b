import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bloodPaths, bloodResultsResponse } from '../../src/contract/blood';
import { errorBody } from '../../src/contract/http';
import {
  activeDailyActionsResponse,
  innerAgeMarkersListResponse,
  innerAgeMarkersResponse,
  innerAgePaths,
  innerAgeResultsResponse,
  setInterventionStatusResponse,
} from '../../src/contract/innerage';
import {
  ageAt,
  computePhenoAge,
  INNERAGE_MODEL,
  markerContributions,
  PHENOAGE_MARKERS,
  type PhenoAgeMarkers,
} from '../../src/domain/innerage';
import { bloodResults, bloodValues, customers, interventionCheckIns } from '../../src/server/db/schema';
import { ACTIVE_BIRTH_DATE, DEMO_DRAWS } from '../../src/server/db/seed/demo-blood';
import { hashPassword } from '../../src/server/services/crypto';
import { PHENOAGE_ABBRS } from '../../src/server/services/innerage';
import { bearerCalls } from './http-client';
import { createTestApp, type TestApp } from './test-app';

const email = (persona: string) => `${persona}@demo.healthspan.test`;
const NOW = new Date('2026-11-22T12:00:00Z');
const TODAY = '2026-11-22';
const OTHER = { email: 'innerage-other@example.test', password: 'Other-person-1' };

let t: TestApp;
let tokenA: string;
let tokenB: string;
let otherId: number;

const { api, logIn } = bearerCalls(() => t);

const round1 = (n: number) => Math.round(n * 10) / 10;

/** The PhenoAge inputs of one stored draw, read from the database, with the age at the draw. */
async function storedDraw(resultId: number, birthDate: string): Promise<PhenoAgeMarkers> {
  const [result] = await t.database.db.select().from(bloodResults).where(eq(bloodResults.id, resultId));
  const values = await t.database.db.select().from(bloodValues).where(eq(bloodValues.resultId, resultId));
  const markers = { ageYears: ageAt(birthDate, result!.testedAt) } as PhenoAgeMarkers;
  for (const key of PHENOAGE_MARKERS)
    markers[key] = values.find((v) => v.markerAbbr === PHENOAGE_ABBRS[key])!.value;
  return markers;
}

beforeAll(async () => {
  t = await createTestApp();
  t.setNow(NOW);
  // Customer B: one draw without RDW, so no InnerAge can be computed for it.
  const [other] = await t.database.db
    .insert(customers)
    .values({
      email: OTHER.email,
      passwordHash: await hashPassword(OTHER.password),
      activationState: 'ACTIVE',
      permissions: ['summary', 'bloodwork', 'nutrition', 'age'],
      allowedToSeeInnerAge: true,
      sex: 'female',
      birthDate: '1979-12-01',
    })
    .returning();
  otherId = other!.id;
  const [result] = await t.database.db
    .insert(bloodResults)
    .values({ customerId: otherId, testedAt: '2026-01-10', publishedAt: '2026-01-12', source: 'Test lab' })
    .returning();
  await t.database.db.insert(bloodValues).values(
    (
      [
        ['ALB', 4.4],
        ['CREAT', 0.8],
        ['GLU', 86],
        ['HSCRP', 0.6],
        ['LYMPH', 31],
        ['MCV', 89],
        ['ALP', 70],
        ['WBC', 5.1],
        ['VITD', 12],
      ] as const
    ).map(([markerAbbr, value]) => ({
      resultId: result!.id,
      markerAbbr,
      value,
      unit: markerUnit(markerAbbr),
    })),
  );
  tokenA = await logIn(email('active'));
  tokenB = await logIn(OTHER.email, OTHER.password);
});
afterAll(() => t.close());

function markerUnit(abbr: string) {
  const units: Record<string, string> = {
    ALB: 'g/dL',
    CREAT: 'mg/dL',
    GLU: 'mg/dL',
    HSCRP: 'mg/L',
    LYMPH: '%',
    MCV: 'fL',
    ALP: 'U/L',
    WBC: '10³/µL',
    VITD: 'ng/mL',
  };
  return units[abbr]!;
}

describe('InnerAge access', () => {
  it.each(Object.values(innerAgePaths).filter((p) => p !== innerAgePaths.setInterventionStatus))(
    '%s needs a customer token and the InnerAge entitlement',
    async (path) => {
      expect((await api('GET', path)).status).toBe(401);
      expect((await api('GET', path, tokenA)).status).toBe(200);
      // dna-only@ has no age entitlement (spec 000 §6: age permission plus allowedToSeeInnerAge).
      expect((await api('GET', path, await logIn(email('dna-only')))).status).toBe(403);
    },
  );

  it('refuses an anonymous check-in', async () => {
    const res = await api('POST', innerAgePaths.setInterventionStatus, undefined, {
      day: TODAY,
      isChecked: true,
      interventionId: 1,
    });
    expect(res.status).toBe(401);
  });
});

describe('InnerAge results', () => {
  it('computes each draw’s InnerAge with PhenoAge from the stored values and the age at the draw', async () => {
    const body = innerAgeResultsResponse.parse(
      await (await api('GET', innerAgePaths.results, tokenA)).json(),
    );
    expect(body.model).toEqual({ ...INNERAGE_MODEL });
    expect(body.birthDate).toBe(ACTIVE_BIRTH_DATE);
    expect(body.chronologicalAge).toBe(round1(ageAt(ACTIVE_BIRTH_DATE, TODAY)));
    expect(body.results.map((r) => r.testedAt)).toEqual(DEMO_DRAWS.map((d) => d.testedAt).reverse());
    for (const r of body.results) {
      const markers = await storedDraw(r.resultId, ACTIVE_BIRTH_DATE);
      const expected = computePhenoAge(markers, INNERAGE_MODEL);
      expect(r).toMatchObject({
        canCompute: true,
        reason: null,
        innerAge: round1(expected.phenoAge),
        chronologicalAge: round1(markers.ageYears),
        difference: round1(expected.phenoAge - markers.ageYears),
        clamped: [],
        extrapolated: false,
      });
    }
    expect(body.latest).toEqual(body.results[0]);
    // The demo customer's InnerAge improves with his markers: above his age at first, below it now.
    expect(body.results.at(-1)!.difference).toBeGreaterThan(0);
    expect(body.results[0]!.difference).toBeLessThan(0);
  });

  it('says it cannot compute when a marker or the birth date is missing', async () => {
    const body = innerAgeResultsResponse.parse(
      await (await api('GET', innerAgePaths.results, tokenB)).json(),
    );
    expect(body.latest).toBeNull();
    expect(body.results[0]).toMatchObject({
      canCompute: false,
      reason: 'missingMarkers',
      missingMarkers: ['RDW'],
      innerAge: null,
      chronologicalAge: round1(ageAt('1979-12-01', '2026-01-10')),
    });
    const [result] = await t.database.db
      .select()
      .from(bloodResults)
      .where(eq(bloodResults.customerId, otherId));
    await t.database.db
      .insert(bloodValues)
      .values({ resultId: result!.id, markerAbbr: 'RDW', value: 12.9, unit: '%' });
    await t.database.db.update(customers).set({ birthDate: null }).where(eq(customers.id, otherId));
    try {
      const noBirth = innerAgeResultsResponse.parse(
        await (await api('GET', innerAgePaths.results, tokenB)).json(),
      );
      expect(noBirth.results[0]).toMatchObject({
        canCompute: false,
        reason: 'missingBirthDate',
        missingMarkers: [],
      });
      expect(noBirth.chronologicalAge).toBeNull();
    } finally {
      await t.database.db.update(customers).set({ birthDate: '1979-12-01' }).where(eq(customers.id, otherId));
    }
    const computed = innerAgeResultsResponse.parse(
      await (await api('GET', innerAgePaths.results, tokenB)).json(),
    );
    expect(computed.results[0]!.innerAge).toBe(
      round1(computePhenoAge(await storedDraw(result!.id, '1979-12-01'), INNERAGE_MODEL).phenoAge),
    );
    await t.database.db
      .delete(bloodValues)
      .where(and(eq(bloodValues.resultId, result!.id), eq(bloodValues.markerAbbr, 'RDW')));
    // values changed behind the services' back: drop the grading stored with them (issue 22), as a
    // service storing values grades them again
    await t.database.db.update(bloodResults).set({ graded: null }).where(eq(bloodResults.id, result!.id));
  });
});

describe('InnerAge markers', () => {
  it('lists the nine markers of the newest draw with their contributions in years', async () => {
    const body = innerAgeMarkersListResponse.parse(
      await (await api('GET', innerAgePaths.markersList, tokenA)).json(),
    );
    const results = bloodResultsResponse.parse(await (await api('GET', bloodPaths.results, tokenA)).json());
    expect(body.resultId).toBe(results[0]!.id);
    expect(body.markers.map((m) => m.abbr)).toEqual(PHENOAGE_MARKERS.map((k) => PHENOAGE_ABBRS[k]));
    const markers = await storedDraw(body.resultId!, ACTIVE_BIRTH_DATE);
    const { baseline, years } = markerContributions(markers, INNERAGE_MODEL);
    for (const m of body.markers) {
      expect(m.value).toBe(markers[m.key as keyof PhenoAgeMarkers]);
      expect(m.contributionYears).toBe(Math.round(years[m.key as keyof typeof years] * 100) / 100);
    }
    const sum = body.markers.reduce((s, m) => s + m.contributionYears!, body.baseline!);
    expect(Math.abs(sum - body.innerAge!)).toBeLessThan(0.1);
    expect(body.baseline).toBe(Math.round(baseline * 100) / 100);
  });

  it('answers every draw’s value and contribution per marker, newest first', async () => {
    const body = innerAgeMarkersResponse.parse(
      await (await api('GET', innerAgePaths.markers, tokenA)).json(),
    );
    expect(body.markers).toHaveLength(9);
    for (const m of body.markers) {
      expect(m.history.map((h) => h.testedAt)).toEqual(DEMO_DRAWS.map((d) => d.testedAt).reverse());
      expect(m.latest).toEqual(m.history[0]);
      expect(m.history.every((h) => h.contributionYears !== null)).toBe(true);
    }
    const crp = body.markers.find((m) => m.abbr === 'HSCRP')!;
    // hs-CRP fell from 3.8 to 0.8 mg/L: it adds less (or takes off more) each time.
    expect(crp.history[0]!.contributionYears!).toBeLessThan(crp.history.at(-1)!.contributionYears!);
    const partial = innerAgeMarkersListResponse.parse(
      await (await api('GET', innerAgePaths.markersList, tokenB)).json(),
    );
    expect(partial.innerAge).toBeNull();
    expect(partial.markers.find((m) => m.abbr === 'RDW')!.value).toBeNull();
    expect(partial.markers.find((m) => m.abbr === 'ALB')).toMatchObject({
      value: 4.4,
      contributionYears: null,
    });
  });
});

describe('daily actions', () => {
  it('offers actions for the customer’s weak markers and records today’s check-in', async () => {
    const body = activeDailyActionsResponse.parse(
      await (await api('GET', innerAgePaths.activeDailyActions, tokenA)).json(),
    );
    expect(body.day).toBe(TODAY);
    expect(body.dailyActions.length).toBeGreaterThan(0);
    const results = bloodResultsResponse.parse(await (await api('GET', bloodPaths.results, tokenA)).json());
    const latest = new Map(results[0]!.markerValues.map((v) => [v.markerAbbr, v.optimizationStateValue]));
    for (const action of body.dailyActions)
      for (const m of action.markers) {
        const state = latest.get(m.abbr)!;
        expect(state === 0 || state === 7).toBe(false);
        expect(m.direction).toBe(state < 0 ? 'low' : 'high');
      }

    const action = body.dailyActions[0]!;
    for (const isChecked of [true, false, true]) {
      const res = await api('POST', innerAgePaths.setInterventionStatus, tokenA, {
        day: TODAY,
        isChecked,
        interventionId: action.interventionId,
      });
      expect(setInterventionStatusResponse.parse(await res.json())).toEqual({
        day: TODAY,
        isChecked,
        interventionId: action.interventionId,
      });
      const again = activeDailyActionsResponse.parse(
        await (await api('GET', innerAgePaths.activeDailyActions, tokenA)).json(),
      );
      expect(again.dailyActions.find((a) => a.interventionId === action.interventionId)!.isChecked).toBe(
        isChecked,
      );
    }
    const rows = await t.database.db
      .select()
      .from(interventionCheckIns)
      .where(eq(interventionCheckIns.day, TODAY));
    expect(rows.filter((r) => r.interventionId === action.interventionId)).toHaveLength(1);
  });

  it('accepts today and the 7 days before it, nothing else', async () => {
    const check = (day: string) =>
      api('POST', innerAgePaths.setInterventionStatus, tokenA, { day, isChecked: true, interventionId: 4 });
    expect((await check('2026-11-15')).status).toBe(200);
    for (const day of ['2026-11-14', '2026-11-23']) {
      const res = await check(day);
      expect(res.status).toBe(400);
      expect(errorBody.parse(await res.json()).issues!.map((i) => i.path)).toEqual(['day']);
    }
  });

  it('answers bad input with 400 naming the fields and an unknown action with 404', async () => {
    const bad = await api('POST', innerAgePaths.setInterventionStatus, tokenA, {
      day: '22/11/2026',
      isChecked: 'yes',
      interventionId: 0,
    });
    expect(bad.status).toBe(400);
    expect(
      errorBody
        .parse(await bad.json())
        .issues!.map((i) => i.path)
        .sort(),
    ).toEqual(['day', 'interventionId', 'isChecked']);
    const unknown = await api('POST', innerAgePaths.setInterventionStatus, tokenA, {
      day: TODAY,
      isChecked: true,
      interventionId: 99_999,
    });
    expect(unknown.status).toBe(404);
  });

  it('keeps each customer’s check-ins apart', async () => {
    await api('POST', innerAgePaths.setInterventionStatus, tokenB, {
      day: TODAY,
      isChecked: true,
      interventionId: 2,
    });
    const rows = await t.database.db
      .select()
      .from(interventionCheckIns)
      .where(eq(interventionCheckIns.customerId, otherId));
    expect(rows.map((r) => r.interventionId)).toEqual([2]);
    // B's draw has everything optimal but vitamin D, so B is offered the vitamin D actions only.
    const body = activeDailyActionsResponse.parse(
      await (await api('GET', innerAgePaths.activeDailyActions, tokenB)).json(),
    );
    expect(body.dailyActions.flatMap((a) => a.markers.map((m) => m.abbr))).toEqual(['VITD', 'VITD']);
    // the nine stored values and the one derived from them (eGFR from creatinine)
    expect(body).toMatchObject({ markersTested: 10, markersToImprove: 1 });
  });

  it('says a customer without blood results has no markers, so an empty list is no all-clear', async () => {
    const none = { email: 'innerage-none@example.test', password: 'No-results-1' };
    await t.database.db.insert(customers).values({
      email: none.email,
      passwordHash: await hashPassword(none.password),
      activationState: 'ACTIVE',
      permissions: ['summary', 'bloodwork', 'age'],
      allowedToSeeInnerAge: true,
    });
    const body = activeDailyActionsResponse.parse(
      await (
        await api('GET', innerAgePaths.activeDailyActions, await logIn(none.email, none.password))
      ).json(),
    );
    expect(body).toEqual({ day: TODAY, dailyActions: [], markersTested: 0, markersToImprove: 0 });
  });
});
