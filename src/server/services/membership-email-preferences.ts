import { eq } from 'drizzle-orm';
import { EMAIL_PREFERENCE_TYPES, type EmailPreferencesFeedback } from '../../contract/membership';
import type { Db } from '../db';
import { customers, emailPreferenceFeedback, emailPreferences } from '../db/schema';
import { newSecret } from './crypto';

const TYPE_IDS = EMAIL_PREFERENCE_TYPES.map((type) => type.id);

/** The customer's preferences, made on first use with every type chosen and a new link id. */
export async function ensureEmailPreferences(db: Db, customerId: number) {
  await db
    .insert(emailPreferences)
    .values({ customerId, linkId: newSecret(), subscriptionTypes: [...TYPE_IDS] })
    .onConflictDoNothing();
  const [row] = await db.select().from(emailPreferences).where(eq(emailPreferences.customerId, customerId));
  return row!;
}

/** The preferences an e-mailed link opens, with the address they belong to. */
export async function preferencesByLink(db: Db, linkId: string) {
  const [row] = await db
    .select({
      customerId: emailPreferences.customerId,
      email: customers.email,
      subscriptionTypes: emailPreferences.subscriptionTypes,
    })
    .from(emailPreferences)
    .innerJoin(customers, eq(customers.id, emailPreferences.customerId))
    .where(eq(emailPreferences.linkId, linkId));
  return row;
}

export async function savePreferences(db: Db, customerId: number, types: readonly string[], now: Date) {
  const ordered = TYPE_IDS.filter((id) => types.includes(id));
  await db
    .update(emailPreferences)
    .set({ subscriptionTypes: ordered, updatedAt: now })
    .where(eq(emailPreferences.customerId, customerId));
  return ordered;
}

export async function saveFeedback(
  db: Db,
  customerId: number,
  feedback: Required<EmailPreferencesFeedback>,
  now: Date,
) {
  await db.insert(emailPreferenceFeedback).values({
    customerId,
    emailAddress: feedback.emailAddress,
    optionIds: feedback.optionIds,
    customMessage: feedback.customOptionMessage,
    createdAt: now,
  });
}

/**
 * The footer of every e-mail the product sends a customer: the link to their e-mail preferences
 * page (001 §3 e-mail preference; the page is `/email-preferences/:linkId`).
 */
export async function preferencesFooter(db: Db, customerId: number, publicUrl: string) {
  const { linkId } = await ensureEmailPreferences(db, customerId);
  return `\n\n—\nChoose which e-mails you get from Healthspan: ${publicUrl}/email-preferences/${encodeURIComponent(linkId)}`;
}
