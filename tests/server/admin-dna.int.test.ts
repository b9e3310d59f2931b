import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillPath } from '../../src/contract/admin';
import { backOfficePaths as paths } from '../../src/contract/back-office';
import {
  adminKitEvents,
  adminKitStates,
  customerDnaResponse,
  dnaKitResponse,
  dnaKitsResponse,
  dnaResultResponse,
  dnaResultsResponse,
} from '../../src/contract/back-office-dna';
import {
  currentKitResponse,
  dnaPaths,
  dnaReportResponse,
  healthspanDnaReportStatus,
} from '../../src/contract/dna';
import { dnaKitStates, labKitEvents } from '../../src/domain/dna';
import { auditEvents, customers, dnaKits } from '../../src/server/db/schema';
import { KIT_LAB_GENOTYPES, LAB_DEMO_KIT } from '../../src/server/db/seed/demo-admin-dna';
import { demoKit } from '../../src/server/db/seed/demo-dna';
import { adminSession, type AdminSession } from './admin-session';
import { file23andMe, textFile } from './dna-files';
import { bearerCalls } from './http-client';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
let admin: AdminSession;
let ops: AdminSession;
let support: AdminSession;
const customer = bearerCalls(() => t);
const demo = (persona: string) => `${persona}@demo.healthspan.test`;

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminSession(t, 'admin-totp');
  ops = await adminSession(t, 'admin-ops');
  support = await adminSession(t, 'admin-limited');
});
afterAll(() => t.close());

async function kitRow(dnaKitId: string) {
  const [row] = await t.database.db.select().from(dnaKits).where(eq(dnaKits.dnaKitId, dnaKitId));
  return row!;
}
async function customerId(persona: string) {
  const [row] = await t.database.db
    .select({ id: customers.id })
    .from(customers)
    .where(eq(sql`lower(${customers.email})`, demo(persona)));
  return row!.id;
}
const kitPath = (id: number) => fillPath(paths.dnaKit, { id: String(id) });
const movePath = (id: number) => fillPath(paths.dnaKitTransitions, { id: String(id) });
const issuesOf = async (res: Response) =>
  ((await res.json()) as { issues?: { path: string }[] }).issues?.map((i) => i.path) ?? [];

describe('the contract and the domain name the same states and steps', () => {
  it('keeps the lists equal', () => {
    expect([...adminKitStates]).toEqual([...dnaKitStates]);
    expect([...adminKitEvents]).toEqual([...labKitEvents]);
  });
});

describe('GET dnaKits', () => {
  it('finds a kit by its id typed loosely, its serial number or the customer’s e-mail', async () => {
    for (const q of ['hsk 1000 0015', LAB_DEMO_KIT.serialNumber, 'dna-kit-lab@demo']) {
      const res = await ops.call('GET', `${paths.dnaKits}?q=${encodeURIComponent(q)}`);
      expect(res.status).toBe(200);
      const body = dnaKitsResponse.parse(await res.json());
      expect(body.items.map((k) => k.dnaKitId)).toEqual([LAB_DEMO_KIT.dnaKitId]);
      expect(body.items[0]!.state).toBe('received');
      expect(body.items[0]!.customer?.email).toBe(demo('dna-kit-lab'));
      expect(body.items[0]!.receivedAt).not.toBeNull();
    }
  });

  it('filters by state, sorts and pages on the server', async () => {
    const res = await admin.call(
      'GET',
      `${paths.dnaKits}?state=issued&sort=dnaKitId&dir=asc&pageSize=2&page=2`,
    );
    const body = dnaKitsResponse.parse(await res.json());
    expect(body.total).toBeGreaterThanOrEqual(5);
    expect(body.items.map((k) => k.dnaKitId)).toEqual([demoKit(3).dnaKitId, demoKit(4).dnaKitId]);
    expect(body.items.every((k) => k.state === 'issued' && k.customer === null)).toBe(true);
  });

  it('answers 400 naming each bad parameter', async () => {
    const res = await admin.call('GET', `${paths.dnaKits}?state=lost&sort=colour&pageSize=0`);
    expect(res.status).toBe(400);
    expect(await issuesOf(res)).toEqual(expect.arrayContaining(['state', 'sort', 'pageSize']));
  });

  it('is refused to Support', async () => {
    expect((await support.call('GET', paths.dnaKits)).status).toBe(403);
  });
});

describe('GET dnaKit/:id', () => {
  it('answers the kit, its owner, the steps it can take now and its audit', async () => {
    const kit = await kitRow(LAB_DEMO_KIT.dnaKitId);
    const body = dnaKitResponse.parse(await (await ops.call('GET', kitPath(kit.id))).json());
    expect(body.kit.state).toBe('received');
    expect(body.events).toEqual(['fail', 'complete']);
    expect(body.resultSetId).toBeNull();
  });

  it('answers 404 for a kit that does not exist and 400 for an id that is not one', async () => {
    expect((await ops.call('GET', kitPath(999_999))).status).toBe(404);
    const bad = await ops.call('GET', fillPath(paths.dnaKit, { id: 'abc' }));
    expect(bad.status).toBe(400);
    expect(await issuesOf(bad)).toEqual(['id']);
  });
});

describe('POST dnaKitTransitions/:id', () => {
  it('moves a kit by one step, audited with the reason and the states before and after', async () => {
    const kit = await kitRow(demoKit(11).dnaKitId); // dna-kit-registered@
    const res = await ops.call('POST', movePath(kit.id), { event: 'markMailed', reason: 'Courier scan' });
    expect(res.status).toBe(200);
    const body = dnaKitResponse.parse(await res.json());
    expect(body.kit.state).toBe('mailed');
    expect(body.kit.mailedAt).toBe(t.now().toISOString());
    expect(body.events).toEqual(['receive']);
    const [event] = body.audit;
    expect(event).toMatchObject({
      entity: 'dna-kit',
      entityId: String(kit.id),
      action: 'markMailed',
      reason: 'Courier scan',
      customerId: await customerId('dna-kit-registered'),
      before: { state: 'registered' },
      after: { state: 'mailed' },
    });
    expect(event!.summary).toBe(`DNA kit ${kit.dnaKitId}: marked mailed`);
    // the customer's kit page shows it
    const token = await customer.logIn(demo('dna-kit-registered'));
    const mine = currentKitResponse.parse(
      await (await customer.api('GET', dnaPaths.currentKitData, token)).json(),
    );
    expect(mine.kit?.state).toBe('mailed');
  });

  it('refuses a step the state cannot take with 409 naming the state', async () => {
    const kit = await kitRow(LAB_DEMO_KIT.dnaKitId);
    const res = await ops.call('POST', movePath(kit.id), { event: 'markMailed', reason: 'Test' });
    expect(res.status).toBe(409);
    expect(((await res.json()) as { error: string }).error).toBe(
      'A kit that is at the lab cannot be marked mailed: it can be marked failed or marked ready.',
    );
  });

  it('answers 400 naming the fields: a bad step and reason, and complete without its file', async () => {
    const kit = await kitRow(LAB_DEMO_KIT.dnaKitId);
    const bad = await ops.call('POST', movePath(kit.id), { event: 'lose', reason: 'x' });
    expect(bad.status).toBe(400);
    expect(await issuesOf(bad)).toEqual(expect.arrayContaining(['event', 'reason']));
    const noFile = await ops.call('POST', movePath(kit.id), { event: 'complete', reason: 'Lab done' });
    expect(noFile.status).toBe(400);
    expect(await issuesOf(noFile)).toEqual(['file']);
    const form = new FormData();
    form.append('event', 'complete');
    form.append('reason', 'Lab done');
    const noFileForm = await ops.multipart(movePath(kit.id), form);
    expect(noFileForm.status).toBe(400);
    expect(await issuesOf(noFileForm)).toEqual(['file']);
  });

  it('refuses a file that is not raw DNA data with 400 naming the file, and changes nothing', async () => {
    const kit = await kitRow(LAB_DEMO_KIT.dnaKitId);
    const form = new FormData();
    form.append('event', 'complete');
    form.append('reason', 'Lab done');
    form.append('file', textFile('name,value\nfoo,1\n', 'results.csv'));
    const res = await ops.multipart(movePath(kit.id), form);
    expect(res.status).toBe(400);
    expect(await issuesOf(res)).toEqual(['file']);
    expect((await kitRow(LAB_DEMO_KIT.dnaKitId)).state).toBe('received');
  });

  it('answers 404 for a missing kit and 403 for Support', async () => {
    expect((await ops.call('POST', movePath(999_999), { event: 'receive', reason: 'Test' })).status).toBe(
      404,
    );
    const kit = await kitRow(LAB_DEMO_KIT.dnaKitId);
    expect((await support.call('POST', movePath(kit.id), { event: 'fail', reason: 'Test' })).status).toBe(
      403,
    );
  });

  it('completes a kit with the lab’s file: the customer’s kit page and DNA report then show it', async () => {
    const kit = await kitRow(LAB_DEMO_KIT.dnaKitId);
    const form = new FormData();
    form.append('event', 'complete');
    form.append('reason', 'Genotyping passed QC');
    form.append('file', textFile(file23andMe(KIT_LAB_GENOTYPES), 'HSK-1000-0015.txt'));
    const res = await admin.multipart(movePath(kit.id), form);
    expect(res.status).toBe(200);
    const body = dnaKitResponse.parse(await res.json());
    expect(body.kit.state).toBe('resultReady');
    expect(body.events).toEqual([]);
    expect(body.resultSetId).not.toBeNull();
    expect(body.audit[0]).toMatchObject({
      action: 'complete',
      reason: 'Genotyping passed QC',
      before: { state: 'received' },
      after: { state: 'resultReady', resultFile: 'HSK-1000-0015.txt' },
    });
    const [row] = await t.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.entity, 'dna-kit'))
      .orderBy(desc(auditEvents.id))
      .limit(1);
    expect(row!.customerId).toBe(await customerId('dna-kit-lab'));

    const token = await customer.logIn(demo('dna-kit-lab'));
    const mine = currentKitResponse.parse(
      await (await customer.api('GET', dnaPaths.currentKitData, token)).json(),
    );
    expect(mine.kit?.state).toBe('resultReady');
    const status = healthspanDnaReportStatus.parse(
      await (await customer.api('GET', dnaPaths.healthspanReportStatus, token)).json(),
    );
    expect(status).toMatchObject({ status: 'ready', reportReady: true, dnaKitId: LAB_DEMO_KIT.dnaKitId });
    const report = dnaReportResponse.parse(await (await customer.api('GET', dnaPaths.report, token)).json());
    expect(report.source).toMatchObject({ id: body.resultSetId, source: 'kit' });
    expect(report.calledSnps).toBe(Object.keys(KIT_LAB_GENOTYPES).length);

    // the back office then reads the same report
    const seen = dnaResultResponse.parse(
      await (await ops.call('GET', fillPath(paths.dnaResult, { id: String(body.resultSetId) }))).json(),
    );
    expect(seen.report.traits).toEqual(report.traits);
    expect(seen.set.dnaKitId).toBe(LAB_DEMO_KIT.dnaKitId);
    expect(JSON.stringify(seen)).not.toContain('"genotypes"');
  });
});

describe('a customer’s DNA and the results', () => {
  it('GET customerDna/:id: kits, genotype sets and the set the report reads', async () => {
    const id = await customerId('dna-kit-ready');
    const body = customerDnaResponse.parse(
      await (await ops.call('GET', fillPath(paths.customerDna, { id: String(id) }))).json(),
    );
    expect(body.customer.email).toBe(demo('dna-kit-ready'));
    expect(body.kits.map((k) => k.state)).toEqual(['resultReady']);
    expect(body.sets).toHaveLength(1);
    expect(body.sets[0]).toMatchObject({ source: 'kit', status: 'ready', dnaKitId: demoKit(14).dnaKitId });
    expect(body.reportSetId).toBe(body.sets[0]!.id);
    const upload = customerDnaResponse.parse(
      await (
        await ops.call('GET', fillPath(paths.customerDna, { id: String(await customerId('dna-only')) }))
      ).json(),
    );
    expect(upload.kits).toEqual([]);
    expect(upload.sets[0]).toMatchObject({ source: 'upload', formatName: '23andMe' });
  });

  it('GET dnaResults: ready sets across customers, newest first, searchable', async () => {
    const all = dnaResultsResponse.parse(await (await admin.call('GET', paths.dnaResults)).json());
    expect(all.total).toBeGreaterThanOrEqual(2);
    expect(all.items.every((r) => r.set.status === 'ready')).toBe(true);
    const found = dnaResultsResponse.parse(
      await (await admin.call('GET', `${paths.dnaResults}?q=dna-only`)).json(),
    );
    expect(found.items.map((r) => r.customer.email)).toEqual([demo('dna-only')]);
    const bad = await admin.call('GET', `${paths.dnaResults}?page=0`);
    expect(bad.status).toBe(400);
    expect(await issuesOf(bad)).toEqual(['page']);
  });

  it('answers 404 for a missing customer or set, and 403 to Support', async () => {
    expect((await ops.call('GET', fillPath(paths.customerDna, { id: '999999' }))).status).toBe(404);
    expect((await ops.call('GET', fillPath(paths.dnaResult, { id: '999999' }))).status).toBe(404);
    const id = String(await customerId('dna-only'));
    expect((await support.call('GET', fillPath(paths.customerDna, { id }))).status).toBe(403);
    expect((await support.call('GET', paths.dnaResults)).status).toBe(403);
  });
});
