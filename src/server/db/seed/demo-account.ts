import { and, eq, like, ne, sql } from 'drizzle-orm';
import { DAY_MS, utcDayAfter } from '../../../domain/dates';
import type { Seeder } from '.';
import { DEMO_PASSWORD, demoEmail, seedsPersona, seedsShared } from '.';
import type { Db } from '..';
import { hashPassword } from '../../services/crypto';
import { normalizeAnswer } from '../../services/customers';
import {
  bloodUploadSubscriptions,
  companies,
  customerAddresses,
  customers,
  giftCards,
  orders,
  teamMembers,
  teams,
  womanHealth,
} from '../schema';
import { DEMO_SECURITY_ANSWER, DEMO_SECURITY_QUESTION } from './demo-customers';
import { DEMO_COACH_COMPANY } from './demo-staff';

const ALL_PERMISSIONS = ['summary', 'bloodwork', 'nutrition', 'age'];

/** ACTIVE with no height or weight: the profile-completion popup (000 §2.4). */
export const NO_HEIGHT_PERSONA = 'no-height';

/** Demo gift cards (000 §7.3 gift-card balance): one with money, one spent, one expired. */
export const DEMO_GIFT_CARDS = [
  { code: 'DEMO-GIFT-50', initialCents: 5_000, balanceCents: 5_000, expiresInDays: 730 },
  { code: 'DEMO-GIFT-SPENT', initialCents: 2_500, balanceCents: 0, expiresInDays: 365 },
  { code: 'DEMO-GIFT-EXPIRED', initialCents: 4_000, balanceCents: 4_000, expiresInDays: -30 },
] as const;

export const DEMO_TEAMS = { acme: 'Acme Wellness Team', globex: 'Globex Movers' } as const;

async function customerId(db: Db, persona: string) {
  const [row] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.email, demoEmail(persona)));
  return row?.id;
}

async function companyId(db: Db, name: string) {
  const [row] = await db
    .insert(companies)
    .values({ name })
    .onConflictDoNothing()
    .returning({ id: companies.id });
  return row?.id ?? (await db.select().from(companies).where(eq(companies.name, name)))[0]!.id;
}

/**
 * Account demo data (once per database): active@'s complete profile (measurements, address, verified
 * phone, team with a pending permission request, blood-upload subscription, an upgradable test),
 * the no-height@ persona, and demo gift cards.
 */
export const demoAccountSeeder: Seeder = {
  name: 'demo-account-v1',
  kind: 'demo',
  resetsPersona: true,
  logins: [
    {
      email: demoEmail(NO_HEIGHT_PERSONA),
      role: 'customer',
      note: 'ACTIVE — no height or weight yet: the profile-completion popup',
    },
  ],
  async run(db, ctx) {
    const now = ctx.now;
    const [noHeight] = !seedsPersona(ctx, NO_HEIGHT_PERSONA)
      ? []
      : await db
          .insert(customers)
          .values({
            email: demoEmail(NO_HEIGHT_PERSONA),
            passwordHash: await hashPassword(DEMO_PASSWORD),
            firstName: 'Nora',
            lastName: 'Hale',
            activationState: 'ACTIVE',
            permissions: ALL_PERMISSIONS,
            hasAccessToBru: true,
            allowedToSeeInnerAge: true,
            securityQuestion: DEMO_SECURITY_QUESTION,
            securityAnswerHash: await hashPassword(normalizeAnswer(DEMO_SECURITY_ANSWER)),
            birthDate: '1990-03-02',
            sex: 'female',
            countSystem: 'metric',
          })
          .onConflictDoNothing()
          .returning({ id: customers.id });
    const noHeightId = !seedsPersona(ctx, NO_HEIGHT_PERSONA)
      ? undefined
      : (noHeight?.id ?? (await customerId(db, NO_HEIGHT_PERSONA))!);
    if (noHeightId !== undefined)
      await db
        .insert(womanHealth)
        .values({ customerId: noHeightId, reproductiveStageId: 1, contraceptionTypeId: 1, updatedAt: now })
        .onConflictDoNothing();

    // active@ (made by demo-customers): on a reset, only when it is the one reset
    const activeId = seedsPersona(ctx, 'active') ? await customerId(db, 'active') : undefined;
    if (activeId) {
      await db
        .update(customers)
        .set({
          countSystem: 'imperial',
          heightCm: 177.8,
          weightKg: 79.4,
          waistCm: 86.4,
          hipCm: 99.1,
          ethnicityId: 4,
          genderIdentityId: 2,
          phone: '+15555550123',
          phoneVerifiedAt: now,
          productTeamPermission: true,
          productTeamPermissionAt: now,
        })
        .where(eq(customers.id, activeId));
      await db
        .insert(customerAddresses)
        .values({
          customerId: activeId,
          country: 'US',
          line1: '350 Fifth Avenue',
          line2: 'Suite 4200',
          city: 'New York',
          state: 'NY',
          postalCode: '10118',
          updatedAt: now,
        })
        .onConflictDoNothing();
      await db.insert(bloodUploadSubscriptions).values({
        customerId: activeId,
        createdAt: utcDayAfter(now, -165),
        accessExpiration: utcDayAfter(now, 200),
        willBeProlongedAt: utcDayAfter(now, 200),
      });
      // Essentials has no InnerAge (upgradable); Ultimate includes it.
      await db.insert(orders).values([
        {
          customerId: activeId,
          productId: 1,
          packageId: 59,
          priceCents: 49_900,
          createdAt: new Date(now.getTime() - 400 * DAY_MS),
        },
        {
          customerId: activeId,
          productId: 2,
          packageId: 12,
          priceCents: 19_900,
          createdAt: new Date(now.getTime() - 60 * DAY_MS),
        },
      ]);
    }

    // the two teams are made once, at a start; a reset finds them (a persona's rows are its memberships)
    const team = async (company: string, name: string) =>
      seedsShared(ctx)
        ? (
            await db
              .insert(teams)
              .values({ companyId: await companyId(db, company), name })
              .returning({ id: teams.id })
          )[0]
        : (
            await db
              .select({ id: teams.id })
              .from(teams)
              .where(eq(teams.name, name))
              .orderBy(teams.id)
              .limit(1)
          )[0];
    const acme = await team(DEMO_COACH_COMPANY, DEMO_TEAMS.acme);
    const globex = await team('Globex Wellness', DEMO_TEAMS.globex);
    if (activeId && acme)
      await db
        .insert(teamMembers)
        .values({ teamId: acme.id, customerId: activeId, permissionRequestedAt: now });
    if (noHeightId !== undefined && globex)
      await db.insert(teamMembers).values({
        teamId: globex.id,
        customerId: noHeightId,
        permissionRequestedAt: now,
        permissionGranted: true,
        permissionChangedAt: now,
      });

    if (seedsShared(ctx))
      await db
        .insert(giftCards)
        .values(
          DEMO_GIFT_CARDS.map(({ expiresInDays, ...card }) => ({
            ...card,
            expiresAt: utcDayAfter(now, expiresInDays),
          })),
        )
        .onConflictDoNothing();
  },
};

/**
 * Every other ACTIVE demo customer gets a plausible height and weight (by sex, varied by id), so
 * the profile-completion popup (000 §2.4) shows for no-height@ alone; values already set are kept.
 */
export const demoMeasurementsSeeder: Seeder = {
  name: 'demo-measurements-v1',
  kind: 'demo',
  async run(db) {
    await db
      .update(customers)
      .set({
        heightCm: sql`coalesce(${customers.heightCm}, case when ${customers.sex} = 'female' then 160 else 172 end + ${customers.id} % 12)`,
        weightKg: sql`coalesce(${customers.weightKg}, case when ${customers.sex} = 'female' then 58 else 72 end + ${customers.id} % 15)`,
      })
      .where(
        and(
          like(customers.email, demoEmail('%')),
          eq(customers.activationState, 'ACTIVE'),
          ne(customers.email, demoEmail(NO_HEIGHT_PERSONA)),
        ),
      );
  },
};
