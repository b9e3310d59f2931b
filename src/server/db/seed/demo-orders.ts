import { eq, sql } from 'drizzle-orm';
import { DAY_MS, utcDayOf } from '../../../domain/dates';
import type { Seeder } from '.';
import { DEMO_PASSWORD, demoEmail, seedsPersona, type SeedContext } from '.';
import type { Db } from '..';
import { hashPassword } from '../../services/crypto';
import { normalizeAnswer } from '../../services/customers';
import { ensureTests } from '../../services/orders';
import {
  bloodResults,
  bloodValues,
  customerAddresses,
  customers,
  mobileBloodDraws,
  orders,
  testPartValues,
  testParts,
  tests,
  type Sex,
} from '../schema';
import { demoDrawValues } from './demo-blood';
import { DEMO_SECURITY_ANSWER, DEMO_SECURITY_QUESTION } from './demo-customers';
import { productCatalogue } from './reference/products';
import { bloodMarkerCatalogue } from './reference/blood-markers';

// Demo personas of the orders and test-activation flows (spec 000 §3 Orders state, §4 test
// activation, §7.4): one per activation branch. Times are relative to the seeding time.

const HOUR_MS = 3_600_000;
const LAB = 'Healthspan Partner Lab';
const ALL_PERMISSIONS = ['summary', 'bloodwork', 'nutrition', 'age'];

const ago = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);

interface Address {
  line1: string;
  city: string;
  state: string;
  postalCode: string;
}
const CALIFORNIA: Address = {
  line1: '1 Market Street',
  city: 'San Francisco',
  state: 'CA',
  postalCode: '94105',
};
const NEW_YORK: Address = {
  line1: '200 Park Avenue South',
  city: 'New York',
  state: 'NY',
  postalCode: '10003',
};

export interface OrdersPersona {
  persona: string;
  firstName: string;
  lastName: string;
  sex: Sex;
  birthDate: string;
  address: Address;
  note: string;
}

export const ORDERS_PERSONAS = {
  orders: {
    persona: 'orders',
    firstName: 'Olivia',
    lastName: 'Grant',
    sex: 'male',
    birthDate: '1979-03-02',
    address: CALIFORNIA,
    note: 'orders: Essentials and Home Kit to activate, 2 previous tests, 1 transferred, a DIY plan, test parts to combine and a combined result',
  },
  lab: {
    persona: 'orders-lab',
    firstName: 'Leo',
    lastName: 'Baxter',
    sex: 'male',
    birthDate: '1986-11-20',
    address: NEW_YORK,
    note: 'orders: Essentials in NY (walk-in draws unavailable) — activating asks for a lab test',
  },
  ultimate: {
    persona: 'orders-ultimate',
    firstName: 'Uma',
    lastName: 'Patel',
    sex: 'male',
    birthDate: '1975-07-09',
    address: CALIFORNIA,
    note: 'orders: Ultimate without a mobile draw — activating suggests one first',
  },
  pregnancy: {
    persona: 'orders-pregnancy',
    firstName: 'Paula',
    lastName: 'Romero',
    sex: 'female',
    birthDate: '1992-04-17',
    address: CALIFORNIA,
    note: 'orders: female, Performance (measures hormones) — activating shows the pregnancy notice first',
  },
  expire: {
    persona: 'orders-expire',
    firstName: 'Evan',
    lastName: 'Cole',
    sex: 'male',
    birthDate: '1981-01-28',
    address: CALIFORNIA,
    note: 'orders: activated test with a draw in 6 hours (cannot be moved) plus an available test — activating expires',
  },
  mbd: {
    persona: 'orders-mbd',
    firstName: 'Mia',
    lastName: 'Dalton',
    sex: 'male',
    birthDate: '1983-09-05',
    address: NEW_YORK,
    note: 'orders: activated test with a movable draw plus an available NY Essentials that needs one',
  },
} satisfies Record<string, OrdersPersona>;

/** The draw booked for orders-expire (cannot be moved) and for orders-mbd (can), from the seeding time. */
export const EXPIRE_DRAW_IN_MS = 6 * HOUR_MS;
export const MBD_DRAW_IN_MS = 14 * DAY_MS;
export const TRANSFER_RECIPIENT = { firstName: 'Sam', lastName: 'Taylor', email: 'sam.taylor@example.com' };

const productOf = (packageId: number) => productCatalogue.find((p) => p.packageId === packageId)!;
const units = new Map(bloodMarkerCatalogue.map((m) => [m.abbr, m.unit]));

async function createPersona(
  db: Db,
  p: OrdersPersona,
  ctx: SeedContext,
  hashes: { password: string; answer: string },
) {
  if (!seedsPersona(ctx, p.persona)) return undefined;
  const { now } = ctx;
  const [row] = await db
    .insert(customers)
    .values({
      email: demoEmail(p.persona),
      passwordHash: hashes.password,
      firstName: p.firstName,
      lastName: p.lastName,
      activationState: 'ACTIVE',
      permissions: ALL_PERMISSIONS,
      hasAccessToBru: true,
      allowedToSeeInnerAge: true,
      hasUnusedTest: true,
      birthDate: p.birthDate,
      sex: p.sex,
      securityQuestion: DEMO_SECURITY_QUESTION,
      securityAnswerHash: hashes.answer,
    })
    .onConflictDoNothing()
    .returning({ id: customers.id });
  if (!row) return undefined;
  await db.insert(customerAddresses).values({
    customerId: row.id,
    country: 'US',
    line1: p.address.line1,
    city: p.address.city,
    state: p.address.state,
    postalCode: p.address.postalCode,
    updatedAt: now,
  });
  return row.id;
}

async function order(db: Db, customerId: number, packageId: number, purchasedAt: Date) {
  const product = productOf(packageId);
  const [row] = await db
    .insert(orders)
    .values({
      customerId,
      productId: product.id,
      packageId,
      priceCents: product.priceCents,
      createdAt: purchasedAt,
    })
    .returning({ id: orders.id });
  await ensureTests(db, customerId);
  const [test] = await db.select({ id: tests.id }).from(tests).where(eq(tests.orderId, row!.id));
  return { orderId: row!.id, testId: test?.id };
}

async function result(
  db: Db,
  customerId: number,
  testedAt: Date,
  values: Record<string, number>,
  source = LAB,
) {
  const [row] = await db
    .insert(bloodResults)
    .values({
      customerId,
      testedAt: utcDayOf(testedAt),
      publishedAt: utcDayOf(new Date(testedAt.getTime() + 3 * DAY_MS)),
      source,
      createdAt: new Date(testedAt.getTime() + 3 * DAY_MS),
    })
    .returning({ id: bloodResults.id });
  await db.insert(bloodValues).values(
    Object.entries(values).map(([markerAbbr, value]) => ({
      resultId: row!.id,
      markerAbbr,
      value,
      unit: units.get(markerAbbr)!,
    })),
  );
  return row!.id;
}

/** Lipids, blood sugar and inflammation come back first; the rest of a split panel later. */
const FIRST_PART_MARKERS = new Set([
  'CHOL',
  'HDL',
  'LDL',
  'NONHDL',
  'TG',
  'APOB',
  'LPA',
  'GLU',
  'HBA1C',
  'INSULIN',
  'HSCRP',
]);

async function parts(
  db: Db,
  customerId: number,
  testedAt: Date,
  values: Record<string, number>,
  combinedResultId: number | null,
) {
  const split = [
    Object.entries(values).filter(([abbr]) => FIRST_PART_MARKERS.has(abbr)),
    Object.entries(values).filter(([abbr]) => !FIRST_PART_MARKERS.has(abbr)),
  ];
  for (const [i, entries] of split.entries()) {
    const [part] = await db
      .insert(testParts)
      .values({
        customerId,
        testedAt: utcDayOf(testedAt),
        source: `${LAB} (part ${i + 1} of 2)`,
        combinedResultId,
        createdAt: new Date(testedAt.getTime() + (2 + i) * DAY_MS),
      })
      .returning({ id: testParts.id });
    await db.insert(testPartValues).values(
      entries.map(([markerAbbr, value]) => ({
        partId: part!.id,
        markerAbbr,
        value,
        unit: units.get(markerAbbr)!,
      })),
    );
  }
}

async function activate(db: Db, testId: number, at: Date, resultId: number | null = null) {
  await db.update(tests).set({ activatedAt: at, resultId }).where(eq(tests.id, testId));
}

async function bookDraw(db: Db, testId: number, scheduledAt: Date, address: Address, now: Date) {
  await db.insert(mobileBloodDraws).values({
    testId,
    scheduledAt,
    phone: '+14155550100',
    line1: address.line1,
    city: address.city,
    state: address.state,
    zip: address.postalCode,
    country: 'US',
    bookedAt: now,
  });
}

/** Two earlier draws, so bloodwork and InnerAge look real. */
/** The demo trends are a man's; a woman's testosterone and ferritin sit in her own ranges. */
const FEMALE_VALUES: readonly Record<string, number>[] = [
  { TESTO: 31, FERRITIN: 64 },
  { TESTO: 28, FERRITIN: 58 },
];

async function earlierDraws(db: Db, customerId: number, sex: Sex, seed: number, now: Date) {
  const draws = demoDrawValues(sex, seed)
    .slice(2, 4)
    .map((d, i) => (sex === 'female' ? { ...d, ...FEMALE_VALUES[i] } : d));
  await result(db, customerId, ago(now, 420), draws[0]!);
  await result(db, customerId, ago(now, 150), draws[1]!);
}

export const demoOrdersSeeder: Seeder = {
  name: 'demo-orders-v1',
  kind: 'demo',
  resetsPersona: true,
  logins: Object.values(ORDERS_PERSONAS).map((p) => ({
    email: demoEmail(p.persona),
    role: 'customer',
    note: `ACTIVE — ${p.note}`,
  })),
  async run(db, ctx) {
    const { now } = ctx;
    const hashes = {
      password: await hashPassword(DEMO_PASSWORD),
      answer: await hashPassword(normalizeAnswer(DEMO_SECURITY_ANSWER)),
    };
    const P = ORDERS_PERSONAS;

    // Personas seeded earlier with orders (active@'s Ultimate and Essentials): their tests now.
    // On a reset, only the reset persona's (whose orders were just made again).
    const buyers = await db
      .selectDistinct({ customerId: orders.customerId })
      .from(orders)
      .innerJoin(customers, eq(customers.id, orders.customerId))
      .where(ctx.persona === undefined ? undefined : eq(sql`lower(${customers.email})`, ctx.persona));
    for (const { customerId } of buyers) await ensureTests(db, customerId);

    // orders@: the rich purchase history.
    const rich = await createPersona(db, P.orders, ctx, hashes);
    if (rich) {
      const draws = demoDrawValues(P.orders.sex, 5150);
      const ultimate = await order(db, rich, 59, ago(now, 430));
      await activate(db, ultimate.testId!, ago(now, 425), await result(db, rich, ago(now, 420), draws[0]!));
      const essentials = await order(db, rich, 12, ago(now, 200));
      await activate(db, essentials.testId!, ago(now, 195), await result(db, rich, ago(now, 190), draws[1]!));
      // A result that came back in two parts and was combined (to decombine).
      const combined = await result(db, rich, ago(now, 60), draws[2]!, `${LAB} (combined)`);
      await parts(db, rich, ago(now, 60), draws[2]!, combined);
      const given = await order(db, rich, 12, ago(now, 90));
      await db
        .update(tests)
        .set({
          transferredAt: ago(now, 80),
          recipientFirstName: TRANSFER_RECIPIENT.firstName,
          recipientLastName: TRANSFER_RECIPIENT.lastName,
          recipientEmail: TRANSFER_RECIPIENT.email,
        })
        .where(eq(tests.id, given.testId!));
      await order(db, rich, 10, ago(now, 30));
      await db.update(customers).set({ hasDiyOrderWithInnerAge: true }).where(eq(customers.id, rich));
      // Two pending parts of one draw (to combine).
      await parts(db, rich, ago(now, 6), draws[3]!, null);
      await order(db, rich, 12, ago(now, 20));
      await order(db, rich, 15, ago(now, 10));
    }

    const lab = await createPersona(db, P.lab, ctx, hashes);
    if (lab) {
      await earlierDraws(db, lab, P.lab.sex, 6101, now);
      await order(db, lab, 12, ago(now, 7));
    }

    const ultimate = await createPersona(db, P.ultimate, ctx, hashes);
    if (ultimate) {
      await earlierDraws(db, ultimate, P.ultimate.sex, 6102, now);
      await order(db, ultimate, 59, ago(now, 5));
    }

    const pregnancy = await createPersona(db, P.pregnancy, ctx, hashes);
    if (pregnancy) {
      await earlierDraws(db, pregnancy, P.pregnancy.sex, 6103, now);
      await order(db, pregnancy, 60, ago(now, 5));
    }

    const expire = await createPersona(db, P.expire, ctx, hashes);
    if (expire) {
      await earlierDraws(db, expire, P.expire.sex, 6104, now);
      const booked = await order(db, expire, 12, ago(now, 12));
      await activate(db, booked.testId!, ago(now, 10));
      await bookDraw(db, booked.testId!, new Date(now.getTime() + EXPIRE_DRAW_IN_MS), P.expire.address, now);
      await order(db, expire, 12, ago(now, 3));
    }

    const mbd = await createPersona(db, P.mbd, ctx, hashes);
    if (mbd) {
      await earlierDraws(db, mbd, P.mbd.sex, 6105, now);
      const booked = await order(db, mbd, 59, ago(now, 20));
      await activate(db, booked.testId!, ago(now, 15));
      await bookDraw(db, booked.testId!, new Date(now.getTime() + MBD_DRAW_IN_MS), P.mbd.address, now);
      await order(db, mbd, 12, ago(now, 4));
    }
  },
};

/** Issue 23 point 5: a customer whose activated lab test shows the draw guide on the Orders page. */
export const GUIDE_PERSONA: OrdersPersona = {
  persona: 'orders-guide',
  firstName: 'Greg',
  lastName: 'Novak',
  sex: 'male',
  birthDate: '1984-05-12',
  address: { line1: '233 South Wacker Drive', city: 'Chicago', state: 'IL', postalCode: '60606' },
  note: 'orders: an activated Essentials in Chicago (the nearest draw sites, preparation and a home draw to book) and a Performance to activate',
};

export const demoOrdersGuideSeeder: Seeder = {
  name: 'demo-orders-guide-v1',
  kind: 'demo',
  resetsPersona: true,
  logins: [
    { email: demoEmail(GUIDE_PERSONA.persona), role: 'customer', note: `ACTIVE — ${GUIDE_PERSONA.note}` },
  ],
  async run(db, ctx) {
    const hashes = {
      password: await hashPassword(DEMO_PASSWORD),
      answer: await hashPassword(normalizeAnswer(DEMO_SECURITY_ANSWER)),
    };
    const customerId = await createPersona(db, GUIDE_PERSONA, ctx, hashes);
    if (!customerId) return;
    const { now } = ctx;
    await earlierDraws(db, customerId, GUIDE_PERSONA.sex, 6106, now);
    const essentials = await order(db, customerId, 12, ago(now, 9));
    await activate(db, essentials.testId!, ago(now, 8));
    await order(db, customerId, 60, ago(now, 6));
  },
};
