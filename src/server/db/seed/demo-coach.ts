import { eq, inArray, sql } from 'drizzle-orm';
import { coachWebRoutes, INVITATION_DAYS } from '../../../contract/coach';
import { DAY_MS, utcDayOf } from '../../../domain/dates';
import type { Seeder } from '.';
import { DEMO_PASSWORD, demoEmail, seedsPersona, seedsShared, type SeedContext } from '.';
import type { Db } from '..';
import { normalizeAnswer } from '../../services/customers';
import { digest, hashPassword, newSecret } from '../../services/crypto';
import { databaseOutbox } from '../../services/outbox';
import {
  bloodResults,
  bloodValues,
  companies,
  companyCustomers,
  customers,
  inventoryItems,
  orders,
  products,
  staff,
  teamInvitations,
  teamMembers,
  teams,
  tests,
  type Sex,
} from '../schema';
import { DEMO_TEAMS } from './demo-account';
import { demoDrawValues, DEMO_DRAWS } from './demo-blood';
import { DEMO_SECURITY_ANSWER, DEMO_SECURITY_QUESTION } from './demo-customers';
import { DEMO_COACH_COMPANY, DEMO_OTHER_COMPANY } from './demo-staff';
import { bloodMarkerCatalogue } from './reference/blood-markers';

// Issue 17 demo: coach@'s company (two teams, a dozen members with varied results and permissions,
// an invitee, an archived person, stock in every status) and coach-other@'s, for the isolation tests.

export const DEMO_COACH_TEAMS = {
  wellness: DEMO_TEAMS.acme,
  sales: 'Acme Field Sales',
  pilot: 'Pilot 2025',
  other: DEMO_TEAMS.globex,
} as const;
/** An e-mail with no account, invited to the wellness team. */
export const DEMO_NEW_HIRE = 'new-hire';

type Permission = 'granted' | 'requested' | 'none';
interface Member {
  persona: string;
  firstName: string;
  lastName: string;
  sex: Sex;
  birthDate: string;
  company: string;
  teams: readonly string[];
  permission: Permission;
  /** How many of the newest demo draws they had (0: none yet). */
  draws: number;
  /** Values that make their story: markers off their optimal range on every draw. */
  concerns?: Record<string, number>;
}

const acme = DEMO_COACH_COMPANY;
const MEMBERS: readonly Member[] = [
  {
    persona: 'acme-olivia',
    firstName: 'Olivia',
    lastName: 'Bennett',
    sex: 'female',
    birthDate: '1988-04-12',
    company: acme,
    teams: ['wellness'],
    permission: 'granted',
    draws: 3,
  },
  {
    persona: 'acme-marcus',
    firstName: 'Marcus',
    lastName: 'Reid',
    sex: 'male',
    birthDate: '1979-09-30',
    company: acme,
    teams: ['wellness'],
    permission: 'granted',
    draws: 3,
    concerns: { LDL: 168, APOB: 128, TG: 210, HSCRP: 3.4 },
  },
  {
    persona: 'acme-priya',
    firstName: 'Priya',
    lastName: 'Shah',
    sex: 'female',
    birthDate: '1991-01-22',
    company: acme,
    teams: ['wellness'],
    permission: 'granted',
    draws: 2,
    concerns: { VITD: 19, FERRITIN: 12, B12: 260 },
  },
  {
    persona: 'acme-daniel',
    firstName: 'Daniel',
    lastName: 'Kim',
    sex: 'male',
    birthDate: '1985-06-05',
    company: acme,
    teams: ['wellness', 'sales'],
    permission: 'granted',
    draws: 2,
    concerns: { GLU: 106, HBA1C: 5.9, INSULIN: 14 },
  },
  {
    persona: 'acme-sofia',
    firstName: 'Sofia',
    lastName: 'Alvarez',
    sex: 'female',
    birthDate: '1993-11-18',
    company: acme,
    teams: ['wellness'],
    permission: 'none',
    draws: 1,
    concerns: { TSH: 4.8 },
  },
  {
    persona: 'acme-james',
    firstName: 'James',
    lastName: "O'Connor",
    sex: 'male',
    birthDate: '1976-03-08',
    company: acme,
    teams: ['sales'],
    permission: 'granted',
    draws: 3,
    concerns: { ALT: 52, GGT: 68, TG: 240, VITD: 22 },
  },
  {
    persona: 'acme-emma',
    firstName: 'Emma',
    lastName: 'Larsen',
    sex: 'female',
    birthDate: '1990-07-27',
    company: acme,
    teams: ['sales'],
    permission: 'granted',
    draws: 1,
  },
  {
    persona: 'acme-noah',
    firstName: 'Noah',
    lastName: 'Brooks',
    sex: 'male',
    birthDate: '1982-12-14',
    company: acme,
    teams: ['sales'],
    permission: 'granted',
    draws: 2,
    concerns: { HSCRP: 2.6, LDL: 142 },
  },
  {
    persona: 'acme-aisha',
    firstName: 'Aisha',
    lastName: 'Mensah',
    sex: 'female',
    birthDate: '1987-05-02',
    company: acme,
    teams: ['sales'],
    permission: 'granted',
    draws: 2,
    concerns: { VITD: 24, MG: 1.7 },
  },
  {
    persona: 'acme-lucas',
    firstName: 'Lucas',
    lastName: 'Moreau',
    sex: 'male',
    birthDate: '1995-02-19',
    company: acme,
    teams: ['sales'],
    permission: 'none',
    draws: 0,
  },
  {
    persona: 'acme-grace',
    firstName: 'Grace',
    lastName: 'Liu',
    sex: 'female',
    birthDate: '1984-10-09',
    company: acme,
    teams: ['pilot'],
    permission: 'granted',
    draws: 1,
    concerns: { FERRITIN: 10 },
  },
  {
    persona: 'globex-ivan',
    firstName: 'Ivan',
    lastName: 'Petrov',
    sex: 'male',
    birthDate: '1980-08-21',
    company: DEMO_OTHER_COMPANY,
    teams: ['other'],
    permission: 'granted',
    draws: 2,
    concerns: { GLU: 112, HBA1C: 6.1 },
  },
  {
    persona: 'globex-hana',
    firstName: 'Hana',
    lastName: 'Sato',
    sex: 'female',
    birthDate: '1992-03-15',
    company: DEMO_OTHER_COMPANY,
    teams: ['other'],
    permission: 'granted',
    draws: 1,
    concerns: { VITD: 21 },
  },
];

/** Stock per company: package, and who it went to (a member persona) and whether it was used. */
const STOCK: readonly { company: string; packageId: number; to?: string; used?: boolean }[] = [
  { company: acme, packageId: 59 },
  { company: acme, packageId: 59 },
  { company: acme, packageId: 12 },
  { company: acme, packageId: 12 },
  { company: acme, packageId: 15 },
  { company: acme, packageId: 59, to: 'acme-lucas' },
  { company: acme, packageId: 12, to: 'acme-sofia' },
  { company: acme, packageId: 15, to: 'acme-emma' },
  { company: acme, packageId: 59, to: 'acme-marcus', used: true },
  { company: acme, packageId: 12, to: 'acme-olivia', used: true },
  { company: DEMO_OTHER_COMPANY, packageId: 59 },
  { company: DEMO_OTHER_COMPANY, packageId: 12, to: 'globex-hana' },
  { company: DEMO_OTHER_COMPANY, packageId: 59, to: 'globex-ivan', used: true },
];

const units = new Map(bloodMarkerCatalogue.map((m) => [m.abbr, m.unit]));
const shift = (isoDay: string, days: number) => utcDayOf(Date.parse(`${isoDay}T00:00:00Z`) + days * DAY_MS);

async function idOf(db: Db, table: typeof companies | typeof teams, name: string) {
  const column = table === companies ? companies.name : teams.name;
  const [row] = await db.select({ id: table.id }).from(table).where(eq(column, name));
  return row?.id;
}

/** The member's draws: the newest `count` demo draws, moved by a few days, with their concerns. */
async function seedDraws(
  db: Db,
  customerId: number,
  member: Member,
  index: number,
): Promise<number | undefined> {
  const values = demoDrawValues(member.sex, 7000 + index * 131, { story: false });
  let latest: number | undefined;
  const first = DEMO_DRAWS.length - member.draws;
  for (let i = first; i < DEMO_DRAWS.length; i++) {
    const draw = DEMO_DRAWS[i]!;
    const [result] = await db
      .insert(bloodResults)
      .values({
        customerId,
        testedAt: shift(draw.testedAt, index * 9),
        publishedAt: shift(draw.publishedAt, index * 9),
        source: 'Healthspan Partner Lab',
      })
      .returning({ id: bloodResults.id });
    const draws = { ...values[i]!, ...member.concerns };
    await db.insert(bloodValues).values(
      Object.entries(draws).map(([markerAbbr, value]) => ({
        resultId: result!.id,
        markerAbbr,
        value,
        unit: units.get(markerAbbr)!,
      })),
    );
    latest = result!.id;
  }
  return latest;
}

/** active@ and no-height@ (made by earlier seeders) as customers of the two companies. */
async function joinCompanies(db: Db, ctx: SeedContext, companyIds: Map<string, number>) {
  const join = async (persona: string, company: string) => {
    if (!seedsPersona(ctx, persona)) return;
    const [row] = await db
      .select({ id: customers.id })
      .from(customers)
      .where(eq(sql`lower(${customers.email})`, demoEmail(persona)));
    if (row)
      await db
        .insert(companyCustomers)
        .values({ companyId: companyIds.get(company)!, customerId: row.id, joinedAt: ctx.now })
        .onConflictDoNothing();
  };
  await join('active', acme);
  await join('no-height', DEMO_OTHER_COMPANY);
}

export const demoCoachSeeder: Seeder = {
  name: 'demo-coach-v1',
  kind: 'demo',
  resetsPersona: true,
  // Not made again alone: acme-marcus@'s stock item outlives the account (its customer is set null,
  // a new run would add another), and so do vegan@'s team invitation and its invitation email.
  refusesReset: ['acme-marcus', 'vegan'],
  logins: [
    {
      email: demoEmail('acme-marcus'),
      role: 'customer',
      note: `${DEMO_COACH_COMPANY} team member, shares results with the coach`,
    },
  ],
  async run(db, ctx) {
    const { now, publicUrl } = ctx;
    const companyIds = new Map<string, number>();
    for (const name of [DEMO_COACH_COMPANY, DEMO_OTHER_COMPANY]) {
      const id = await idOf(db, companies, name);
      if (id === undefined) return; // the staff demo did not run: nothing to attach to
      companyIds.set(name, id);
    }
    // A reset (of active@ or no-height@: the others are refused) makes only their company links.
    if (!seedsShared(ctx)) return joinCompanies(db, ctx, companyIds);
    const teamIds = new Map<string, number>();
    teamIds.set('wellness', (await idOf(db, teams, DEMO_COACH_TEAMS.wellness))!);
    teamIds.set('other', (await idOf(db, teams, DEMO_COACH_TEAMS.other))!);
    const [sales] = await db
      .insert(teams)
      .values({
        companyId: companyIds.get(acme)!,
        name: DEMO_COACH_TEAMS.sales,
        createdAt: new Date(now.getTime() - 200 * DAY_MS),
      })
      .returning({ id: teams.id });
    teamIds.set('sales', sales!.id);
    const [pilot] = await db
      .insert(teams)
      .values({
        companyId: companyIds.get(acme)!,
        name: DEMO_COACH_TEAMS.pilot,
        createdAt: new Date(now.getTime() - 500 * DAY_MS),
        deletedAt: new Date(now.getTime() - 120 * DAY_MS),
      })
      .returning({ id: teams.id });
    teamIds.set('pilot', pilot!.id);

    const passwordHash = await hashPassword(DEMO_PASSWORD);
    const securityAnswerHash = await hashPassword(normalizeAnswer(DEMO_SECURITY_ANSWER));
    const memberIds = new Map<string, number>();
    const latestResult = new Map<string, number>();
    for (const [index, m] of MEMBERS.entries()) {
      const [row] = await db
        .insert(customers)
        .values({
          email: demoEmail(m.persona),
          passwordHash,
          firstName: m.firstName,
          lastName: m.lastName,
          activationState: 'ACTIVE',
          permissions: ['summary', 'bloodwork', 'nutrition', 'age'],
          hasAccessToBru: true,
          allowedToSeeInnerAge: true,
          birthDate: m.birthDate,
          sex: m.sex,
          securityQuestion: DEMO_SECURITY_QUESTION,
          securityAnswerHash,
        })
        .onConflictDoNothing()
        .returning({ id: customers.id });
      if (!row) continue;
      memberIds.set(m.persona, row.id);
      const latest = m.draws ? await seedDraws(db, row.id, m, index) : undefined;
      if (latest) latestResult.set(m.persona, latest);
      const joinedAt = new Date(now.getTime() - (300 - index * 11) * DAY_MS);
      await db
        .insert(companyCustomers)
        .values({ companyId: companyIds.get(m.company)!, customerId: row.id, joinedAt });
      for (const team of m.teams)
        await db.insert(teamMembers).values({
          teamId: teamIds.get(team)!,
          customerId: row.id,
          status: 'active',
          joinedAt,
          permissionRequestedAt: m.permission === 'none' ? null : joinedAt,
          permissionGranted: m.permission === 'granted',
          permissionChangedAt: m.permission === 'granted' ? joinedAt : null,
        });
    }

    // active@ (already in the wellness team with a pending request) is one of Acme's people;
    // no-height@ (already in Globex Movers, granted) is one of Globex's.
    await joinCompanies(db, ctx, companyIds);

    // Invitations: vegan@ has an account (an INVITED user); new-hire@ has none (a pending invitation).
    const [coach] = await db
      .select({ id: staff.id })
      .from(staff)
      .where(eq(staff.email, demoEmail('coach')));
    const [vegan] = await db
      .select({ id: customers.id })
      .from(customers)
      .where(eq(sql`lower(${customers.email})`, demoEmail('vegan')));
    const expiresAt = new Date(now.getTime() + INVITATION_DAYS * DAY_MS);
    const invite = async (email: string, customerId: number | null) => {
      const token = newSecret();
      await db.insert(teamInvitations).values({
        tokenDigest: digest(token),
        teamId: teamIds.get('wellness')!,
        email,
        customerId,
        invitedBy: coach?.id ?? null,
        createdAt: now,
        expiresAt,
      });
      return token;
    };
    if (vegan) {
      await db
        .insert(teamMembers)
        .values({ teamId: teamIds.get('wellness')!, customerId: vegan.id, status: 'invited', joinedAt: now })
        .onConflictDoNothing();
      const token = await invite(demoEmail('vegan'), vegan.id);
      await databaseOutbox(db).send(
        {
          channel: 'email',
          recipient: demoEmail('vegan'),
          subject: `Join ${DEMO_COACH_TEAMS.wellness} on Healthspan`,
          body: `${DEMO_COACH_COMPANY} invites you to join ${DEMO_COACH_TEAMS.wellness}:\n${publicUrl ?? ''}${coachWebRoutes.acceptInvite(token)}`,
        },
        now,
      );
    }
    await invite(demoEmail(DEMO_NEW_HIRE), null);

    // Stock: available, assigned (the member's own order and test) and used (that test has a result).
    const productIds = new Map(
      (
        await db
          .select({ id: products.id, packageId: products.packageId })
          .from(products)
          .where(inArray(products.packageId, [...new Set(STOCK.map((s) => s.packageId))]))
      ).map((p) => [p.packageId, p.id]),
    );
    for (const [i, item] of STOCK.entries()) {
      const purchasedAt = new Date(now.getTime() - (160 - i * 7) * DAY_MS);
      const customerId = item.to ? memberIds.get(item.to) : undefined;
      const productId = productIds.get(item.packageId)!;
      let testId: number | null = null;
      let assignedAt: Date | null = null;
      if (customerId) {
        assignedAt = new Date(purchasedAt.getTime() + 5 * DAY_MS);
        const [order] = await db
          .insert(orders)
          .values({
            customerId,
            productId,
            packageId: item.packageId,
            priceCents: 0,
            store: 'company',
            companyId: companyIds.get(item.company)!,
            createdAt: assignedAt,
          })
          .returning({ id: orders.id });
        const [test] = await db
          .insert(tests)
          .values({
            customerId,
            orderId: order!.id,
            createdAt: assignedAt,
            activatedAt: item.used ? assignedAt : null,
            resultId: item.used ? (latestResult.get(item.to!) ?? null) : null,
          })
          .returning({ id: tests.id });
        testId = test!.id;
      }
      await db.insert(inventoryItems).values({
        companyId: companyIds.get(item.company)!,
        productId,
        packageId: item.packageId,
        purchasedAt,
        storeOrderRef: `demo-${1000 + i}`,
        customerId: customerId ?? null,
        assignedAt,
        testId,
        addons: i === 1 ? ['innerage'] : [],
      });
    }
    await db
      .update(customers)
      .set({ hasUnusedTest: true })
      .where(
        inArray(
          customers.id,
          STOCK.filter((s) => s.to && !s.used).map((s) => memberIds.get(s.to!) ?? -1),
        ),
      );
  },
};
