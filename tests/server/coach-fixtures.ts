import { eq } from 'drizzle-orm';
import { teamMembers, teams } from '../../src/server/db/schema/account';
import { bloodResults, bloodValues } from '../../src/server/db/schema/blood';
import { companyCustomers, inventoryItems } from '../../src/server/db/schema/coach';
import { customers } from '../../src/server/db/schema/identity';
import { products } from '../../src/server/db/schema/references';
import { DEMO_PASSWORD } from '../../src/server/db/seed';
import { loadCatalogue, rangeFor } from '../../src/server/services/blood-catalogue';
import { hashPassword } from '../../src/server/services/crypto';
import type { TestApp } from './test-app';

/**
 * A team of the coach's company with its own people, results and stock, so the assertions do not
 * depend on how many of each the demo data has: two members who granted permission (one whose
 * first name starts with '='), one who did not, and `stock` Available items of one plan.
 */
export async function coachFixtures(t: TestApp, companyId: number, tag: string, stock = 4) {
  const db = t.database.db;
  const catalogue = await loadCatalogue(db);
  const [optimal, low, other] = catalogue.markers.filter(
    (m) => m.forGender === 'all' && rangeFor(m, 'male') && m.abbr !== 'EGFR' && m.abbr !== 'CREAT',
  );
  const rangeOf = (m: typeof optimal) => rangeFor(m!, 'male')!;
  const mid = (m: typeof optimal) => (rangeOf(m).minG + rangeOf(m).maxG) / 2;
  const belowAll = (m: typeof optimal) => {
    const floor = rangeOf(m).minBorderLine;
    return floor > 0 ? floor / 2 : floor - 10;
  };
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const person = async (firstName: string, lastName: string) => {
    const [row] = await db
      .insert(customers)
      .values({
        email: `${tag}-${lastName.toLowerCase()}@example.test`,
        firstName,
        lastName,
        passwordHash,
        activationState: 'ACTIVE',
        sex: 'male',
        birthDate: '1980-05-05',
      })
      .returning();
    return row!;
  };
  const eve = await person('=Eve', `Formula${tag}`);
  const zed = await person('Zed', `Normal${tag}`);
  const una = await person('Una', `Private${tag}`);
  const [team] = await db
    .insert(teams)
    .values({ companyId, name: `Stock team ${tag}` })
    .returning();
  for (const [who, granted] of [
    [eve, true],
    [zed, true],
    [una, false],
  ] as const) {
    await db.insert(teamMembers).values({ teamId: team!.id, customerId: who.id, permissionGranted: granted });
    await db.insert(companyCustomers).values({ companyId, customerId: who.id });
  }
  const result = async (customerId: number, testedAt: string, values: [typeof optimal, number][]) => {
    const [r] = await db
      .insert(bloodResults)
      .values({ customerId, testedAt, publishedAt: testedAt, source: 'Fixture lab' })
      .returning();
    await db
      .insert(bloodValues)
      .values(values.map(([m, value]) => ({ resultId: r!.id, markerAbbr: m!.abbr, value, unit: m!.unit })));
  };
  await result(eve.id, '2026-03-10', [
    [optimal, mid(optimal)],
    [low, belowAll(low)],
    [other, mid(other)],
  ]);
  await result(eve.id, '2026-08-10', [
    [optimal, mid(optimal)],
    [low, belowAll(low)],
  ]);
  await result(zed.id, '2026-08-20', [
    [optimal, mid(optimal)],
    [low, belowAll(low)],
    [other, mid(other)],
  ]);
  await result(una.id, '2026-08-21', [[optimal, mid(optimal)]]);

  const [plan] = await db.select().from(products).where(eq(products.bloodTestIncluded, true)).limit(1);
  const items = stock
    ? await db
        .insert(inventoryItems)
        .values(
          Array.from({ length: stock }, (_, i) => ({
            companyId,
            productId: plan!.id,
            packageId: plan!.packageId,
            purchasedAt: new Date(Date.UTC(2020, 0, 1 + i)),
            storeOrderRef: `fixture-${tag}`,
          })),
        )
        .returning()
    : [];
  return {
    team: team!,
    eve,
    zed,
    una,
    plan: plan!,
    items,
    markers: { optimal: optimal!, low: low!, other: other! },
  };
}
