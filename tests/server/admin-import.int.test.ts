import fs from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillPath } from '../../src/contract/admin';
import { authPaths } from '../../src/contract/auth';
import { auditPage, backOfficePaths as paths } from '../../src/contract/back-office';
import {
  customerImportView,
  IMPORT_MAX_BYTES,
  IMPORT_MAX_ROWS,
  IMPORT_MESSAGES,
  jobStarted,
} from '../../src/contract/back-office-bulk';
import { jobLogPage, jobView } from '../../src/contract/back-office-jobs';
import { DEMO_IMPORT_EXISTING, DEMO_IMPORT_FILE } from '../../src/server/db/seed/demo-admin-bulk';
import { customerImports } from '../../src/server/db/schema/admin-bulk';
import { companyCustomers } from '../../src/server/db/schema/coach';
import { auditEvents } from '../../src/server/db/schema';
import { customers, outbox } from '../../src/server/db/schema/identity';
import { companies } from '../../src/server/db/schema/staff';
import { jobDefinitions } from '../../src/server/jobs/definitions';
import { createJobRunner, type JobRunner } from '../../src/server/jobs/runner';
import { adminSession, type AdminSession } from './admin-session';
import { createTestApp, otherProcess, type TestApp } from './test-app';

// Issue 19: the customer CSV import. The dry run names every bad line and field; limits answer
// 400/413; duplicates are updated or skipped as chosen; new customers are invited through the
// outbox; a restart mid-import resumes without creating anyone twice; wrong role and company.

const SAMPLE = fs.readFileSync(new URL('../../docs/samples/customers-import.csv', import.meta.url));

let t: TestApp;
let admin: AdminSession;
beforeAll(async () => {
  t = await createTestApp();
  admin = await adminSession(t, 'admin-totp');
});
afterAll(() => t.close());

const upload = (who: AdminSession, content: BlobPart, name = 'people.csv') => {
  const form = new FormData();
  form.append('file', new File([content], name, { type: 'text/csv' }));
  return who.multipart(paths.customerImports, form);
};
const dryRun = async (content: BlobPart, name?: string) => {
  const res = await upload(admin, content, name);
  expect(res.status).toBe(201);
  return customerImportView.parse(await res.json());
};
const run = async (id: number, duplicates: 'update' | 'skip') => {
  const res = await admin.call('POST', fillPath(paths.customerImportRun, { id: String(id) }), {
    duplicates,
    reason: 'Onboarding a new client',
  });
  expect(res.status).toBe(201);
  return jobStarted.parse(await res.json()).jobId;
};
const job = async (id: number) =>
  jobView.parse(
    ((await (await admin.call('GET', fillPath(paths.job, { id: String(id) }))).json()) as { job: unknown })
      .job,
  );
const byEmail = (email: string) =>
  t.database.db
    .select()
    .from(customers)
    .where(eq(sql`lower(${customers.email})`, email));

describe('customer CSV import', () => {
  it('the dry run names each bad line and field, and counts new, existing and bad', async () => {
    const view = await dryRun(SAMPLE, 'customers-import.csv');
    expect(view).toMatchObject({
      fileName: 'customers-import.csv',
      rows: 7,
      newCount: 4,
      existingCount: 0,
      badCount: 3,
    });
    expect(view.problems).toEqual([
      { line: 4, field: 'email', message: 'Enter a valid e-mail address' },
      { line: 5, field: 'last_name', message: 'Enter your last name' },
      { line: 6, field: 'date_of_birth', message: 'Use a YYYY-MM-DD date' },
    ]);
    const again = await admin.call('GET', fillPath(paths.customerImport, { id: String(view.id) }));
    expect(customerImportView.parse(await again.json())).toEqual(view);
  });

  it('checks by the product rules: age, phone, sex, company, a repeated e-mail; quoted cells', async () => {
    const view = await dryRun(
      [
        'Email,First_Name,Last_Name,Phone,Date_of_Birth,Sex,Company',
        'kid@x-import.example.com,Kid,Young,,2020-01-01,,',
        'ph@x-import.example.com,Pat,"O\'Hara-Smith",12,,,',
        'sx@x-import.example.com,Sam,Sex,,,other,',
        'co@x-import.example.com,Co,Mpany,,,,No Such Co',
        `${'orders@demo.healthspan.test'.toUpperCase()},Or,Ders,,,,`,
        'orders@demo.healthspan.test,Or,Again,,,,',
      ].join('\n'),
    );
    expect(view.problems.map((p) => [p.line, p.field])).toEqual([
      [2, 'date_of_birth'],
      [3, 'phone'],
      [4, 'sex'],
      [5, 'company'],
      [7, 'email'],
    ]);
    expect(view.problems[0]!.message).toBe('You must be at least 18 years old');
    expect(view.problems.at(-1)!.message).toBe('The same e-mail is on line 6 already');
    // the demo customer is a duplicate whatever the letter case
    expect(view).toMatchObject({ newCount: 0, existingCount: 1, badCount: 5 });
  });

  it('limits: no file, not CSV, a missing column, too many rows (413), too large (413)', async () => {
    const empty = await admin.multipart(paths.customerImports, new FormData());
    expect(empty.status).toBe(400);
    expect(await empty.json()).toMatchObject({ issues: [{ path: 'file', message: IMPORT_MESSAGES.noFile }] });
    const json = await admin.call('POST', paths.customerImports, { file: 'x' });
    expect(json.status).toBe(400);
    const binary = await upload(admin, new Uint8Array([0xff, 0xfe, 0xfd]));
    expect(binary.status).toBe(400);
    const noLast = await upload(admin, 'email,first_name\na@b.example.com,A\n');
    expect(noLast.status).toBe(400);
    expect(
      ((await noLast.json()) as { issues: { path: string; message: string }[] }).issues[0],
    ).toMatchObject({
      path: 'file',
      message: 'The header line lacks the column last_name.',
    });
    const many =
      'email,first_name,last_name\n' +
      Array.from({ length: IMPORT_MAX_ROWS + 1 }, (_, i) => `p${i}@many.example.com,P,Q`).join('\n');
    const tooMany = await upload(admin, many);
    expect(tooMany.status).toBe(413);
    expect(await tooMany.json()).toMatchObject({ error: IMPORT_MESSAGES.tooManyRows });
    const big = await upload(admin, 'email,first_name,last_name\n' + 'x'.repeat(IMPORT_MAX_BYTES + 10));
    expect(big.status).toBe(413);
  });

  it('imports: new customers created and invited, duplicates skipped, one audit line with counts', async () => {
    const view = await dryRun(SAMPLE);
    const jobId = await run(view.id, 'skip');
    await t.jobs.drain();
    expect(await job(jobId)).toMatchObject({ status: 'succeeded', total: 4, done: 4, failed: 0, skipped: 0 });
    const [grace] = await byEmail('grace.hopper@import-demo.example.com');
    expect(grace).toMatchObject({
      firstName: 'Grace',
      lastName: 'Hopper',
      phone: '+15555550101',
      birthDate: '1956-12-09',
      sex: 'female',
    });
    expect(grace!.deactivatedAt).toBeNull();
    const mails = await t.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.recipient, 'grace.hopper@import-demo.example.com'));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(IMPORT_MESSAGES.invitationSubject);
    expect(mails[0]!.body).toMatch(/\/customer\/login\/reset-password\?guid=/);
    // the link sets a password, then the customer signs in
    const guid = decodeURIComponent(/guid=([^\s]+)/.exec(mails[0]!.body)![1]!);
    const json = (path: string, body: unknown) =>
      t.app.request(path, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    expect((await json(authPaths.resetPassword, { guid, password: 'A-new-Password-42!' })).status).toBe(200);
    const login = await json(authPaths.login, {
      email: 'grace.hopper@import-demo.example.com',
      password: 'A-new-Password-42!',
    });
    expect(login.status).toBe(200);
    // visible in the customers list
    const list = await admin.call('GET', `${paths.customers}?q=grace.hopper`);
    expect(((await list.json()) as { total: number }).total).toBe(1);
    // the audit: one line for the import with its counts, one per customer
    const audit = await t.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.entity, 'customer-import'));
    expect(audit.map((a) => a.summary)).toContain(
      'CSV import of people.csv: 4 imported, 0 skipped, 0 failed',
    );
    const mine = auditPage.parse(
      await (await admin.call('GET', fillPath(paths.customerAudit, { id: String(grace!.id) }))).json(),
    );
    expect(mine.items[0]).toMatchObject({ action: 'import-create', reason: 'Onboarding a new client' });

    // the same file again: every valid line is a duplicate now, skipped; nobody twice, no new mail
    const second = await dryRun(SAMPLE);
    expect(second).toMatchObject({ newCount: 0, existingCount: 4 });
    const secondJob = await run(second.id, 'skip');
    await t.jobs.drain();
    expect(await job(secondJob)).toMatchObject({ status: 'succeeded', done: 4, skipped: 4 });
    expect(await byEmail('grace.hopper@import-demo.example.com')).toHaveLength(1);
    expect(
      await t.database.db
        .select()
        .from(outbox)
        .where(eq(outbox.recipient, 'grace.hopper@import-demo.example.com')),
    ).toHaveLength(1);
    // a dry run runs once
    const twice = await admin.call('POST', fillPath(paths.customerImportRun, { id: String(second.id) }), {
      duplicates: 'skip',
      reason: 'Again please',
    });
    expect(twice.status).toBe(409);
  });

  it('duplicates "update" changes the existing customer (audited) and joins the named company', async () => {
    const [company] = await t.database.db.select().from(companies).limit(1);
    const view = await dryRun(
      `email,first_name,last_name,company\nALAN.TURING@import-demo.example.com,Alan M.,Turing,${company!.name.toUpperCase()}\n`,
    );
    expect(view).toMatchObject({ existingCount: 1, newCount: 0, badCount: 0 });
    const jobId = await run(view.id, 'update');
    await t.jobs.drain();
    expect(await job(jobId)).toMatchObject({ status: 'succeeded', done: 1, skipped: 0 });
    const [alan] = await byEmail('alan.turing@import-demo.example.com');
    expect(alan!.firstName).toBe('Alan M.');
    const joined = await t.database.db
      .select()
      .from(companyCustomers)
      .where(eq(companyCustomers.customerId, alan!.id));
    expect(joined.map((j) => j.companyId)).toEqual([company!.id]);
    const audit = auditPage.parse(
      await (await admin.call('GET', fillPath(paths.customerAudit, { id: String(alan!.id) }))).json(),
    );
    expect(audit.items[0]).toMatchObject({
      action: 'import-update',
      before: { firstName: 'Alan', company: null },
      after: { firstName: 'Alan M.', company: company!.name },
    });
  });

  it('bad input, wrong role, another company, not found', async () => {
    const view = await dryRun('email,first_name,last_name\nw@wrong.example.com,W,R\n');
    const bad = await admin.call('POST', fillPath(paths.customerImportRun, { id: String(view.id) }), {
      duplicates: 'merge',
      reason: '',
    });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { issues: { path: string }[] }).issues.map((e) => e.path).sort()).toEqual([
      'duplicates',
      'reason',
    ]);
    const missing = await admin.call('GET', fillPath(paths.customerImport, { id: '999999' }));
    expect(missing.status).toBe(404);
    for (const persona of ['admin-limited', 'admin-ops'] as const) {
      const other = await adminSession(t, persona);
      expect((await upload(other, SAMPLE)).status).toBe(403);
      expect((await other.call('GET', fillPath(paths.customerImport, { id: String(view.id) }))).status).toBe(
        403,
      );
    }
    // an import of another company is not there for this one
    const [otherCompany] = await t.database.db
      .insert(companies)
      .values({ name: 'Bulk Other Co' })
      .returning({ id: companies.id });
    await t.database.db
      .update(customerImports)
      .set({ companyId: otherCompany!.id })
      .where(eq(customerImports.id, view.id));
    expect((await admin.call('GET', fillPath(paths.customerImport, { id: String(view.id) }))).status).toBe(
      404,
    );
  });
});

describe('the demo data', () => {
  it('shows a finished import: new customers, one updated, two lines refused with line and field', async () => {
    const res = await admin.call('GET', paths.customerImports);
    expect(res.status).toBe(200);
    const items = (await res.json()) as { items: unknown[] };
    const seeded = items.items
      .map((i) => customerImportView.parse(i))
      .find((i) => i.fileName === DEMO_IMPORT_FILE);
    expect(seeded).toMatchObject({
      rows: 6,
      newCount: 3,
      existingCount: 1,
      badCount: 2,
      duplicates: 'update',
    });
    expect(seeded!.problems.map((p) => [p.line, p.field])).toEqual([
      [6, 'email'],
      [7, 'date_of_birth'],
    ]);
    expect(await job(seeded!.jobId!)).toMatchObject({
      status: 'succeeded',
      done: 4,
      failed: 0,
      skipped: 0,
      summary: '4 imported, 0 skipped, 0 failed',
    });
    const log = jobLogPage.parse(
      await (await admin.call('GET', fillPath(paths.jobLog, { id: String(seeded!.jobId) }))).json(),
    );
    expect(log.items.filter((l) => l.outcome === 'ok')).toHaveLength(4);
    expect(log.items.map((l) => l.message)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^Line 6, email: .+ \(not imported\)$/),
        expect.stringMatching(/^Line 7, date_of_birth: .+ \(not imported\)$/),
        `${DEMO_IMPORT_EXISTING.email} updated (customer #${(await byEmail(DEMO_IMPORT_EXISTING.email))[0]!.id}).`,
      ]),
    );
    const [updated] = await byEmail(DEMO_IMPORT_EXISTING.email);
    expect(updated!.phone).toBe('+15555550142');
    const summaries = await t.database.db
      .select()
      .from(auditEvents)
      .where(
        sql`${auditEvents.entity} = 'customer-import' and ${auditEvents.entityId} = ${String(seeded!.id)}`,
      );
    expect(summaries).toHaveLength(1);
  });
});

describe('a restart in the middle of an import', () => {
  it('resumes after the last line done: everyone once, everyone invited once', async () => {
    // the first "server" stops after two lines: its item call waits on a gate that never opens
    let reachedResolve!: () => void;
    const reached = new Promise<void>((r) => (reachedResolve = r));
    const never = new Promise<never>(() => {});
    const stalling = jobDefinitions.map((d) =>
      d.kind !== 'customer-import'
        ? d
        : {
            ...d,
            run: (ctx: Parameters<typeof d.run>[0]) => {
              let items = 0;
              return d.run({
                ...ctx,
                setTotal: (n: number) => ctx.setTotal(n),
                log: (l: never, m: string) => ctx.log(l, m),
                file: (n: string, c: string, b: Uint8Array) => ctx.file(n, c, b),
                item: async (key: string, work: never, cursor?: unknown) => {
                  if (items++ === 2) {
                    reachedResolve();
                    return never;
                  }
                  return ctx.item(key, work, cursor);
                },
              });
            },
          },
    );
    const first: JobRunner = createJobRunner({ definitions: stalling, manual: true });
    otherProcess(t, { jobs: first });
    const rows = Array.from({ length: 5 }, (_, i) => `restart${i}@resume.example.com,R${'abcde'[i]},Estart`);
    const view = await dryRun(`email,first_name,last_name\n${rows.join('\n')}\n`);
    const jobId = await run(view.id, 'skip');
    void first.drain();
    await reached;
    expect(await job(jobId)).toMatchObject({ status: 'running', done: 2 });
    // the second server finds the job's heartbeat stale and carries on after line 3
    const start = t.now();
    t.setNow(new Date(start.getTime() + 60_000));
    try {
      expect(await t.jobs.recover()).toBe(1);
      await t.jobs.drain();
    } finally {
      t.setNow(start);
    }
    expect(await job(jobId)).toMatchObject({ status: 'succeeded', done: 5, failed: 0, skipped: 0 });
    for (let i = 0; i < 5; i++) {
      expect(await byEmail(`restart${i}@resume.example.com`)).toHaveLength(1);
      expect(
        await t.database.db
          .select()
          .from(outbox)
          .where(eq(outbox.recipient, `restart${i}@resume.example.com`)),
      ).toHaveLength(1);
    }
  });

  it('a restart after the summary line was written does not write it twice', async () => {
    // the first "server" writes the summary line, then dies before it could end the job
    let reachedResolve!: () => void;
    const reached = new Promise<void>((r) => (reachedResolve = r));
    const never = new Promise<never>(() => {});
    const stalling = jobDefinitions.map((d) =>
      d.kind !== 'customer-import'
        ? d
        : {
            ...d,
            run: (ctx: Parameters<typeof d.run>[0]) =>
              d.run({
                ...ctx,
                setTotal: (n: number) => ctx.setTotal(n),
                item: (key: string, work: never, cursor?: unknown) => ctx.item(key, work, cursor),
                log: (l: never, m: string) => ctx.log(l, m),
                file: (n: string, c: string, b: Uint8Array) => ctx.file(n, c, b),
                finish: async (work: never, cursor?: unknown) => {
                  await ctx.finish(work, cursor);
                  reachedResolve();
                  return never;
                },
              }),
          },
    );
    const first: JobRunner = createJobRunner({ definitions: stalling, manual: true });
    otherProcess(t, { jobs: first });
    const view = await dryRun('email,first_name,last_name\nonce@summary.example.com,Una,Once\n', 'once.csv');
    const jobId = await run(view.id, 'skip');
    void first.drain();
    await reached;
    const summaries = () =>
      t.database.db
        .select()
        .from(auditEvents)
        .where(
          sql`${auditEvents.entity} = 'customer-import' and ${auditEvents.entityId} = ${String(view.id)}`,
        );
    expect(await summaries()).toHaveLength(1);
    const start = t.now();
    t.setNow(new Date(start.getTime() + 60_000));
    try {
      expect(await t.jobs.recover()).toBe(1);
      await t.jobs.drain();
    } finally {
      t.setNow(start);
    }
    expect(await job(jobId)).toMatchObject({
      status: 'succeeded',
      done: 1,
      summary: '1 imported, 0 skipped, 0 failed',
    });
    expect(await summaries()).toHaveLength(1);
    expect(await byEmail('once@summary.example.com')).toHaveLength(1);
  });
});
