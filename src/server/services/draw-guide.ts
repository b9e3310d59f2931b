import { asc, eq, notInArray } from 'drizzle-orm';
import type { DrawGuide } from '../../contract/draw-guide';
import { BRING_TO_DRAW, drawPreparation, nearestSites, zipArea } from '../../domain/draw-guide';
import { MBD_MIN_LEAD_MS, MBD_ONLY_STATES } from '../../domain/orders';
import type { Db } from '../db';
import { customerAddresses, drawSites, zipAreas } from '../db/schema';
import { ownTest } from './orders';

/** The ZIP code area `zip` is in, or else the first known area of `state`, or null. */
async function originArea(db: Db, zip: string, state: string | null) {
  const [exact] = await db
    .select()
    .from(zipAreas)
    .where(eq(zipAreas.area, zipArea(zip)));
  if (exact || !state) return exact ?? null;
  const [sameState] = await db
    .select()
    .from(zipAreas)
    .where(eq(zipAreas.state, state))
    .orderBy(asc(zipAreas.area))
    .limit(1);
  return sameState ?? null;
}

/**
 * Issue 23 point 5: where and how the customer has the blood of test `testId` drawn, measured from
 * `zip` or else the account's US address. 404 when the test is not the customer's.
 */
export async function drawGuide(
  db: Db,
  customerId: number,
  testId: number,
  zip: string | undefined,
  now: Date,
): Promise<DrawGuide> {
  const { found } = await ownTest(db, customerId, testId, now);
  const test = found.body;
  const [address] = await db
    .select({ postalCode: customerAddresses.postalCode, state: customerAddresses.state })
    .from(customerAddresses)
    .where(eq(customerAddresses.customerId, customerId));
  const from = zip ?? (address ? address.postalCode : null);
  const area = from ? await originArea(db, from, zip ? null : (address?.state ?? null)) : null;
  // where walk-ins are unavailable the test needs a mobile draw: listing labs would mislead
  const walkIn = area !== null && !test.shouldPreventActivationWithoutMbd;
  const sites = walkIn
    ? await db
        .select()
        .from(drawSites)
        .where(notInArray(drawSites.state, [...MBD_ONLY_STATES]))
    : [];
  return {
    testId: test.id,
    origin: area && from ? { zip: from.slice(0, 5), city: area.city, state: area.state } : null,
    sites: area ? nearestSites(area, sites).map(({ lat: _lat, lng: _lng, ...site }) => site) : [],
    bring: [...BRING_TO_DRAW],
    preparation: drawPreparation(test.packageId),
    mobileDraw: {
      available: test.hasMbd || (area?.mobileDraw ?? false),
      bookedFor: test.hasMbd ? test.mbdScheduledAt : null,
      earliestAt: new Date(now.getTime() + MBD_MIN_LEAD_MS).toISOString(),
    },
  };
}
