import { and, gte, lt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backOfficePaths } from '../../src/contract/back-office';
import { discountReportResponse } from '../../src/contract/back-office-data';
import { orderDiscounts } from '../../src/server/db/schema';
import { adminSession, type AdminSession } from './admin-session';
import { createTestApp, type TestApp } from './test-app';

// Issue 19, data slice: the discount-used report, computed from the stored uses (order_discounts),
// by a validated date range (the last 30 days by default), to screen and CSV.

let t: TestApp;
let admin: AdminSession;
const p = backOfficePaths;

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminSession(t, 'admin-totp');
});
afterAll(() => t.close());

async function storedBetween(from: string, to: string) {
  const rows = await t.database.db
    .select()
    .from(orderDiscounts)
    .where(
      and(
        gte(orderDiscounts.usedAt, new Date(`${from}T00:00:00Z`)),
        lt(orderDiscounts.usedAt, new Date(new Date(`${to}T00:00:00Z`).getTime() + 86_400_000)),
      ),
    );
  return { uses: rows.length, amountCents: rows.reduce((s, r) => s + r.amountCents, 0), rows };
}

describe('discount-used report', () => {
  it('defaults to the last 30 days and totals the stored uses', async () => {
    const res = await admin.call('GET', p.discountReport);
    expect(res.status).toBe(200);
    const report = discountReportResponse.parse(await res.json());
    expect(report).toMatchObject({ from: '2026-10-24', to: '2026-11-22' });
    const stored = await storedBetween(report.from, report.to);
    expect(stored.uses).toBeGreaterThan(2);
    expect(report.totals).toEqual({ uses: stored.uses, amountCents: stored.amountCents });
    expect(report.items).toHaveLength(stored.uses);
    expect(report.byCode.reduce((s, c) => s + c.uses, 0)).toBe(stored.uses);
    expect(new Set(report.items.map((i) => i.kind))).toEqual(new Set(['discount-code', 'gift-card']));
  });

  it('narrows to a range and writes the same to CSV', async () => {
    const res = await admin.call('GET', `${p.discountReport}?from=2026-11-10&to=2026-11-22`);
    const report = discountReportResponse.parse(await res.json());
    const stored = await storedBetween('2026-11-10', '2026-11-22');
    expect(report.totals.uses).toBe(stored.uses);
    expect(report.totals.amountCents).toBe(stored.amountCents);
    const csv = await admin.call('GET', `${p.discountReportCsv}?from=2026-11-10&to=2026-11-22`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-disposition')).toContain('discounts-used-2026-11-10-to-2026-11-22.csv');
    const lines = (await csv.text()).trimEnd().split('\r\n');
    expect(lines[0]).toBe('Used at,Kind,Code,Order,Amount (USD)');
    expect(lines.at(-1)).toBe(`Total,,,${stored.uses},${(stored.amountCents / 100).toFixed(2)}`);
  });

  it('refuses a bad range naming the field', async () => {
    const bad = await admin.call('GET', `${p.discountReport}?from=2026-13-01&to=yesterday`);
    expect(bad.status).toBe(400);
    const body = JSON.stringify(await bad.json());
    expect(body).toContain('from');
    expect(body).toContain('to');
    const reversed = await admin.call('GET', `${p.discountReport}?from=2026-11-20&to=2026-11-01`);
    expect(reversed.status).toBe(400);
    expect(JSON.stringify(await reversed.json())).toContain('On or after the from date');
    const long = await admin.call('GET', `${p.discountReportCsv}?from=2024-01-01&to=2026-01-01`);
    expect(long.status).toBe(400);
  });

  it('Operations may read it; Support may not', async () => {
    const ops = await adminSession(t, 'admin-ops');
    expect((await ops.call('GET', p.discountReport)).status).toBe(200);
    const support = await adminSession(t, 'admin-limited');
    expect((await support.call('GET', p.discountReport)).status).toBe(403);
    expect((await support.call('GET', p.discountReportCsv)).status).toBe(403);
  });
});
