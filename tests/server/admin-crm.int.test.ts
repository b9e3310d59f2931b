import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fillPath } from '../../src/contract/admin';
import { auditPage, backOfficePaths as paths } from '../../src/contract/back-office';
import { jobView } from '../../src/contract/back-office-jobs';
import {
  crmLogResponse,
  crmMappingsResponse,
  crmPropertiesResponse,
  crmSyncResponse,
} from '../../src/contract/back-office-integrations';
import { membershipPaths } from '../../src/contract/membership';
import { crmOutbox } from '../../src/server/db/schema/admin-integrations';
import { customers } from '../../src/server/db/schema/identity';
import { adminJobs } from '../../src/server/db/schema/jobs';
import { demoEmail } from '../../src/server/db/seed';
import { DEFAULT_CRM_MAPPING } from '../../src/server/db/seed/demo-admin-integrations';
import { ensureEmailPreferences } from '../../src/server/services/membership-email-preferences';
import { adminSession, type AdminSession } from './admin-session';
import { bearerCalls } from './http-client';
import { createTestApp, type TestApp } from './test-app';

// Issue 19: the CRM mapping (validated, audited), the crm-sync job (mapped contacts through the
// outbox adapter, incremental by default, resumed after a restart without duplicates), the e-mail
// preference sync, and a real CRM endpoint faked: one refused contact fails that item only.

const DAY = 24 * 3600 * 1000;
let t: TestApp;
let admin: AdminSession;
let support: AdminSession;
let ops: AdminSession;
const reason = 'CRM rollout';

beforeAll(async () => {
  t = await createTestApp();
  // after the seeding's demo sync (real time), so what the tests change is newer than it
  t.setNow(new Date(Date.now() + DAY));
  admin = await adminSession(t, 'admin-totp');
  support = await adminSession(t, 'admin-limited');
  ops = await adminSession(t, 'admin-ops');
});
afterAll(() => t.close());

const outboxOf = (jobId: number) =>
  t.database.db.select().from(crmOutbox).where(eq(crmOutbox.jobId, jobId)).orderBy(asc(crmOutbox.customerId));
const jobOf = async (id: number) =>
  jobView.parse(
    ((await (await admin.call('GET', fillPath(paths.job, { id: String(id) }))).json()) as { job: unknown })
      .job,
  );
async function sync(full: boolean) {
  const res = await admin.call('POST', paths.crmSyncs, { full });
  expect(res.status).toBe(201);
  const { jobId } = crmSyncResponse.parse(await res.json());
  await t.jobs.drain();
  return jobId;
}

describe('CRM mapping', () => {
  it('reads the demo mapping and the outbox adapter’s properties', async () => {
    const mapping = crmMappingsResponse.parse(await (await admin.call('GET', paths.crmMappings)).json());
    expect(mapping.items).toEqual(DEFAULT_CRM_MAPPING);
    expect(mapping.fields.map((f) => f.id)).toContain('emailSubscriptionTypes');
    const props = crmPropertiesResponse.parse(await (await admin.call('GET', paths.crmProperties)).json());
    expect(props.adapter).toBe('outbox');
    expect(props.items.map((p) => p.name)).toContain('healthspan_email_subscriptions');
  });

  it('refuses unknown fields and properties, a property or field twice, a missing e-mail: 400 naming each', async () => {
    const res = await admin.call('PUT', paths.crmMappings, {
      reason,
      items: [
        { field: 'email', property: 'email' },
        { field: 'shoeSize', property: 'firstname' },
        { field: 'firstName', property: 'no_such_property' },
        { field: 'lastName', property: 'email' },
      ],
    });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { issues: { path: string; message: string }[] };
    expect(body.issues).toEqual([
      { path: 'items.1.field', message: 'Unknown product field: shoeSize' },
      { path: 'items.2.property', message: 'The CRM has no property no_such_property' },
      { path: 'items.3.property', message: 'email is mapped twice' },
    ]);
    const noEmail = await admin.call('PUT', paths.crmMappings, {
      reason,
      items: [{ field: 'firstName', property: 'firstname' }],
    });
    expect(noEmail.status).toBe(400);
    expect(JSON.stringify(await noEmail.json())).toContain('Map the e-mail');
    const noReason = await admin.call('PUT', paths.crmMappings, { items: [] });
    expect(noReason.status).toBe(400);
    expect(JSON.stringify(await noReason.json())).toContain('reason');
  });

  it('saves a mapping audited with only the changed fields before and after', async () => {
    const items = DEFAULT_CRM_MAPPING.filter((m) => m.field !== 'innerAge').map((m) =>
      m.field === 'company' ? { ...m, property: 'lifecyclestage' } : m,
    );
    const res = await admin.call('PUT', paths.crmMappings, { reason, items });
    expect(res.status).toBe(200);
    const saved = crmMappingsResponse.parse(await res.json());
    expect(saved.items).toEqual(items);
    const audit = auditPage.parse(
      await (await admin.call('GET', `${paths.audit}?entity=crm-mapping&entityId=crm`)).json(),
    );
    expect(audit.items[0]).toMatchObject({
      action: 'update',
      reason,
      summary: 'CRM mapping: 2 fields changed',
      before: { company: 'company', innerAge: 'healthspan_innerage' },
      after: { company: 'lifecyclestage', innerAge: null },
    });
    // back to the default for the sync tests
    expect((await admin.call('PUT', paths.crmMappings, { reason, items: DEFAULT_CRM_MAPPING })).status).toBe(
      200,
    );
  });

  it('Support and Operations may not see or change the CRM integration (403)', async () => {
    for (const who of [support, ops]) {
      expect((await who.call('GET', paths.crmMappings)).status).toBe(403);
      expect((await who.call('GET', paths.crmLog)).status).toBe(403);
      expect((await who.call('PUT', paths.crmMappings, { reason, items: DEFAULT_CRM_MAPPING })).status).toBe(
        403,
      );
      expect((await who.call('POST', paths.crmSyncs, { full: true })).status).toBe(403);
    }
  });
});

describe('CRM sync', () => {
  it('a full sync writes every customer’s mapped contact to the outbox, audited', async () => {
    const jobId = await sync(true);
    const job = await jobOf(jobId);
    const [{ n }] = (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(customers)) as [
      { n: number },
    ];
    expect(job).toMatchObject({ status: 'succeeded', total: n, done: n, failed: 0 });
    const rows = await outboxOf(jobId);
    expect(rows).toHaveLength(n);
    const [active] = await t.database.db
      .select()
      .from(customers)
      .where(eq(sql`lower(${customers.email})`, demoEmail('active')));
    const contact = rows.find((r) => r.customerId === active!.id)!;
    expect(Object.keys(contact.properties).sort()).toEqual(DEFAULT_CRM_MAPPING.map((m) => m.property).sort());
    expect(contact.properties).toMatchObject({
      email: active!.email,
      firstname: active!.firstName,
      healthspan_activation_state: active!.activationState,
    });
    const log = crmLogResponse.parse(await (await admin.call('GET', `${paths.crmLog}?pageSize=5`)).json());
    expect(log.items).toHaveLength(5);
    expect(log.items[0]!.jobId).toBe(jobId);
    expect(log.lastSyncAt).not.toBeNull();
    const audit = auditPage.parse(
      await (await admin.call('GET', `${paths.audit}?entity=crm-sync&entityId=${jobId}`)).json(),
    );
    expect(audit.items[0]).toMatchObject({ action: 'start', after: { full: true, since: null } });
  });

  it('an incremental sync writes only the contacts changed since; a customer’s e-mail preference change queues theirs', async () => {
    const quiet = await sync(false);
    expect(await outboxOf(quiet)).toHaveLength(0);
    const [person] = await t.database.db
      .select()
      .from(customers)
      .where(eq(sql`lower(${customers.email})`, demoEmail('active')));
    const { linkId } = await ensureEmailPreferences(t.database.db, person!.id);
    t.setNow(new Date(t.now().getTime() + 60_000));
    const { api } = bearerCalls(() => t);
    const put = await api('PUT', membershipPaths.emailPreferences, undefined, {
      id: linkId,
      email: person!.email.toLowerCase(),
      subscriptionTypes: ['results'],
    });
    expect(put.status).toBe(200);
    t.setNow(new Date(t.now().getTime() + 60_000));
    const jobId = await sync(false);
    const rows = await outboxOf(jobId);
    expect(rows.map((r) => r.customerId)).toEqual([person!.id]);
    expect(rows[0]!.properties.healthspan_email_subscriptions).toBe('results');
  });

  it('resumes after a restart from the last contact written: none twice, none lost', async () => {
    const staffId = (await adminStaffId())!;
    const jobId = await t.jobs.enqueue(t.database.db, {
      kind: 'crm-sync',
      title: 'Full CRM sync',
      params: { full: true, since: null },
      staffId,
      companyId: admin.companyId,
    });
    // a first server wrote three contacts, then died: the job is running with its cursor at the third
    const ids = (
      await t.database.db.select({ id: customers.id }).from(customers).orderBy(asc(customers.id))
    ).map((r) => r.id);
    for (const id of ids.slice(0, 3))
      await t.database.db.insert(crmOutbox).values({
        jobId,
        customerId: id,
        email: `first-run-${id}@example.test`,
        properties: {},
        adapter: 'outbox',
        createdAt: t.now(),
      });
    await t.database.db
      .update(adminJobs)
      .set({
        status: 'running',
        attempts: 1,
        done: 3,
        total: ids.length,
        cursor: { lastId: ids[2] },
        startedAt: t.now(),
        heartbeatAt: new Date(0),
      })
      .where(eq(adminJobs.id, jobId));
    expect(await t.jobs.recover({ all: true })).toBe(1);
    await t.jobs.drain();
    const job = await jobOf(jobId);
    expect(job).toMatchObject({ status: 'succeeded', done: ids.length, failed: 0 });
    const rows = await outboxOf(jobId);
    expect(rows.map((r) => r.customerId)).toEqual(ids);
    expect(rows.slice(0, 3).every((r) => r.email.startsWith('first-run-'))).toBe(true);
  });

  it('a dry run logs per contact the properties it would write (personal values masked) and writes nothing', async () => {
    const before = crmLogResponse.parse(await (await admin.call('GET', paths.crmLog)).json());
    const res = await admin.call('POST', paths.crmSyncs, { full: true, dryRun: true });
    expect(res.status).toBe(201);
    const { jobId } = crmSyncResponse.parse(await res.json());
    await t.jobs.drain();
    const job = await jobOf(jobId);
    expect(job).toMatchObject({ status: 'succeeded', dryRun: true, failed: 0 });
    expect(job.title).toMatch(/^Dry run: /);
    expect(job.done).toBe(job.total);
    expect(job.summary).toContain('nothing was sent');
    expect(await outboxOf(jobId)).toHaveLength(0);
    const [active] = await t.database.db
      .select()
      .from(customers)
      .where(eq(sql`lower(${customers.email})`, demoEmail('active')));
    const log = (await (
      await admin.call('GET', `${fillPath(paths.jobLog, { id: String(jobId) })}?outcome=ok&limit=200`)
    ).json()) as { items: { itemKey: string; message: string }[] };
    const line = log.items.find((l) => l.itemKey === `customer ${active!.id}`)!;
    expect(line.message).toMatch(/^Would write \d+ properties: /);
    expect(line.message).toContain(`email = ${active!.email[0]}•••`);
    expect(line.message).toContain(`firstname = ${active!.firstName[0]}•••`);
    expect(line.message).toContain(`healthspan_activation_state = ${active!.activationState}`);
    expect(line.message).not.toContain(active!.email);
    expect(line.message).not.toContain(active!.lastName);
    // a dry run does not count as the last sync: the next incremental one reads from the same instant
    const after = crmLogResponse.parse(await (await admin.call('GET', paths.crmLog)).json());
    expect(after.lastSyncAt).toBe(before.lastSyncAt);
    expect(after.total).toBe(before.total);
    const audit = auditPage.parse(
      await (await admin.call('GET', `${paths.audit}?entity=crm-sync&entityId=${jobId}`)).json(),
    );
    expect(audit.items[0]).toMatchObject({ action: 'start', after: { full: true, dryRun: true } });
    expect(audit.items[0]!.summary).toContain('(dry run)');
    const bad = await admin.call('POST', paths.crmSyncs, { dryRun: 'yes' });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(await bad.json())).toContain('dryRun');
  });

  it('a sync without the e-mail mapped is refused (400); bad input is 400', async () => {
    const bad = await admin.call('POST', paths.crmSyncs, { full: 'yes' });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(await bad.json())).toContain('full');
    const badPage = await admin.call('GET', `${paths.crmLog}?page=0`);
    expect(badPage.status).toBe(400);
  });
});

async function adminStaffId() {
  const { staff } = await import('../../src/server/db/schema/staff');
  const [row] = await t.database.db
    .select({ id: staff.id })
    .from(staff)
    .where(eq(sql`lower(${staff.email})`, demoEmail('admin-totp')));
  return row?.id;
}

describe('a real CRM endpoint (faked)', () => {
  let crm: TestApp;
  let crmAdmin: AdminSession;
  afterEach(() => vi.unstubAllGlobals());
  beforeAll(async () => {
    crm = await createTestApp({ CRM_API_URL: 'https://crm.example.test/v3', CRM_API_TOKEN: 'crm-secret' });
    crm.setNow(new Date(Date.now() + DAY));
    crmAdmin = await adminSession(crm, 'admin-totp');
  });
  afterAll(() => crm.close());

  it('lists the CRM’s properties and PUTs each contact; a refused contact fails alone', async () => {
    const [refused] = await crm.database.db
      .select()
      .from(customers)
      .where(eq(sql`lower(${customers.email})`, demoEmail('active')));
    const sent: { url: string; auth: string | null }[] = [];
    // PGlite has one connection: a query waits while a transaction is open. The PUT must not be
    // sent inside the item's transaction, so a read from inside it answers at once.
    let heldOpen = 0;
    const outsideTransaction = () =>
      Promise.race([
        crm.database.db
          .select({ id: adminJobs.id })
          .from(adminJobs)
          .limit(1)
          .then(() => true),
        new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 2000)),
      ]);
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string, init?: RequestInit) => {
        const headers = new Headers(init?.headers);
        sent.push({ url, auth: headers.get('authorization') });
        if (url.endsWith('/properties'))
          return Promise.resolve(
            Response.json({
              results: DEFAULT_CRM_MAPPING.map((m) => ({ name: m.property, label: m.property })),
            }),
          );
        if (url.includes(encodeURIComponent(refused!.email)))
          return Promise.resolve(new Response('no', { status: 422 }));
        return outsideTransaction().then((free) => {
          if (!free) heldOpen += 1;
          return new Response(null, { status: 204 });
        });
      }),
    );
    const props = crmPropertiesResponse.parse(await (await crmAdmin.call('GET', paths.crmProperties)).json());
    expect(props.adapter).toBe('http');
    const res = await crmAdmin.call('POST', paths.crmSyncs, { full: true });
    const { jobId } = crmSyncResponse.parse(await res.json());
    await crm.jobs.drain();
    const view = jobView.parse(
      (
        (await (await crmAdmin.call('GET', fillPath(paths.job, { id: String(jobId) }))).json()) as {
          job: unknown;
        }
      ).job,
    );
    expect(view.status).toBe('succeeded');
    expect(view.failed).toBe(1);
    expect(view.done).toBe(view.total);
    const rows = await crm.database.db.select().from(crmOutbox).where(eq(crmOutbox.jobId, jobId));
    expect(rows).toHaveLength(view.total! - 1);
    expect(rows.every((r) => r.adapter === 'http')).toBe(true);
    expect(rows.some((r) => r.customerId === refused!.id)).toBe(false);
    expect(sent.every((s) => s.auth === 'Bearer crm-secret')).toBe(true);
    const log = (await (
      await crmAdmin.call('GET', `${fillPath(paths.jobLog, { id: String(jobId) })}?outcome=failed`)
    ).json()) as { items: { message: string }[] };
    expect(JSON.stringify(log)).toContain('HTTP 422');
    expect(JSON.stringify(log)).not.toContain('crm-secret');
    expect(heldOpen).toBe(0);

    // a dry run sends nothing to the CRM and records nothing
    const puts = sent.length;
    const dry = await crmAdmin.call('POST', paths.crmSyncs, { full: true, dryRun: true });
    const { jobId: dryId } = crmSyncResponse.parse(await dry.json());
    await crm.jobs.drain();
    const dryView = jobView.parse(
      (
        (await (await crmAdmin.call('GET', fillPath(paths.job, { id: String(dryId) }))).json()) as {
          job: unknown;
        }
      ).job,
    );
    expect(dryView).toMatchObject({ status: 'succeeded', dryRun: true, failed: 0 });
    expect(sent.slice(puts).filter((s) => s.url.includes('/contacts/'))).toHaveLength(0);
    expect(await crm.database.db.select().from(crmOutbox).where(eq(crmOutbox.jobId, dryId))).toHaveLength(0);
  });
});
