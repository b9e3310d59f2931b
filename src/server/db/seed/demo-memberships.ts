import { eq } from 'drizzle-orm';
import { DAY_MS } from '../../../domain/dates';
import type { Seeder } from '.';
import { DEMO_PASSWORD, demoEmail, seedsPersona } from '.';
import type { MembershipTag, ProlongationStatus } from '../../../contract/membership';
import { SUGGEST_ASK_TAG } from '../../../contract/membership';
import type { Db } from '..';
import { normalizeAnswer } from '../../services/customers';
import { hashPassword } from '../../services/crypto';
import { customers, memberships, notificationTags } from '../schema';
import { DEMO_SECURITY_ANSWER, DEMO_SECURITY_QUESTION } from './demo-customers';

interface MembershipPersona {
  persona: string;
  firstName: string;
  lastName: string;
  /** Days from the seeding moment to the end of the membership (negative: it has ended). */
  days: number;
  prolongation: ProlongationStatus;
  tag?: MembershipTag;
  /** Days before seeding the membership renewed. */
  renewedDaysAgo?: number;
  suggestAsk?: boolean;
  note: string;
}

/**
 * One ACTIVE customer per membership banner and popup case (spec 001 §4). Dates are relative to
 * the first start, so a fresh database shows each case; the popups follow from the dates.
 */
export const MEMBERSHIP_PERSONAS: readonly MembershipPersona[] = [
  {
    persona: 'member',
    firstName: 'Morgan',
    lastName: 'Ellis',
    days: 200,
    prolongation: 'RENEWAL',
    note: 'membership renewing in 200 days: the chat-assistant banner',
  },
  {
    persona: 'renewal',
    firstName: 'Rene',
    lastName: 'Walsh',
    days: 20,
    prolongation: 'RENEWAL',
    note: 'renews in 20 days: the renewal-date banner',
  },
  {
    persona: 'expiring-warning',
    firstName: 'Wren',
    lastName: 'Harper',
    days: 10,
    prolongation: 'PASSIVE_EXPIRATION',
    note: 'ends in 10 days (passive): the warning countdown, no popup',
  },
  {
    persona: 'expiring-critical',
    firstName: 'Casey',
    lastName: 'Novak',
    days: 2,
    prolongation: 'ACTIVE_EXPIRATION',
    note: 'ends in 2 days: the critical countdown and the two-days-left popup',
  },
  {
    persona: 'retention',
    firstName: 'Robin',
    lastName: 'Greer',
    days: -5,
    prolongation: 'ACTIVE_EXPIRATION',
    note: 'ended 5 days ago (grace period): the expired banner and popup',
  },
  {
    persona: 'lapsed',
    firstName: 'Lane',
    lastName: 'Porter',
    days: -60,
    prolongation: 'ACTIVE_EXPIRATION',
    note: 'ended 60 days ago: no access, no banner',
  },
  {
    persona: 'month-left',
    firstName: 'Mika',
    lastName: 'Stone',
    days: 20,
    prolongation: 'ACTIVE_EXPIRATION',
    note: 'web membership ends in 20 days: the one-month-left popup, renew opens the store',
  },
  {
    persona: 'apple',
    firstName: 'Ari',
    lastName: 'Quinn',
    days: 20,
    prolongation: 'ACTIVE_EXPIRATION',
    tag: 'apple',
    note: 'App Store membership ends in 20 days: renew shows the Apple popup',
  },
  {
    persona: 'google',
    firstName: 'Gale',
    lastName: 'Ortiz',
    days: 20,
    prolongation: 'ACTIVE_EXPIRATION',
    tag: 'google',
    note: 'Google Play membership ends in 20 days: renew shows the Google popup',
  },
  {
    persona: 'renewed',
    firstName: 'Remy',
    lastName: 'Baker',
    days: 362,
    prolongation: 'RENEWAL',
    renewedDaysAgo: 3,
    note: 'renewed 3 days ago: the congratulation popup',
  },
  {
    persona: 'ask',
    firstName: 'Asha',
    lastName: 'Kim',
    days: 200,
    prolongation: 'RENEWAL',
    suggestAsk: true,
    note: 'the chat-assistant suggestion popup and the header dot',
  },
];

const YEAR_DAYS = 365;

async function insertPersona(db: Db, p: MembershipPersona, now: Date, hashes: [string, string]) {
  const [row] = await db
    .insert(customers)
    .values({
      email: demoEmail(p.persona),
      passwordHash: hashes[0],
      firstName: p.firstName,
      lastName: p.lastName,
      activationState: 'ACTIVE',
      permissions: ['summary', 'bloodwork', 'nutrition', 'age'],
      hasAccessToBru: true,
      allowedToSeeInnerAge: true,
      securityQuestion: DEMO_SECURITY_QUESTION,
      securityAnswerHash: hashes[1],
    })
    .onConflictDoNothing()
    .returning({ id: customers.id });
  const customerId =
    row?.id ??
    (
      await db
        .select({ id: customers.id })
        .from(customers)
        .where(eq(customers.email, demoEmail(p.persona)))
    )[0]!.id;
  const expiresAt = new Date(now.getTime() + p.days * DAY_MS);
  await db.insert(memberships).values({
    customerId,
    tag: p.tag ?? 'web',
    startedAt: new Date(expiresAt.getTime() - YEAR_DAYS * DAY_MS),
    expiresAt,
    prolongationStatus: p.prolongation,
    renewedAt: p.renewedDaysAgo === undefined ? null : new Date(now.getTime() - p.renewedDaysAgo * DAY_MS),
  });
  if (p.suggestAsk) await db.insert(notificationTags).values({ customerId, tag: SUGGEST_ASK_TAG });
}

export const demoMembershipsSeeder: Seeder = {
  name: 'demo-memberships-v1',
  kind: 'demo',
  resetsPersona: true,
  logins: MEMBERSHIP_PERSONAS.map((p) => ({
    email: demoEmail(p.persona),
    role: 'customer',
    note: `ACTIVE — ${p.note}`,
  })),
  async run(db, ctx) {
    const hashes: [string, string] = [
      await hashPassword(DEMO_PASSWORD),
      await hashPassword(normalizeAnswer(DEMO_SECURITY_ANSWER)),
    ];
    for (const p of MEMBERSHIP_PERSONAS)
      if (seedsPersona(ctx, p.persona)) await insertPersona(db, p, ctx.now, hashes);
  },
};
