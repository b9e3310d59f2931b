import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bloodPaths, bloodResultsResponse } from '../../src/contract/blood';
import { bloodResults, customers } from '../../src/server/db/schema';
import { bearerCalls } from './http-client';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
let token: string;
let customerId: number;
const { api, logIn } = bearerCalls(() => t);

beforeAll(async () => {
  t = await createTestApp();
  token = await logIn('active@demo.healthspan.test');
  const [row] = await t.database.db
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.email, 'active@demo.healthspan.test'));
  customerId = row!.id;
});
afterAll(() => t.close());

const passSessionCache = () =>
  t.setNow(new Date(t.now().getTime() + (t.config.auth.sessionCacheSeconds + 1) * 1000));

const resultsText = async () => {
  const res = await api('GET', bloodPaths.results, token);
  expect(res.status).toBe(200);
  return res.text();
};
const storedRows = () =>
  t.database.db
    .select({ id: bloodResults.id, graded: bloodResults.graded, gradedKey: bloodResults.gradedKey })
    .from(bloodResults)
    .where(eq(bloodResults.customerId, customerId));
const forget = () =>
  t.database.db
    .update(bloodResults)
    .set({ graded: null, gradedKey: null })
    .where(eq(bloodResults.customerId, customerId));

describe('graded blood results stored with the result (issue 22)', () => {
  it('keeps each result’s grading on its row, and answers the same bytes from it as computed from the values', async () => {
    await forget();
    const computed = await resultsText();
    const rows = await storedRows();
    expect(rows.length).toBeGreaterThan(1);
    for (const row of rows) {
      expect(row.gradedKey, `result ${row.id}`).toBeTruthy();
      expect(row.graded!.length).toBeGreaterThan(0);
    }
    const fromStored = await resultsText();
    expect(fromStored).toBe(computed);
    const body = bloodResultsResponse.parse(JSON.parse(fromStored));
    for (const result of body) {
      const row = rows.find((r) => r.id === result.id)!;
      expect(
        result.markerValues.map((v) => [v.markerAbbr, v.value, v.unit, v.optimizationStateValue, v.derived]),
      ).toEqual(row.graded!.map((v) => [v.markerAbbr, v.value, v.unit, v.state, v.derived]));
    }
  });

  it('answers from the stored grading, not from the values, while its key holds', async () => {
    await resultsText();
    const [first] = await storedRows();
    const doctored = first!.graded!.map((v, i) => (i === 0 ? { ...v, value: 12345 } : v));
    await t.database.db.update(bloodResults).set({ graded: doctored }).where(eq(bloodResults.id, first!.id));
    const body = bloodResultsResponse.parse(JSON.parse(await resultsText()));
    expect(body.find((r) => r.id === first!.id)!.markerValues[0]!.value).toBe(12345);
    await forget();
  });

  it('grades again when what the grading depends on changes (the birth date moves eGFR)', async () => {
    const before = bloodResultsResponse.parse(JSON.parse(await resultsText()));
    const egfr = (body: typeof before) => body[0]!.markerValues.find((v) => v.markerAbbr === 'EGFR')?.value;
    expect(egfr(before)).toBeDefined();
    const [profile] = await t.database.db
      .select({ birthDate: customers.birthDate })
      .from(customers)
      .where(eq(customers.id, customerId));
    const keyBefore = (await storedRows())[0]!.gradedKey;
    await t.database.db
      .update(customers)
      .set({ birthDate: '1940-01-01' })
      .where(eq(customers.id, customerId));
    // written behind the services' back, as another process would: seen once the session cache lapses
    passSessionCache();
    try {
      const after = bloodResultsResponse.parse(JSON.parse(await resultsText()));
      expect(egfr(after)).toBeLessThan(egfr(before)!);
      expect((await storedRows())[0]!.gradedKey).not.toBe(keyBefore);
    } finally {
      await t.database.db
        .update(customers)
        .set({ birthDate: profile!.birthDate })
        .where(eq(customers.id, customerId));
      passSessionCache();
    }
    expect(egfr(bloodResultsResponse.parse(JSON.parse(await resultsText())))).toBe(egfr(before));
  });
});
