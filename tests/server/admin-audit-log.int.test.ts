import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditPage, backOfficePaths as paths } from '../../src/contract/back-office';
import { auditStaffList } from '../../src/contract/back-office-deletion';
import { DAY_MS, utcDayOf } from '../../src/domain/dates';
import { auditEvents } from '../../src/server/db/schema';
import { adminSession, type AdminSession } from './admin-session';
import { createTestApp, type TestApp } from './test-app';

// Issue 19, deletion slice: the audit status log's filters and its CSV.

let t: TestApp;
let admin: AdminSession;
let support: AdminSession;
let ops: AdminSession;

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminSession(t, 'admin-totp');
  support = await adminSession(t, 'admin-limited');
  ops = await adminSession(t, 'admin-ops');
  const base = { staffName: 'Audit Tester', entityId: '1', summary: 'x' } as const;
  const at = (days: number) => new Date(t.now().getTime() - days * DAY_MS);
  await t.database.db.insert(auditEvents).values([
    {
      ...base,
      at: at(10),
      staffId: 9001,
      customerId: 777001,
      entity: 'order',
      action: 'update',
      summary: '=HYPERLINK("http://x")',
    },
    { ...base, at: at(1), staffId: 9001, customerId: 777001, entity: 'order', action: 'archive' },
    {
      ...base,
      at: at(1),
      staffId: 9002,
      customerId: 777002,
      entity: 'dna-kit',
      action: 'update',
      reason: 'Why',
    },
  ]);
});
afterAll(() => t.close());

const page = async (query: string) => {
  const res = await admin.call('GET', `${paths.audit}?${query}`);
  expect(res.status).toBe(200);
  return auditPage.parse(await res.json());
};

describe('GET audit with the status log’s filters', () => {
  it('filters by admin, customer, entity, action and dates, newest first', async () => {
    expect((await page('staffId=9001')).items.map((e) => e.action)).toEqual(['archive', 'update']);
    expect((await page('customerId=777002')).items.map((e) => e.entity)).toEqual(['dna-kit']);
    expect((await page('staffId=9001&action=update')).total).toBe(1);
    expect((await page('entity=dna-kit&staffId=9002')).items[0]?.reason).toBe('Why');
    const recent = await page(`staffId=9001&from=${utcDayOf(new Date(t.now().getTime() - 2 * DAY_MS))}`);
    expect(recent.items.map((e) => e.action)).toEqual(['archive']);
    const old = await page(`staffId=9001&to=${utcDayOf(new Date(t.now().getTime() - 5 * DAY_MS))}`);
    expect(old.items.map((e) => e.action)).toEqual(['update']);
    expect((await page('staffId=9001&pageSize=1&page=2')).items.map((e) => e.action)).toEqual(['update']);
  });

  it('bad filters are 400 naming each field, and from after to is refused on `to`', async () => {
    const res = await admin.call('GET', `${paths.audit}?staffId=x&from=2026-13-01&customerId=-1`);
    expect(res.status).toBe(400);
    const body = (await res.json()) as { issues: { path: string }[] };
    expect(body.issues.map((i) => i.path).sort()).toEqual(['customerId', 'from', 'staffId']);
    const order = await admin.call('GET', `${paths.audit}?from=2026-02-02&to=2026-02-01`);
    expect(order.status).toBe(400);
    expect(((await order.json()) as { issues: { path: string }[] }).issues.map((i) => i.path)).toEqual([
      'to',
    ]);
  });

  it('lists the admins who appear in the audit', async () => {
    const res = await admin.call('GET', paths.auditStaff);
    expect(res.status).toBe(200);
    const { items } = auditStaffList.parse(await res.json());
    expect(items).toEqual(expect.arrayContaining([{ id: 9001, name: 'Audit Tester' }]));
  });

  it('only a role with the audit view reads it', async () => {
    for (const s of [support, ops]) {
      expect((await s.call('GET', paths.audit)).status).toBe(403);
      expect((await s.call('GET', paths.auditCsv)).status).toBe(403);
      expect((await s.call('GET', paths.auditStaff)).status).toBe(403);
    }
  });
});

describe('GET audit.csv', () => {
  it('downloads the filtered audit as CSV, formulae escaped', async () => {
    const res = await admin.call('GET', `${paths.auditCsv}?staffId=9001`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    expect(res.headers.get('content-disposition')).toMatch(
      /attachment; filename="audit-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const lines = (await res.text()).trim().split('\r\n');
    expect(lines[0]).toBe(
      'At (UTC),Admin,Customer id,Company id,Entity,Entity id,Action,Summary,Reason,Before,After',
    );
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(',archive,');
    // a cell a spreadsheet would run as a formula is kept as text
    expect(lines[2]).toContain(`"'=HYPERLINK(""http://x"")"`);
    expect(lines[2]).toContain('777001');
  });

  it('bad filters are 400', async () => {
    const res = await admin.call('GET', `${paths.auditCsv}?to=yesterday`);
    expect(res.status).toBe(400);
  });
});
