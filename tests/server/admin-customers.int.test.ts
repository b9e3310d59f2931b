import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillPath } from '../../src/contract/admin';
import { authPaths } from '../../src/contract/auth';
import { auditPage, backOfficePaths as paths } from '../../src/contract/back-office';
import {
  addonsResponse,
  customerAddonsResponse,
  customersResponse,
  customerView,
  noteResponse,
} from '../../src/contract/back-office-customers';
import { auditEvents, customerNotes, customers } from '../../src/server/db/schema';
import { demoEmail } from '../../src/server/db/seed';
import { adminSession, type AdminSession } from './admin-session';
import { bearerCalls } from './http-client';
import { createTestApp, type TestApp } from './test-app';

// Issue 18, customers slice: the list, one customer, audit, notes and add-ons.

let t: TestApp;
let admin: AdminSession;
let support: AdminSession;
let ops: AdminSession;
let ordersId: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminSession(t, 'admin-totp');
  support = await adminSession(t, 'admin-limited');
  ops = await adminSession(t, 'admin-ops');
  const [row] = await t.database.db
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.email, demoEmail('orders')));
  ordersId = row!.id;
});
afterAll(() => t.close());

const list = async (s: AdminSession, query: string) => {
  const res = await s.call('GET', `${paths.customers}?${query}`);
  expect(res.status).toBe(200);
  return customersResponse.parse(await res.json());
};
const issuesOf = async (res: Response) =>
  ((await res.json()) as { issues: { path: string }[] }).issues.map((i) => i.path);

describe('GET customers', () => {
  it('finds a customer by e-mail, name, id and #id, with the row the list shows', async () => {
    const byEmail = await list(support, 'q=orders@');
    const row = byEmail.items.find((r) => r.id === ordersId)!;
    expect(row).toMatchObject({ firstName: 'Olivia', lastName: 'Grant', activationState: 'ACTIVE' });
    expect(row.resultsCount).toBeGreaterThanOrEqual(3);
    expect(['active', 'lapsed', 'none']).toContain(row.membership);
    expect((await list(admin, 'q=Olivia Grant')).items.map((r) => r.id)).toContain(ordersId);
    expect((await list(admin, `q=${ordersId}`)).items.map((r) => r.id)).toContain(ordersId);
    expect((await list(admin, `q=%23${ordersId}`)).items.map((r) => r.id)).toContain(ordersId);
  });

  it('finds a customer by phone digits', async () => {
    await t.database.db.update(customers).set({ phone: '+14155550199' }).where(eq(customers.id, ordersId));
    expect((await list(admin, 'q=555-0199')).items.map((r) => r.id)).toEqual([ordersId]);
  });

  it('filters by state, results and membership, sorts and pages on the server', async () => {
    const active = await list(admin, 'state=ACTIVE&pageSize=100');
    expect(active.items.every((r) => r.activationState === 'ACTIVE')).toBe(true);
    const without = await list(admin, 'hasResults=false&pageSize=100');
    expect(without.items.every((r) => r.resultsCount === 0)).toBe(true);
    const withResults = await list(admin, 'hasResults=true&pageSize=100');
    expect(withResults.items.every((r) => r.resultsCount > 0)).toBe(true);
    const all = await list(admin, 'pageSize=1');
    expect(all.total).toBe(without.total + withResults.total);
    for (const m of ['active', 'lapsed', 'none'] as const) {
      const page = await list(admin, `membership=${m}&pageSize=100`);
      expect(page.items.every((r) => r.membership === m)).toBe(true);
    }
    const byEmail = await list(admin, 'sort=email&dir=asc&pageSize=100');
    const emails = byEmail.items.map((r) => r.email.toLowerCase());
    expect(emails).toEqual([...emails].sort());
    const second = await list(admin, 'sort=email&dir=asc&pageSize=2&page=2');
    expect(second.items.map((r) => r.id)).toEqual(byEmail.items.slice(2, 4).map((r) => r.id));
  });

  it('filters by company', async () => {
    const res = await list(admin, 'companyId=2147483647');
    expect(res.total).toBe(0);
  });

  it('answers 400 naming each bad field', async () => {
    const res = await admin.call(
      'GET',
      `${paths.customers}?state=NOPE&sort=x&dir=up&hasResults=maybe&membership=gold&page=0`,
    );
    expect(res.status).toBe(400);
    expect(await issuesOf(res)).toEqual(
      expect.arrayContaining(['state', 'sort', 'dir', 'hasResults', 'membership', 'page']),
    );
  });
});

describe('GET customer/:id', () => {
  it('answers the whole customer without secrets', async () => {
    const res = await support.call('GET', fillPath(paths.customer, { id: String(ordersId) }));
    expect(res.status).toBe(200);
    const raw = await res.text();
    expect(raw).not.toMatch(/password|securityAnswer|hash|token/i);
    const view = customerView.parse(JSON.parse(raw));
    expect(view.profile.email).toBe(demoEmail('orders'));
    expect(view.orders.length).toBeGreaterThanOrEqual(5);
    expect(view.orders.some((o) => o.testState === 'used' && o.status === 'completed')).toBe(true);
    expect(view.results.count).toBeGreaterThanOrEqual(3);
    expect(view.results.latestTestedAt).not.toBeNull();
    expect(view.results.optimal + view.results.needsAttention).toBeGreaterThan(0);
    expect(view.notes.length).toBeGreaterThanOrEqual(2);
    expect(view.audit.length).toBeGreaterThan(0);
  });
  it('404 for a missing customer, 400 for a bad id', async () => {
    expect((await admin.call('GET', fillPath(paths.customer, { id: '999999' }))).status).toBe(404);
    const bad = await admin.call('GET', fillPath(paths.customer, { id: 'abc' }));
    expect(bad.status).toBe(400);
    expect(await issuesOf(bad)).toEqual(['id']);
  });
});

describe('notes', () => {
  const notesPath = () => fillPath(paths.customerNotes, { id: String(ordersId) });
  const notePath = (noteId: number) =>
    fillPath(paths.customerNote, { id: String(ordersId), noteId: String(noteId) });

  it('Support adds, edits and removes a note; each is audited', async () => {
    const added = await support.call('POST', notesPath(), { body: '  Prefers e-mail over phone.  ' });
    expect(added.status).toBe(201);
    const { note } = noteResponse.parse(await added.json());
    expect(note.body).toBe('Prefers e-mail over phone.');

    const edited = await support.call('PATCH', notePath(note.id), {
      body: 'Prefers e-mail.',
      reason: 'Shorter',
    });
    expect(edited.status).toBe(200);
    expect(noteResponse.parse(await edited.json()).note.body).toBe('Prefers e-mail.');

    const removed = await support.call('DELETE', notePath(note.id));
    expect(removed.status).toBe(204);
    const [row] = await t.database.db.select().from(customerNotes).where(eq(customerNotes.id, note.id));
    expect(row!.deletedAt).not.toBeNull();

    const audit = auditPage.parse(
      await (
        await support.call('GET', `${fillPath(paths.customerAudit, { id: String(ordersId) })}?pageSize=3`)
      ).json(),
    );
    expect(audit.items.map((e) => [e.entity, e.action])).toEqual([
      ['customer-note', 'delete'],
      ['customer-note', 'update'],
      ['customer-note', 'create'],
    ]);
    expect(audit.items[1]).toMatchObject({
      reason: 'Shorter',
      before: { body: 'Prefers e-mail over phone.' },
      after: { body: 'Prefers e-mail.' },
      customerId: ordersId,
    });
    const view = customerView.parse(
      await (await support.call('GET', fillPath(paths.customer, { id: String(ordersId) }))).json(),
    );
    expect(view.notes.map((n) => n.id)).not.toContain(note.id);
  });

  it('400 for an empty or too long note, 404 for a missing customer or note', async () => {
    const empty = await admin.call('POST', notesPath(), { body: '   ' });
    expect(empty.status).toBe(400);
    expect(await issuesOf(empty)).toEqual(['body']);
    expect((await admin.call('POST', notesPath(), { body: 'x'.repeat(2001) })).status).toBe(400);
    expect(
      (await admin.call('POST', fillPath(paths.customerNotes, { id: '999999' }), { body: 'hi' })).status,
    ).toBe(404);
    expect((await admin.call('PATCH', notePath(999999), { body: 'hi' })).status).toBe(404);
    expect((await admin.call('DELETE', notePath(999999))).status).toBe(404);
  });
});

describe('add-ons', () => {
  const addonsPath = () => fillPath(paths.customerAddons, { id: String(ordersId) });
  const innerAgeFlags = async () => {
    const [row] = await t.database.db
      .select({ allowed: customers.allowedToSeeInnerAge, canAdd: customers.canAddInnerAge })
      .from(customers)
      .where(eq(customers.id, ordersId));
    return row!;
  };

  it('adds InnerAge (the customer then sees it), refuses it twice, removes it (taken back)', async () => {
    await t.database.db
      .update(customers)
      .set({ allowedToSeeInnerAge: false, canAddInnerAge: true })
      .where(eq(customers.id, ordersId));
    const added = await ops.call('POST', addonsPath(), { tag: 'innerage', reason: 'Bought by phone' });
    expect(added.status).toBe(201);
    expect(customerAddonsResponse.parse(await added.json()).current.map((a) => a.tag)).toEqual(['innerage']);
    expect(await innerAgeFlags()).toEqual({ allowed: true, canAdd: false });

    const me = bearerCalls(() => t);
    const token = await me.logIn(demoEmail('orders'));
    const seen = (await (await me.api('GET', authPaths.customer, token)).json()) as {
      allowedToSeeInnerAge: boolean;
    };
    expect(seen.allowedToSeeInnerAge).toBe(true);

    const twice = await ops.call('POST', addonsPath(), { tag: 'innerage', reason: 'Again' });
    expect(twice.status).toBe(400);
    expect(await issuesOf(twice)).toEqual(['tag']);

    const list = addonsResponse.parse(await (await ops.call('GET', `${paths.addons}?tag=innerage`)).json());
    expect(list.items.map((r) => r.customerId)).toContain(ordersId);

    const removed = await ops.call(
      'DELETE',
      fillPath(paths.customerAddon, { id: String(ordersId), tag: 'innerage' }),
      {
        reason: 'Refunded',
      },
    );
    expect(removed.status).toBe(200);
    const after = customerAddonsResponse.parse(await removed.json());
    expect(after.current).toEqual([]);
    expect(after.removed[0]?.tag).toBe('innerage');
    expect(after.removed[0]?.removedBy).toBe('Omar Reyes');
    // orders@'s own orders: Ultimate includes InnerAge, so the orders still grant it
    expect(await innerAgeFlags()).toEqual({ allowed: true, canAdd: false });

    const events = await t.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.entity, 'customer-addon'));
    const mine = events.filter((e) => e.customerId === ordersId);
    expect(mine.map((e) => e.action)).toEqual(['create', 'delete']);
    expect(mine[1]!.reason).toBe('Refunded');
  });

  it('removing InnerAge takes it back when no order grants it', async () => {
    const [lab] = await t.database.db
      .select({ id: customers.id })
      .from(customers)
      .where(eq(customers.email, demoEmail('orders-lab')));
    const path = fillPath(paths.customerAddons, { id: String(lab!.id) });
    expect((await admin.call('POST', path, { tag: 'innerage', reason: 'Trial' })).status).toBe(201);
    const removed = await admin.call(
      'DELETE',
      fillPath(paths.customerAddon, { id: String(lab!.id), tag: 'innerage' }),
      { reason: 'Trial over' },
    );
    expect(removed.status).toBe(200);
    const [row] = await t.database.db
      .select({ allowed: customers.allowedToSeeInnerAge, canAdd: customers.canAddInnerAge })
      .from(customers)
      .where(eq(customers.id, lab!.id));
    expect(row).toEqual({ allowed: false, canAdd: true });
  });

  it('400 for a bad tag or missing reason, 404 when none is current or no customer; Support 403', async () => {
    const bad = await admin.call('POST', addonsPath(), { tag: 'gold', reason: '' });
    expect(bad.status).toBe(400);
    expect(await issuesOf(bad)).toEqual(expect.arrayContaining(['tag', 'reason']));
    expect(
      (
        await admin.call(
          'DELETE',
          fillPath(paths.customerAddon, { id: String(ordersId), tag: 'advanced-panel' }),
          { reason: 'Not needed' },
        )
      ).status,
    ).toBe(404);
    expect(
      (
        await admin.call('POST', fillPath(paths.customerAddons, { id: '999999' }), {
          tag: 'innerage',
          reason: 'Why not',
        })
      ).status,
    ).toBe(404);
    expect((await support.call('GET', addonsPath())).status).toBe(403);
    expect((await support.call('POST', addonsPath(), { tag: 'innerage', reason: 'Bought' })).status).toBe(
      403,
    );
  });

  it('the add-ons list pages and filters by tag', async () => {
    const res = await admin.call('GET', `${paths.addons}?tag=advanced-panel&pageSize=1`);
    expect(res.status).toBe(200);
    const page = addonsResponse.parse(await res.json());
    expect(page.items.every((r) => r.tag === 'advanced-panel')).toBe(true);
    expect((await admin.call('GET', `${paths.addons}?tag=gold`)).status).toBe(400);
  });
});

describe('GET customerAudit/:id', () => {
  it('pages the audit newest first; 404 for a missing customer', async () => {
    const res = await support.call(
      'GET',
      `${fillPath(paths.customerAudit, { id: String(ordersId) })}?pageSize=2&page=1`,
    );
    const page = auditPage.parse(await res.json());
    expect(page.items.length).toBeLessThanOrEqual(2);
    expect(page.total).toBeGreaterThan(0);
    expect((await support.call('GET', fillPath(paths.customerAudit, { id: '999999' }))).status).toBe(404);
    expect(
      (await support.call('GET', `${fillPath(paths.customerAudit, { id: String(ordersId) })}?page=0`)).status,
    ).toBe(400);
  });
});
