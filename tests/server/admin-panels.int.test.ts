import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillPath } from '../../src/contract/admin';
import { backOfficePaths, catalogueMarkersResponse } from '../../src/contract/back-office';
import { customPanelResponse, customPanelsResponse } from '../../src/contract/back-office-panels';
import { errorBody } from '../../src/contract/http';
import { auditEvents, customers, orders, products } from '../../src/server/db/schema';
import { DEMO_PANELS } from '../../src/server/db/seed/demo-admin-panels';
import { adminSession, type AdminSession } from './admin-session';
import { createTestApp, type TestApp } from './test-app';

// Issue 18, back office: the marker catalogue and custom panels.

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

const p = backOfficePaths;
const panelPath = (id: number | string) => fillPath(p.customPanel, { id: String(id) });
const issuesOf = async (res: Response) => errorBody.parse(await res.json()).issues ?? [];
const auditOf = (entityId: number) =>
  t.database.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.entity, 'custom-panel'), eq(auditEvents.entityId, String(entityId))))
    .orderBy(auditEvents.id);

describe('GET markers', () => {
  it('lists the catalogue in its order with every unit and the category', async () => {
    const res = await support.call('GET', p.markers);
    expect(res.status).toBe(200);
    const { items } = catalogueMarkersResponse.parse(await res.json());
    expect(items.length).toBeGreaterThan(40);
    const glu = items.find((m) => m.abbr === 'GLU')!;
    expect(glu).toMatchObject({ unit: 'mg/dL', category: expect.any(String) as unknown });
    expect(glu.units[0]).toBe('mg/dL');
    expect(glu.units).toContain('mmol/L');
  });
});

describe('custom panels', () => {
  it('lists the demo panels by name; the archived one only on request', async () => {
    const res = await ops.call('GET', p.customPanels);
    expect(res.status).toBe(200);
    const names = customPanelsResponse.parse(await res.json()).items.map((i) => i.name);
    expect(names).toEqual(expect.arrayContaining([DEMO_PANELS.metabolic, DEMO_PANELS.thyroid]));
    expect(names).not.toContain(DEMO_PANELS.iron);
    const all = customPanelsResponse.parse(
      await (await ops.call('GET', `${p.customPanels}?includeArchived=true&q=iron`)).json(),
    );
    expect(all.items.map((i) => i.name)).toEqual([DEMO_PANELS.iron]);
    expect(all.items[0]!.archivedAt).not.toBeNull();
    expect(all.items[0]!.markerCount).toBe(4);
  });

  it('refuses a bad query naming the field', async () => {
    const res = await admin.call('GET', `${p.customPanels}?includeArchived=maybe`);
    expect(res.status).toBe(400);
    expect((await issuesOf(res)).map((i) => i.path)).toEqual(['includeArchived']);
  });

  it('creates a panel (duplicates removed), audited', async () => {
    const res = await admin.call('POST', p.customPanels, {
      name: '  Liver follow-up ',
      description: 'ALT and friends',
      markerAbbrs: ['ALT', 'AST', 'GGT', 'ALT'],
    });
    expect(res.status).toBe(201);
    const { panel } = customPanelResponse.parse(await res.json());
    expect(panel).toMatchObject({ name: 'Liver follow-up', markerCount: 3, orderCount: 0, archivedAt: null });
    expect(panel.markers.map((m) => m.abbr)).toEqual(['ALT', 'AST', 'GGT']);
    expect(panel.markers[0]!.name).toMatch(/ALT|Alanine/);
    const [event] = await auditOf(panel.id);
    expect(event).toMatchObject({ action: 'create', staffId: expect.any(Number) as unknown });
    expect(event!.summary).toContain('Liver follow-up');
    expect(event!.after).toMatchObject({ markerAbbrs: ['ALT', 'AST', 'GGT'] });
  });

  it('refuses a taken name (case aside), unknown markers and an empty list, naming each field', async () => {
    const taken = await admin.call('POST', p.customPanels, {
      name: DEMO_PANELS.thyroid.toUpperCase(),
      markerAbbrs: ['TSH', 'NOPE', 'ALSO-NOPE'],
    });
    expect(taken.status).toBe(400);
    expect((await issuesOf(taken)).map((i) => i.path)).toEqual(['name', 'markerAbbrs.1', 'markerAbbrs.2']);
    const archivedName = await admin.call('POST', p.customPanels, {
      name: DEMO_PANELS.iron,
      markerAbbrs: ['TSH'],
    });
    expect((await issuesOf(archivedName))[0]!.message).toMatch(/archived/);
    const empty = await admin.call('POST', p.customPanels, { name: '', markerAbbrs: [] });
    expect(empty.status).toBe(400);
    expect((await issuesOf(empty)).map((i) => i.path).sort()).toEqual(['markerAbbrs', 'name']);
    const many = await admin.call('POST', p.customPanels, {
      name: 'Too many',
      markerAbbrs: Array.from({ length: 151 }, () => 'GLU'),
    });
    expect((await issuesOf(many)).map((i) => i.path)).toEqual(['markerAbbrs']);
    const long = await admin.call('POST', p.customPanels, { name: 'x'.repeat(81), markerAbbrs: ['GLU'] });
    expect((await issuesOf(long)).map((i) => i.path)).toEqual(['name']);
  });

  it('Support may not list, create or edit panels', async () => {
    expect((await support.call('GET', p.customPanels)).status).toBe(403);
    expect((await support.call('POST', p.customPanels, { name: 'S', markerAbbrs: ['GLU'] })).status).toBe(
      403,
    );
  });

  it('shows one panel with its markers and the orders using it; 404 for none', async () => {
    const { items } = customPanelsResponse.parse(await (await admin.call('GET', p.customPanels)).json());
    const thyroid = items.find((i) => i.name === DEMO_PANELS.thyroid)!;
    const [customer] = await t.database.db.select().from(customers).limit(1);
    const [product] = await t.database.db.select().from(products).limit(1);
    const [order] = await t.database.db
      .insert(orders)
      .values({
        customerId: customer!.id,
        productId: product!.id,
        packageId: product!.packageId,
        priceCents: 0,
        customPanelId: thyroid.id,
      })
      .returning();
    const res = await admin.call('GET', panelPath(thyroid.id));
    expect(res.status).toBe(200);
    const { panel } = customPanelResponse.parse(await res.json());
    expect(panel.markers.map((m) => m.abbr)).toEqual(['TSH', 'FT4', 'FT3']);
    expect(panel.orders.map((o) => o.id)).toContain(order!.id);
    expect(panel.orderCount).toBeGreaterThanOrEqual(1);
    expect((await admin.call('GET', panelPath(999_999))).status).toBe(404);
    expect((await admin.call('GET', panelPath('abc'))).status).toBe(400);
  });

  it('edits a panel with a reason (only the changed fields audited); 400 without one; 404 for none', async () => {
    const created = customPanelResponse.parse(
      await (
        await admin.call('POST', p.customPanels, { name: 'Kidney', markerAbbrs: ['CREAT', 'BUN'] })
      ).json(),
    ).panel;
    const noReason = await ops.call('PUT', panelPath(created.id), { name: 'Kidney', markerAbbrs: ['CREAT'] });
    expect(noReason.status).toBe(400);
    expect((await issuesOf(noReason)).map((i) => i.path)).toEqual(['reason']);
    const res = await ops.call('PUT', panelPath(created.id), {
      name: 'Kidney function',
      markerAbbrs: ['CREAT', 'BUN', 'EGFR'],
      reason: 'The lab adds eGFR',
    });
    expect(res.status).toBe(200);
    const { panel } = customPanelResponse.parse(await res.json());
    expect(panel).toMatchObject({ name: 'Kidney function', markerCount: 3 });
    const events = await auditOf(created.id);
    const update = events.at(-1)!;
    expect(update).toMatchObject({ action: 'update', reason: 'The lab adds eGFR' });
    expect(update.before).toEqual({ name: 'Kidney', markerAbbrs: ['CREAT', 'BUN'] });
    expect(update.after).toEqual({ name: 'Kidney function', markerAbbrs: ['CREAT', 'BUN', 'EGFR'] });
    expect(update.summary).toBe('Custom panel “Kidney function”: name, markers changed');
    const clash = await ops.call('PUT', panelPath(created.id), {
      name: DEMO_PANELS.metabolic,
      markerAbbrs: ['CREAT'],
      reason: 'Rename',
    });
    expect((await issuesOf(clash)).map((i) => i.path)).toEqual(['name']);
    expect(
      (await ops.call('PUT', panelPath(999_999), { name: 'X', markerAbbrs: ['GLU'], reason: 'Nothing' }))
        .status,
    ).toBe(404);
  });

  it('archives a panel (confirmed twice: 409), brings it back with archived: false', async () => {
    const created = customPanelResponse.parse(
      await (
        await admin.call('POST', p.customPanels, { name: 'Vitamins', markerAbbrs: ['VITD', 'B12'] })
      ).json(),
    ).panel;
    expect((await admin.call('DELETE', panelPath(created.id), {})).status).toBe(400);
    const res = await admin.call('DELETE', panelPath(created.id), { reason: 'No lab runs it' });
    expect(res.status).toBe(200);
    expect(customPanelResponse.parse(await res.json()).panel.archivedAt).not.toBeNull();
    expect((await admin.call('DELETE', panelPath(created.id), { reason: 'Again' })).status).toBe(409);
    expect((await admin.call('DELETE', panelPath(999_999), { reason: 'None' })).status).toBe(404);
    const listed = customPanelsResponse.parse(await (await admin.call('GET', p.customPanels)).json());
    expect(listed.items.map((i) => i.id)).not.toContain(created.id);

    const back = await admin.call('PUT', panelPath(created.id), {
      name: 'Vitamins',
      markerAbbrs: ['VITD', 'B12'],
      archived: false,
      reason: 'A lab runs it again',
    });
    expect(customPanelResponse.parse(await back.json()).panel.archivedAt).toBeNull();
    const actions = (await auditOf(created.id)).map((e) => e.action);
    expect(actions).toEqual(['create', 'archive', 'unarchive']);
  });
});
