import Papa from 'papaparse';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  analyticsResponse,
  coachApiPaths,
  customersWithResultsResponse,
  teamNutritionResponse,
} from '../../src/contract/coach';
import { errorBody } from '../../src/contract/http';
import { stopDocumentReaders } from '../../src/server/workers/document-pool';
import { coachFixtures } from './coach-fixtures';
import { coachSession } from './coach-session';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
let coach: Awaited<ReturnType<typeof coachSession>>;
let other: Awaited<ReturnType<typeof coachSession>>;
let acme: Awaited<ReturnType<typeof coachFixtures>>;

beforeAll(async () => {
  t = await createTestApp();
  coach = await coachSession(t, 'coach');
  other = await coachSession(t, 'coach-other');
  acme = await coachFixtures(t, coach.companyId, 'rep', 0);
  await coachFixtures(t, other.companyId, 'rep-globex', 0);
});
afterAll(async () => {
  await stopDocumentReaders();
  await t?.close();
});

const issuePaths = async (res: Response) =>
  (errorBody.parse(await res.json()).issues ?? []).map((i) => i.path);
const year = { dateFrom: '2026-01-01', dateTo: '2026-12-31' };

describe('the demo teams', () => {
  it('report demo members with results, and refuse them to coach-other@', async () => {
    const { customers } = customersWithResultsResponse.parse(
      await (
        await coach.call('GET', `${coachApiPaths.customersWithResults}?dateFrom=2000-01-01&dateTo=2030-12-31`)
      ).json(),
    );
    const demo = customers.filter((c) => c.email.endsWith('@demo.healthspan.test'));
    expect(demo.length).toBeGreaterThan(0);
    const ids = demo.map((c) => c.id);
    expect((await other.call('POST', coachApiPaths.reportPdf, { customerIds: ids })).status).toBe(404);
    const csv = await coach.call('POST', coachApiPaths.reportCsv, {
      dateFrom: '2000-01-01',
      dateTo: '2030-12-31',
      customerIds: ids,
      optimizationStates: [0],
    });
    expect(csv.status).toBe(200);
    const teamId = demo[0]!.teamIds[0]!;
    const analytics = analyticsResponse.parse(
      await (await coach.call('GET', `${coachApiPaths.analytics}?teamId=${teamId}`)).json(),
    );
    expect(analytics.membersWithResults).toBeGreaterThan(0);
    expect(analytics.periods.length).toBeGreaterThan(0);
    expect((await other.call('GET', `${coachApiPaths.analytics}?teamId=${teamId}`)).status).toBe(404);
    expect((await other.call('GET', `${coachApiPaths.teamNutrition}?teamId=${teamId}`)).status).toBe(404);
    const nutrition = teamNutritionResponse.parse(
      await (await coach.call('GET', `${coachApiPaths.teamNutrition}?teamId=${teamId}`)).json(),
    );
    expect(nutrition.markers.length).toBeGreaterThan(0);
    expect(nutrition.foods.length).toBeGreaterThan(0);
  });
});

describe('customers-with-results', () => {
  const path = (q: Record<string, string>) =>
    `${coachApiPaths.customersWithResults}?${new URLSearchParams(q)}`;

  it('lists permitted people with results in the range, with their count, last date and teams', async () => {
    const res = await coach.call('GET', path(year));
    expect(res.status).toBe(200);
    const { customers } = customersWithResultsResponse.parse(await res.json());
    const eve = customers.find((c) => c.id === acme.eve.id)!;
    expect(eve).toMatchObject({ resultCount: 2, lastTestedAt: '2026-08-10', teamIds: [acme.team.id] });
    expect(customers.some((c) => c.id === acme.una.id)).toBe(false);
    const spring = customersWithResultsResponse.parse(
      await (await coach.call('GET', path({ dateFrom: '2026-03-01', dateTo: '2026-03-31' }))).json(),
    ).customers;
    expect(spring.find((c) => c.id === acme.eve.id)).toMatchObject({
      resultCount: 1,
      lastTestedAt: '2026-03-10',
    });
    expect(spring.some((c) => c.id === acme.zed.id)).toBe(false);
  });

  it('answers 400 naming bad dates, and an end before the start', async () => {
    const bad = await coach.call('GET', path({ dateFrom: 'soon', dateTo: '2026-13-01' }));
    expect(bad.status).toBe(400);
    expect(new Set(await issuePaths(bad))).toEqual(new Set(['dateFrom', 'dateTo']));
    const backwards = await coach.call('GET', path({ dateFrom: '2026-05-01', dateTo: '2026-04-01' }));
    expect(backwards.status).toBe(400);
    expect(await issuePaths(backwards)).toEqual(['dateTo']);
  });

  it('never lists another company’s people', async () => {
    const { customers } = customersWithResultsResponse.parse(
      await (await other.call('GET', path(year))).json(),
    );
    expect(customers.some((c) => c.id === acme.eve.id || c.id === acme.zed.id)).toBe(false);
  });
});

describe('the CSV report', () => {
  const csv = (body: unknown, session = coach) => session.call('POST', coachApiPaths.reportCsv, body);
  const rows = async (res: Response) => Papa.parse<string[]>(await res.text(), { skipEmptyLines: true }).data;
  const ids = () => [acme.eve.id, acme.zed.id];

  it('is a CSV attachment, one row per member × value, formula-like names escaped', async () => {
    const res = await csv({ ...year, customerIds: ids(), optimizationStates: [2] });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename=".+\.csv"$/);
    const [header, ...data] = await rows(res);
    expect(header).toEqual([
      'Member',
      'E-mail',
      'Tested on',
      'Marker',
      'Value',
      'Unit',
      'Optimization state',
    ]);
    expect(data).toHaveLength(3 + 2 + 3);
    // members by last name: Formula… before Normal…; the '=' name kept as text
    expect(data[0]![0]).toBe(`'=Eve ${acme.eve.lastName}`);
    expect(data.at(-1)![0]).toBe(`Zed ${acme.zed.lastName}`);
    // A–Z inside each result, newest result first
    const eveAug = data.filter((r) => r[0]!.startsWith("'=Eve") && r[2] === '2026-08-10').map((r) => r[3]!);
    expect(eveAug).toEqual([...eveAug].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
    expect(data.findIndex((r) => r[2] === '2026-08-10')).toBeLessThan(
      data.findIndex((r) => r[2] === '2026-03-10'),
    );
  });

  it('filters by optimization state and by the date range', async () => {
    const notOptimized = await rows(await csv({ ...year, customerIds: ids(), optimizationStates: [0] }));
    expect(notOptimized.slice(1).map((r) => r[3])).toEqual([
      acme.markers.low.name,
      acme.markers.low.name,
      acme.markers.low.name,
    ]);
    expect(notOptimized.slice(1).every((r) => r[6] !== 'Optimized')).toBe(true);
    const optimized = await rows(
      await csv({
        dateFrom: '2026-08-15',
        dateTo: '2026-08-31',
        customerIds: ids(),
        optimizationStates: [1],
      }),
    );
    expect(optimized.slice(1).map((r) => [r[0], r[6]])).toEqual([
      [`Zed ${acme.zed.lastName}`, 'Optimized'],
      [`Zed ${acme.zed.lastName}`, 'Optimized'],
    ]);
  });

  it('answers 404 naming people it may not read, 400 naming bad fields', async () => {
    const privateOne = await csv({
      ...year,
      customerIds: [acme.eve.id, acme.una.id],
      optimizationStates: [2],
    });
    expect(privateOne.status).toBe(404);
    expect(errorBody.parse(await privateOne.json()).error).toContain(String(acme.una.id));
    const foreign = await csv({ ...year, customerIds: ids(), optimizationStates: [2] }, other);
    expect(foreign.status).toBe(404);
    const bad = await csv({ dateFrom: 'x', dateTo: '2026-01-01', customerIds: [], optimizationStates: [5] });
    expect(bad.status).toBe(400);
    expect(new Set(await issuePaths(bad))).toEqual(
      new Set(['dateFrom', 'customerIds', 'optimizationStates.0']),
    );
  });
});

describe('the PDF report', () => {
  it('is a PDF with a cover and each member’s markers, drawn in the document worker', async () => {
    const res = await coach.call('POST', coachApiPaths.reportPdf, {
      customerIds: [acme.eve.id, acme.zed.id],
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename=".+\.pdf"$/);
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
    expect(text).toContain('Acme Health Co.');
    expect(text).toContain(`=Eve ${acme.eve.lastName}`);
    expect(text).toContain(`Zed ${acme.zed.lastName}`);
    expect(text).toContain(acme.markers.low.name);
  });

  it('answers 404 for people it may not read and for another company’s coach, 400 for a bad list', async () => {
    expect((await coach.call('POST', coachApiPaths.reportPdf, { customerIds: [acme.una.id] })).status).toBe(
      404,
    );
    expect((await other.call('POST', coachApiPaths.reportPdf, { customerIds: [acme.eve.id] })).status).toBe(
      404,
    );
    const bad = await coach.call('POST', coachApiPaths.reportPdf, { customerIds: 'all' });
    expect(bad.status).toBe(400);
    expect(await issuePaths(bad)).toEqual(['customerIds']);
  });
});

describe('analytics and team nutrition', () => {
  const teamQuery = (path: string, teamId: number | string) => `${path}?teamId=${teamId}`;

  it('counts a team’s members and averages its quarters and markers over permitted results', async () => {
    const res = await coach.call('GET', teamQuery(coachApiPaths.analytics, acme.team.id));
    expect(res.status).toBe(200);
    const body = analyticsResponse.parse(await res.json());
    expect(body).toMatchObject({ members: 3, membersWithResults: 2 });
    expect(body.periods.map((p) => [p.period, p.members])).toEqual([
      ['2026-Q1', 1],
      ['2026-Q3', 2],
    ]);
    expect(body.periods[1]!.optimizedShare).toBeCloseTo(3 / 5);
    expect(body.markers[0]).toMatchObject({ abbr: acme.markers.low.abbr, optimized: 0, notOptimized: 2 });
    const all = analyticsResponse.parse(await (await coach.call('GET', coachApiPaths.analytics)).json());
    expect(all.membersWithResults).toBeGreaterThanOrEqual(2);
  });

  it('lists the team’s common not-optimized markers with their side, and foods for them', async () => {
    const res = await coach.call('GET', teamQuery(coachApiPaths.teamNutrition, acme.team.id));
    expect(res.status).toBe(200);
    const body = teamNutritionResponse.parse(await res.json());
    expect(body.membersWithResults).toBe(2);
    expect(body.markers).toEqual([
      { abbr: acme.markers.low.abbr, name: acme.markers.low.name, members: 2, direction: 'low' },
    ]);
    for (const food of body.foods) expect(food.helps).toEqual([acme.markers.low.name]);
  });

  it('answers 404 for another company’s team and 400 for a bad team id', async () => {
    for (const path of [coachApiPaths.analytics, coachApiPaths.teamNutrition]) {
      expect((await other.call('GET', teamQuery(path, acme.team.id))).status).toBe(404);
      const bad = await coach.call('GET', teamQuery(path, 'abc'));
      expect(bad.status).toBe(400);
      expect(await issuePaths(bad)).toEqual(['teamId']);
    }
  });
});
