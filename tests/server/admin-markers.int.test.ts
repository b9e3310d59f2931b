import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillPath } from '../../src/contract/admin';
import { backOfficePaths } from '../../src/contract/back-office';
import {
  markerSynonymResponse,
  markerSynonymsResponse,
  REVIEWED_SOURCE,
  reviewPublishResponse,
  reviewRequestDetail,
  reviewRequestsResponse,
} from '../../src/contract/back-office-panels';
import { bloodPaths, bloodResultsResponse } from '../../src/contract/blood';
import { errorBody } from '../../src/contract/http';
import { ocrPaths, reviewFilesResponse } from '../../src/contract/ocr';
import { auditEvents, customers, ocrUploads } from '../../src/server/db/schema';
import { OCR_REVIEW_PERSONA, reportPdf } from '../../src/server/db/seed/demo-admin-panels';
import { demoEmail } from '../../src/server/db/seed';
import { DAY_MS, utcDayOf } from '../../src/domain/dates';
import { readOutbox } from '../../src/server/services/outbox';
import { stopOcr } from '../../src/server/services/ocr';
import { stopDocumentReaders } from '../../src/server/workers/document-pool';
// Imported for its Node 20 polyfill (pdf.js renders blank pages without it).
import '../../src/server/services/ocr/pdf';
import { adminSession, type AdminSession } from './admin-session';
import { bearerCalls } from './http-client';
import { createTestApp, type TestApp } from './test-app';

// Issue 18, back office: OCR marker synonyms (the reader uses them at once) and review requests.

let t: TestApp;
let admin: AdminSession;
let ops: AdminSession;
let support: AdminSession;
const { api, logIn } = bearerCalls(() => t);
beforeAll(async () => {
  t = await createTestApp();
  // the demo seeder dated ocr-review@'s waiting upload 3 days before its clock (the real one for the
  // PGlite template, a fixed one for PostgreSQL): the tests read the same clock back from it
  const [waitingUpload] = await t.database.db
    .select({ createdAt: ocrUploads.createdAt })
    .from(ocrUploads)
    .innerJoin(customers, eq(customers.id, ocrUploads.customerId))
    .where(and(eq(customers.email, demoEmail(OCR_REVIEW_PERSONA)), eq(ocrUploads.status, 'queued')));
  t.setNow(new Date(waitingUpload!.createdAt.getTime() + 3 * DAY_MS));
  admin = await adminSession(t, 'admin-totp');
  ops = await adminSession(t, 'admin-ops');
  support = await adminSession(t, 'admin-limited');
});
afterAll(async () => {
  await stopOcr();
  await stopDocumentReaders();
  await t?.close();
});

const p = backOfficePaths;
const issuesOf = async (res: Response) => errorBody.parse(await res.json()).issues ?? [];
const auditOf = (entity: string, entityId: number) =>
  t.database.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.entity, entity), eq(auditEvents.entityId, String(entityId))))
    .orderBy(auditEvents.id);
const requestPath = (id: number) => fillPath(p.reviewRequest, { id: String(id) });
const detailOf = async (session: AdminSession, id: number) => {
  const res = await session.call('GET', requestPath(id));
  expect(res.status, await res.clone().text()).toBe(200);
  return reviewRequestDetail.parse(await res.json());
};
const waiting = async () =>
  reviewRequestsResponse.parse(await (await admin.call('GET', p.reviewRequests)).json()).items;

/** The customer sends a report to the care team, as the upload page does. */
async function sendForReview(token: string, lines: readonly string[], name = 'report.pdf') {
  const form = new FormData();
  form.append('files', new File([Buffer.from(await reportPdf(lines))], name, { type: 'application/pdf' }));
  const res = await t.app.request(ocrPaths.reviewFiles, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  expect(res.status, await res.clone().text()).toBe(200);
  return reviewFilesResponse.parse(await res.json()).groupId;
}

describe('marker synonyms', () => {
  it('adds a spelling the reader then reads at once, and removes it again', async () => {
    const token = await logIn(demoEmail(OCR_REVIEW_PERSONA));
    const groupId = await sendForReview(token, [
      'Date Collected: 10/10/2026',
      'Glucose, Serum   92   mg/dL   65-99',
      'Hemoglobine glyquee   5.4   %   4.8-5.6',
    ]);
    const request = (await waiting()).find((r) => r.groupId === groupId)!;
    const before = await detailOf(admin, request.id);
    expect(before.reading.values.map((v) => v.markerAbbr)).toEqual(['GLU']);
    expect(before.reading.unmatched.join(' ')).toMatch(/Hemoglobine glyquee/);

    const res = await admin.call('POST', p.markerSynonyms, {
      markerAbbr: 'HBA1C',
      name: ' Hemoglobine glyquee ',
    });
    expect(res.status, await res.clone().text()).toBe(201);
    const { synonym } = markerSynonymResponse.parse(await res.json());
    expect(synonym).toMatchObject({
      markerAbbr: 'HBA1C',
      name: 'Hemoglobine glyquee',
      staffName: expect.any(String) as unknown,
    });

    const after = await detailOf(admin, request.id);
    expect(after.reading.values.map((v) => v.markerAbbr).sort()).toEqual(['GLU', 'HBA1C']);
    expect(after.reading.values.find((v) => v.markerAbbr === 'HBA1C')!.value).toBe(5.4);

    const listed = markerSynonymsResponse.parse(
      await (await admin.call('GET', `${p.markerSynonyms}?markerAbbr=HBA1C`)).json(),
    );
    expect(listed.items.map((i) => i.name)).toContain('Hemoglobine glyquee');
    expect(listed.builtIn).toContain('Hemoglobin A1c');
    const searched = markerSynonymsResponse.parse(
      await (await admin.call('GET', `${p.markerSynonyms}?q=glyqu`)).json(),
    );
    expect(searched.items.map((i) => i.id)).toEqual([synonym.id]);
    expect(searched.builtIn).toEqual([]);

    const [created] = await auditOf('marker-synonym', synonym.id);
    expect(created).toMatchObject({
      action: 'create',
      after: { markerAbbr: 'HBA1C', name: 'Hemoglobine glyquee' },
    });

    const path = fillPath(p.markerSynonym, { id: String(synonym.id) });
    expect((await admin.call('DELETE', path, {})).status).toBe(400);
    expect((await admin.call('DELETE', path, { reason: 'Added by mistake' })).status).toBe(204);
    expect((await admin.call('DELETE', path, { reason: 'Again' })).status).toBe(404);
    const removed = await detailOf(admin, request.id);
    expect(removed.reading.values.map((v) => v.markerAbbr)).toEqual(['GLU']);
    const events = await auditOf('marker-synonym', synonym.id);
    expect(events.map((e) => [e.action, e.reason])).toEqual([
      ['create', null],
      ['delete', 'Added by mistake'],
    ]);
  });

  it('refuses a spelling that already names a marker, saying which', async () => {
    const same = await admin.call('POST', p.markerSynonyms, { markerAbbr: 'HBA1C', name: 'hemoglobin a1c' });
    expect(same.status).toBe(400);
    const [issue] = await issuesOf(same);
    expect(issue).toMatchObject({ path: 'name', message: expect.stringMatching(/already known/) as unknown });
    const other = await admin.call('POST', p.markerSynonyms, { markerAbbr: 'GLU', name: 'TSH' });
    expect((await issuesOf(other))[0]).toMatchObject({
      path: 'name',
      message: expect.stringMatching(/TSH/) as unknown,
    });
    const added = await admin.call('POST', p.markerSynonyms, {
      markerAbbr: 'FERRITIN',
      name: 'Ferritine, sérique',
    });
    expect(added.status).toBe(201);
    const again = await ops.call('POST', p.markerSynonyms, {
      markerAbbr: 'IRON',
      name: 'FERRITINE  SÉRIQUE',
    });
    expect(again.status).toBe(403); // Operations has no marker access
    const twice = await admin.call('POST', p.markerSynonyms, {
      markerAbbr: 'IRON',
      name: 'FERRITINE  SÉRIQUE',
    });
    expect((await issuesOf(twice))[0]!.message).toMatch(/FERRITIN/);
  });

  it('refuses bad input naming each field', async () => {
    const res = await admin.call('POST', p.markerSynonyms, { markerAbbr: 'NOPE', name: '' });
    expect(res.status).toBe(400);
    expect((await issuesOf(res)).map((i) => i.path)).toEqual(['name']);
    const unknown = await admin.call('POST', p.markerSynonyms, { markerAbbr: 'NOPE', name: 'Something' });
    expect((await issuesOf(unknown)).map((i) => i.path)).toEqual(['markerAbbr']);
    const punct = await admin.call('POST', p.markerSynonyms, { markerAbbr: 'GLU', name: '---' });
    expect((await issuesOf(punct)).map((i) => i.path)).toEqual(['name']);
    expect((await support.call('GET', p.markerSynonyms)).status).toBe(403);
  });
});

describe('review requests', () => {
  it('lists the queue (oldest first) and the published ones', async () => {
    const items = await waiting();
    const demo = items.find((r) => r.customer.email === demoEmail(OCR_REVIEW_PERSONA))!;
    expect(demo).toMatchObject({ status: 'waiting', waitingDays: 3, hasDraft: false });
    expect(demo.files).toEqual([
      { position: 0, name: 'bilan-recent.pdf', kind: 'pdf', bytes: expect.any(Number) as unknown },
    ]);
    const published = reviewRequestsResponse.parse(
      await (await admin.call('GET', `${p.reviewRequests}?status=published`)).json(),
    );
    expect(published.items.map((r) => r.files[0]!.name)).toContain('bilan-2025.pdf');
    expect(published.items[0]!.publishedAt).not.toBeNull();
    const bad = await admin.call('GET', `${p.reviewRequests}?status=lost&page=0`);
    expect((await issuesOf(bad)).map((i) => i.path).sort()).toEqual(['page', 'status']);
    expect((await ops.call('GET', p.reviewRequests)).status).toBe(403);
  });

  it('serves a stored file inline, never sniffed or run; 404 for none', async () => {
    const demo = (await waiting()).find((r) => r.customer.email === demoEmail(OCR_REVIEW_PERSONA))!;
    const res = await admin.call(
      'GET',
      fillPath(p.reviewRequestFile, { id: String(demo.id), position: '0' }),
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toMatch(/^inline; filename="bilan-recent.pdf"/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toMatch(/^sandbox/);
    expect(new TextDecoder().decode((await res.arrayBuffer()).slice(0, 5))).toBe('%PDF-');
    expect(
      (await admin.call('GET', fillPath(p.reviewRequestFile, { id: String(demo.id), position: '3' }))).status,
    ).toBe(404);
    expect(
      (await admin.call('GET', fillPath(p.reviewRequestFile, { id: '999999', position: '0' }))).status,
    ).toBe(404);
    expect(
      (await admin.call('GET', fillPath(p.reviewRequestFile, { id: String(demo.id), position: '-1' })))
        .status,
    ).toBe(400);
  });

  it('prefills from the reader, saves a checked draft, publishes it to the customer once', async () => {
    const demo = (await waiting()).find((r) => r.customer.email === demoEmail(OCR_REVIEW_PERSONA))!;
    const detail = await detailOf(admin, demo.id);
    const drawnOn = detail.reading.testedAt!;
    expect(drawnOn).toBe(utcDayOf(t.now().getTime() - 10 * DAY_MS));
    expect(detail.reading.values.map((v) => v.markerAbbr)).toEqual(expect.arrayContaining(['GLU', 'HBA1C']));
    expect(detail.draft).toBeNull();

    const path = requestPath(demo.id);
    const publish = fillPath(p.reviewRequestPublish, { id: String(demo.id) });
    const noDraft = await admin.call('POST', publish, { reason: 'Checked against the PDF' });
    expect((await issuesOf(noDraft)).map((i) => i.path)).toEqual(['values']);

    const bad = await admin.call('PUT', path, {
      testedAt: '2027-01-01',
      values: [
        { markerAbbr: 'GLU', value: 97, unit: 'mmHg' },
        { markerAbbr: 'HBA1C', value: 560, unit: '%' },
        { markerAbbr: 'NOPE', value: 1, unit: 'mg/dL' },
        { markerAbbr: 'TSH', value: 'x', unit: 'µIU/mL' },
      ],
    });
    expect(bad.status).toBe(400);
    expect((await issuesOf(bad)).map((i) => i.path)).toEqual(['values.3.value']);
    const bad2 = await admin.call('PUT', path, {
      testedAt: '2027-01-01',
      values: [
        { markerAbbr: 'GLU', value: 97, unit: 'mmHg' },
        { markerAbbr: 'HBA1C', value: 560, unit: '%' },
        { markerAbbr: 'NOPE', value: 1, unit: 'mg/dL' },
      ],
    });
    expect((await issuesOf(bad2)).map((i) => i.path)).toEqual([
      'testedAt',
      'values.0.unit',
      'values.1.value',
      'values.2.markerAbbr',
    ]);

    const values = [
      { markerAbbr: 'GLU', value: 97, unit: 'mg/dL' },
      { markerAbbr: 'HBA1C', value: 5.7, unit: '%' },
      { markerAbbr: 'FERRITIN', value: 64, unit: 'ng/mL' },
    ];
    const saved = await admin.call('PUT', path, { testedAt: drawnOn, values });
    expect(saved.status, await saved.clone().text()).toBe(200);
    expect(reviewRequestDetail.parse(await saved.json()).draft).toMatchObject({ testedAt: drawnOn, values });
    expect((await admin.call('PUT', requestPath(999_999), { testedAt: drawnOn, values })).status).toBe(404);

    expect((await admin.call('POST', publish, {})).status).toBe(400);
    const res = await admin.call('POST', publish, { reason: 'Checked against the PDF' });
    expect(res.status, await res.clone().text()).toBe(200);
    const { resultId } = reviewPublishResponse.parse(await res.json());
    expect((await admin.call('POST', publish, { reason: 'Again' })).status).toBe(409);
    expect((await admin.call('PUT', path, { testedAt: drawnOn, values })).status).toBe(409);
    expect(
      (await admin.call('POST', fillPath(p.reviewRequestPublish, { id: '999999' }), { reason: 'None' }))
        .status,
    ).toBe(404);

    const token = await logIn(demoEmail(OCR_REVIEW_PERSONA));
    const results = bloodResultsResponse.parse(await (await api('GET', bloodPaths.results, token)).json());
    const result = results.find((r) => r.id === resultId)!;
    expect(result).toMatchObject({ testedAt: drawnOn, source: REVIEWED_SOURCE, groupId: demo.groupId });
    expect(result.markerValues.find((v) => v.markerAbbr === 'HBA1C')).toMatchObject({ value: 5.7 });

    const after = await detailOf(admin, demo.id);
    expect(after).toMatchObject({ status: 'published', resultId });
    expect((await waiting()).map((r) => r.id)).not.toContain(demo.id);

    const events = await auditOf('review-request', demo.id);
    expect(events.map((e) => e.action)).toEqual(['draft', 'publish']);
    expect(events[1]).toMatchObject({
      customerId: demo.customer.id,
      reason: 'Checked against the PDF',
      after: { testedAt: drawnOn, values, resultId },
    });
    const customerAudit = await admin.call(
      'GET',
      fillPath(p.customerAudit, { id: String(demo.customer.id) }),
    );
    if (customerAudit.status === 200)
      expect(JSON.stringify(await customerAudit.json())).toContain('published to the customer');

    const [mail] = await readOutbox(t.database.db, {
      recipient: demoEmail(OCR_REVIEW_PERSONA),
      channel: 'email',
    });
    expect(mail).toMatchObject({ subject: 'Your blood results are in' });
    expect(mail!.body).toContain('/customer/bloodwork');
  });
});
