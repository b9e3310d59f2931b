import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillPath } from '../../src/contract/admin';
import { backOfficePaths, BACK_OFFICE_MESSAGES, homeResponse } from '../../src/contract/back-office';
import {
  analyticsResponse,
  DEMO_MESSAGES,
  demoResetResponse,
  demoResponse,
} from '../../src/contract/back-office-insights';
import { activationStates } from '../../src/contract/auth';
import {
  auditEvents,
  bloodResults,
  customers,
  customPanels,
  orders,
  tests as testsTable,
} from '../../src/server/db/schema';
import { demoEmail } from '../../src/server/db/seed';
import { seeders } from '../../src/server/db/seed/registry';
import { adminSession, type AdminSession } from './admin-session';
import { bearerCalls } from './http-client';
import { createTestApp, type TestApp } from './test-app';

// Issue 18: the admin home's widgets by role, the weekly analytics and the demo area.

let t: TestApp;
const as = {} as Record<'admin-totp' | 'admin-limited' | 'admin-ops', AdminSession>;
beforeAll(async () => {
  t = await createTestApp();
  for (const persona of ['admin-totp', 'admin-limited', 'admin-ops'] as const)
    as[persona] = await adminSession(t, persona);
});
afterAll(() => t.close());

const idOf = async (persona: string) => {
  const [row] = await t.database.db
    .select({ id: customers.id })
    .from(customers)
    .where(eq(sql`lower(${customers.email})`, demoEmail(persona)));
  return row?.id;
};

describe('GET home', () => {
  it('the Administrator sees every widget, counted from the data', async () => {
    const res = await as['admin-totp'].call('GET', backOfficePaths.home);
    expect(res.status).toBe(200);
    const { widgets } = homeResponse.parse(await res.json());
    expect(widgets.map((w) => w.key)).toEqual([
      'customers',
      'customers-new',
      'orders-open',
      'dna-kits-received',
      'review-requests',
      'custom-panels',
    ]);
    const value = (key: string) => widgets.find((w) => w.key === key)!.value;
    const [total] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(customers);
    expect(value('customers')).toBe(total!.n);
    const [open] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(orders)
      .where(sql`${orders.status} in ('placed', 'processing')`);
    expect(value('orders-open')).toBe(open!.n);
    const [live] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(customPanels)
      .where(sql`${customPanels.archivedAt} is null`);
    expect(value('custom-panels')).toBe(live!.n);
    for (const w of widgets) expect(w.href).toMatch(/^\/admin\//);
  });

  it('Support sees only the customer widgets; Operations no review requests', async () => {
    const support = homeResponse.parse(
      await (await as['admin-limited'].call('GET', backOfficePaths.home)).json(),
    );
    expect(support.widgets.map((w) => w.key)).toEqual(['customers', 'customers-new']);
    const ops = homeResponse.parse(await (await as['admin-ops'].call('GET', backOfficePaths.home)).json());
    expect(ops.widgets.map((w) => w.key)).toEqual([
      'customers',
      'customers-new',
      'orders-open',
      'dna-kits-received',
      'custom-panels',
    ]);
  });

  it('new this week counts sign-ups since Monday (UTC)', async () => {
    // 2026-11-22 is a Sunday: the week began on Monday 2026-11-16
    const before = homeResponse.parse(
      await (await as['admin-totp'].call('GET', backOfficePaths.home)).json(),
    );
    const fresh = before.widgets.find((w) => w.key === 'customers-new')!.value;
    await t.database.db.insert(customers).values([
      {
        email: 'monday@example.com',
        passwordHash: 'x',
        firstName: 'M',
        lastName: 'N',
        createdAt: new Date('2026-11-16T00:00:01Z'),
      },
      {
        email: 'sunday@example.com',
        passwordHash: 'x',
        firstName: 'S',
        lastName: 'N',
        createdAt: new Date('2026-11-15T23:59:59Z'),
      },
    ]);
    const after = homeResponse.parse(await (await as['admin-totp'].call('GET', backOfficePaths.home)).json());
    expect(after.widgets.find((w) => w.key === 'customers-new')!.value).toBe(fresh + 1);
  });
});

describe('GET analytics', () => {
  it('answers the asked number of ISO weeks, Monday first, ending with this one', async () => {
    const res = await as['admin-totp'].call('GET', `${backOfficePaths.analytics}?weeks=4`);
    expect(res.status).toBe(200);
    const body = analyticsResponse.parse(await res.json());
    expect(body.weeks.map((w) => w.weekStart)).toEqual([
      '2026-10-26',
      '2026-11-02',
      '2026-11-09',
      '2026-11-16',
    ]);
    expect(body.funnel.map((f) => f.state)).toEqual([...activationStates]);
    const [total] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(customers);
    expect(body.funnel.reduce((s, f) => s + f.count, 0)).toBe(total!.n);
    const twelve = analyticsResponse.parse(
      await (await as['admin-totp'].call('GET', backOfficePaths.analytics)).json(),
    );
    expect(twelve.weeks).toHaveLength(12);
  });

  it('counts sign-ups, activations and results by their week', async () => {
    const week = '2026-11-09';
    const before = analyticsResponse
      .parse(await (await as['admin-totp'].call('GET', `${backOfficePaths.analytics}?weeks=3`)).json())
      .weeks.find((w) => w.weekStart === week)!;
    const [person] = await t.database.db
      .insert(customers)
      .values({
        email: 'wednesday@example.com',
        passwordHash: 'x',
        firstName: 'W',
        lastName: 'D',
        createdAt: new Date('2026-11-11T10:00:00Z'),
      })
      .returning({ id: customers.id });
    const ordersId = (await idOf('orders'))!;
    const [test] = await t.database.db
      .select()
      .from(testsTable)
      .where(eq(testsTable.customerId, ordersId))
      .limit(1);
    const [result] = await t.database.db
      .insert(bloodResults)
      .values({ customerId: person!.id, testedAt: '2026-11-15', publishedAt: '2026-11-16', source: 'Lab' })
      .returning({ id: bloodResults.id });
    await t.database.db
      .update(testsTable)
      .set({ activatedAt: new Date('2026-11-09T00:00:00Z'), resultId: result!.id })
      .where(eq(testsTable.id, test!.id));
    const after = analyticsResponse
      .parse(await (await as['admin-totp'].call('GET', `${backOfficePaths.analytics}?weeks=3`)).json())
      .weeks.find((w) => w.weekStart === week)!;
    expect(after.signUps).toBe(before.signUps + 1);
    expect(after.testsActivated).toBeGreaterThanOrEqual(before.testsActivated + 1);
    expect(after.testsResulted).toBeGreaterThanOrEqual(before.testsResulted + 1);
  });

  it('the InnerAge change is latest minus previous, by the week of the latest draw', async () => {
    const body = analyticsResponse.parse(
      await (await as['admin-totp'].call('GET', `${backOfficePaths.analytics}?weeks=52`)).json(),
    );
    const withChange = body.weeks.filter((w) => w.innerAgeChange !== null);
    for (const w of withChange) expect(w.innerAgeCustomers).toBeGreaterThan(0);
    for (const w of body.weeks.filter((x) => x.innerAgeChange === null)) expect(w.innerAgeCustomers).toBe(0);
    // the demo customers with several draws (orders@, upload@, …) have a latest draw in the last year
    expect(withChange.length).toBeGreaterThan(0);
  });

  it('bad weeks answer 400 naming the field', async () => {
    for (const q of ['weeks=0', 'weeks=53', 'weeks=abc', 'weeks=1.5']) {
      const res = await as['admin-totp'].call('GET', `${backOfficePaths.analytics}?${q}`);
      expect(res.status).toBe(400);
      expect(JSON.stringify(await res.json())).toContain('weeks');
    }
  });

  it('Support and Operations may not read analytics (403)', async () => {
    expect((await as['admin-limited'].call('GET', backOfficePaths.analytics)).status).toBe(403);
    expect((await as['admin-ops'].call('GET', backOfficePaths.analytics)).status).toBe(403);
  });
});

describe('demo', () => {
  const resetPath = (persona: string) => fillPath(backOfficePaths.demoReset, { persona });

  it('lists the personas of the seeders with each customer’s state', async () => {
    const res = await as['admin-totp'].call('GET', backOfficePaths.demo);
    expect(res.status).toBe(200);
    const { items } = demoResponse.parse(await res.json());
    const active = items.find((p) => p.email === demoEmail('active'))!;
    expect(active).toMatchObject({
      persona: 'active',
      role: 'customer',
      activationState: 'ACTIVE',
      resettable: true,
    });
    expect(active.customerId).toBe(await idOf('active'));
    expect(items.find((p) => p.persona === 'purchase')?.activationState).toBe('PURCHASE');
    expect(items.find((p) => p.persona === 'upload')?.resettable).toBe(true);
    const staff = items.find((p) => p.persona === 'admin-totp')!;
    expect(staff).toMatchObject({ customerId: null, activationState: null, resettable: false });
    expect(new Set(items.map((p) => p.email)).size).toBe(items.length);
  });

  it('reset upload@: a new account made as a fresh start makes it, audited', async () => {
    const oldId = (await idOf('upload'))!;
    await t.database.db.update(customers).set({ firstName: 'Changed' }).where(eq(customers.id, oldId));
    await t.database.db.delete(bloodResults).where(eq(bloodResults.customerId, oldId));
    const res = await as['admin-totp'].call('POST', resetPath('upload'), { reason: 'Demo for a partner' });
    expect(res.status).toBe(200);
    const body = demoResetResponse.parse(await res.json());
    expect(body.customerId).not.toBe(oldId);
    const [row] = await t.database.db.select().from(customers).where(eq(customers.id, body.customerId));
    expect(row).toMatchObject({ firstName: 'Uma', activationState: 'ACTIVE', hasAccessToBru: true });
    expect(row!.heightCm).not.toBeNull(); // the start's top-up ran too
    expect(
      await t.database.db.select().from(bloodResults).where(eq(bloodResults.customerId, body.customerId)),
    ).toHaveLength(3);
    const [audit] = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entity, 'demo'), eq(auditEvents.entityId, 'upload')));
    expect(audit).toMatchObject({
      action: 'reset',
      reason: 'Demo for a partner',
      customerId: body.customerId,
      before: { customerId: oldId },
      after: { customerId: body.customerId },
    });
  });

  it('reset orders-lab@ leaves every other persona as it was', async () => {
    const countOthers = async () =>
      (
        await t.database.db
          .select({ n: sql<number>`count(*)::int` })
          .from(orders)
          .innerJoin(customers, eq(customers.id, orders.customerId))
          .where(sql`lower(${customers.email}) <> ${demoEmail('orders-lab')}`)
      )[0]!.n;
    const others = await countOthers();
    const oldId = (await idOf('orders-lab'))!;
    const ordersBefore = await t.database.db.select().from(orders).where(eq(orders.customerId, oldId));
    const res = await as['admin-totp'].call('POST', resetPath('orders-lab'), { reason: 'Fresh demo' });
    expect(res.status).toBe(200);
    const { customerId } = demoResetResponse.parse(await res.json());
    expect(await t.database.db.select().from(orders).where(eq(orders.customerId, customerId))).toHaveLength(
      ordersBefore.length,
    );
    expect(await countOthers()).toBe(others);
  });

  it('refuses the coach’s personas or a staff persona with 400, an unknown one with 404', async () => {
    for (const persona of REFUSED) {
      const refused = await as['admin-totp'].call('POST', resetPath(persona), { reason: 'Fresh demo' });
      expect(refused.status).toBe(400);
      const body = (await refused.json()) as { issues: { path: string; message: string }[] };
      expect(body.issues).toEqual([{ path: 'persona', message: DEMO_MESSAGES.notResettable }]);
    }
    const staff = await as['admin-totp'].call('POST', resetPath('admin-ops'), { reason: 'Fresh demo' });
    expect(staff.status).toBe(400);
    const unknown = await as['admin-totp'].call('POST', resetPath('nobody'), { reason: 'Fresh demo' });
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as { error: string }).error).toBe(BACK_OFFICE_MESSAGES.notFound);
    const bad = await as['admin-totp'].call('POST', resetPath('Bad_Name'), { reason: 'x' });
    expect(bad.status).toBe(400);
    const text = JSON.stringify(await bad.json());
    expect(text).toContain('persona');
  });

  it('the reset needs a reason', async () => {
    const res = await as['admin-totp'].call('POST', resetPath('upload'), {});
    expect(res.status).toBe(400);
    expect(JSON.stringify(await res.json())).toContain('reason');
  });

  it('Support and Operations may not see or reset the demo (403)', async () => {
    for (const persona of ['admin-limited', 'admin-ops'] as const) {
      expect((await as[persona].call('GET', backOfficePaths.demo)).status).toBe(403);
      expect((await as[persona].call('POST', resetPath('upload'), { reason: 'Fresh demo' })).status).toBe(
        403,
      );
    }
  });

  it('the customer can sign in again after a reset', async () => {
    const { logIn } = bearerCalls(() => t);
    await logIn(demoEmail('upload'));
  });
});

/** The customer personas a reset refuses: the coach's stock and invitation outlive their accounts. */
const REFUSED = ['acme-marcus', 'vegan'];

const rowsOf = <T>(result: unknown) => {
  const r = result as { rows?: T[] } | T[];
  return Array.isArray(r) ? r : (r.rows ?? []);
};

/** Rows per table of the whole database. */
async function tableCounts(app: TestApp) {
  const tables = rowsOf<{ name: string }>(
    await app.database.db.execute(sql`select table_name as name from information_schema.tables
      where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`),
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables)
    counts[name] = rowsOf<{ n: number }>(
      await app.database.db.execute(sql`select count(*)::int as n from ${sql.identifier(name)}`),
    )[0]!.n;
  return counts;
}

/** Rows per table that name the customer in a customer_id column: a persona's fingerprint. */
async function customerCounts(app: TestApp, customerId: number) {
  const tables = rowsOf<{ name: string }>(
    await app.database.db.execute(sql`select table_name as name from information_schema.columns
      where table_schema = current_schema() and column_name = 'customer_id' order by table_name`),
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables)
    counts[name] = rowsOf<{ n: number }>(
      await app.database.db.execute(
        sql`select count(*)::int as n from ${sql.identifier(name)} where customer_id = ${customerId}`,
      ),
    )[0]!.n;
  return counts;
}

describe('demo reset of every customer persona', () => {
  // a database of its own, as a start makes it, so each persona's "before" is its fresh start
  let fresh: TestApp;
  let admin: AdminSession;
  beforeAll(async () => {
    fresh = await createTestApp();
    // a reset seeds at the app's clock: the clock the fresh start seeded at (weekly habit reports
    // count the complete weeks before that day, one more on a Monday)
    fresh.setNow(fresh.seededAt);
    admin = await adminSession(fresh, 'admin-totp');
  });
  afterAll(() => fresh.close());

  const customerOf = async (persona: string) =>
    (
      await fresh.database.db
        .select({ id: customers.id, firstName: customers.firstName })
        .from(customers)
        .where(eq(sql`lower(${customers.email})`, demoEmail(persona)))
    )[0]!;

  it('every demo customer persona but the coach’s two is resettable', async () => {
    const { items } = demoResponse.parse(await (await admin.call('GET', backOfficePaths.demo)).json());
    const customerPersonas = items.filter((p) => p.role === 'customer');
    expect(customerPersonas.length).toBeGreaterThan(30);
    for (const p of customerPersonas)
      expect([p.persona, p.resettable]).toEqual([p.persona, !REFUSED.includes(p.persona)]);
    expect(items.filter((p) => p.role !== 'customer').every((p) => !p.resettable)).toBe(true);
  });

  it.each(
    seeders
      .flatMap((s) => (typeof s.logins === 'function' ? s.logins({}) : (s.logins ?? [])))
      .filter((l) => l.role === 'customer')
      .map((l) => l.email.slice(0, l.email.indexOf('@')))
      .filter((persona, i, all) => all.indexOf(persona) === i && !REFUSED.includes(persona)),
  )(
    'reset %s@ makes its data as a fresh start does and leaves everyone else’s as it was',
    async (persona) => {
      const before = await customerOf(persona);
      const { audit_events: freshAudit, ...freshPersona } = await customerCounts(fresh, before.id);
      const { audit_events: auditBefore, ...wholeBefore } = await tableCounts(fresh);
      await fresh.database.db
        .update(customers)
        .set({ firstName: 'Changed' })
        .where(eq(customers.id, before.id));

      const res = await admin.call('POST', fillPath(backOfficePaths.demoReset, { persona }), {
        reason: 'Fresh demo',
      });
      expect(res.status).toBe(200);
      const { customerId } = demoResetResponse.parse(await res.json());
      const after = await customerOf(persona);
      expect(after).toEqual({ id: customerId, firstName: before.firstName });
      const { audit_events: auditNow, ...nowPersona } = await customerCounts(fresh, customerId);
      expect(nowPersona).toEqual(freshPersona);
      // the seeders' audit rows about the persona again, and the reset's own (the old ones stay)
      expect(auditNow).toBe(freshAudit! + 1);
      const { audit_events: auditAfter, ...wholeAfter } = await tableCounts(fresh);
      expect(wholeAfter).toEqual(wholeBefore);
      expect(auditAfter).toBe(auditBefore! + freshAudit! + 1);
    },
    60_000,
  );
});

describe('demo data off', () => {
  it('the demo calls answer 404', async () => {
    const off = await createTestApp({ DEMO_DATA: '0' });
    try {
      const admin = await adminSession(off, 'admin-totp');
      const list = await admin.call('GET', backOfficePaths.demo);
      expect(list.status).toBe(404);
      const reset = await admin.call('POST', fillPath(backOfficePaths.demoReset, { persona: 'upload' }), {
        reason: 'Fresh demo',
      });
      expect(reset.status).toBe(404);
    } finally {
      await off.close();
    }
  });
});
