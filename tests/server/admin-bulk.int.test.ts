import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillPath } from '../../src/contract/admin';
import { authPaths } from '../../src/contract/auth';
import { auditPage, backOfficePaths as paths } from '../../src/contract/back-office';
import {
  BULK_MESSAGES,
  BULK_PREVIEW_ROWS,
  bulkPreview,
  jobStarted,
  type BulkPreviewRequest,
} from '../../src/contract/back-office-bulk';
import { customerView } from '../../src/contract/back-office-customers';
import { jobLogPage } from '../../src/contract/back-office-jobs';
import { customerAddons } from '../../src/server/db/schema/admin';
import { companyCustomers } from '../../src/server/db/schema/coach';
import { adminJobs } from '../../src/server/db/schema/jobs';
import { customers, outbox, sessions } from '../../src/server/db/schema/identity';
import { companies } from '../../src/server/db/schema/staff';
import { DEMO_PASSWORD } from '../../src/server/db/seed';
import { hashPassword } from '../../src/server/services/crypto';
import { adminSession, type AdminSession } from './admin-session';
import { bearerCalls } from './http-client';
import { createTestApp, type TestApp } from './test-app';

// Issue 19: bulk user actions. The preview names the same customers the run acts on; each action
// is audited like its single-customer equivalent and gives a per-customer result; limits, bad input,
// wrong role and company.

let t: TestApp;
let admin: AdminSession;
let ids: number[];
const REASON = 'Quarterly clean-up';
const emails = Array.from({ length: 4 }, (_, i) => `bulk${i}@bulk-test.example.com`);

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminSession(t, 'admin-totp');
  const hash = await hashPassword(DEMO_PASSWORD);
  const rows = await t.database.db
    .insert(customers)
    .values(
      emails.map((email, i) => ({
        email,
        passwordHash: hash,
        firstName: `Bulk${'abcd'[i]}`,
        lastName: 'Tester',
      })),
    )
    .returning({ id: customers.id });
  ids = rows.map((r) => r.id);
});
afterAll(() => t.close());

const preview = async (body: BulkPreviewRequest) => {
  const res = await admin.call('POST', paths.bulkActionPreview, body);
  expect(res.status).toBe(200);
  return bulkPreview.parse(await res.json());
};
const start = async (body: BulkPreviewRequest) => {
  const res = await admin.call('POST', paths.bulkActions, { ...body, reason: REASON });
  expect(res.status).toBe(201);
  const { jobId } = jobStarted.parse(await res.json());
  await t.jobs.drain();
  return jobId;
};
const log = async (jobId: number, outcome?: string) =>
  jobLogPage.parse(
    await (
      await admin.call(
        'GET',
        `${fillPath(paths.jobLog, { id: String(jobId) })}${outcome ? `?outcome=${outcome}` : ''}`,
      )
    ).json(),
  );

describe('bulk user actions', () => {
  it('preview by pasted ids and e-mails names unknown entries; the run acts on the same set', async () => {
    const list = `#${ids[0]}, ${emails[1]!.toUpperCase()}\n${ids[2]} nobody@nowhere.example.com 99999999 what`;
    const body: BulkPreviewRequest = {
      selection: { by: 'list', list },
      action: { type: 'grant-addon', tag: 'innerage' },
    };
    // one of them has InnerAge already: skipped, and said why
    await admin.call('POST', fillPath(paths.customerAddons, { id: String(ids[2]) }), {
      tag: 'innerage',
      reason: REASON,
    });
    const seen = await preview(body);
    expect(seen.count).toBe(3);
    expect(seen.skipCount).toBe(1);
    expect(seen.first.map((r) => r.id)).toEqual(ids.slice(0, 3));
    expect(seen.first[2]!.skip).toBe('Has InnerAge already');
    expect(seen.unknown.sort()).toEqual(['99999999', 'nobody@nowhere.example.com', 'what']);

    const jobId = await start(body);
    const job = (await log(jobId)).job;
    expect(job).toMatchObject({ status: 'succeeded', total: 3, done: 3, skipped: 1, failed: 0 });
    // per-customer results, filterable
    const skipped = await log(jobId, 'skipped');
    expect(skipped.items.map((l) => l.itemKey)).toEqual([`#${ids[2]}`]);
    const ok = await log(jobId, 'ok');
    expect(ok.items.map((l) => l.itemKey)).toEqual([`#${ids[0]}`, `#${ids[1]}`]);
    // the same rows and audit as the single-customer grant
    const granted = await t.database.db
      .select()
      .from(customerAddons)
      .where(inArray(customerAddons.customerId, ids.slice(0, 3)));
    expect(granted).toHaveLength(3);
    const audit = auditPage.parse(
      await (await admin.call('GET', fillPath(paths.customerAudit, { id: String(ids[0]) }))).json(),
    );
    expect(audit.items[0]).toMatchObject({
      entity: 'customer-addon',
      summary: 'Add-on added: InnerAge',
      reason: REASON,
    });
    const [me] = await t.database.db.select().from(customers).where(eq(customers.id, ids[0]!));
    expect(me!.allowedToSeeInnerAge).toBe(true);

    // revoke by the same list: the one without it is skipped
    const revoke = await start({
      selection: { by: 'list', list: `${ids[0]} ${ids[3]}` },
      action: { type: 'revoke-addon', tag: 'innerage' },
    });
    expect((await log(revoke)).job).toMatchObject({ done: 2, skipped: 1 });
  });

  it('preview by the customers list filter is the list itself', async () => {
    const filter = { q: 'bulk-test.example.com' };
    const seen = await preview({
      selection: { by: 'filter', filter },
      action: { type: 'email', subject: 'Hi', body: 'Hello' },
    });
    const list = (await (
      await admin.call('GET', `${paths.customers}?q=bulk-test.example.com&pageSize=100`)
    ).json()) as {
      items: { id: number }[];
      total: number;
    };
    expect(seen.count).toBe(list.total);
    expect(seen.first.map((r) => r.id)).toEqual(list.items.map((r) => r.id).sort((a, b) => a - b));
    expect(seen.first.length).toBeLessThanOrEqual(BULK_PREVIEW_ROWS);

    const jobId = await start({
      selection: { by: 'filter', filter },
      action: { type: 'email', subject: 'Your results', body: 'Hello from the team' },
    });
    expect((await log(jobId)).job).toMatchObject({ status: 'succeeded', done: 4, failed: 0 });
    const mail = await t.database.db.select().from(outbox).where(eq(outbox.recipient, emails[3]!));
    expect(mail.map((m) => m.subject)).toEqual(['Your results']);
  });

  it('change company: the customer belongs to exactly the chosen one; a company that does not exist is 400', async () => {
    const [a, b] = await t.database.db
      .insert(companies)
      .values([{ name: 'Bulk Co A' }, { name: 'Bulk Co B' }])
      .returning({ id: companies.id });
    await t.database.db.insert(companyCustomers).values({ companyId: a!.id, customerId: ids[0]! });
    const jobId = await start({
      selection: { by: 'list', list: `${ids[0]} ${ids[1]}` },
      action: { type: 'company', companyId: b!.id },
    });
    expect((await log(jobId)).job).toMatchObject({ done: 2, failed: 0, skipped: 0 });
    const rows = await t.database.db
      .select()
      .from(companyCustomers)
      .where(inArray(companyCustomers.customerId, [ids[0]!, ids[1]!]));
    expect(rows.map((r) => [r.customerId, r.companyId]).sort()).toEqual(
      [
        [ids[0], b!.id],
        [ids[1], b!.id],
      ].sort(),
    );
    const missing = await admin.call('POST', paths.bulkActionPreview, {
      selection: { by: 'list', list: String(ids[0]) },
      action: { type: 'company', companyId: 999999 },
    });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ issues: [{ path: 'action.companyId' }] });
  });

  it('deactivate: sign-in refused with a clear message, sessions revoked, the customer view shows it', async () => {
    const me = bearerCalls(() => t);
    await me.logIn(emails[3]!);
    const jobId = await start({
      selection: { by: 'list', list: emails[3]! },
      action: { type: 'deactivate' },
    });
    expect((await log(jobId)).job).toMatchObject({ done: 1, failed: 0 });
    const open = await t.database.db.select().from(sessions).where(eq(sessions.customerId, ids[3]!));
    expect(open.every((s) => s.revokedAt !== null)).toBe(true);
    const login = await t.app.request(authPaths.login, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: emails[3], password: DEMO_PASSWORD }),
    });
    expect(login.status).toBe(403);
    expect(await login.json()).toMatchObject({ error: BULK_MESSAGES.deactivated });
    const view = customerView.parse(
      await (await admin.call('GET', fillPath(paths.customer, { id: String(ids[3]) }))).json(),
    );
    expect(view.profile.deactivatedAt).not.toBeNull();
    // again: skipped, nothing to do
    const again = await start({
      selection: { by: 'list', list: emails[3]! },
      action: { type: 'deactivate' },
    });
    expect((await log(again)).job).toMatchObject({ done: 1, skipped: 1 });
  });

  it('bad input names the fields; too many and none are refused; wrong role 403; another company’s job 404', async () => {
    const bad = await admin.call('POST', paths.bulkActions, {
      selection: { by: 'list', list: '' },
      action: { type: 'email', subject: '', body: 'x' },
      reason: '',
    });
    expect(bad.status).toBe(400);
    const paths400 = ((await bad.json()) as { issues: { path: string }[] }).issues.map((i) => i.path).sort();
    expect(paths400).toEqual(['action.subject', 'reason', 'selection.list']);
    const unknownAction = await admin.call('POST', paths.bulkActionPreview, {
      selection: { by: 'list', list: '1' },
      action: { type: 'delete' },
    });
    expect(unknownAction.status).toBe(400);
    const many = Array.from({ length: 5001 }, (_, i) => String(i + 1)).join(' ');
    const tooMany = await admin.call('POST', paths.bulkActionPreview, {
      selection: { by: 'list', list: many },
      action: { type: 'deactivate' },
    });
    expect(tooMany.status).toBe(400);
    expect(await tooMany.json()).toMatchObject({
      issues: [{ path: 'selection', message: BULK_MESSAGES.tooMany }],
    });
    const none = await admin.call('POST', paths.bulkActions, {
      selection: { by: 'list', list: 'ghost@nowhere.example.com' },
      action: { type: 'deactivate' },
      reason: REASON,
    });
    expect(none.status).toBe(400);
    expect(await none.json()).toMatchObject({ issues: [{ path: 'selection', message: BULK_MESSAGES.none }] });

    for (const persona of ['admin-limited', 'admin-ops'] as const) {
      const other = await adminSession(t, persona);
      const body = {
        selection: { by: 'list', list: String(ids[0]) },
        action: { type: 'deactivate' },
        reason: REASON,
      };
      expect((await other.call('POST', paths.bulkActionPreview, body)).status).toBe(403);
      expect((await other.call('POST', paths.bulkActions, body)).status).toBe(403);
    }
    // a job of another company is not there for this one
    const jobId = await start({
      selection: { by: 'list', list: String(ids[1]) },
      action: { type: 'email', subject: 'S', body: 'B' },
    });
    const [otherCo] = await t.database.db
      .insert(companies)
      .values({ name: 'Bulk Other' })
      .returning({ id: companies.id });
    await t.database.db.update(adminJobs).set({ companyId: otherCo!.id }).where(eq(adminJobs.id, jobId));
    expect((await admin.call('GET', fillPath(paths.job, { id: String(jobId) }))).status).toBe(404);
  });
});
