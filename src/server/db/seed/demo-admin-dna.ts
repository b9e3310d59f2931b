import type { Seeder } from '.';
import { DEMO_PASSWORD, demoEmail, seedsPersona } from '.';
import { DAY_MS } from '../../../domain/dates';
import { normalizeAnswer } from '../../services/customers';
import { hashPassword } from '../../services/crypto';
import { customers, dnaKits } from '../schema';
import { DEMO_SECURITY_ANSWER, DEMO_SECURITY_QUESTION } from './demo-customers';
import { demoKit } from './demo-dna';

/** dna-kit-lab@'s kit: at the lab (received), for the back office to mark ready with a result file. */
export const LAB_DEMO_KIT = demoKit(15);

/**
 * The genotypes of the e2e's result file for that kit (tests/e2e/fixtures/dna-kit-lab-result.txt is
 * demo23andMeFile of these).
 */
export const KIT_LAB_GENOTYPES: Record<string, string> = {
  rs429358: 'TT',
  rs7412: 'CT',
  rs1801133: 'AA',
  rs9939609: 'TT',
  rs4988235: 'AA',
  rs1815739: 'CC',
  rs762551: 'AC',
};

const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);

/** Back-office demo data of issue 18 (DNA and companies slice): a kit waiting at the lab. */
export const demoAdminDnaSeeder: Seeder = {
  name: 'demo-admin-dna-v1',
  kind: 'demo',
  resetsPersona: true,
  logins: [
    {
      email: demoEmail('dna-kit-lab'),
      role: 'customer',
      note: `ACTIVE, DNA-only — DNA kit ${LAB_DEMO_KIT.dnaKitId} at the lab (received): an admin marks it ready in /admin/dna-kit/view with a result file (tests/e2e/fixtures/dna-kit-lab-result.txt)`,
    },
  ],
  async run(db, ctx) {
    const { now } = ctx;
    if (!seedsPersona(ctx, 'dna-kit-lab')) return;
    const [person] = await db
      .insert(customers)
      .values({
        email: demoEmail('dna-kit-lab'),
        passwordHash: await hashPassword(DEMO_PASSWORD),
        firstName: 'Jordan',
        lastName: 'Reyes',
        activationState: 'ACTIVE',
        permissions: ['summary', 'age'],
        isDnaOnly: true,
        securityQuestion: DEMO_SECURITY_QUESTION,
        securityAnswerHash: await hashPassword(normalizeAnswer(DEMO_SECURITY_ANSWER)),
      })
      .onConflictDoNothing()
      .returning({ id: customers.id });
    if (!person) return;
    await db
      .insert(dnaKits)
      .values({
        ...LAB_DEMO_KIT,
        customerId: person.id,
        state: 'received',
        createdAt: daysBefore(now, 45),
        registeredAt: daysBefore(now, 30),
        mailedAt: daysBefore(now, 25),
        receivedAt: daysBefore(now, 20),
      })
      .onConflictDoNothing();
  },
};
