import { eq, sql } from 'drizzle-orm';
import { utcDayOf } from '../../../domain/dates';
import type { Seeder } from '.';
import { DEMO_PASSWORD, demoEmail, seedsPersona } from '.';
import {
  addDays,
  buildHabitReport,
  DAYS_PER_WEEK,
  generateHabitDays,
  JOURNAL_QUESTION_IDS,
  lastCompleteWeekStart,
  NoHabitScoreError,
  type DemoProfile,
  type HabitDay,
  type IsoDate,
} from '../../../domain/habits';
import type { Db } from '..';
import { normalizeAnswer } from '../../services/customers';
import { hashPassword } from '../../services/crypto';
import { loadCustomerMarkers, storeReport } from '../../services/habit-reports';
import { customerJournalQuestions, customers, habitDays } from '../schema';
import { DEMO_SECURITY_ANSWER, DEMO_SECURITY_QUESTION } from './demo-customers';

/** Weeks of daily habit data each habit persona has, ending the day before seeding. */
export const DEMO_HABIT_WEEKS = 12;

interface HabitPersona {
  persona: string;
  profile: DemoProfile;
  /** Journal questions the persona answers; none makes a tracker-only report. */
  journal: boolean;
}

export const HABIT_PERSONAS: readonly HabitPersona[] = [
  { persona: 'active', profile: 'improving', journal: true },
  { persona: 'no-journal', profile: 'struggling', journal: false },
];

const NO_JOURNAL = { persona: 'no-journal', firstName: 'Noa', lastName: 'Lindqvist' };

/**
 * Habit demo data (once per database, dates relative to the seeding moment): DEMO_HABIT_WEEKS
 * weeks of journal and tracker days for active@ (improving, every journal question) and the new
 * no-journal@ persona (tracker only, no journal questions), and each one's weekly reports, built by
 * the real builder for every complete Monday–Sunday week of the data, each as if made the Monday
 * after its week.
 */
export const demoHabitsSeeder: Seeder = {
  name: 'demo-habits-v1',
  kind: 'demo',
  resetsPersona: true,
  logins: [
    {
      email: demoEmail(NO_JOURNAL.persona),
      role: 'customer',
      note: 'ACTIVE, weekly habit reports from a tracker alone: no journal questions',
    },
  ],
  async run(db, ctx) {
    const { now } = ctx;
    if (seedsPersona(ctx, NO_JOURNAL.persona))
      await db
        .insert(customers)
        .values({
          email: demoEmail(NO_JOURNAL.persona),
          passwordHash: await hashPassword(DEMO_PASSWORD),
          firstName: NO_JOURNAL.firstName,
          lastName: NO_JOURNAL.lastName,
          activationState: 'ACTIVE',
          permissions: ['summary', 'bloodwork', 'nutrition', 'age'],
          hasAccessToBru: true,
          allowedToSeeInnerAge: true,
          securityQuestion: DEMO_SECURITY_QUESTION,
          securityAnswerHash: await hashPassword(normalizeAnswer(DEMO_SECURITY_ANSWER)),
        })
        .onConflictDoNothing();
    for (const persona of HABIT_PERSONAS) {
      if (!seedsPersona(ctx, persona.persona)) continue;
      const [customer] = await db
        .select({ id: customers.id })
        .from(customers)
        .where(eq(sql`lower(${customers.email})`, demoEmail(persona.persona)));
      if (customer) await seedHabits(db, customer.id, persona, now);
    }
  },
};

async function seedHabits(db: Db, customerId: number, persona: HabitPersona, now: Date) {
  const today = utcDayOf(now);
  const lastDay = addDays(today, -1);
  // a customer without journal questions keeps no journal answers: only the tracker's days
  const days = generateHabitDays({
    seed: persona.persona,
    weeks: DEMO_HABIT_WEEKS,
    profile: persona.profile,
    lastDay,
  }).map(({ journal, ...day }): HabitDay => (persona.journal && journal ? { ...day, journal } : day));
  if (persona.journal)
    await db
      .insert(customerJournalQuestions)
      .values(JOURNAL_QUESTION_IDS.map((questionId) => ({ customerId, questionId, createdAt: now })))
      .onConflictDoNothing();
  // a day with neither journal nor tracker is a day not logged: no row
  const logged = days.filter((day) => day.journal ?? day.tracker);
  await db
    .insert(habitDays)
    .values(
      logged.map((day) => ({
        customerId,
        day: day.date,
        journal: day.journal ?? null,
        tracker: day.tracker ?? null,
        updatedAt: now,
      })),
    )
    .onConflictDoNothing();

  // the real builder on the days just stored, the journal questions and the blood results
  const markers = await loadCustomerMarkers(db, customerId);
  const journalQuestions = persona.journal ? JOURNAL_QUESTION_IDS : [];
  for (const weekStart of completeWeeks(days[0]!.date, today)) {
    const madeAt = new Date(`${addDays(weekStart, DAYS_PER_WEEK)}T06:00:00Z`);
    try {
      const report = buildHabitReport({ customerId, weekStart, days: logged, journalQuestions, markers });
      await storeReport(db, customerId, weekStart, report, madeAt < now ? madeAt : now);
    } catch (err) {
      if (!(err instanceof NoHabitScoreError)) throw err;
    }
  }
}

/** Mondays of the complete Monday–Sunday weeks from `firstDay` up to the last one before `today`. */
function completeWeeks(firstDay: IsoDate, today: IsoDate): IsoDate[] {
  const weeks: IsoDate[] = [];
  for (let week = lastCompleteWeekStart(today); week >= firstDay; week = addDays(week, -DAYS_PER_WEEK))
    weeks.unshift(week);
  return weeks;
}
