import { eq } from 'drizzle-orm';
import PDFDocument from 'pdfkit';
import type { Seeder } from '.';
import { DEMO_PASSWORD, demoEmail, seedsPersona, seedsShared } from '.';
import { REVIEWED_SOURCE } from '../../../contract/back-office-panels';
import { DAY_MS, utcDayOf } from '../../../domain/dates';
import { hashPassword } from '../../services/crypto';
import { normalizeAnswer } from '../../services/customers';
import { storeUpload } from '../../services/ocr/uploads';
import { bloodResults, bloodValues, customers, customPanels, ocrUploads, reviewDecisions } from '../schema';
import type { Db } from '..';
import { DEMO_SECURITY_ANSWER, DEMO_SECURITY_QUESTION } from './demo-customers';

// Issue 18, back office (panels slice): custom panels, and a customer whose report waits for the care team.

/** The demo custom panels by name (the customers slice's seeder attaches them to orders by name). */
export const DEMO_PANELS = {
  metabolic: 'Metabolic follow-up',
  thyroid: 'Thyroid check',
  iron: 'Iron studies (2024)',
} as const;

const PANELS = [
  {
    name: DEMO_PANELS.metabolic,
    description: 'Three months after a high fasting glucose or HbA1c: glucose control and lipids.',
    markerAbbrs: ['GLU', 'HBA1C', 'INSULIN', 'TG', 'HDL', 'LDL'],
    archived: false,
  },
  {
    name: DEMO_PANELS.thyroid,
    description: 'Thyroid function for a customer with symptoms or a borderline TSH.',
    markerAbbrs: ['TSH', 'FT4', 'FT3'],
    archived: false,
  },
  {
    name: DEMO_PANELS.iron,
    description: 'Replaced by the iron markers of the standard panel.',
    markerAbbrs: ['FERRITIN', 'IRON', 'TIBC', 'TSAT'],
    archived: true,
  },
] as const;

export const OCR_REVIEW_PERSONA = 'ocr-review';

/**
 * The report ocr-review@ sent to the care team: a lab that prints in French, so the reader knows
 * some lines and not "Ferritine sérique" until the care team adds that name (the e2e journey does).
 */
export const ocrReviewReport = (drawnOn: string) => [
  'Laboratoire Central de Biologie - Bilan sanguin',
  'Patient: Olivia Renaud',
  `Date Collected: ${drawnOn.slice(5, 7)}/${drawnOn.slice(8, 10)}/${drawnOn.slice(0, 4)}`,
  'Test   Result   Units   Reference Interval',
  'Glucose, Serum   97   mg/dL   65-99',
  'Hemoglobin A1c   5.6   %   4.8-5.6',
  'Ferritine serique   64   ng/mL   15-150',
  'TSH   2.1   uIU/mL   0.45-4.5',
];

/** A one-page PDF with a text layer (pdfkit, as the OCR tests make theirs). */
export function reportPdf(lines: readonly string[]): Promise<Uint8Array> {
  const doc = new PDFDocument({ size: 'LETTER', margin: 54 });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Uint8Array>((resolve) =>
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks)))),
  );
  doc.font('Helvetica').fontSize(12);
  for (const line of lines) doc.text(line, { lineGap: 4 });
  doc.end();
  return done;
}

/** The earlier report, already published by the care team. */
const EARLIER_REPORT = [
  'Laboratoire Central de Biologie - Bilan sanguin',
  'Date Collected: 09/30/2025',
  'Glucose, Serum   101   mg/dL   65-99',
  'Cholesterol, Total   196   mg/dL   100-199',
];
const EARLIER_VALUES = [
  { markerAbbr: 'GLU', value: 101, unit: 'mg/dL' },
  { markerAbbr: 'CHOL', value: 196, unit: 'mg/dL' },
];

async function reviewUpload(db: Db, customerId: number, name: string, lines: readonly string[], at: Date) {
  const groupId = await storeUpload(db, {
    customerId,
    purpose: 'review',
    files: [{ name, kind: 'pdf', bytes: await reportPdf(lines) }],
    now: at,
  });
  const [row] = await db
    .select({ id: ocrUploads.id })
    .from(ocrUploads)
    .where(eq(ocrUploads.groupId, groupId));
  return { id: row!.id, groupId };
}

/**
 * Three custom panels (one archived) and ocr-review@ (ACTIVE, may upload results) with a report
 * waiting for the care team and an earlier one already published.
 */
export const demoAdminPanelsSeeder: Seeder = {
  name: 'demo-admin-panels-v1',
  kind: 'demo',
  resetsPersona: true,
  logins: [
    {
      email: demoEmail(OCR_REVIEW_PERSONA),
      role: 'customer',
      note: 'ACTIVE — a report waiting for the care team (Marker review requests) and one already published',
    },
  ],
  async run(db, ctx) {
    const { now } = ctx;
    for (const { archived, ...panel } of seedsShared(ctx) ? PANELS : [])
      await db
        .insert(customPanels)
        .values({
          ...panel,
          markerAbbrs: [...panel.markerAbbrs],
          createdAt: new Date(now.getTime() - 90 * DAY_MS),
          archivedAt: archived ? new Date(now.getTime() - 30 * DAY_MS) : null,
        })
        .onConflictDoNothing();

    if (!seedsPersona(ctx, OCR_REVIEW_PERSONA)) return;
    const [person] = await db
      .insert(customers)
      .values({
        email: demoEmail(OCR_REVIEW_PERSONA),
        passwordHash: await hashPassword(DEMO_PASSWORD),
        firstName: 'Olivia',
        lastName: 'Renaud',
        activationState: 'ACTIVE',
        permissions: ['summary', 'bloodwork', 'nutrition', 'age'],
        hasAccessToBru: true,
        allowedToSeeInnerAge: true,
        sex: 'female',
        birthDate: '1984-05-17',
        securityQuestion: DEMO_SECURITY_QUESTION,
        securityAnswerHash: await hashPassword(normalizeAnswer(DEMO_SECURITY_ANSWER)),
      })
      .onConflictDoNothing()
      .returning({ id: customers.id });
    if (!person) return;

    const earlierAt = new Date(now.getTime() - 60 * DAY_MS);
    const publishedAt = new Date(now.getTime() - 58 * DAY_MS);
    const earlier = await reviewUpload(db, person.id, 'bilan-2025.pdf', EARLIER_REPORT, earlierAt);
    const [result] = await db
      .insert(bloodResults)
      .values({
        customerId: person.id,
        testedAt: '2025-09-30',
        publishedAt: utcDayOf(publishedAt),
        source: REVIEWED_SOURCE,
        groupId: earlier.groupId,
        createdAt: publishedAt,
      })
      .returning({ id: bloodResults.id });
    await db.insert(bloodValues).values(EARLIER_VALUES.map((v) => ({ resultId: result!.id, ...v })));
    await db
      .update(ocrUploads)
      .set({ status: 'confirmed', resultId: result!.id, confirmedAt: publishedAt })
      .where(eq(ocrUploads.id, earlier.id));
    await db.insert(reviewDecisions).values({
      uploadId: earlier.id,
      values: EARLIER_VALUES,
      testedAt: '2025-09-30',
      updatedAt: publishedAt,
      publishedAt,
      resultId: result!.id,
    });

    const drawnOn = utcDayOf(now.getTime() - 10 * DAY_MS);
    await reviewUpload(
      db,
      person.id,
      'bilan-recent.pdf',
      ocrReviewReport(drawnOn),
      new Date(now.getTime() - 3 * DAY_MS),
    );
  },
};
