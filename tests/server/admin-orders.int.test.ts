import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillPath } from '../../src/contract/admin';
import { auditPage, backOfficePaths as paths } from '../../src/contract/back-office';
import { storeOrdersResponse, storeOrderView } from '../../src/contract/back-office-customers';
import { ordersPaths, purchaseHistoryResponse } from '../../src/contract/orders';
import { customers, customPanels, orders } from '../../src/server/db/schema';
import { demoEmail } from '../../src/server/db/seed';
import { adminSession, type AdminSession } from './admin-session';
import { bearerCalls } from './http-client';
import { createTestApp, type TestApp } from './test-app';

// Issue 18, customers slice: store orders and order edits (status, draw, custom panel).

let t: TestApp;
let admin: AdminSession;
let support: AdminSession;
let ops: AdminSession;
let customerId: number;
let essentialsId: number;
let homeKitId: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminSession(t, 'admin-totp');
  support = await adminSession(t, 'admin-limited');
  ops = await adminSession(t, 'admin-ops');
  const [row] = await t.database.db
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.email, demoEmail('orders')));
  customerId = row!.id;
  const mine = await t.database.db
    .select({ id: orders.id, packageId: orders.packageId, status: orders.status })
    .from(orders)
    .where(eq(orders.customerId, customerId));
  essentialsId = mine.filter((o) => o.packageId === 12 && o.status === 'placed').at(-1)!.id;
  homeKitId = mine.find((o) => o.packageId === 15)!.id;
});
afterAll(() => t.close());

const orderPath = (id: number | string) => fillPath(paths.storeOrder, { id: String(id) });
const issuesOf = async (res: Response) =>
  ((await res.json()) as { issues: { path: string }[] }).issues.map((i) => i.path);
const inDays = (days: number) => new Date(t.now().getTime() + days * 86_400_000).toISOString();
const draw = (overrides: Record<string, string> = {}) => ({
  scheduledAt: inDays(3),
  phone: '415 555 0100',
  line1: '1 Market Street',
  city: 'San Francisco',
  state: 'CA',
  zip: '94105',
  country: 'US',
  ...overrides,
});

describe('GET storeOrders', () => {
  it('finds orders by customer e-mail and by #id, filters by status, sorts and pages', async () => {
    const res = await ops.call(
      'GET',
      `${paths.storeOrders}?q=${encodeURIComponent(demoEmail('orders'))}&pageSize=100`,
    );
    expect(res.status).toBe(200);
    const page = storeOrdersResponse.parse(await res.json());
    expect(page.items.length).toBeGreaterThanOrEqual(5);
    expect(page.items.every((o) => o.customerId === customerId)).toBe(true);
    const byId = storeOrdersResponse.parse(
      await (await ops.call('GET', `${paths.storeOrders}?q=%23${essentialsId}`)).json(),
    );
    expect(byId.items.map((o) => o.id)).toContain(essentialsId);
    const completed = storeOrdersResponse.parse(
      await (await ops.call('GET', `${paths.storeOrders}?status=completed&pageSize=100`)).json(),
    );
    expect(completed.total).toBeGreaterThan(0);
    expect(completed.items.every((o) => o.status === 'completed')).toBe(true);
    const byPrice = storeOrdersResponse.parse(
      await (await ops.call('GET', `${paths.storeOrders}?sort=price&dir=asc&pageSize=100`)).json(),
    );
    const prices = byPrice.items.map((o) => o.priceCents);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });
  it('400 naming each bad field; Support 403', async () => {
    const res = await ops.call('GET', `${paths.storeOrders}?status=lost&sort=x&pageSize=1000`);
    expect(res.status).toBe(400);
    expect(await issuesOf(res)).toEqual(expect.arrayContaining(['status', 'sort', 'pageSize']));
    expect((await support.call('GET', paths.storeOrders)).status).toBe(403);
  });
});

describe('GET storeOrder/:id', () => {
  it('answers the order, customer, product, test state and the statuses it may move to', async () => {
    const res = await ops.call('GET', orderPath(essentialsId));
    expect(res.status).toBe(200);
    const view = storeOrderView.parse(await res.json());
    expect(view.customer.email).toBe(demoEmail('orders'));
    expect(view.order).toMatchObject({ status: 'placed', testState: 'available' });
    expect(view.allowedStatuses).toEqual(['placed', 'processing', 'completed', 'cancelled', 'refunded']);
  });
  it('404 for a missing order', async () => {
    expect((await ops.call('GET', orderPath(999999))).status).toBe(404);
    expect(
      (await ops.call('PATCH', orderPath(999999), { status: 'completed', reason: 'Because' })).status,
    ).toBe(404);
  });
});

describe('PATCH storeOrder/:id', () => {
  it('books, then moves the draw address, with the audit read back on the customer', async () => {
    const booked = await admin.call('PATCH', orderPath(essentialsId), {
      draw: draw(),
      reason: 'Customer called',
    });
    expect(booked.status).toBe(200);
    expect(storeOrderView.parse(await booked.json()).order.draw).toMatchObject({
      line1: '1 Market Street',
      phone: '+14155550100',
    });

    const moved = await admin.call('PATCH', orderPath(essentialsId), {
      draw: { ...draw(), scheduledAt: undefined, line1: '10 Howard Street' },
      reason: 'Moved house',
    });
    // every draw field is required when the draw is sent
    expect(moved.status).toBe(400);
    const view = storeOrderView.parse(await (await admin.call('GET', orderPath(essentialsId))).json());
    const again = await admin.call('PATCH', orderPath(essentialsId), {
      draw: { ...draw(), scheduledAt: view.order.draw!.scheduledAt, line1: '10 Howard Street' },
      reason: 'Moved house',
    });
    expect(again.status).toBe(200);

    const audit = auditPage.parse(
      await (
        await support.call('GET', `${fillPath(paths.customerAudit, { id: String(customerId) })}?pageSize=2`)
      ).json(),
    );
    expect(audit.items[0]).toMatchObject({
      entity: 'order',
      entityId: String(essentialsId),
      summary: `Order #${essentialsId}: draw address changed`,
      reason: 'Moved house',
    });
    expect((audit.items[0]!.before!.draw as { line1: string }).line1).toBe('1 Market Street');
    expect((audit.items[0]!.after!.draw as { line1: string }).line1).toBe('10 Howard Street');
    expect(audit.items[1]!.summary).toBe(`Order #${essentialsId}: draw booked`);
  });

  it('400 naming each bad field: draw time, zip, state, phone, status, reason', async () => {
    const res = await admin.call('PATCH', orderPath(essentialsId), {
      status: 'lost',
      draw: draw({ zip: '12', phone: 'call me' }),
    });
    expect(res.status).toBe(400);
    expect(await issuesOf(res)).toEqual(
      expect.arrayContaining(['status', 'draw.zip', 'draw.phone', 'reason']),
    );
    const rules = await admin.call('PATCH', orderPath(essentialsId), {
      draw: draw({ scheduledAt: inDays(0.5), state: 'ZZ' }),
      reason: 'Testing the rules',
    });
    expect(rules.status).toBe(400);
    expect(await issuesOf(rules)).toEqual(expect.arrayContaining(['draw.scheduledAt', 'draw.state']));
  });

  it('sets and clears a live custom panel; an archived or missing one is refused', async () => {
    const [live] = await t.database.db
      .insert(customPanels)
      .values({ name: 'Orders test panel', markerAbbrs: ['GLU'] })
      .returning({ id: customPanels.id });
    const [archived] = await t.database.db
      .insert(customPanels)
      .values({ name: 'Orders test old panel', markerAbbrs: ['GLU'], archivedAt: t.now() })
      .returning({ id: customPanels.id });
    const set = await ops.call('PATCH', orderPath(homeKitId), {
      customPanelId: live!.id,
      reason: 'Doctor asked',
    });
    expect(set.status).toBe(200);
    const view = storeOrderView.parse(await set.json());
    expect(view.order.customPanel).toEqual({ id: live!.id, name: 'Orders test panel' });
    expect(view.customPanelMarkers).toEqual(['GLU']);
    for (const id of [archived!.id, 999999]) {
      const res = await ops.call('PATCH', orderPath(homeKitId), {
        customPanelId: id,
        reason: 'Doctor asked',
      });
      expect(res.status).toBe(400);
      expect(await issuesOf(res)).toEqual(['customPanelId']);
    }
    const cleared = await ops.call('PATCH', orderPath(homeKitId), {
      customPanelId: null,
      reason: 'Not needed',
    });
    expect(storeOrderView.parse(await cleared.json()).order.customPanel).toBeNull();
  });

  it('a cancelled order’s test cannot be activated by the customer; a refunded order is final', async () => {
    const me = bearerCalls(() => t);
    const token = await me.logIn(demoEmail('orders'));
    const history = purchaseHistoryResponse.parse(
      await (await me.api('GET', ordersPaths.purchaseHistory, token)).json(),
    );
    const kit = history.availableTests.find((x) => x.orderId === homeKitId)!;

    const cancel = await ops.call('PATCH', orderPath(homeKitId), {
      status: 'cancelled',
      reason: 'Customer cancelled',
    });
    expect(cancel.status).toBe(200);
    const activate = await me.api('POST', ordersPaths.activateTest, token, { testId: kit.id });
    expect(activate.status).toBe(409);
    expect(((await activate.json()) as { error: string }).error).toMatch(/cancelled/);
    const seen = purchaseHistoryResponse.parse(
      await (await me.api('GET', ordersPaths.purchaseHistory, token)).json(),
    );
    expect(seen.availableTests.find((x) => x.orderId === homeKitId)!.orderStatus).toBe('cancelled');

    expect(
      (await ops.call('PATCH', orderPath(homeKitId), { status: 'refunded', reason: 'Money back' })).status,
    ).toBe(200);
    const back = await ops.call('PATCH', orderPath(homeKitId), { status: 'placed', reason: 'Try again' });
    expect(back.status).toBe(400);
    expect(await issuesOf(back)).toEqual(['status']);
    const [row] = await t.database.db
      .select({ status: orders.status })
      .from(orders)
      .where(and(eq(orders.id, homeKitId), eq(orders.customerId, customerId)));
    expect(row!.status).toBe('refunded');
  });

  it('Support may not edit an order', async () => {
    expect(
      (await support.call('PATCH', orderPath(essentialsId), { status: 'completed', reason: 'Because' }))
        .status,
    ).toBe(403);
  });
});
