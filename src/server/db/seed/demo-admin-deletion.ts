import { eq, sql } from 'drizzle-orm';
import type { Seeder } from '.';
import { DEMO_PASSWORD, demoEmail, seedsPersona } from '.';
import { DAY_MS } from '../../../domain/dates';
import { normalizeAnswer } from '../../services/customers';
import { hashPassword } from '../../services/crypto';
import { customers, deletionRequests, staff } from '../schema';
import { DEMO_SECURITY_ANSWER, DEMO_SECURITY_QUESTION } from './demo-customers';

const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);

/** The reason the refused demo request shows the customer. */
export const DEMO_REFUSAL_REASON =
  'Your company plan pays for this account until June: ask your HR contact first.';

/**
 * Back-office demo data of issue 19, deletion slice: deletion-request@ has a pending request (an admin
 * approves or refuses it; the e2e approves and erases it), deletion-refused@ one refused earlier (it
 * may ask again). Both are resettable: a reset makes the customer again and the request with it.
 */
export const demoAdminDeletionSeeder: Seeder = {
  name: 'demo-admin-deletion-v1',
  kind: 'demo',
  resetsPersona: true,
  logins: [
    {
      email: demoEmail('deletion-request'),
      role: 'customer',
      note: 'ACTIVE — asked to delete the account (pending): /customer/account shows the request; an admin approves or refuses it in /admin/customer-delete-requests',
    },
    {
      email: demoEmail('deletion-refused'),
      role: 'customer',
      note: 'ACTIVE — an earlier deletion request was refused with a reason (shown on /customer/account); may ask again',
    },
  ],
  async run(db, ctx) {
    const { now } = ctx;
    const person = async (persona: string, firstName: string, lastName: string) => {
      const [row] = await db
        .insert(customers)
        .values({
          email: demoEmail(persona),
          passwordHash: await hashPassword(DEMO_PASSWORD),
          firstName,
          lastName,
          activationState: 'ACTIVE',
          permissions: ['summary', 'age'],
          securityQuestion: DEMO_SECURITY_QUESTION,
          securityAnswerHash: await hashPassword(normalizeAnswer(DEMO_SECURITY_ANSWER)),
          createdAt: daysBefore(now, 200),
        })
        .onConflictDoNothing()
        .returning({ id: customers.id });
      return row;
    };
    if (seedsPersona(ctx, 'deletion-request')) {
      const row = await person('deletion-request', 'Dana', 'Whitfield');
      if (row)
        await db.insert(deletionRequests).values({
          customerId: row.id,
          note: 'I am moving abroad and will not use the service any more.',
          requestedAt: daysBefore(now, 2),
        });
    }
    if (seedsPersona(ctx, 'deletion-refused')) {
      const row = await person('deletion-refused', 'Miguel', 'Ortega');
      if (row) {
        // the demo Administrator decided it, when that account exists (a reset runs after the staff seeder)
        const [admin] = await db
          .select({ id: staff.id })
          .from(staff)
          .where(eq(sql`lower(${staff.email})`, demoEmail('admin-totp')));
        await db.insert(deletionRequests).values({
          customerId: row.id,
          state: 'refused',
          requestedAt: daysBefore(now, 30),
          decidedAt: daysBefore(now, 28),
          decidedByStaffId: admin?.id ?? null,
          decisionReason: DEMO_REFUSAL_REASON,
        });
      }
    }
  },
};
