import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPANY_HEADER, fillPath } from '../../src/contract/admin';
import { authPaths } from '../../src/contract/auth';
import { auditPage, backOfficePaths as paths } from '../../src/contract/back-office';
import {
  customerDeletionStatus,
  DELETION_MESSAGES,
  deletionRequestDetail,
  deletionRequestPaths,
  deletionRequestsPage,
} from '../../src/contract/back-office-deletion';
import { DAY_MS } from '../../src/domain/dates';
import {
  adminJobs,
  auditEvents,
  customerImports,
  customers,
  deletionRequests,
  outbox,
  staff,
  tests,
} from '../../src/server/db/schema';
import { DEMO_PASSWORD, demoEmail } from '../../src/server/db/seed';
import { DEMO_REFUSAL_REASON } from '../../src/server/db/seed/demo-admin-deletion';
import { ERASED_PERSON, ERASED_SUMMARY } from '../../src/server/services/admin/deletion-jobs';
import { adminSession, type AdminSession } from './admin-session';
import { bearerCalls } from './http-client';
import { createTestApp, type TestApp } from './test-app';

// Issue 19, deletion slice: the customer's request, the back office's decision, the erasure.

let t: TestApp;
let admin: AdminSession;
let support: AdminSession;
let ops: AdminSession;
const customer = bearerCalls(() => t);

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminSession(t, 'admin-totp');
  support = await adminSession(t, 'admin-limited');
  ops = await adminSession(t, 'admin-ops');
});
afterAll(() => t.close());

const rowsOf = <T>(result: unknown) => {
  const r = result as { rows?: T[] } | T[];
  return Array.isArray(r) ? r : (r.rows ?? []);
};
const issuesOf = async (res: Response) =>
  ((await res.json()) as { issues: { path: string }[] }).issues.map((i) => i.path);
const customerIdOf = async (persona: string) =>
  (
    await t.database.db
      .select({ id: customers.id })
      .from(customers)
      .where(eq(sql`lower(${customers.email})`, demoEmail(persona)))
  )[0]?.id;
const requestOf = async (persona: string) => {
  const token = await customer.logIn(demoEmail(persona));
  const res = await customer.api('GET', deletionRequestPaths.request, token);
  expect(res.status).toBe(200);
  return customerDeletionStatus.parse(await res.json()).request;
};
const decide = (s: AdminSession, id: number, body: unknown) =>
  s.call('POST', fillPath(paths.deletionRequestDecision, { id: String(id) }), body);
const detail = async (id: number) => {
  const res = await admin.call('GET', fillPath(paths.deletionRequest, { id: String(id) }));
  expect(res.status).toBe(200);
  return deletionRequestDetail.parse(await res.json());
};
const customerAudit = async (customerId: number) =>
  auditPage.parse(
    await (await admin.call('GET', fillPath(paths.customerAudit, { id: String(customerId) }))).json(),
  );

describe('the customer’s request', () => {
  it('shows the seeded states: pending, and refused with the admin’s reason', async () => {
    expect(await requestOf('deletion-request')).toMatchObject({ state: 'pending', refusalReason: null });
    expect(await requestOf('deletion-refused')).toMatchObject({
      state: 'refused',
      refusalReason: DEMO_REFUSAL_REASON,
    });
  });

  it('asks with the password: a wrong one is 400 on the field, a second open request 409, then withdraws', async () => {
    const token = await customer.logIn(demoEmail('orders'));
    const none = await customer.api('GET', deletionRequestPaths.request, token);
    expect(customerDeletionStatus.parse(await none.json()).request).toBeNull();

    const wrong = await customer.api('POST', deletionRequestPaths.request, token, { password: 'nope-nope' });
    expect(wrong.status).toBe(400);
    expect(await issuesOf(wrong)).toEqual(['password']);
    const empty = await customer.api('POST', deletionRequestPaths.request, token, { password: '' });
    expect(await issuesOf(empty)).toEqual(['password']);

    const asked = await customer.api('POST', deletionRequestPaths.request, token, {
      password: DEMO_PASSWORD,
      note: 'Testing',
    });
    expect(asked.status).toBe(201);
    expect(customerDeletionStatus.parse(await asked.json()).request).toMatchObject({ state: 'pending' });
    const again = await customer.api('POST', deletionRequestPaths.request, token, {
      password: DEMO_PASSWORD,
    });
    expect(again.status).toBe(409);
    expect(((await again.json()) as { error: string }).error).toBe(DELETION_MESSAGES.alreadyOpen);

    const withdrawn = await customer.api('DELETE', deletionRequestPaths.request, token);
    expect(withdrawn.status).toBe(200);
    expect(customerDeletionStatus.parse(await withdrawn.json()).request?.state).toBe('withdrawn');
    expect((await customer.api('DELETE', deletionRequestPaths.request, token)).status).toBe(409);
  });

  it('a wrong password is rate-limited like every password check of the account', async () => {
    const token = await customer.logIn(demoEmail('vegan'));
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push(
        (await customer.api('POST', deletionRequestPaths.request, token, { password: `wrong-${i}` })).status,
      );
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
  });

  it('needs a signed-in customer', async () => {
    expect((await customer.api('GET', deletionRequestPaths.request)).status).toBe(401);
  });
});

describe('the back office list and detail', () => {
  it('lists by state and search, with paging; Support may list and view but not decide', async () => {
    const res = await support.call('GET', `${paths.deletionRequests}?state=pending&search=deletion-request@`);
    expect(res.status).toBe(200);
    const page = deletionRequestsPage.parse(await res.json());
    expect(page.items).toHaveLength(1);
    expect(page.items[0]).toMatchObject({ state: 'pending', customerName: 'Dana Whitfield' });
    const refused = deletionRequestsPage.parse(
      await (await admin.call('GET', `${paths.deletionRequests}?state=refused&pageSize=1`)).json(),
    );
    expect(refused.items.every((r) => r.state === 'refused')).toBe(true);
    expect(refused.pageSize).toBe(1);

    const one = await support.call('GET', fillPath(paths.deletionRequest, { id: String(page.items[0]!.id) }));
    expect(one.status).toBe(200);
    const view = deletionRequestDetail.parse(await one.json());
    expect(view.customer).toMatchObject({ name: 'Dana Whitfield', email: demoEmail('deletion-request') });

    const forbidden = await decide(support, view.id, { decision: 'refuse', reason: 'Not allowed' });
    expect(forbidden.status).toBe(403);
    expect((await ops.call('GET', paths.deletionRequests)).status).toBe(403);
  });

  it('bad input is 400 naming each field; an unknown request 404; another company 403', async () => {
    const bad = await admin.call('GET', `${paths.deletionRequests}?state=gone&page=0`);
    expect(bad.status).toBe(400);
    expect((await issuesOf(bad)).sort()).toEqual(['page', 'state']);
    expect((await admin.call('GET', fillPath(paths.deletionRequest, { id: 'x' }))).status).toBe(400);
    expect((await admin.call('GET', fillPath(paths.deletionRequest, { id: '999999' }))).status).toBe(404);
    const badDecision = await decide(admin, 999999, { decision: 'delete', reason: 'x' });
    expect(badDecision.status).toBe(400);
    expect((await issuesOf(badDecision)).sort()).toEqual(['decision', 'reason']);
    expect((await decide(admin, 999999, { decision: 'refuse', reason: 'A good reason' })).status).toBe(404);
    const otherCompany = await admin.raw('GET', paths.deletionRequests, {
      headers: { [COMPANY_HEADER]: String(admin.companyId + 1000) },
    });
    expect(otherCompany.status).toBe(403);
  });
});

describe('refuse', () => {
  it('refuses with a reason, audited; the customer sees it and may ask again', async () => {
    const token = await customer.logIn(demoEmail('orders'));
    const asked = await customer.api('POST', deletionRequestPaths.request, token, {
      password: DEMO_PASSWORD,
    });
    const id = customerDeletionStatus.parse(await asked.json()).request!.id;
    const res = await decide(admin, id, { decision: 'refuse', reason: 'Open order still being shipped' });
    expect(res.status).toBe(200);
    expect(deletionRequestDetail.parse(await res.json())).toMatchObject({
      state: 'refused',
      decisionReason: 'Open order still being shipped',
    });
    expect((await decide(admin, id, { decision: 'approve', reason: 'Changed my mind' })).status).toBe(409);
    const ordersId = (await customerIdOf('orders'))!;
    const [event] = (await customerAudit(ordersId)).items;
    expect(event).toMatchObject({
      entity: 'deletion-request',
      entityId: String(id),
      action: 'refuse',
      reason: 'Open order still being shipped',
      after: { state: 'refused' },
    });
    expect(await requestOf('orders')).toMatchObject({
      state: 'refused',
      refusalReason: 'Open order still being shipped',
    });
    const again = await customer.api('POST', deletionRequestPaths.request, token, {
      password: DEMO_PASSWORD,
    });
    expect(again.status).toBe(201);
  });
});

interface Person {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  phone?: string | null;
}

/**
 * What names the customer anywhere in the database: every `customer_id` column holding their id,
 * every text/varchar/jsonb/array column holding their e-mail, phone or "first last", and every row
 * of any table holding both their first and their last name (in any two columns: a transfer's
 * recipient_first_name/recipient_last_name). Answers `table.column: count` lines.
 */
async function leftovers(person: Person) {
  const db = t.database.db;
  const email = person.email.toLowerCase();
  const fullName = `${person.firstName} ${person.lastName}`.toLowerCase();
  const first = person.firstName.toLowerCase();
  const last = person.lastName.toLowerCase();
  const found: string[] = [];
  const idColumns = rowsOf<{ table: string }>(
    await db.execute(sql`select c.table_name as "table" from information_schema.columns c
      join information_schema.tables tb
        on tb.table_name = c.table_name and tb.table_schema = c.table_schema and tb.table_type = 'BASE TABLE'
      where c.table_schema = current_schema() and c.column_name = 'customer_id'`),
  );
  for (const { table } of idColumns) {
    const [row] = rowsOf<{ n: number }>(
      await db.execute(
        sql`select count(*)::int as n from ${sql.identifier(table)} where customer_id = ${person.id}`,
      ),
    );
    if (row!.n) found.push(`${table}.customer_id: ${row!.n}`);
  }
  const textColumns = rowsOf<{ table: string; column: string }>(
    await db.execute(sql`select c.table_name as "table", c.column_name as "column"
      from information_schema.columns c join information_schema.tables tb
        on tb.table_name = c.table_name and tb.table_schema = c.table_schema and tb.table_type = 'BASE TABLE'
      where c.table_schema = current_schema()
        and c.data_type in ('text', 'character varying', 'character', 'jsonb', 'json', 'ARRAY')`),
  );
  const needles: [string, string][] = [
    ['e-mail', email],
    ['name', fullName],
    ...(person.phone ? ([['phone', person.phone.toLowerCase()]] as [string, string][]) : []),
  ];
  for (const { table, column } of textColumns)
    for (const [what, needle] of needles) {
      const [row] = rowsOf<{ n: number }>(
        await db.execute(
          sql`select count(*)::int as n from ${sql.identifier(table)}
            where position(${needle} in lower(${sql.identifier(column)}::text)) > 0`,
        ),
      );
      if (row!.n) found.push(`${table}.${column} (${what}): ${row!.n}`);
    }
  // first and last name in two columns of one row
  const tables = [...new Set(textColumns.map((c) => c.table))];
  for (const table of tables) {
    const [row] = rowsOf<{ n: number }>(
      await db.execute(
        sql`select count(*)::int as n from ${sql.identifier(table)} x
          where position(${first} in lower(x::text)) > 0 and position(${last} in lower(x::text)) > 0`,
      ),
    );
    if (row!.n) found.push(`${table} (first and last name in one row): ${row!.n}`);
  }
  return found;
}

/** The demo customer with the most rows naming them (results, files, chat, orders, …). */
async function richestCustomer() {
  const db = t.database.db;
  const tables = rowsOf<{ table: string }>(
    await db.execute(sql`select table_name as "table" from information_schema.columns
      where table_schema = current_schema() and column_name = 'customer_id'`),
  );
  const union = sql.join(
    tables.map(({ table }) => sql`select customer_id from ${sql.identifier(table)}`),
    sql` union all `,
  );
  const [top] = rowsOf<{ id: number; n: number }>(
    await db.execute(sql`select c.id, count(*)::int as n from (${union}) x
      join customers c on c.id = x.customer_id
      where c.email like '%@demo.healthspan.test' and c.email not like 'deletion-%'
      group by c.id order by n desc limit 1`),
  );
  const [row] = await db.select().from(customers).where(eq(customers.id, top!.id));
  return row!;
}

describe('approve and erase', () => {
  it('approval ends sign-in, e-mails the date, queues the erasure after the grace period; the erasure leaves nothing', async () => {
    const person = await richestCustomer();
    const email = person.email.toLowerCase();
    const fullName = `${person.firstName} ${person.lastName}`;
    const db = t.database.db;
    // what names them in other people's rows too: a phone, a test another customer gave them, that
    // giver's e-mail naming them, a bulk e-mail job (title, params, log lines)
    const phone = '+15555550177';
    await db.update(customers).set({ phone }).where(eq(customers.id, person.id));
    const [gift] = await db
      .select({ id: tests.id })
      .from(tests)
      .where(sql`${tests.customerId} <> ${person.id} and ${tests.transferredAt} is null`)
      .limit(1);
    await db
      .update(tests)
      .set({
        transferredAt: t.now(),
        recipientFirstName: person.firstName,
        recipientLastName: person.lastName,
        recipientEmail: email,
      })
      .where(eq(tests.id, gift!.id));
    await db.insert(outbox).values({
      channel: 'email',
      recipient: 'a-friend@example.com',
      subject: 'Your gift was sent',
      body: `We sent the test to ${fullName} (${person.email}).`,
    });
    const bulk = await admin.call('POST', paths.bulkActions, {
      selection: { by: 'list', list: `#${person.id}` },
      action: { type: 'email', subject: `A note for ${fullName}`, body: 'Hello' },
      reason: 'Tell them about the erasure',
    });
    expect(bulk.status).toBe(201);
    await t.jobs.drain();
    const token = await customer.logIn(email);
    // rows that do not cascade from the customer: a password counter, an admin's audited note
    await customer.api('POST', deletionRequestPaths.request, token, { password: 'wrong-password' });
    const note = await admin.call('POST', fillPath(paths.customerNotes, { id: String(person.id) }), {
      body: 'Called about the deletion',
    });
    expect(note.status).toBe(201);
    const asked = await customer.api('POST', deletionRequestPaths.request, token, {
      password: DEMO_PASSWORD,
    });
    expect(asked.status).toBe(201);
    const id = customerDeletionStatus.parse(await asked.json()).request!.id;

    // the scan sees the customer everywhere before (so its empty answer after means something)
    const before = await leftovers({ ...person, phone });
    expect(before.length).toBeGreaterThan(5);
    // the scan finds each kind of leftover it must (so its empty answer after means something)
    for (const where of [
      'tests (first and last name in one row)',
      'tests.recipient_email (e-mail)',
      'outbox.body (name)',
      'admin_jobs.title (name)',
      'admin_job_logs.message (e-mail)',
      'customers.phone (phone)',
    ])
      expect(
        before.some((line) => line.startsWith(where)),
        where,
      ).toBe(true);
    const approvedAt = t.now();
    const res = await decide(admin, id, { decision: 'approve', reason: 'Customer confirmed by phone' });
    expect(res.status).toBe(200);
    const approved = deletionRequestDetail.parse(await res.json());
    const eraseAfter = new Date(approvedAt.getTime() + 7 * DAY_MS).toISOString();
    expect(approved).toMatchObject({ state: 'approved', eraseAfter });
    expect((await customerAudit(person.id)).items[0]).toMatchObject({
      action: 'approve',
      reason: 'Customer confirmed by phone',
      after: { state: 'approved', eraseAfter },
    });

    // the session ends at once, and sign-in is refused with a clear message
    expect((await customer.api('GET', deletionRequestPaths.request, token)).status).toBe(401);
    const login = await customer.api('POST', authPaths.login, undefined, { email, password: DEMO_PASSWORD });
    expect(login.status).toBe(403);
    expect(((await login.json()) as { error: string }).error).toBe(DELETION_MESSAGES.signInRefused);

    // the e-mail with the date
    const outboxRows = rowsOf<{ subject: string; body: string }>(
      await t.database.db.execute(
        sql`select subject, body from outbox where recipient = ${email} order by id desc limit 1`,
      ),
    );
    expect(outboxRows[0]?.subject).toBe('Your account will be deleted');

    // the job waits for the grace period
    await t.jobs.drain();
    expect((await t.database.db.select().from(customers).where(eq(customers.id, person.id))).length).toBe(1);
    const [job] = await t.database.db.select().from(adminJobs).where(eq(adminJobs.id, approved.jobId!));
    expect(job).toMatchObject({ kind: 'customer-erasure', status: 'queued' });
    expect(job!.title).not.toContain(email);

    t.setNow(new Date(approvedAt.getTime() + 7 * DAY_MS + 1000));
    try {
      await t.jobs.drain();
    } finally {
      t.setNow(approvedAt);
    }
    const [done] = await t.database.db.select().from(adminJobs).where(eq(adminJobs.id, approved.jobId!));
    expect(done!.status).toBe('succeeded');

    expect(await leftovers({ ...person, phone })).toEqual([]);
    // the giver keeps the gift, not who received it
    const [given] = await db.select().from(tests).where(eq(tests.id, gift!.id));
    expect(given).toMatchObject({ recipientFirstName: ERASED_PERSON, recipientEmail: '' });
    const erased = await detail(id);
    expect(erased).toMatchObject({
      state: 'erased',
      customerId: null,
      customer: null,
      note: null,
      decisionReason: null,
    });
    const [request] = await t.database.db.select().from(deletionRequests).where(eq(deletionRequests.id, id));
    expect(request!.customerId).toBeNull();
    // only the anonymised line remains of the request's audit
    const lines = await t.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.entityId, String(id)));
    expect(lines.filter((l) => l.entity === 'deletion-request')).toEqual([
      expect.objectContaining({
        action: 'erase',
        customerId: null,
        summary: ERASED_SUMMARY(id),
        before: null,
      }),
    ]);
    const stillRefused = await customer.api('POST', authPaths.login, undefined, {
      email,
      password: DEMO_PASSWORD,
    });
    expect(stillRefused.status).toBe(401);
  });

  it('"erase now" skips the grace period with a reason, only for an approved request', async () => {
    const id = (await requestOf('deletion-request'))!.id;
    const customerId = (await customerIdOf('deletion-request'))!;
    const [erasedPerson] = await t.database.db.select().from(customers).where(eq(customers.id, customerId));
    // the customer came in by a CSV import: the import keeps its other rows, not theirs
    const [staffRow] = await t.database.db.select().from(staff).limit(1);
    const other = {
      line: 3,
      email: 'someone-else@import-demo.example.com',
      firstName: 'Sam',
      lastName: 'Else',
    };
    await t.database.db.insert(customerImports).values({
      companyId: staffRow!.companyId,
      staffId: staffRow!.id,
      fileName: 'erasure.csv',
      lines: 2,
      rows: [
        { line: 2, email: demoEmail('deletion-request'), firstName: 'Del', lastName: 'Request' },
        other,
      ] as never,
      problems: [],
      badLines: 0,
      existing: 1,
    });
    expect((await decide(admin, id, { decision: 'erase-now', reason: 'Not yet approved' })).status).toBe(409);
    expect((await decide(admin, id, { decision: 'approve', reason: 'As asked' })).status).toBe(200);
    const now = await decide(admin, id, { decision: 'erase-now', reason: 'Customer asked for it today' });
    expect(now.status).toBe(200);
    await t.jobs.drain();
    expect(await customerIdOf('deletion-request')).toBeUndefined();
    expect((await detail(id)).state).toBe('erased');
    expect(await leftovers(erasedPerson!)).toEqual([]);
    const [kept] = await t.database.db
      .select()
      .from(customerImports)
      .where(eq(customerImports.fileName, 'erasure.csv'));
    expect(kept!.rows).toEqual([other]);
  });

  it('the audit stays append-only outside an erasure', async () => {
    await expect(t.database.db.delete(auditEvents).where(sql`true`)).rejects.toThrow();
    await expect(t.database.db.update(auditEvents).set({ summary: 'x' })).rejects.toThrow();
  });
});
