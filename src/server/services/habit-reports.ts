import { and, asc, desc, eq, gte, isNull, lte, notExists, sql } from 'drizzle-orm';
import {
  addDays,
  buildHabitReport,
  DAYS_PER_WEEK,
  HABIT_SCORE_VERSION,
  HISTORY_WEEKS,
  reportWeekAt,
  NoHabitScoreError,
  type CustomerMarker,
  type HabitDay,
  type HabitReportData,
  type IsoDate,
  type JournalQuestionId,
} from '../../domain/habits';
import type { Db } from '../db';
import { customerJournalQuestions, habitDays, habitReports } from '../db/schema';
import type { Logger } from '../log';
import { loadCatalogue } from './blood-catalogue';
import { latestByMarker, loadBloodProfile, loadResults } from './blood-results';
import { newSecret } from './crypto';

// Issue 9: building, storing and finding weekly Healthspan Habit reports. Decisions in
// docs/decisions/habit-report.md.

export type HabitReportRow = typeof habitReports.$inferSelect;

/** Every day the report of the week starting `weekStart` reads: the history's weeks, that week last. */
export function reportDaysRange(weekStart: IsoDate): { from: IsoDate; to: IsoDate } {
  return {
    from: addDays(weekStart, -(HISTORY_WEEKS - 1) * DAYS_PER_WEEK),
    to: addDays(weekStart, DAYS_PER_WEEK - 1),
  };
}

/** The customer's stored habit days from `from` to `to` (inclusive), oldest first. */
export async function loadHabitDays(
  db: Db,
  customerId: number,
  from: IsoDate,
  to: IsoDate,
): Promise<HabitDay[]> {
  const rows = await db
    .select()
    .from(habitDays)
    .where(and(eq(habitDays.customerId, customerId), gte(habitDays.day, from), lte(habitDays.day, to)))
    .orderBy(asc(habitDays.day));
  return rows.map((row) => ({
    date: row.day,
    ...(row.journal ? { journal: row.journal } : {}),
    ...(row.tracker ? { tracker: row.tracker } : {}),
  }));
}

export async function loadJournalQuestions(db: Db, customerId: number): Promise<JournalQuestionId[]> {
  const rows = await db
    .select({ questionId: customerJournalQuestions.questionId })
    .from(customerJournalQuestions)
    .where(eq(customerJournalQuestions.customerId, customerId))
    .orderBy(asc(customerJournalQuestions.questionId));
  return rows.map((row) => row.questionId);
}

/** The newest reading of each marker of the customer's blood results, named as the catalogue names it. */
export async function loadCustomerMarkers(db: Db, customerId: number): Promise<CustomerMarker[]> {
  const profile = await loadBloodProfile(db, customerId);
  if (!profile) return [];
  const catalogue = await loadCatalogue(db);
  const latest = latestByMarker(await loadResults(db, catalogue, profile));
  return [...latest.values()].map(({ value }) => ({
    abbr: value.markerAbbr,
    name: catalogue.byAbbr.get(value.markerAbbr)?.name ?? value.markerAbbr,
    state: value.state,
  }));
}

/**
 * `report_data` of the customer's week starting `weekStart`, computed from the stored habit days,
 * journal questions and blood results. Throws NoHabitScoreError when the week has no score.
 */
export async function computeHabitReport(
  db: Db,
  customerId: number,
  weekStart: IsoDate,
): Promise<HabitReportData> {
  const { from, to } = reportDaysRange(weekStart);
  const [days, journalQuestions, markers] = await Promise.all([
    loadHabitDays(db, customerId, from, to),
    loadJournalQuestions(db, customerId),
    loadCustomerMarkers(db, customerId),
  ]);
  return buildHabitReport({ customerId, weekStart, days, journalQuestions, markers });
}

/** The customer's live (not revoked) report of a week, if one was built. */
export async function liveReportOfWeek(
  db: Db,
  customerId: number,
  weekStart: IsoDate,
): Promise<HabitReportRow | undefined> {
  const [row] = await db
    .select()
    .from(habitReports)
    .where(
      and(
        eq(habitReports.customerId, customerId),
        eq(habitReports.weekStart, weekStart),
        isNull(habitReports.revokedAt),
      ),
    );
  return row;
}

/**
 * The customer's report of the week starting `weekStart`: the live one when it exists (`created`
 * false), else built now from the stored data and stored (see `storeReport`). Throws
 * NoHabitScoreError when the week has too little data for a score.
 */
export async function ensureWeeklyReport(
  db: Db,
  customerId: number,
  weekStart: IsoDate,
  now: Date,
): Promise<{ report: HabitReportRow; created: boolean }> {
  const existing = await liveReportOfWeek(db, customerId, weekStart);
  if (existing) return { report: existing, created: false };
  return storeReport(db, customerId, weekStart, await computeHabitReport(db, customerId, weekStart), now);
}

/**
 * Stores a built report under a new token (32 random bytes, base64url) unless the week already
 * has a live one. Two builds at once store one report: the loser of the unique live-week index
 * answers the winner's row (`created` false).
 */
export async function storeReport(
  db: Db,
  customerId: number,
  weekStart: IsoDate,
  reportData: HabitReportData,
  now: Date,
): Promise<{ report: HabitReportRow; created: boolean }> {
  const [inserted] = await db
    .insert(habitReports)
    .values({
      customerId,
      weekStart,
      token: newSecret(),
      reportData,
      score: reportData.charts.gauge_chart.value,
      scoreVersion: HABIT_SCORE_VERSION,
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning();
  if (inserted) return { report: inserted, created: true };
  const winner = await liveReportOfWeek(db, customerId, weekStart);
  if (!winner) throw new Error(`the habit report of ${weekStart} could not be stored`);
  return { report: winner, created: false };
}

/** The customer's live reports, newest week first. */
export function listReports(db: Db, customerId: number): Promise<HabitReportRow[]> {
  return db
    .select()
    .from(habitReports)
    .where(and(eq(habitReports.customerId, customerId), isNull(habitReports.revokedAt)))
    .orderBy(desc(habitReports.weekStart));
}

/** The live report a token names; with `customerId`, only when that customer owns it. */
export async function findLiveReport(
  db: Db,
  token: string,
  customerId?: number,
): Promise<HabitReportRow | undefined> {
  const [row] = await db
    .select()
    .from(habitReports)
    .where(
      and(
        eq(habitReports.token, token),
        isNull(habitReports.revokedAt),
        customerId === undefined ? undefined : eq(habitReports.customerId, customerId),
      ),
    );
  return row;
}

/** Stops a report's link from answering (the owner's list drops it too); true when one was live. */
export async function revokeReport(db: Db, customerId: number, token: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(habitReports)
    .set({ revokedAt: now })
    .where(
      and(
        eq(habitReports.token, token),
        eq(habitReports.customerId, customerId),
        isNull(habitReports.revokedAt),
      ),
    )
    .returning({ id: habitReports.id });
  return rows.length > 0;
}

/** Customers with habit data in the week starting `weekStart` and no live report of it. */
export async function customersMissingReport(db: Db, weekStart: IsoDate): Promise<number[]> {
  const weekEnd = addDays(weekStart, DAYS_PER_WEEK - 1);
  const rows = await db
    .selectDistinct({ customerId: habitDays.customerId })
    .from(habitDays)
    .where(
      and(
        gte(habitDays.day, weekStart),
        lte(habitDays.day, weekEnd),
        notExists(
          db
            .select({ one: sql`1` })
            .from(habitReports)
            .where(
              and(
                eq(habitReports.customerId, habitDays.customerId),
                eq(habitReports.weekStart, weekStart),
                isNull(habitReports.revokedAt),
              ),
            ),
        ),
      ),
    )
    .orderBy(asc(habitDays.customerId));
  return rows.map((row) => row.customerId);
}

export interface WeeklyRunResult {
  weekStart: IsoDate;
  /** Customers whose report of the week was built by this run. */
  built: number[];
  /** Customers with data in the week but too little for a score (no report; tried again next run). */
  noScore: number[];
  /** Customers whose build failed otherwise (logged; tried again next run). */
  failed: number[];
}

/**
 * One scheduled pass: builds the missing reports of the last complete week at `now` for every
 * customer with habit data in it. Idempotent: a customer whose report exists is not touched.
 */
export async function buildMissingWeeklyReports(db: Db, now: Date, log?: Logger): Promise<WeeklyRunResult> {
  const weekStart = reportWeekAt(now);
  const result: WeeklyRunResult = { weekStart, built: [], noScore: [], failed: [] };
  for (const customerId of await customersMissingReport(db, weekStart)) {
    try {
      const { created } = await ensureWeeklyReport(db, customerId, weekStart, now);
      if (created) result.built.push(customerId);
    } catch (err) {
      if (err instanceof NoHabitScoreError) result.noScore.push(customerId);
      else {
        result.failed.push(customerId);
        log?.error('habit report build failed', {
          customerId,
          weekStart,
          error: err instanceof Error ? err.message : String(err),
        });
      }
    }
  }
  if (result.built.length || result.failed.length) log?.info('weekly habit reports', { ...result });
  return result;
}

/** Hourly: a week ends at midnight UTC on Sunday, so its reports exist within the hour after. */
export const HABIT_REPORT_SCHEDULE_MS = 60 * 60 * 1000;

export interface SchedulerTimers {
  setInterval(run: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
}

export interface HabitReportScheduler {
  /** Runs one pass now (passes never overlap: a pass asked for during one waits for it). */
  runOnce(): Promise<WeeklyRunResult>;
  stop(): void;
}

/**
 * Builds missing weekly reports once at start and then every `intervalMs`, reading the time from
 * `now`; `timers` default to the process's (unref'd, so they never keep it alive). Tests inject
 * both and call `runOnce`.
 */
export function startHabitReportScheduler({
  db,
  now,
  log,
  intervalMs = HABIT_REPORT_SCHEDULE_MS,
  timers = nodeTimers,
  runAtStart = true,
}: {
  db: Db;
  now: () => Date;
  log?: Logger;
  intervalMs?: number;
  timers?: SchedulerTimers;
  runAtStart?: boolean;
}): HabitReportScheduler {
  let queue: Promise<unknown> = Promise.resolve();
  let stopped = false;
  const runOnce = (): Promise<WeeklyRunResult> => {
    const pass = queue.then(() => buildMissingWeeklyReports(db, now(), log));
    queue = pass.catch(() => undefined);
    return pass;
  };
  const tick = () => {
    if (stopped) return;
    runOnce().catch((err: unknown) =>
      log?.error('weekly habit reports failed', { error: err instanceof Error ? err.message : String(err) }),
    );
  };
  const handle = timers.setInterval(tick, intervalMs);
  if (runAtStart) tick();
  return {
    runOnce,
    stop() {
      stopped = true;
      timers.clearInterval(handle);
    },
  };
}

const nodeTimers: SchedulerTimers = {
  setInterval(run, ms) {
    const handle = setInterval(run, ms);
    handle.unref();
    return handle;
  },
  clearInterval(handle) {
    clearInterval(handle as ReturnType<typeof setInterval>);
  },
};
