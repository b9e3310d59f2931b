import { and, count, eq, gte, inArray, isNull } from 'drizzle-orm';
import { accessCovers, type AccessPattern } from '../../../contract/admin';
import { backOfficeAccess, type BackOfficeAccessKey, type HomeWidget } from '../../../contract/back-office';
import { utcDayOf } from '../../../domain/dates';
import { addDays, isoWeekday } from '../../../domain/habits/dates';
import type { OrderStatus } from '../../../domain/orders';
import type { Db } from '../../db';
import { customPanels, customers, dnaKits, ocrUploads, orders } from '../../db/schema';

/** Orders operations still has to fulfil. */
const OPEN_ORDER_STATUSES: OrderStatus[] = ['placed', 'processing'];

interface WidgetSpec {
  key: string;
  label: string;
  detail: string;
  href: string;
  /** The screen the widget links to needs this access; without it the widget is left out. */
  access: BackOfficeAccessKey;
  value: (db: Db, now: Date) => Promise<number>;
}

const counted = async (rows: Promise<{ n: number }[]>) => (await rows)[0]?.n ?? 0;

/** The Monday (UTC) of the ISO week `now` falls in. */
export const weekStartOf = (now: Date) => {
  const today = utcDayOf(now);
  return addDays(today, -isoWeekday(today));
};

const WIDGETS: WidgetSpec[] = [
  {
    key: 'customers',
    label: 'Customers',
    detail: 'accounts in total',
    href: '/admin/customers',
    access: 'customersList',
    value: (db) => counted(db.select({ n: count() }).from(customers)),
  },
  {
    key: 'customers-new',
    label: 'New this week',
    detail: 'customers who signed up since Monday',
    href: '/admin/customers',
    access: 'customersList',
    value: (db, now) =>
      counted(
        db
          .select({ n: count() })
          .from(customers)
          .where(gte(customers.createdAt, new Date(`${weekStartOf(now)}T00:00:00Z`))),
      ),
  },
  {
    key: 'orders-open',
    label: 'Open orders',
    detail: 'placed and not completed',
    href: '/admin/store_order/view',
    access: 'storeOrderView',
    value: (db) =>
      counted(db.select({ n: count() }).from(orders).where(inArray(orders.status, OPEN_ORDER_STATUSES))),
  },
  {
    key: 'dna-kits-received',
    label: 'DNA kits at the lab',
    detail: 'received, waiting for a result',
    href: '/admin/dna-kit/view',
    access: 'dnaKitView',
    value: (db) => counted(db.select({ n: count() }).from(dnaKits).where(eq(dnaKits.state, 'received'))),
  },
  {
    key: 'review-requests',
    label: 'Review requests',
    detail: 'uploads waiting for the care team',
    href: '/admin/marker/review-requests',
    access: 'markerReview',
    value: (db) =>
      counted(
        db
          .select({ n: count() })
          .from(ocrUploads)
          .where(and(eq(ocrUploads.purpose, 'review'), eq(ocrUploads.status, 'queued'))),
      ),
  },
  {
    key: 'custom-panels',
    label: 'Custom panels',
    detail: 'live (not archived)',
    href: '/admin/custom-panels',
    access: 'customPanelsList',
    value: (db) =>
      counted(db.select({ n: count() }).from(customPanels).where(isNull(customPanels.archivedAt))),
  },
];

/** The admin home's numbers: only those whose screen the role may open (its roleAccesses patterns). */
export async function homeWidgets(
  db: Db,
  patterns: readonly AccessPattern[],
  now: Date,
): Promise<HomeWidget[]> {
  const shown = WIDGETS.filter((w) => accessCovers(patterns, backOfficeAccess[w.access]));
  return Promise.all(
    shown.map(async ({ key, label, detail, href, value }) => ({
      key,
      label,
      detail,
      href,
      value: await value(db, now),
    })),
  );
}
