import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillPath } from '../../src/contract/admin';
import { backOfficePaths, BACK_OFFICE_MESSAGES } from '../../src/contract/back-office';
import {
  DATA_MESSAGES,
  exportQueriesResponse,
  exportQueryResponse,
  jobStarted,
} from '../../src/contract/back-office-data';
import { jobLogPage } from '../../src/contract/back-office-jobs';
import { auditEvents, customers, exportQueries } from '../../src/server/db/schema';
import { companies } from '../../src/server/db/schema/staff';
import { demoEmail } from '../../src/server/db/seed';
import { exportLimits } from '../../src/server/services/admin/exports';
import { adminSession, type AdminSession } from './admin-session';
import { createTestApp, type TestApp } from './test-app';

// Issue 19, data slice: saved export definitions (validated, audited, one company's) and the export
// job's CSV (header, rows, formulae escaped); personal fields only for a role with exportPersonalData.

let t: TestApp;
let admin: AdminSession;
let ops: AdminSession;
const p = backOfficePaths;
const reason = 'Monthly reporting';

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminSession(t, 'admin-totp');
  ops = await adminSession(t, 'admin-ops');
});
afterAll(() => t.close());

const countCustomers = async () => (await t.database.db.select().from(customers)).length;
async function create(session: AdminSession, body: unknown) {
  return session.call('POST', p.exportQueries, body);
}
async function runToCsv(session: AdminSession, id: number) {
  const res = await session.call('POST', fillPath(p.exportQueryRuns, { id: String(id) }));
  expect(res.status).toBe(201);
  const { jobId } = jobStarted.parse(await res.json());
  await t.jobs.drain();
  const log = jobLogPage.parse(
    await (await session.call('GET', fillPath(p.jobLog, { id: String(jobId) }))).json(),
  );
  expect(log.job.status).toBe('succeeded');
  const file = log.job.files[0]!;
  const csv = await session.call('GET', fillPath(p.jobFile, { id: String(jobId), name: file.name }));
  expect(csv.status).toBe(200);
  return { log, csv: await csv.text() };
}

describe('export queries', () => {
  it('creates a customers export, audited, and writes its CSV with a formula escaped', async () => {
    const email = demoEmail('active');
    await t.database.db
      .update(customers)
      .set({ lastName: '=HYPERLINK("http://evil")' })
      .where(eq(customers.email, email));
    const res = await create(admin, {
      name: 'Active customers',
      entity: 'customers',
      fields: ['id', 'email', 'lastName', 'activationState'],
      filters: { activationState: 'ACTIVE' },
      reason,
    });
    expect(res.status).toBe(201);
    const { query } = exportQueryResponse.parse(await res.json());
    expect(query.personal).toBe(true);
    const { csv, log } = await runToCsv(admin, query.id);
    const lines = csv.trimEnd().split('\r\n');
    expect(lines[0]).toBe('Customer id,E-mail,Last name,Activation state');
    const row = lines.find((l) => l.includes(email))!;
    expect(row).toContain(`,${email},"'=HYPERLINK(""http://evil"")",ACTIVE`);
    expect(lines.slice(1).every((l) => l.endsWith(',ACTIVE'))).toBe(true);
    expect(log.items.some((l) => l.itemKey === 'page 1')).toBe(true);
    const [audit] = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entity, 'export-query'), eq(auditEvents.entityId, String(query.id))));
    expect(audit).toMatchObject({ action: 'create', reason, summary: 'Export "Active customers" created' });
  });

  it('stops at the byte cap with a warning line, the rows before it written whole', async () => {
    const res = await create(admin, {
      name: 'Every customer id',
      entity: 'customers',
      fields: ['id', 'activationState'],
      filters: {},
      reason,
    });
    const { query } = exportQueryResponse.parse(await res.json());
    const saved = { ...exportLimits };
    exportLimits.bytes = 200;
    try {
      const { csv, log } = await runToCsv(admin, query.id);
      expect(csv.length).toBeLessThanOrEqual(200);
      const lines = csv.trimEnd().split('\r\n');
      expect(lines.length).toBeGreaterThan(2);
      expect(lines.slice(1).every((l) => /^\d+,[A-Z_]+$/.test(l))).toBe(true);
      const warning = log.items.find((l) => l.level === 'warn')!;
      expect(warning.message).toBe(
        `Stopped at ${lines.length - 1} rows of ${await countCustomers()}: the file reached its 200 bytes limit. Choose fewer fields or narrow the filters for the rest.`,
      );
      expect(log.job.summary).toBe(`${lines.length - 1} rows written to customers-${query.id}.csv.`);
    } finally {
      Object.assign(exportLimits, saved);
      // the Operations test below looks for the seeded definition without personal data
      await t.database.db.delete(exportQueries).where(eq(exportQueries.id, query.id));
    }
  });

  it('edits and deletes a definition, audited with the changed fields', async () => {
    const { query } = exportQueryResponse.parse(
      await (
        await create(admin, { name: 'Orders', entity: 'orders', fields: ['id', 'status'], reason })
      ).json(),
    );
    const put = await admin.call('PUT', fillPath(p.exportQuery, { id: String(query.id) }), {
      name: 'Orders placed',
      entity: 'orders',
      fields: ['id', 'status', 'priceCents'],
      filters: { createdFrom: '2026-01-01' },
      reason,
    });
    expect(put.status).toBe(200);
    const del = await admin.call('DELETE', fillPath(p.exportQuery, { id: String(query.id) }), {
      reason: 'Not needed',
    });
    expect(del.status).toBe(200);
    expect((await admin.call('GET', fillPath(p.exportQuery, { id: String(query.id) }))).status).toBe(404);
    const rows = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entity, 'export-query'), eq(auditEvents.entityId, String(query.id))));
    expect(rows.map((r) => r.action)).toEqual(['create', 'update', 'delete']);
    expect(rows[1]!.summary).toBe('Export "Orders placed": name, fields, filters changed');
    expect(rows[1]!.before).toEqual({
      name: 'Orders',
      fields: ['id', 'status'],
      filters: {},
    });
  });

  it('refuses unknown fields and filters, naming them', async () => {
    const res = await create(admin, {
      name: 'Bad',
      entity: 'orders',
      fields: ['id', 'password'],
      filters: { activationState: 'ACTIVE' },
    });
    expect(res.status).toBe(400);
    const body = JSON.stringify(await res.json());
    expect(body).toContain('fields.1');
    expect(body).toContain('Unknown field \\"password\\" for orders');
    expect(body).toContain('filters.activationState');
    const extra = await create(admin, {
      name: 'Bad',
      entity: 'orders',
      fields: ['id'],
      filters: { colour: 'red' },
    });
    expect(extra.status).toBe(400);
    expect(JSON.stringify(await extra.json())).toContain('colour');
    const empty = await create(admin, { name: '', entity: 'planets', fields: [] });
    expect(empty.status).toBe(400);
    const issues = JSON.stringify(await empty.json());
    for (const field of ['name', 'entity', 'fields']) expect(issues).toContain(field);
  });

  it('Operations may save and run an export without personal data, never one with it', async () => {
    const list = exportQueriesResponse.parse(await (await ops.call('GET', p.exportQueries)).json());
    expect(list.personalAllowed).toBe(false);
    const seeded = list.items.find((q) => !q.personal)!;
    expect(seeded.name).toBe('Orders by status (no personal data)');
    const { csv } = await runToCsv(ops, seeded.id);
    expect(csv.split('\r\n')[0]).toBe('Order id,Placed,Product,Price (cents),Status');

    const personal = list.items.find((q) => q.personal)!;
    const run = await ops.call('POST', fillPath(p.exportQueryRuns, { id: String(personal.id) }));
    expect(run.status).toBe(403);
    expect(((await run.json()) as { error: string }).error).toBe(DATA_MESSAGES.personalDenied);
    const save = await create(ops, { name: 'Emails', entity: 'customers', fields: ['id', 'email'] });
    expect(save.status).toBe(403);
    const edit = await ops.call('PUT', fillPath(p.exportQuery, { id: String(personal.id) }), {
      name: 'Now without',
      entity: personal.entity,
      fields: ['id'],
    });
    expect(edit.status).toBe(403);
    const ok = await create(ops, { name: 'Ids', entity: 'customers', fields: ['id', 'createdAt'] });
    expect(ok.status).toBe(201);
  });

  it('answers 404 for a missing definition and for another company’s', async () => {
    expect((await admin.call('GET', fillPath(p.exportQuery, { id: String(999999) }))).status).toBe(404);
    const [other] = await t.database.db.select().from(companies).where(eq(companies.name, 'Globex Wellness'));
    const [mine] = await t.database.db.select().from(exportQueries).limit(1);
    await t.database.db
      .update(exportQueries)
      .set({ companyId: other!.id })
      .where(eq(exportQueries.id, mine!.id));
    const res = await admin.call('GET', fillPath(p.exportQuery, { id: String(mine!.id) }));
    expect(res.status).toBe(404);
    expect(((await res.json()) as { error: string }).error).toBe(BACK_OFFICE_MESSAGES.notFound);
    expect((await admin.call('POST', fillPath(p.exportQueryRuns, { id: String(mine!.id) }))).status).toBe(
      404,
    );
    const list = exportQueriesResponse.parse(await (await admin.call('GET', p.exportQueries)).json());
    expect(list.items.some((q) => q.id === mine!.id)).toBe(false);
  });

  it('Support may not list or run exports', async () => {
    const support = await adminSession(t, 'admin-limited');
    expect((await support.call('GET', p.exportQueries)).status).toBe(403);
    expect((await support.call('POST', fillPath(p.exportQueryRuns, { id: String(1) }))).status).toBe(403);
  });
});
