import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type {
  HabitReportData,
  JournalAnswers,
  JournalQuestionId,
  TrackerMeasures,
} from '../../../domain/habits';
import { customers } from './identity';

// Issue 9: the weekly Healthspan Habit report (spec 000 §3 Habit report, §7.1). Decisions in
// docs/decisions/habit-report.md.

/**
 * A customer's habit data for one calendar day: the journal answers and the tracker measures, as
 * the domain models them (`HabitDay`). One row per customer and date; a later entry for the same
 * date replaces the row.
 */
export const habitDays = pgTable(
  'habit_days',
  {
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    journal: jsonb('journal').$type<JournalAnswers>(),
    tracker: jsonb('tracker').$type<TrackerMeasures>(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.day] }),
    check('habit_days_has_data', sql`${t.journal} is not null or ${t.tracker} is not null`),
  ],
);

/** The journal questions a customer answers (`JOURNAL_QUESTIONS` ids); a customer may have none. */
export const customerJournalQuestions = pgTable(
  'customer_journal_questions',
  {
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    questionId: text('question_id').$type<JournalQuestionId>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.questionId] })],
);

/**
 * A built weekly report. `token` is the public link's secret (32 random bytes, base64url), kept
 * as it is because the owner's list links to it, and unique. One live (not revoked) report per
 * customer and week; `report_data` is frozen when built, with the score version it was built by.
 */
export const habitReports = pgTable(
  'habit_reports',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    weekStart: date('week_start', { mode: 'string' }).notNull(),
    token: text('token').notNull(),
    reportData: jsonb('report_data').$type<HabitReportData>().notNull(),
    /** The week's Healthspan Habit Score (the gauge value), for the list. */
    score: integer('score').notNull(),
    scoreVersion: text('score_version').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('habit_reports_token').on(t.token),
    uniqueIndex('habit_reports_live_week')
      .on(t.customerId, t.weekStart)
      .where(sql`${t.revokedAt} is null`),
    index('habit_reports_customer_week').on(t.customerId, t.weekStart),
    check('habit_reports_score', sql`${t.score} between 0 and 100`),
    check('habit_reports_week_start_monday', sql`extract(isodow from ${t.weekStart}) = 1`),
  ],
);
