import { DAY_MS } from '../../../domain/dates';
import type { Seeder } from '.';
import { DEMO_PASSWORD, demoEmail } from '.';
import { hashPassword } from '../../services/crypto';
import { normalizeAnswer } from '../../services/customers';
import { bloodResults, bloodValues, customers, orders, products } from '../schema';
import { eq } from 'drizzle-orm';
import { demoDrawValues } from './demo-blood';
import { DEMO_SECURITY_ANSWER, DEMO_SECURITY_QUESTION } from './demo-customers';
import { bloodMarkerCatalogue } from './reference/blood-markers';

export const UPLOAD_PERSONA = 'upload';
export const UPLOAD_BIRTH_DATE = '1978-09-02';
/** The "Upload your own results" plan (spec 000 §2.4 DIY). */
export const DIY_PACKAGE_ID = 10;
const LAB = 'Healthspan Partner Lab';

/** upload@'s three earlier draws: enough for an InnerAge and a trend a new upload visibly moves. */
export const UPLOAD_DRAWS = [
  { testedAt: '2024-02-06', publishedAt: '2024-02-09', from: 0 },
  { testedAt: '2025-01-21', publishedAt: '2025-01-23', from: 1 },
  { testedAt: '2025-10-14', publishedAt: '2025-10-17', from: 2 },
] as const;

/**
 * upload@ (spec 000 §2.4 blood upload): ACTIVE, may add blood results (hasAccessToBru), a DIY
 * upload order (package 10), sex and birth date set, three draws from the lab.
 */
export const demoUploadSeeder: Seeder = {
  name: 'demo-upload-v1',
  kind: 'demo',
  resetsPersona: true,
  logins: [
    {
      email: demoEmail(UPLOAD_PERSONA),
      role: 'customer',
      note: 'ACTIVE — may upload blood results (DIY upload order), three earlier draws with an InnerAge',
    },
  ],
  async run(db, { now }) {
    const [person] = await db
      .insert(customers)
      .values({
        email: demoEmail(UPLOAD_PERSONA),
        passwordHash: await hashPassword(DEMO_PASSWORD),
        firstName: 'Uma',
        lastName: 'Lindqvist',
        activationState: 'ACTIVE',
        permissions: ['summary', 'bloodwork', 'nutrition', 'age'],
        hasAccessToBru: true,
        allowedToSeeInnerAge: true,
        sex: 'female',
        birthDate: UPLOAD_BIRTH_DATE,
        securityQuestion: DEMO_SECURITY_QUESTION,
        securityAnswerHash: await hashPassword(normalizeAnswer(DEMO_SECURITY_ANSWER)),
      })
      .onConflictDoNothing()
      .returning({ id: customers.id });
    if (!person) return;
    const units = new Map(bloodMarkerCatalogue.map((m) => [m.abbr, m.unit]));
    const draws = demoDrawValues('female', 19780902);
    for (const draw of UPLOAD_DRAWS) {
      const [result] = await db
        .insert(bloodResults)
        .values({
          customerId: person.id,
          testedAt: draw.testedAt,
          publishedAt: draw.publishedAt,
          source: LAB,
        })
        .returning({ id: bloodResults.id });
      await db.insert(bloodValues).values(
        Object.entries(draws[draw.from]!).map(([markerAbbr, value]) => ({
          resultId: result!.id,
          markerAbbr,
          value,
          unit: units.get(markerAbbr)!,
        })),
      );
    }
    const [diy] = await db.select().from(products).where(eq(products.packageId, DIY_PACKAGE_ID));
    if (diy)
      await db.insert(orders).values({
        customerId: person.id,
        productId: diy.id,
        packageId: diy.packageId,
        priceCents: diy.priceCents,
        createdAt: new Date(now.getTime() - 14 * DAY_MS),
      });
  },
};
