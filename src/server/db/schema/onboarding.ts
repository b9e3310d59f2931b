import { sql } from 'drizzle-orm';
import { boolean, integer, jsonb, pgTable } from 'drizzle-orm/pg-core';
import type { StepId } from '../../../domain/onboarding';
import { customers } from './identity';
import { at } from './columns';

// spec 000 §4, §7.5: what the onboarding flow itself stores (docs/decisions/onboarding.md). The
// answers of each step live where the rest of the product reads them (customers, customer_addresses,
// team_members, the questionnaire's tables); this row holds only what has no other home.

/** One row per customer who has saved anything of the flow. */
export const onboardingProgress = pgTable('onboarding_progress', {
  customerId: integer('customer_id')
    .primaryKey()
    .references(() => customers.id, { onDelete: 'cascade' }),
  /** The consent step: terms of service and product consent (the first time given). */
  termsAcceptedAt: at('terms_accepted_at'),
  researchConsent: boolean('research_consent').notNull().default(false),
  /** Optional steps the customer chose to skip (POST questionnaire/skip). */
  skippedSteps: jsonb('skipped_steps')
    .$type<StepId[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  /** An option of kind where_did_you_hear (the questionnaire slice's pick lists). */
  whereDidYouHearId: integer('where_did_you_hear_id'),
  /** When POST complete made the account ACTIVE. */
  completedAt: at('completed_at'),
  updatedAt: at('updated_at').notNull().defaultNow(),
});
