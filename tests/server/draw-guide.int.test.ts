import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillPath } from '../../src/contract/admin';
import { drawGuidePaths, drawGuideResponse, type DrawGuide } from '../../src/contract/draw-guide';
import { errorBody } from '../../src/contract/http';
import { ordersPaths, purchaseHistoryResponse } from '../../src/contract/orders';
import { MBD_MIN_LEAD_MS } from '../../src/domain/orders';
import { bearerCalls } from './http-client';
import { createTestApp, type TestApp } from './test-app';

// Issue 23 point 5: GET tests/{id}/draw-guide.

const email = (persona: string) => `${persona}@demo.healthspan.test`;
let t: TestApp;
const { api, logIn } = bearerCalls(() => t);
const token = new Map<string, string>();
/** Each persona's Essentials test (package 12) that is still available. */
const essentials = new Map<string, number>();

const guidePath = (id: number | string, zip?: string) =>
  `${fillPath(drawGuidePaths.drawGuide, { id: String(id) })}${zip === undefined ? '' : `?zip=${zip}`}`;

async function guide(persona: string, id: number, zip?: string): Promise<DrawGuide> {
  const res = await api('GET', guidePath(id, zip), token.get(persona));
  expect(res.status).toBe(200);
  return drawGuideResponse.parse(await res.json());
}

beforeAll(async () => {
  t = await createTestApp();
  for (const persona of ['orders', 'orders-lab']) {
    token.set(persona, await logIn(email(persona)));
    const res = await api('GET', ordersPaths.purchaseHistory, token.get(persona));
    const history = purchaseHistoryResponse.parse(await res.json());
    essentials.set(persona, history.availableTests.find((x) => x.packageId === 12)!.id);
  }
});
afterAll(async () => {
  await t?.close();
});

describe('GET tests/{id}/draw-guide', () => {
  it('lists the draw sites nearest to the account’s San Francisco address, nearest first, with the Essentials preparation', async () => {
    const g = await guide('orders', essentials.get('orders')!);
    expect(g.origin).toEqual({ zip: '94105', city: 'San Francisco', state: 'CA' });
    expect(g.sites.map((s) => s.name)).toEqual([
      'Partner Lab Financial District',
      'Partner Lab Mission Bay',
      'Partner Lab Oakland',
    ]);
    expect(g.sites.map((s) => s.distanceMiles)).toEqual(
      [...g.sites.map((s) => s.distanceMiles)].sort((a, b) => a - b),
    );
    expect(g.sites[0]!.distanceMiles).toBeLessThan(2);
    expect(g.preparation.fastingHours).toBe(12);
    expect(g.preparation.advice[0]).toMatch(/Fast for 12 hours/);
    expect(g.bring.some((b) => /photo ID/.test(b))).toBe(true);
    expect(g.mobileDraw).toEqual({
      available: true,
      bookedFor: null,
      earliestAt: new Date(t.now().getTime() + MBD_MIN_LEAD_MS).toISOString(),
    });
  });

  it('measures from another ZIP code when asked: Chicago’s three sites, and no mobile draw in Austin', async () => {
    const chicago = await guide('orders', essentials.get('orders')!, '60611');
    expect(chicago.origin).toMatchObject({ city: 'Chicago', state: 'IL' });
    expect(chicago.sites.map((s) => s.name)).toEqual([
      'Partner Lab Loop',
      'Partner Lab Streeterville',
      'Partner Lab Evanston',
    ]);
    const austin = await guide('orders', essentials.get('orders')!, '78705');
    expect(austin.sites[0]!.name).toBe('Partner Lab Austin');
    expect(austin.mobileDraw.available).toBe(false);
  });

  it('guides orders-guide@’s activated Essentials from its Chicago address (the demo persona of the Orders page)', async () => {
    token.set('orders-guide', await logIn(email('orders-guide')));
    const res = await api('GET', ordersPaths.purchaseHistory, token.get('orders-guide'));
    const activated = purchaseHistoryResponse.parse(await res.json()).activatedTest!;
    expect(activated.packageId).toBe(12);
    const g = await guide('orders-guide', activated.id);
    expect(g.origin).toMatchObject({ zip: '60606', city: 'Chicago' });
    expect(g.sites.map((s) => s.name)).toEqual([
      'Partner Lab Loop',
      'Partner Lab Streeterville',
      'Partner Lab Evanston',
    ]);
    expect(g.mobileDraw.available).toBe(true);
  });

  it('lists no site where walk-in draws are unavailable (New York) and offers the mobile draw', async () => {
    const g = await guide('orders-lab', essentials.get('orders-lab')!);
    expect(g.origin).toMatchObject({ zip: '10003', city: 'New York', state: 'NY' });
    expect(g.sites).toEqual([]);
    expect(g.mobileDraw.available).toBe(true);
  });

  it('says so when the ZIP code area is unknown: no origin, no sites', async () => {
    const g = await guide('orders', essentials.get('orders')!, '99950');
    expect(g.origin).toBeNull();
    expect(g.sites).toEqual([]);
    expect(g.mobileDraw.available).toBe(false);
  });

  it('answers bad input with a 400 naming each bad field', async () => {
    const res = await api('GET', guidePath('abc', '12'), token.get('orders'));
    expect(res.status).toBe(400);
    const paths = errorBody.parse(await res.json()).issues!.map((i) => i.path);
    expect(paths).toContain('id');
    const zip = await api('GET', guidePath(essentials.get('orders')!, '12'), token.get('orders'));
    expect(zip.status).toBe(400);
    expect(errorBody.parse(await zip.json()).issues!.map((i) => i.path)).toEqual(['zip']);
  });

  it('answers 404 for another customer’s test and 401 signed out, with nothing of the test', async () => {
    const res = await api('GET', guidePath(essentials.get('orders')!), token.get('orders-lab'));
    expect(res.status).toBe(404);
    expect(Object.keys((await res.json()) as object)).toEqual(['error']);
    const signedOut = await api('GET', guidePath(essentials.get('orders')!), undefined);
    expect(signedOut.status).toBe(401);
  });
});
