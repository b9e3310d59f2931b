import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coachPaths, companiesResponse, fillPath } from '../../src/contract/admin';
import { backOfficePaths as paths } from '../../src/contract/back-office';
import {
  companiesPage,
  companyOrdersResponse,
  companyResponse,
  type CompanyResponse,
} from '../../src/contract/back-office-dna';
import { auditEvents } from '../../src/server/db/schema';
import { products } from '../../src/server/db/schema/references';
import { coachLoginLinks, companies, staff } from '../../src/server/db/schema/staff';
import { DEMO_COACH_COMPANY, DEMO_OTHER_COMPANY } from '../../src/server/db/seed/demo-staff';
import { readOutbox } from '../../src/server/services/outbox';
import { adminSession, type AdminSession } from './admin-session';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
let admin: AdminSession;
let ops: AdminSession;
let support: AdminSession;

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminSession(t, 'admin-totp');
  ops = await adminSession(t, 'admin-ops');
  support = await adminSession(t, 'admin-limited');
});
afterAll(() => t.close());

const issuesOf = async (res: Response) =>
  ((await res.json()) as { issues?: { path: string }[] }).issues?.map((i) => i.path) ?? [];
const companyPath = (path: keyof typeof paths, id: number, staffId?: number) =>
  fillPath(paths[path], { id: String(id), staffId: String(staffId ?? 0) });
async function companyId(name: string) {
  const [row] = await t.database.db.select().from(companies).where(eq(companies.name, name));
  return row!.id;
}
async function coachId(email: string) {
  const [row] = await t.database.db
    .select({ id: staff.id })
    .from(staff)
    .where(eq(sql`lower(${staff.email})`, email));
  return row!.id;
}

describe('GET companies', () => {
  it('pages the companies with their counts, and keeps the old list’s id and name', async () => {
    const res = await admin.call('GET', paths.companies);
    expect(res.status).toBe(200);
    const json: unknown = await res.json();
    expect(companiesResponse.parse(json).items.map((c) => c.name)).toContain(DEMO_COACH_COMPANY);
    const body = companiesPage.parse(json);
    const acme = body.items.find((c) => c.name === DEMO_COACH_COMPANY)!;
    expect(acme.coaches).toBeGreaterThanOrEqual(1);
    expect(acme.liveTeams).toBeGreaterThanOrEqual(1);
    expect(acme.members).toBeGreaterThanOrEqual(1);
    expect(acme.available + acme.assigned).toBeGreaterThanOrEqual(1);
  });

  it('searches by name; bad paging is a 400 naming it; Support and Operations get 403', async () => {
    const found = companiesPage.parse(await (await admin.call('GET', `${paths.companies}?q=globex`)).json());
    expect(found.items.map((c) => c.name)).toEqual([DEMO_OTHER_COMPANY]);
    const bad = await admin.call('GET', `${paths.companies}?pageSize=1000`);
    expect(bad.status).toBe(400);
    expect(await issuesOf(bad)).toEqual(['pageSize']);
    expect((await support.call('GET', paths.companies)).status).toBe(403);
    expect((await ops.call('GET', paths.companies)).status).toBe(403);
  });
});

describe('POST companies and PATCH company/:id', () => {
  let created: CompanyResponse;

  it('creates a company, audited', async () => {
    const res = await admin.call('POST', paths.companies, { name: '  Initech Health ' });
    expect(res.status).toBe(201);
    created = companyResponse.parse(await res.json());
    expect(created).toMatchObject({ name: 'Initech Health', coaches: [], teams: [] });
    expect(created.inventory).toEqual({ Available: 0, Assigned: 0, Used: 0 });
    expect(created.plans.length).toBeGreaterThan(0);
    expect(created.audit[0]).toMatchObject({
      entity: 'company',
      action: 'create',
      companyId: created.id,
      after: { name: 'Initech Health' },
    });
  });

  it('refuses a name taken in any case, and a bad name, with 400 naming name', async () => {
    for (const name of ['acme health co.', 'x']) {
      const res = await admin.call('POST', paths.companies, { name });
      expect(res.status).toBe(400);
      expect(await issuesOf(res)).toEqual(['name']);
    }
  });

  it('renames with a reason (before and after in the audit); 400, 404 and 403 as they should', async () => {
    const res = await admin.call('PATCH', companyPath('company', created.id), {
      name: 'Initech Wellness',
      reason: 'Rebranded',
    });
    expect(res.status).toBe(200);
    const body = companyResponse.parse(await res.json());
    expect(body.name).toBe('Initech Wellness');
    expect(body.audit[0]).toMatchObject({
      action: 'rename',
      reason: 'Rebranded',
      before: { name: 'Initech Health' },
      after: { name: 'Initech Wellness' },
    });
    const bad = await admin.call('PATCH', companyPath('company', created.id), { name: DEMO_OTHER_COMPANY });
    expect(bad.status).toBe(400);
    expect(await issuesOf(bad)).toEqual(['reason']);
    const taken = await admin.call('PATCH', companyPath('company', created.id), {
      name: DEMO_OTHER_COMPANY.toUpperCase(),
      reason: 'Test',
    });
    expect(await issuesOf(taken)).toEqual(['name']);
    expect(
      (await admin.call('PATCH', companyPath('company', 999_999), { name: 'Zed Co', reason: 'Test' })).status,
    ).toBe(404);
    expect((await admin.call('GET', companyPath('company', 999_999))).status).toBe(404);
    expect((await support.call('GET', companyPath('company', created.id))).status).toBe(403);
  });
});

describe('coaches of a company', () => {
  it('adds a coach with an entry link e-mailed; the e-mail of any staff account is a 400 naming email', async () => {
    const acme = await companyId(DEMO_COACH_COMPANY);
    const res = await admin.call('POST', companyPath('companyCoaches', acme), {
      email: 'New.Coach@Example.test',
      firstName: 'Nia',
      lastName: 'Coach',
      hasOrdersPageAccess: true,
    });
    expect(res.status).toBe(201);
    const body = companyResponse.parse(await res.json());
    const coach = body.coaches.find((c) => c.email === 'new.coach@example.test')!;
    expect(coach).toMatchObject({ firstName: 'Nia', hasOrdersPageAccess: true });
    const [mail] = await readOutbox(t.database.db, { recipient: 'new.coach@example.test', channel: 'email' });
    expect(mail!.body).toMatch(/\/admin\/coach\/login-by-guid\/[A-Za-z0-9_-]+/);
    // the link signs the coach in
    const guid = /login-by-guid\/([^\s]+)/.exec(mail!.body)![1]!;
    const signIn = await t.app.request(coachPaths.loginWithGuid, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ guid: decodeURIComponent(guid) }),
    });
    expect(signIn.status).toBe(200);
    expect(body.audit[0]).toMatchObject({ entity: 'coach', action: 'create', entityId: String(coach.id) });

    for (const email of ['new.coach@example.test', 'ADMIN-TOTP@demo.healthspan.test', 'not-an-email']) {
      const again = await admin.call('POST', companyPath('companyCoaches', acme), {
        email,
        firstName: 'A',
        lastName: 'B',
      });
      expect(again.status).toBe(400);
      expect(await issuesOf(again)).toEqual(['email']);
    }
    expect(
      (
        await admin.call('POST', companyPath('companyCoaches', 999_999), {
          email: 'x@example.test',
          firstName: 'A',
          lastName: 'B',
        })
      ).status,
    ).toBe(404);
  });

  it('toggles orders-page access and sends a new entry link, each audited; another company’s coach is 404', async () => {
    const acme = await companyId(DEMO_COACH_COMPANY);
    const globex = await companyId(DEMO_OTHER_COMPANY);
    const coach = await coachId('new.coach@example.test');
    const toggled = await admin.call('PATCH', companyPath('companyCoach', acme, coach), {
      hasOrdersPageAccess: false,
      reason: 'Left the buying team',
    });
    expect(toggled.status).toBe(200);
    const body = companyResponse.parse(await toggled.json());
    expect(body.coaches.find((c) => c.id === coach)!.hasOrdersPageAccess).toBe(false);
    expect(body.audit[0]).toMatchObject({
      action: 'orders-access',
      before: { hasOrdersPageAccess: true },
      after: { hasOrdersPageAccess: false },
    });
    const bad = await admin.call('PATCH', companyPath('companyCoach', acme, coach), {
      hasOrdersPageAccess: 'no',
    });
    expect(await issuesOf(bad)).toEqual(expect.arrayContaining(['hasOrdersPageAccess', 'reason']));

    const before = await t.database.db
      .select()
      .from(coachLoginLinks)
      .where(eq(coachLoginLinks.staffId, coach));
    const link = await admin.call('POST', companyPath('companyCoachLink', acme, coach), {
      reason: 'Lost the e-mail',
    });
    expect(link.status).toBe(200);
    const after = await t.database.db
      .select()
      .from(coachLoginLinks)
      .where(eq(coachLoginLinks.staffId, coach));
    expect(after).toHaveLength(1);
    expect(after[0]!.id).not.toBe(before[0]!.id);
    expect(await readOutbox(t.database.db, { recipient: 'new.coach@example.test' })).toHaveLength(2);

    for (const [method, path, json] of [
      ['PATCH', companyPath('companyCoach', globex, coach), { hasOrdersPageAccess: true, reason: 'Test' }],
      ['POST', companyPath('companyCoachLink', globex, coach), { reason: 'Test' }],
    ] as const)
      expect((await admin.call(method, path, json)).status).toBe(404);
    expect(
      (await ops.call('POST', companyPath('companyCoachLink', acme, coach), { reason: 'Test' })).status,
    ).toBe(403);
  });
});

describe('stock and orders of a company', () => {
  it('adds stock of a test plan as one purchase, audited; the orders page groups it', async () => {
    const globex = await companyId(DEMO_OTHER_COMPANY);
    const [plan] = await t.database.db
      .select()
      .from(products)
      .where(eq(products.bloodTestIncluded, true))
      .limit(1);
    const before = companyResponse.parse(
      await (await admin.call('GET', companyPath('company', globex))).json(),
    );
    const res = await admin.call('POST', companyPath('companyInventory', globex), {
      productId: plan!.id,
      quantity: 3,
      reason: 'Pilot stock',
    });
    expect(res.status).toBe(200);
    const body = companyResponse.parse(await res.json());
    expect(body.inventory.Available).toBe(before.inventory.Available + 3);
    expect(body.audit[0]).toMatchObject({ entity: 'inventory', action: 'add-stock', reason: 'Pilot stock' });

    const orders = companyOrdersResponse.parse(
      await (await admin.call('GET', companyPath('companyOrders', globex))).json(),
    );
    const purchase = orders.purchases.find((p) => p.ref === body.audit[0]!.entityId)!;
    expect(purchase).toMatchObject({ productId: plan!.id, quantity: 3, available: 3, assigned: 0, used: 0 });
    const rows = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.companyId, globex), eq(auditEvents.entity, 'inventory')));
    expect(rows).toHaveLength(1);
  });

  it('refuses a plan without a blood test, a bad quantity and no reason with 400 naming each', async () => {
    const globex = await companyId(DEMO_OTHER_COMPANY);
    const [noTest] = await t.database.db
      .select()
      .from(products)
      .where(eq(products.bloodTestIncluded, false))
      .limit(1);
    const bad = await admin.call('POST', companyPath('companyInventory', globex), {
      productId: 1,
      quantity: 101,
    });
    expect(await issuesOf(bad)).toEqual(expect.arrayContaining(['quantity', 'reason']));
    if (noTest) {
      const res = await admin.call('POST', companyPath('companyInventory', globex), {
        productId: noTest.id,
        quantity: 1,
        reason: 'Test',
      });
      expect(res.status).toBe(400);
      expect(await issuesOf(res)).toEqual(['productId']);
    }
    expect(
      (
        await admin.call('POST', companyPath('companyInventory', 999_999), {
          productId: 1,
          quantity: 1,
          reason: 'Test',
        })
      ).status,
    ).toBe(404);
  });

  it('GET companyOrders: the company’s purchases with counts; 404 and 403', async () => {
    const acme = await companyId(DEMO_COACH_COMPANY);
    const body = companyOrdersResponse.parse(
      await (await admin.call('GET', companyPath('companyOrders', acme))).json(),
    );
    expect(body.company.name).toBe(DEMO_COACH_COMPANY);
    expect(body.purchases.length).toBeGreaterThan(0);
    expect(body.purchases.every((p) => p.quantity === p.available + p.assigned + p.used)).toBe(true);
    expect((await admin.call('GET', companyPath('companyOrders', 999_999))).status).toBe(404);
    expect((await ops.call('GET', companyPath('companyOrders', acme))).status).toBe(403);
  });
});
