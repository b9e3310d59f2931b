import { and, asc, gte, lt } from 'drizzle-orm';
import {
  DISCOUNT_KIND_LABELS,
  DISCOUNT_REPORT_DEFAULT_DAYS,
  type DiscountReportResponse,
} from '../../../contract/back-office-data';
import { csvText } from '../../../domain/csv';
import { addDays } from '../../../domain/habits/dates';
import { DAY_MS, utcDayOf } from '../../../domain/dates';
import type { Db } from '../../db';
import { orderDiscounts } from '../../db/schema';

/**
 * Issue 19: discount codes and gift cards used on orders (`order_discounts`) between two days
 * inclusive (UTC), with totals per code and overall; without dates, the last 30 days to today.
 */
export async function discountReport(
  db: Db,
  query: { from?: string; to?: string },
  now: Date,
): Promise<DiscountReportResponse> {
  const to = query.to ?? (query.from ? addDays(query.from, DISCOUNT_REPORT_DEFAULT_DAYS - 1) : utcDayOf(now));
  const from = query.from ?? addDays(to, -(DISCOUNT_REPORT_DEFAULT_DAYS - 1));
  const rows = await db
    .select()
    .from(orderDiscounts)
    .where(
      and(
        gte(orderDiscounts.usedAt, new Date(`${from}T00:00:00.000Z`)),
        lt(orderDiscounts.usedAt, new Date(new Date(`${to}T00:00:00.000Z`).getTime() + DAY_MS)),
      ),
    )
    .orderBy(asc(orderDiscounts.usedAt), asc(orderDiscounts.id));
  const byCode = new Map<string, DiscountReportResponse['byCode'][number]>();
  for (const r of rows) {
    const key = `${r.kind}:${r.code}`;
    const line = byCode.get(key) ?? { kind: r.kind, code: r.code, uses: 0, amountCents: 0 };
    line.uses += 1;
    line.amountCents += r.amountCents;
    byCode.set(key, line);
  }
  return {
    from,
    to,
    items: rows.map((r) => ({
      id: r.id,
      usedAt: r.usedAt.toISOString(),
      kind: r.kind,
      code: r.code,
      orderId: r.orderId,
      amountCents: r.amountCents,
    })),
    byCode: [...byCode.values()].sort((a, b) => b.uses - a.uses || a.code.localeCompare(b.code)),
    totals: {
      uses: rows.length,
      amountCents: rows.reduce((sum, r) => sum + r.amountCents, 0),
    },
  };
}

const dollars = (cents: number) => (cents / 100).toFixed(2);

/** The report as CSV: one line per use, then one per code, then the total. */
export function discountReportCsv(report: DiscountReportResponse): string {
  return csvText([
    ['Used at', 'Kind', 'Code', 'Order', 'Amount (USD)'],
    ...report.items.map((u) => [
      u.usedAt,
      DISCOUNT_KIND_LABELS[u.kind],
      u.code,
      u.orderId,
      dollars(u.amountCents),
    ]),
    [],
    ['Totals by code', 'Kind', 'Code', 'Uses', 'Amount (USD)'],
    ...report.byCode.map((t) => ['', DISCOUNT_KIND_LABELS[t.kind], t.code, t.uses, dollars(t.amountCents)]),
    ['Total', '', '', report.totals.uses, dollars(report.totals.amountCents)],
  ]);
}
