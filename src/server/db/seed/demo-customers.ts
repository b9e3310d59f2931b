import type { Seeder } from '.';
import { DEMO_PASSWORD, demoEmail, seedsPersona } from '.';
import type { ActivationState, CustomerPermission } from '../../../contract/auth';
import { normalizeAnswer } from '../../services/customers';
import { hashPassword } from '../../services/crypto';
import { customers } from '../schema/identity';

interface Persona {
  persona: string;
  firstName: string;
  lastName: string;
  activationState: ActivationState;
  note: string;
  /** The store sets a security question; account@ has not chosen one yet (its ACCOUNT step). */
  noSecurityQuestion?: true;
}

// One customer per activation state (spec 000 §3/§4).
const PERSONAS: Persona[] = [
  {
    persona: 'active',
    firstName: 'Alex',
    lastName: 'Rivera',
    activationState: 'ACTIVE',
    note: 'full account',
  },
  {
    persona: 'purchase',
    firstName: 'Pat',
    lastName: 'Morgan',
    activationState: 'PURCHASE',
    note: 'has not bought yet',
  },
  {
    persona: 'required-details',
    firstName: 'Riley',
    lastName: 'Chen',
    activationState: 'REQUIRED_DETAILS',
    note: 'owes required details',
  },
  {
    persona: 'account',
    firstName: 'Avery',
    lastName: 'Brooks',
    activationState: 'ACCOUNT',
    note: 'setting up the account',
    noSecurityQuestion: true,
  },
  {
    persona: 'onboarding',
    firstName: 'Jordan',
    lastName: 'Lee',
    activationState: 'ONBOARDING_REQUIRED',
    note: 'onboarding to finish',
  },
];

const ALL_PERMISSIONS: CustomerPermission[] = ['summary', 'bloodwork', 'nutrition', 'age'];
export const DEMO_SECURITY_QUESTION = 'What was the name of your first pet?';
export const DEMO_SECURITY_ANSWER = 'Biscuit';

export const demoCustomersSeeder: Seeder = {
  name: 'demo-customers-v1',
  kind: 'demo',
  resetsPersona: true,
  logins: PERSONAS.map((p) => ({
    email: demoEmail(p.persona),
    role: 'customer',
    note: `${p.activationState} — ${p.note}`,
  })),
  async run(db, ctx) {
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    const securityAnswerHash = await hashPassword(normalizeAnswer(DEMO_SECURITY_ANSWER));
    for (const p of PERSONAS) {
      if (!seedsPersona(ctx, p.persona)) continue;
      const active = p.activationState === 'ACTIVE';
      await db
        .insert(customers)
        .values({
          email: demoEmail(p.persona),
          passwordHash,
          firstName: p.firstName,
          lastName: p.lastName,
          activationState: p.activationState,
          permissions: active ? ALL_PERMISSIONS : [],
          hasAccessToBru: active,
          allowedToSeeInnerAge: active,
          securityQuestion: p.noSecurityQuestion ? null : DEMO_SECURITY_QUESTION,
          securityAnswerHash: p.noSecurityQuestion ? null : securityAnswerHash,
        })
        .onConflictDoNothing();
    }
  },
};
