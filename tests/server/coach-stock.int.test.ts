import { and, asc, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPANY_HEADER, fillPath } from '../../src/contract/admin';
import {
  availablePlansResponse,
  coachApiPaths,
  coachTestsResponse,
  inventoryItemResponse,
  inventoryItemsResponse,
  inventoryPaths,
  inventorySummary,
  storeUrl,
} from '../../src/contract/coach';
import { errorBody } from '../../src/contract/http';
import { ordersPaths, testsResponse } from '../../src/contract/orders';
import { companyCustomers, inventoryItems } from '../../src/server/db/schema/coach';
import { orders, tests } from '../../src/server/db/schema/commerce';
import { customers } from '../../src/server/db/schema/identity';
import { CANNOT_UNASSIGN } from '../../src/server/services/coach/inventory';
import { readOutbox } from '../../src/server/services/outbox';
import { coachFixtures } from './coach-fixtures';
import { coachSession } from './coach-session';
import { bearerCalls } from './http-client';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
let coach: Awaited<ReturnType<typeof coachSession>>;
let other: Awaited<ReturnType<typeof coachSession>>;
let acme: Awaited<ReturnType<typeof coachFixtures>>;
let globex: Awaited<ReturnType<typeof coachFixtures>>;
const customer = bearerCalls(() => t);

beforeAll(async () => {
  t = await createTestApp();
  coach = await coachSession(t, 'coach');
  other = await coachSession(t, 'coach-other');
  acme = await coachFixtures(t, coach.companyId, 'acme');
  globex = await coachFixtures(t, other.companyId, 'globex', 1);
});
afterAll(() => t?.close());

const itemPath = (path: string, id: number) => fillPath(path, { id: String(id) });
const issuePaths = async (res: Response) =>
  (errorBody.parse(await res.json()).issues ?? []).map((i) => i.path);
const item = (i: number) => acme.items[i]!;

describe('who may call', () => {
  const calls: [string, string, unknown?][] = [
    ['GET', coachApiPaths.availablePlans],
    ['GET', coachApiPaths.tests],
    ['POST', fillPath(coachApiPaths.assignTestToUser, { customerId: '1', packageId: '1' })],
    ['GET', inventoryPaths.summary],
    ['GET', inventoryPaths.items],
    ['POST', itemPath(inventoryPaths.assignment, 1), { customerId: 1 }],
    ['DELETE', itemPath(inventoryPaths.assignment, 1)],
    [
      'POST',
      itemPath(inventoryPaths.assignNewCustomer, 1),
      { email: 'a@b.test', firstName: 'A', lastName: 'B' },
    ],
    ['GET', `${inventoryPaths.upgradeUrl}?inventoryItemId=1&addonTag=innerage`],
    ['GET', `${inventoryPaths.multipassUrl}?companyId=1`],
    ['GET', `${coachApiPaths.customersWithResults}?dateFrom=2026-01-01&dateTo=2026-12-31`],
    ['POST', coachApiPaths.reportPdf, { customerIds: [1] }],
    [
      'POST',
      coachApiPaths.reportCsv,
      { customerIds: [1], dateFrom: '2026-01-01', dateTo: '2026-12-31', optimizationStates: [2] },
    ],
    ['GET', coachApiPaths.analytics],
    ['GET', coachApiPaths.teamNutrition],
  ];

  it('answers 401 without a token and with a customer token, 403 with another company header', async () => {
    const customerToken = await customer.logIn('active@demo.healthspan.test');
    for (const [method, path, json] of calls) {
      expect((await customer.api(method, path, undefined, json)).status, `${method} ${path}`).toBe(401);
      expect((await customer.api(method, path, customerToken, json)).status, `${method} ${path}`).toBe(401);
      const res = await t.app.request(path, {
        method,
        headers: {
          ...coach.headers,
          [COMPANY_HEADER]: String(other.companyId),
          'content-type': 'application/json',
        },
        body: json === undefined ? undefined : JSON.stringify(json),
      });
      expect(res.status, `${method} ${path}`).toBe(403);
    }
  });
});

describe('the demo stock', () => {
  it('gives coach@ an item in every status, and coach-other@ none of them', async () => {
    const summary = inventorySummary.parse(await (await coach.call('GET', inventoryPaths.summary)).json());
    expect(summary.countByStatus.Assigned).toBeGreaterThan(0);
    expect(summary.countByStatus.Used).toBeGreaterThan(0);
    const acmeItems = inventoryItemsResponse.parse(
      await (await coach.call('GET', inventoryPaths.items)).json(),
    ).items;
    const otherItems = inventoryItemsResponse.parse(
      await (await other.call('GET', inventoryPaths.items)).json(),
    ).items;
    const theirs = new Set(otherItems.map((i) => i.id));
    expect(acmeItems.some((i) => theirs.has(i.id))).toBe(false);
    const assigned = acmeItems.find((i) => i.status === 'Assigned')!;
    expect((await other.call('DELETE', itemPath(inventoryPaths.assignment, assigned.id))).status).toBe(404);
    expect(
      (
        await other.call('POST', itemPath(inventoryPaths.assignment, assigned.id), {
          customerId: assigned.customer!.id,
        })
      ).status,
    ).toBe(404);
    const used = acmeItems.find((i) => i.status === 'Used')!;
    expect((await coach.call('DELETE', itemPath(inventoryPaths.assignment, used.id))).status).toBe(409);
  });
});

describe('plans and the company tests', () => {
  it('counts Available items per plan and lists every item as a coach order', async () => {
    const plans = availablePlansResponse.parse(
      await (await coach.call('GET', coachApiPaths.availablePlans)).json(),
    );
    const plan = plans.plans.find((p) => p.packageId === acme.plan.packageId)!;
    expect(plan.available).toBeGreaterThanOrEqual(acme.items.length);
    expect(plan.image).toMatch(/\S/);
    const orders = coachTestsResponse.parse(
      await (await coach.call('GET', coachApiPaths.tests)).json(),
    ).orders;
    const mine = orders.filter((o) => acme.items.some((i) => i.id === o.id));
    expect(mine).toHaveLength(acme.items.length);
    expect(
      mine.every((o) => o.isAvailable && o.status === 'Available' && !o.usedOrderData.resultReceived),
    ).toBe(true);
    expect(orders.some((o) => o.id === globex.items[0]!.id)).toBe(false);
  });
});

describe('inventory', () => {
  it('summarises by status and sorts as asked; a bad sort answers 400 naming it', async () => {
    const summary = inventorySummary.parse(await (await coach.call('GET', inventoryPaths.summary)).json());
    expect(summary.countByStatus.Available).toBeGreaterThanOrEqual(acme.items.length);
    const oldest = inventoryItemsResponse.parse(
      await (await coach.call('GET', `${inventoryPaths.items}?sort=oldest`)).json(),
    ).items;
    const times = oldest.map((i) => i.purchasedAt);
    expect([...times].sort()).toEqual(times);
    expect(oldest.some((i) => i.id === globex.items[0]!.id)).toBe(false);
    const bad = await coach.call('GET', `${inventoryPaths.items}?sort=price`);
    expect(bad.status).toBe(400);
    expect(await issuePaths(bad)).toEqual(['sort']);
  });

  it('assigns an item to a person: their own order and test, an e-mail, then 409 when assigned again', async () => {
    const res = await coach.call('POST', itemPath(inventoryPaths.assignment, item(0).id), {
      customerId: acme.zed.id,
    });
    expect(res.status).toBe(200);
    const body = inventoryItemResponse.parse(await res.json()).item;
    expect(body).toMatchObject({ status: 'Assigned', customer: { id: acme.zed.id, email: acme.zed.email } });
    const [stored] = await t.database.db
      .select()
      .from(inventoryItems)
      .where(eq(inventoryItems.id, item(0).id));
    expect(stored!.testId).not.toBeNull();
    const [order] = await t.database.db
      .select()
      .from(orders)
      .innerJoin(tests, eq(tests.orderId, orders.id))
      .where(eq(tests.id, stored!.testId!));
    expect(order!.orders).toMatchObject({ priceCents: 0, store: 'company', companyId: coach.companyId });
    const zedToken = await customer.logIn(acme.zed.email);
    const zedTests = testsResponse.parse(
      await (await customer.api('GET', ordersPaths.tests, zedToken)).json(),
    );
    expect(zedTests.map((x) => x.id)).toContain(stored!.testId);
    const mail = await readOutbox(t.database.db, { recipient: acme.zed.email });
    expect(mail[0]!.subject).toContain(acme.plan.title);

    const again = await coach.call('POST', itemPath(inventoryPaths.assignment, item(0).id), {
      customerId: acme.eve.id,
    });
    expect(again.status).toBe(409);
  });

  it('refuses a bad customer id (400), another company’s person (404), another company’s item (404)', async () => {
    const bad = await coach.call('POST', itemPath(inventoryPaths.assignment, item(1).id), {
      customerId: 'x',
    });
    expect(bad.status).toBe(400);
    expect(await issuePaths(bad)).toEqual(['customerId']);
    const badId = await coach.call('POST', '/it-pro/user/v1/company/inventory/abc/assignment', {
      customerId: 1,
    });
    expect(badId.status).toBe(400);
    expect(await issuePaths(badId)).toEqual(['id']);
    const foreign = await coach.call('POST', itemPath(inventoryPaths.assignment, item(1).id), {
      customerId: globex.eve.id,
    });
    expect(foreign.status).toBe(404);
    const notMine = await coach.call('POST', itemPath(inventoryPaths.assignment, globex.items[0]!.id), {
      customerId: acme.eve.id,
    });
    expect(notMine.status).toBe(404);
  });

  it('unassigns while the test is unused (the order goes), and refuses once it is activated', async () => {
    const assigned = await coach.call('POST', itemPath(inventoryPaths.assignment, item(1).id), {
      customerId: acme.eve.id,
    });
    expect(assigned.status).toBe(200);
    const [before] = await t.database.db
      .select()
      .from(inventoryItems)
      .where(eq(inventoryItems.id, item(1).id));
    const res = await coach.call('DELETE', itemPath(inventoryPaths.assignment, item(1).id));
    expect(res.status).toBe(200);
    expect(inventoryItemResponse.parse(await res.json()).item).toMatchObject({
      status: 'Available',
      customer: null,
    });
    expect(await t.database.db.select().from(tests).where(eq(tests.id, before!.testId!))).toHaveLength(0);
    expect((await coach.call('DELETE', itemPath(inventoryPaths.assignment, item(1).id))).status).toBe(409);

    await coach.call('POST', itemPath(inventoryPaths.assignment, item(1).id), { customerId: acme.eve.id });
    const [now] = await t.database.db
      .select()
      .from(inventoryItems)
      .where(eq(inventoryItems.id, item(1).id));
    await t.database.db.update(tests).set({ activatedAt: new Date() }).where(eq(tests.id, now!.testId!));
    const refused = await coach.call('DELETE', itemPath(inventoryPaths.assignment, item(1).id));
    expect(refused.status).toBe(409);
    expect(errorBody.parse(await refused.json()).error).toBe(CANNOT_UNASSIGN);
  });

  it('assigns to a new customer: an account, a company person, a set-password e-mail', async () => {
    const email = 'new-stock-member@example.test';
    const res = await coach.call('POST', itemPath(inventoryPaths.assignNewCustomer, item(2).id), {
      email,
      firstName: 'Nia',
      lastName: 'New',
    });
    expect(res.status).toBe(200);
    const [created] = await t.database.db.select().from(customers).where(eq(customers.email, email));
    expect(created).toMatchObject({ firstName: 'Nia', activationState: 'REQUIRED_DETAILS' });
    const member = await t.database.db
      .select()
      .from(companyCustomers)
      .where(
        and(eq(companyCustomers.companyId, coach.companyId), eq(companyCustomers.customerId, created!.id)),
      );
    expect(member).toHaveLength(1);
    const mail = await readOutbox(t.database.db, { recipient: email });
    expect(mail[0]!.body).toContain('/customer/login/reset-password?guid=');
  });

  it('refuses a new customer whose e-mail has another account (400 email) or bad fields (400 each)', async () => {
    const taken = await coach.call('POST', itemPath(inventoryPaths.assignNewCustomer, item(3).id), {
      email: globex.eve.email,
      firstName: 'A',
      lastName: 'B',
    });
    expect(taken.status).toBe(400);
    expect(await issuePaths(taken)).toEqual(['email']);
    const bad = await coach.call('POST', itemPath(inventoryPaths.assignNewCustomer, item(3).id), {
      email: 'nope',
      firstName: '',
    });
    expect(bad.status).toBe(400);
    expect(new Set(await issuePaths(bad))).toEqual(new Set(['email', 'firstName', 'lastName']));
    const foreign = await other.call('POST', itemPath(inventoryPaths.assignNewCustomer, item(3).id), {
      email: 'someone-else@example.test',
      firstName: 'A',
      lastName: 'B',
    });
    expect(foreign.status).toBe(404);
  });
});

describe('assignTestToUser', () => {
  const path = (customerId: number, packageId: number) =>
    fillPath(coachApiPaths.assignTestToUser, {
      customerId: String(customerId),
      packageId: String(packageId),
    });

  it('assigns the oldest Available item of the plan', async () => {
    const [oldest] = await t.database.db
      .select()
      .from(inventoryItems)
      .where(
        and(
          eq(inventoryItems.companyId, coach.companyId),
          eq(inventoryItems.packageId, acme.plan.packageId),
          isNull(inventoryItems.customerId),
        ),
      )
      .orderBy(asc(inventoryItems.purchasedAt), asc(inventoryItems.id))
      .limit(1);
    const res = await coach.call('POST', path(acme.zed.id, acme.plan.packageId));
    expect(res.status).toBe(200);
    const assigned = inventoryItemResponse.parse(await res.json()).item;
    expect(assigned.id).toBe(oldest!.id);
    expect(assigned).toMatchObject({ status: 'Assigned', customer: { id: acme.zed.id } });
  });

  it('answers 409 naming packageId when none is Available, 404 for another company’s person, 400 for bad ids', async () => {
    const none = await coach.call('POST', path(acme.zed.id, 999_999));
    expect(none.status).toBe(409);
    expect(await issuePaths(none)).toEqual(['packageId']);
    expect((await coach.call('POST', path(globex.zed.id, acme.plan.packageId))).status).toBe(404);
    expect((await other.call('POST', path(acme.zed.id, acme.plan.packageId))).status).toBe(404);
    const bad = await coach.call('POST', '/api/coach/assignTestToUser/x/0');
    expect(bad.status).toBe(400);
    expect(new Set(await issuePaths(bad))).toEqual(new Set(['customerId', 'packageId']));
  });
});

describe('the company store', () => {
  const local = (url: string) => {
    const u = new URL(url);
    return `${u.pathname}${u.search}`;
  };

  it('adds an add-on to an item through the upgrade page', async () => {
    const res = await coach.call(
      'GET',
      `${inventoryPaths.upgradeUrl}?inventoryItemId=${item(3).id}&addonTag=innerage`,
    );
    expect(res.status).toBe(200);
    const { url } = storeUrl.parse(await res.json());
    const page = await t.app.request(local(url));
    expect(page.status).toBe(200);
    const grant = new URL(url).searchParams.get('grant')!;
    const post = await t.app.request('/demo-store/company/upgrade', {
      method: 'POST',
      body: new URLSearchParams({ grant }),
    });
    expect(post.status).toBe(303);
    const [stored] = await t.database.db
      .select()
      .from(inventoryItems)
      .where(eq(inventoryItems.id, item(3).id));
    expect(stored!.addons).toEqual(['innerage']);
    await t.app.request('/demo-store/company/upgrade', {
      method: 'POST',
      body: new URLSearchParams({ grant }),
    });
    const [again] = await t.database.db
      .select()
      .from(inventoryItems)
      .where(eq(inventoryItems.id, item(3).id));
    expect(again!.addons).toEqual(['innerage']);
  });

  it('refuses an upgrade of another company’s item (404) and a bad add-on (400)', async () => {
    expect(
      (
        await other.call(
          'GET',
          `${inventoryPaths.upgradeUrl}?inventoryItemId=${item(3).id}&addonTag=innerage`,
        )
      ).status,
    ).toBe(404);
    const bad = await coach.call(
      'GET',
      `${inventoryPaths.upgradeUrl}?inventoryItemId=${item(3).id}&addonTag=gold`,
    );
    expect(bad.status).toBe(400);
    expect(await issuePaths(bad)).toEqual(['addonTag']);
  });

  it('buys stock through the company page once per link, then sends the coach back', async () => {
    const count = async () =>
      (await t.database.db.select().from(inventoryItems).where(eq(inventoryItems.companyId, coach.companyId)))
        .length;
    const res = await coach.call(
      'GET',
      `${inventoryPaths.multipassUrl}?companyId=${coach.companyId}&returnTo=${encodeURIComponent('/admin/coach/orders-inventory/')}`,
    );
    expect(res.status).toBe(200);
    const { url } = storeUrl.parse(await res.json());
    const page = await t.app.request(local(url));
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Acme Health Co.');
    const before = await count();
    const grant = new URL(url).searchParams.get('grant')!;
    const form = () => new URLSearchParams({ grant, productId: String(acme.plan.id), quantity: '2' });
    const post = await t.app.request('/demo-store/company', { method: 'POST', body: form() });
    expect(post.status).toBe(303);
    expect(post.headers.get('location')).toBe('/admin/coach/orders-inventory/');
    expect(await count()).toBe(before + 2);
    expect((await t.app.request('/demo-store/company', { method: 'POST', body: form() })).status).toBe(409);
    expect(await count()).toBe(before + 2);
    const forged = await t.app.request('/demo-store/company', {
      method: 'POST',
      body: new URLSearchParams({ grant: `${grant}x`, productId: String(acme.plan.id), quantity: '2' }),
    });
    expect(forged.status).toBe(400);
  });

  it('gives a store link for the token’s company only, back to a path of this site', async () => {
    expect(
      (await coach.call('GET', `${inventoryPaths.multipassUrl}?companyId=${other.companyId}`)).status,
    ).toBe(404);
    const bad = await coach.call(
      'GET',
      `${inventoryPaths.multipassUrl}?companyId=${coach.companyId}&returnTo=${encodeURIComponent('//evil.test/')}`,
    );
    expect(bad.status).toBe(400);
    expect(await issuePaths(bad)).toEqual(['returnTo']);
  });
});
