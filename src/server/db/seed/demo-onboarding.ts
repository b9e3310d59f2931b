import { and, eq } from 'drizzle-orm';
import { DAY_MS } from '../../../domain/dates';
import type { Seeder } from '.';
import { DEMO_PASSWORD, demoEmail, seedsPersona } from '.';
import type { Db } from '..';
import { hashPassword } from '../../services/crypto';
import { normalizeAnswer } from '../../services/customers';
import { ensureTests } from '../../services/orders';
import {
  customerAddresses,
  customers,
  onboardingProgress,
  orders,
  teamMembers,
  teams,
  type Sex,
} from '../schema';
import { DEMO_TEAMS } from './demo-account';
import { DEMO_SECURITY_ANSWER, DEMO_SECURITY_QUESTION } from './demo-customers';
import { productCatalogue } from './reference/products';

// Issue 14: each persona before ACTIVE holds exactly the data of its activation state (spec 000 §4),
// so each can finish onboarding its own way (docs/decisions/onboarding.md, "core").

export const ONBOARDING_FEMALE_PERSONA = 'onboarding-female';

interface Address {
  line1: string;
  city: string;
  state: string;
  postalCode: string;
}
const SAN_FRANCISCO: Address = {
  line1: '1 Market Street',
  city: 'San Francisco',
  state: 'CA',
  postalCode: '94105',
};
// NY: the partner lab offers no walk-in draws there, so Essentials needs a mobile draw (the draw step).
const NEW_YORK: Address = {
  line1: '200 Park Avenue South',
  city: 'New York',
  state: 'NY',
  postalCode: '10003',
};

interface Done {
  birthDate: string;
  sex: Sex;
  /** Verified, or given and still pending. */
  phone: { number: string; verified: boolean };
  address: Address;
}

interface OnboardingPersona {
  persona: string;
  /** The plan bought (package id), or none. */
  packageId: number | null;
  /** The required details and address, when done. */
  details: Done | null;
  securityQuestion: boolean;
  consent: boolean;
  team: boolean;
}

/** What each persona has done, in the order of the states. */
export const ONBOARDING_PERSONAS: readonly OnboardingPersona[] = [
  {
    persona: 'purchase',
    packageId: null,
    details: null,
    securityQuestion: true,
    consent: false,
    team: false,
  },
  // The store set the password and security question; the lab's details are missing.
  {
    persona: 'required-details',
    packageId: 12,
    details: null,
    securityQuestion: true,
    consent: false,
    team: false,
  },
  {
    persona: 'account',
    packageId: 59,
    details: {
      birthDate: '1988-06-14',
      sex: 'male',
      phone: { number: '+14155550142', verified: false },
      address: SAN_FRANCISCO,
    },
    securityQuestion: false,
    consent: false,
    team: false,
  },
  {
    persona: 'onboarding',
    packageId: 12,
    details: {
      birthDate: '1984-02-09',
      sex: 'male',
      phone: { number: '+12125550143', verified: true },
      address: NEW_YORK,
    },
    securityQuestion: true,
    consent: true,
    team: false,
  },
  {
    persona: ONBOARDING_FEMALE_PERSONA,
    packageId: 59,
    details: {
      birthDate: '1991-05-23',
      sex: 'female',
      phone: { number: '+14155550144', verified: true },
      address: SAN_FRANCISCO,
    },
    securityQuestion: true,
    consent: true,
    team: true,
  },
];

const productOf = (packageId: number) => productCatalogue.find((p) => p.packageId === packageId)!;

async function personaRow(db: Db, persona: string) {
  const [row] = await db
    .select()
    .from(customers)
    .where(eq(customers.email, demoEmail(persona)));
  return row;
}

export const demoOnboardingSeeder: Seeder = {
  name: 'demo-onboarding-v1',
  kind: 'demo',
  resetsPersona: true,
  logins: [
    {
      email: demoEmail(ONBOARDING_FEMALE_PERSONA),
      role: 'customer',
      note: 'ONBOARDING_REQUIRED — a woman in the Acme Wellness Team: the women’s-health and coach steps',
    },
  ],
  async run(db, ctx) {
    const { now } = ctx;
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    const securityAnswerHash = await hashPassword(normalizeAnswer(DEMO_SECURITY_ANSWER));
    if (seedsPersona(ctx, ONBOARDING_FEMALE_PERSONA))
      await db
        .insert(customers)
        .values({
          email: demoEmail(ONBOARDING_FEMALE_PERSONA),
          passwordHash,
          firstName: 'Maya',
          lastName: 'Santos',
          activationState: 'ONBOARDING_REQUIRED',
        })
        .onConflictDoNothing();

    for (const p of ONBOARDING_PERSONAS) {
      if (!seedsPersona(ctx, p.persona)) continue;
      const row = await personaRow(db, p.persona);
      // A persona that finished onboarding since keeps what it has.
      if (!row || row.activationState === 'ACTIVE') continue;
      const d = p.details;
      await db
        .update(customers)
        .set({
          birthDate: d?.birthDate ?? null,
          sex: d?.sex ?? null,
          phone: d?.phone.verified ? d.phone.number : null,
          phoneVerifiedAt: d?.phone.verified ? now : null,
          pendingPhone: d && !d.phone.verified ? d.phone.number : null,
          securityQuestion: p.securityQuestion ? DEMO_SECURITY_QUESTION : null,
          securityAnswerHash: p.securityQuestion ? securityAnswerHash : null,
        })
        .where(eq(customers.id, row.id));
      if (d) {
        const address = { country: 'US', ...d.address, line2: '', updatedAt: now };
        await db
          .insert(customerAddresses)
          .values({ customerId: row.id, ...address })
          .onConflictDoUpdate({ target: customerAddresses.customerId, set: address });
      } else await db.delete(customerAddresses).where(eq(customerAddresses.customerId, row.id));
      const [bought] = await db.select({ id: orders.id }).from(orders).where(eq(orders.customerId, row.id));
      if (p.packageId !== null && !bought) {
        const product = productOf(p.packageId);
        await db.insert(orders).values({
          customerId: row.id,
          productId: product.id,
          packageId: p.packageId,
          priceCents: product.priceCents,
          createdAt: new Date(now.getTime() - 2 * DAY_MS),
        });
        await ensureTests(db, row.id);
      }
      if (p.consent)
        await db
          .insert(onboardingProgress)
          .values({ customerId: row.id, termsAcceptedAt: now, researchConsent: true, updatedAt: now })
          .onConflictDoNothing();
      if (p.team) {
        const [acme] = await db.select({ id: teams.id }).from(teams).where(eq(teams.name, DEMO_TEAMS.acme));
        const [member] = acme
          ? await db
              .select({ teamId: teamMembers.teamId })
              .from(teamMembers)
              .where(and(eq(teamMembers.teamId, acme.id), eq(teamMembers.customerId, row.id)))
          : [];
        if (acme && !member)
          await db
            .insert(teamMembers)
            .values({ teamId: acme.id, customerId: row.id, permissionRequestedAt: now });
      }
    }
  },
};
