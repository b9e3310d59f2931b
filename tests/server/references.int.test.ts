import { asc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { errorBody } from '../../src/contract/http';
import {
  allStatesResponse,
  bloodMarkerUnitsResponse,
  bloodMarkersResponse,
  configuration,
  countriesResponse,
  mainReferences,
  markerCategoriesResponse,
  physioMarkersResponse,
  physioResultsResponse,
  productsResponse,
  referenceCacheControl,
  referenceOptionsResponse,
  referencePaths,
  type BloodRange,
} from '../../src/contract/references';
import { BLOOD_RANGE_ORDER } from '../../src/domain/blood-range';
import { bloodMarkerRanges } from '../../src/server/db/schema';
import { runSeeders } from '../../src/server/db/seed';
import { seeders } from '../../src/server/db/seed/registry';
import { createLogger } from '../../src/server/log';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    STORE_URL: 'https://shop.example.com/',
    SUPPORT_URL: 'https://help.example.com',
  });
});
afterAll(() => t.close());

async function get<S extends z.ZodType>(path: string, schema: S): Promise<z.infer<S>> {
  const res = await t.app.request(path);
  expect(res.status, path).toBe(200);
  expect(res.headers.get('cache-control')).toBe(referenceCacheControl);
  return schema.parse(await res.json());
}

function expectOrdered(range: BloodRange | undefined, what: string) {
  expect(range, what).toBeDefined();
  const values = BLOOD_RANGE_ORDER.map((key) => range![key]);
  expect(values, `${what}: ${BLOOD_RANGE_ORDER.join(' ≤ ')}`).toEqual([...values].sort((a, b) => a - b));
}

describe('geography', () => {
  it('lists every ISO 3166-1 country by name with the spec field names', async () => {
    const countries = await get(referencePaths.countries, countriesResponse);
    expect(countries.length).toBe(249);
    expect(countries).toContainEqual({ name: 'Canada', countryAbbr: 'CA' });
    expect(countries).toContainEqual({ name: 'United States', countryAbbr: 'US' });
    expect(new Set(countries.map((c) => c.countryAbbr)).size).toBe(249);
    for (const c of countries) expect(c.countryAbbr).toMatch(/^[A-Z]{2}$/);
    const names = countries.map((c) => c.name);
    expect(names).toEqual([...names].sort(new Intl.Collator('en', { sensitivity: 'base' }).compare));
    expect(names[0]).toBe('Afghanistan');
    expect(names[1]).toBe('Åland Islands');
  });

  it('answers US states, DC and territories and the 13 Canadian provinces and territories', async () => {
    const { usStates, canadaStates } = await get(referencePaths.allStates, allStatesResponse);
    expect(usStates.filter((s) => s.kind === 'state')).toHaveLength(50);
    expect(usStates).toContainEqual({ name: 'District of Columbia', stateAbbr: 'DC', kind: 'district' });
    expect(usStates).toContainEqual({ name: 'New York', stateAbbr: 'NY', kind: 'state' });
    expect(usStates.find((s) => s.stateAbbr === 'PR')?.kind).toBe('territory');
    expect(canadaStates).toHaveLength(13);
    expect(canadaStates.filter((s) => s.kind === 'province')).toHaveLength(10);
    expect(canadaStates).toContainEqual({ name: 'Quebec', stateAbbr: 'QC', kind: 'province' });
    expect(canadaStates).toContainEqual({ name: 'Yukon', stateAbbr: 'YT', kind: 'territory' });
    expect(usStates[0]?.name).toBe('Alabama');
  });
});

describe('profile pick lists', () => {
  it.each([
    [referencePaths.ethnicities, 'Asian'],
    [referencePaths.genderIdentities, 'Non-binary'],
    [referencePaths.contraceptionTypes, 'Hormonal IUD'],
    [referencePaths.hormoneTherapy, 'Estrogen with progestogen'],
    [referencePaths.reproductiveStages, 'Perimenopause'],
  ])('%s answers its options', async (path, example) => {
    const options = await get(path, referenceOptionsResponse);
    expect(options.length).toBeGreaterThanOrEqual(5);
    expect(options.map((o) => o.name)).toContain(example);
    expect(new Set(options.map((o) => o.id)).size).toBe(options.length);
    expect(new Set(options.map((o) => o.code)).size).toBe(options.length);
  });
});

describe('blood markers', () => {
  it('answers at least 40 markers, each with a LOINC code, a category and both ranges in order', async () => {
    const markers = await get(referencePaths.bloodMarkers, bloodMarkersResponse);
    const categories = await get(referencePaths.markerCategories, markerCategoriesResponse);
    const categoryAbbrs = new Set(categories.map((c) => c.abbr));
    expect(markers.length).toBeGreaterThanOrEqual(40);
    for (const m of markers) {
      expect(m.loinc, m.abbr).toMatch(/^\d{1,7}-\d$/);
      for (const code of m.loincAlternates) expect(code, m.abbr).toMatch(/^\d{1,7}-\d$/);
      expect(categoryAbbrs.has(m.categoryAbbr), `${m.abbr} category ${m.categoryAbbr}`).toBe(true);
      expect(m.unit, m.abbr).not.toBe('');
      expect(m.forGender).toBe('all');
      expectOrdered(m.ranges.male, `${m.abbr} male`);
      expectOrdered(m.ranges.female, `${m.abbr} female`);
    }
    const codes = markers.flatMap((m) => [m.loinc, ...m.loincAlternates]);
    expect(new Set(codes).size, 'a LOINC code maps to one marker only').toBe(codes.length);
    expect(new Set(markers.map((m) => m.abbr)).size).toBe(markers.length);
  });

  it('carries the decision limits and sex-specific ranges of the catalogue', async () => {
    const markers = await get(referencePaths.bloodMarkers, bloodMarkersResponse);
    const byAbbr = new Map(markers.map((m) => [m.abbr, m]));
    const ldl = byAbbr.get('LDL')!;
    expect(ldl.loinc).toBe('13457-7');
    expect(ldl.loincAlternates).toContain('18262-6');
    expect(ldl.categoryAbbr).toBe('HEART');
    expect(ldl.ranges.male).toEqual({
      minBorderLine: 0,
      minNearNormal: 0,
      minA: 0,
      minG: 0,
      maxG: 99,
      maxA: 129,
      maxNearNormal: 159,
      maxBorderLine: 189,
    });
    const glucose = byAbbr.get('GLU')!;
    expect(glucose.units).toContainEqual({ unit: 'mmol/L', factor: 0.0555, offset: 0 });
    expect(glucose.ranges.female?.maxA).toBe(99);
    expect(glucose.ranges.female?.maxBorderLine).toBe(125);
    const vitaminD = byAbbr.get('VITD')!;
    expect([vitaminD.ranges.male?.minNearNormal, vitaminD.ranges.male?.minA]).toEqual([20, 30]);
    expect([vitaminD.ranges.male?.maxG, vitaminD.ranges.male?.maxA]).toEqual([50, 80]);
    const ferritin = byAbbr.get('FERRITIN')!;
    expect(ferritin.ranges.male?.minA).toBe(30);
    expect(ferritin.ranges.female?.minA).toBe(13);
    expect(byAbbr.get('HBA1C')?.units).toContainEqual({ unit: 'mmol/mol', factor: 10.929, offset: -2.15 });
  });

  it('narrows to the caller’s sex with ?gender=', async () => {
    const markers = await get(`${referencePaths.bloodMarkers}?gender=female`, bloodMarkersResponse);
    expect(markers.length).toBeGreaterThanOrEqual(40);
    for (const m of markers) {
      expect(m.ranges.male, m.abbr).toBeUndefined();
      expectOrdered(m.ranges.female, `${m.abbr} female`);
    }
    const male = await get(`${referencePaths.bloodMarkers}?gender=male`, bloodMarkersResponse);
    expect(male.find((m) => m.abbr === 'HDL')?.ranges).toEqual({
      male: expect.objectContaining({ minA: 40 }) as unknown,
    });
  });

  it('refuses an unknown gender with a 400 naming the field', async () => {
    for (const path of [
      `${referencePaths.bloodMarkers}?gender=other`,
      `${referencePaths.mainReferences}?gender=MALE`,
    ]) {
      const res = await t.app.request(path);
      expect(res.status).toBe(400);
      expect(res.headers.get('cache-control')).toBe('no-store'); // an error is never cached
      const body = errorBody.parse(await res.json());
      expect(body.issues?.map((i) => i.path)).toEqual(['gender']);
    }
  });

  it('answers the units of every marker', async () => {
    const units = await get(referencePaths.bloodMarkerUnits, bloodMarkerUnitsResponse);
    expect(units.length).toBeGreaterThanOrEqual(40);
    expect(units).toContainEqual({
      abbr: 'CREAT',
      unit: 'mg/dL',
      units: [{ unit: 'µmol/L', factor: 88.4, offset: 0 }],
    });
  });

  it('answers about ten marker categories in display order', async () => {
    const categories = await get(referencePaths.markerCategories, markerCategoriesResponse);
    expect(categories.map((c) => c.name)).toEqual([
      'Heart health',
      'Metabolism',
      'Inflammation',
      'Liver',
      'Kidney & electrolytes',
      'Blood & immunity',
      'Iron',
      'Vitamins & minerals',
      'Hormones',
      'Thyroid',
    ]);
    const markers = await get(referencePaths.bloodMarkers, bloodMarkersResponse);
    for (const c of categories)
      expect(
        markers.some((m) => m.categoryAbbr === c.abbr),
        `${c.abbr} has markers`,
      ).toBe(true);
  });
});

describe('physio', () => {
  it('answers the physio markers with their units', async () => {
    const markers = await get(referencePaths.physioMarkers, physioMarkersResponse);
    const abbrs = markers.map((m) => m.abbr);
    for (const abbr of ['HEIGHT', 'WEIGHT', 'WAIST', 'HIP', 'RHR', 'BFP', 'BMI'])
      expect(abbrs).toContain(abbr);
    expect(markers.find((m) => m.abbr === 'HEIGHT')).toMatchObject({
      unit: 'in',
      units: [{ unit: 'cm', factor: 2.54, offset: 0 }],
      derived: false,
    });
    expect(markers.find((m) => m.abbr === 'BMI')?.derived).toBe(true);
    for (const m of markers) expect(m.minValue, m.abbr).toBeLessThan(m.maxValue);
  });

  it('answers the physio result bands ascending, contiguous per marker and sex', async () => {
    const bands = await get(referencePaths.physioResults, physioResultsResponse);
    const bmi = bands.filter((b) => b.markerAbbr === 'BMI');
    expect(bmi.map((b) => b.label)).toEqual([
      'Underweight',
      'Healthy weight',
      'Overweight',
      'Obesity class I',
      'Obesity class II',
      'Obesity class III',
    ]);
    expect(bmi[1]).toMatchObject({ min: 18.5, max: 25, unit: 'kg/m²', forGender: 'all' });
    const groups = new Map<string, typeof bands>();
    for (const b of bands) {
      const key = `${b.markerAbbr}/${b.forGender}`;
      groups.set(key, [...(groups.get(key) ?? []), b]);
    }
    expect([...groups.keys()]).toEqual(
      expect.arrayContaining(['BMI/all', 'WHR/male', 'WHR/female', 'RHR/all', 'BFP/male', 'BFP/female']),
    );
    for (const [key, group] of groups) {
      expect(group[0]?.min, key).toBeNull();
      expect(group.at(-1)?.max, key).toBeNull();
      for (let i = 1; i < group.length; i++) expect(group[i]?.min, key).toBe(group[i - 1]?.max);
    }
  });
});

describe('shop and configuration', () => {
  it('answers the six plans with prices, package pictures and store links', async () => {
    const products = await get(referencePaths.products, productsResponse);
    const summary = products.map((p) => [p.title, p.packageId, p.price, p.bloodTestIncluded, p.image]);
    expect(summary).toEqual([
      ['Ultimate', 59, 499, true, '/images/packages/default.svg'],
      ['Essentials', 12, 199, true, '/images/packages/default.svg'],
      ['Performance', 60, 349, true, '/images/packages/default.svg'],
      ['Home Kit', 15, 149, true, '/images/packages/home-kit.svg'],
      ['DNA Kit', 38, 179, false, '/images/packages/dna-kit.svg'],
      ['Upload your own results', 10, 99, false, '/images/packages/diy.svg'],
    ]);
    for (const p of products) {
      expect(p.currency).toBe('USD');
      expect(p.exploreUrl).toBe(`https://shop.example.com/products/${p.slug}`);
      expect(p.description.length).toBeGreaterThan(80);
      expect(p.categories.length).toBeGreaterThan(0);
    }
  });

  it('answers links under the configured store and support URLs and the spec 000 §9 constants', async () => {
    const config = await get(referencePaths.configuration, configuration);
    expect(config).toEqual({
      storeUrl: 'https://shop.example.com',
      supportUrl: 'https://help.example.com',
      contactUrl: 'https://help.example.com/contact',
      careersUrl: 'https://shop.example.com/pages/careers',
      professionalsUrl: 'https://shop.example.com/pages/professionals',
      securityUrl: 'https://shop.example.com/pages/security',
      blogUrl: 'https://shop.example.com/blogs/news',
      tokenRefreshThresholdSeconds: 300,
      chatTokenRefreshThresholdSeconds: 100,
      sessionWarningSeconds: 60,
      toastMs: 3000,
      locationTimeoutMs: 5000,
    });
  });
});

describe('main references', () => {
  it('composes every reference list in one answer', async () => {
    const all = await get(referencePaths.mainReferences, mainReferences);
    expect(all.countries).toHaveLength(249);
    expect(all.canadaStates).toHaveLength(13);
    expect(all.bloodMarkers.length).toBeGreaterThanOrEqual(40);
    expect(all.markerCategories.length).toBe(10);
    expect(all.ethnicities.length).toBeGreaterThan(0);
    expect(all.genderIdentities.length).toBeGreaterThan(0);
    expect(all.contraceptionTypes.length).toBeGreaterThan(0);
    expect(all.hormoneTherapyTypes.length).toBeGreaterThan(0);
    expect(all.reproductiveStages.length).toBeGreaterThan(0);
    expect(all.physioMarkers.length).toBeGreaterThan(0);
    expect(all.physioResults.length).toBeGreaterThan(0);
    const male = await get(`${referencePaths.mainReferences}?gender=male`, mainReferences);
    expect(male.bloodMarkers.every((m) => m.ranges.female === undefined && m.ranges.male)).toBe(true);
  });
});

describe('reference seeding', () => {
  it('runs again without changing anything, and puts back an edited row', async () => {
    const before = await get(referencePaths.mainReferences, mainReferences);
    // xmin changes whenever PostgreSQL writes a new version of a row
    const versions = () =>
      t.database.db
        .select({ version: sql<string>`xmin::text` })
        .from(bloodMarkerRanges)
        .orderBy(asc(bloodMarkerRanges.markerId), asc(bloodMarkerRanges.sex));
    const versionsBefore = await versions();
    const ctx = { log: createLogger('silent'), now: new Date() };
    await runSeeders(t.database.db, seeders, ctx);
    expect(await get(referencePaths.mainReferences, mainReferences)).toEqual(before);
    expect(await versions(), 'an unchanged catalogue rewrites no row').toEqual(versionsBefore);

    await t.database.db.execute("update countries set name = 'Kanada' where code = 'CA'");
    await runSeeders(t.database.db, seeders, ctx);
    const countries = await get(referencePaths.countries, countriesResponse);
    expect(countries).toContainEqual({ name: 'Canada', countryAbbr: 'CA' });
  });

  it('keeps out of order ranges out of the database', async () => {
    await expect(
      t.database.db.execute('update blood_marker_ranges set max_g = max_a + 1 where marker_id = 3'),
    ).rejects.toThrow();
  });
});
