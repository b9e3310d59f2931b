import { gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillPath } from '../../src/contract/admin';
import { bloodPaths, bloodResultsResponse } from '../../src/contract/blood';
import { bloodResults, bloodValues, customers } from '../../src/server/db/schema';
import { loadCatalogue } from '../../src/server/services/blood-catalogue';
import { gradeStoredResult } from '../../src/server/services/blood-results';
import { bearerCalls } from './http-client';
import { createTestApp, otherProcess, type TestApp } from './test-app';

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

const results = async (app = t.app, headers: Record<string, string> = {}) => {
  const res = await app.request(bloodPaths.results, {
    headers: { authorization: `Bearer ${token}`, ...headers },
  });
  expect(res.status).toBe(200);
  return bloodResultsResponse.parse(await res.json());
};

/** A result stored as a lab import stores it: the row, its values, its grading. */
async function storeResult(testedAt: string) {
  const [result] = await t.database.db
    .insert(bloodResults)
    .values({ customerId, testedAt, publishedAt: testedAt, source: 'Answer cache test lab' })
    .returning({ id: bloodResults.id });
  await t.database.db
    .insert(bloodValues)
    .values({ resultId: result!.id, markerAbbr: 'LDL', value: 91, unit: 'mg/dL' });
  await gradeStoredResult(t.database.db, await loadCatalogue(t.database.db), result!.id);
  return result!.id;
}

describe('blood results answered from memory while their version holds (issue 22)', () => {
  it('shows a note at once after it is added and after it is deleted, in this process and in another', async () => {
    const other = otherProcess(t);
    const before = await results();
    await results(other);
    const resultId = before[0]!.id;
    const added = await api('POST', fillPath(bloodPaths.submitNote, { id: String(resultId) }), token, {
      title: 'Cache check',
    });
    expect(added.status).toBe(201);
    const noteOf = (body: typeof before) => body.find((r) => r.id === resultId)!.notes.map((n) => n.title);
    expect(noteOf(await results())).toContain('Cache check');
    expect(noteOf(await results(other))).toContain('Cache check');

    const { id } = (await added.json()) as { id: number };
    expect((await api('DELETE', fillPath(bloodPaths.deleteNote, { id: String(id) }), token)).status).toBe(
      204,
    );
    expect(noteOf(await results())).not.toContain('Cache check');
    expect(noteOf(await results(other))).not.toContain('Cache check');
  });

  it('shows a result stored by another process at the next request, and drops it when it is deleted', async () => {
    const count = (await results()).length;
    const id = await storeResult('2026-11-01');
    const after = await results();
    expect(after).toHaveLength(count + 1);
    expect(after.find((r) => r.id === id)!.markerValues.map((v) => v.markerAbbr)).toContain('LDL');
    await t.database.db.delete(bloodResults).where(eq(bloodResults.id, id));
    expect(await results()).toHaveLength(count);
  });

  it('sends the same answer gzipped to a client that accepts gzip', async () => {
    const plain = await t.app.request(bloodPaths.results, { headers: { authorization: `Bearer ${token}` } });
    const zipped = await t.app.request(bloodPaths.results, {
      headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip' },
    });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(zipped.headers.get('vary')).toMatch(/accept-encoding/i);
    const text = await plain.text();
    expect(gunzipSync(Buffer.from(await zipped.arrayBuffer())).toString()).toBe(text);
  });

  it('never answers one customer’s kept results to another, nor to a caller without a session', async () => {
    const mine = await results();
    expect(mine.length).toBeGreaterThan(0);
    const other = await logIn('dna-only@demo.healthspan.test');
    const theirs = await api('GET', bloodPaths.results, other);
    expect(theirs.status).toBe(200);
    expect(bloodResultsResponse.parse(await theirs.json()).map((r) => r.id)).not.toEqual(
      mine.map((r) => r.id),
    );
    expect((await api('GET', bloodPaths.results)).status).toBe(401);
    expect((await api('GET', bloodPaths.results, 'not-a-token')).status).toBe(401);
  });
});
