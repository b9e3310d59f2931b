import { and, asc, count, eq, gt } from 'drizzle-orm';
import { z } from 'zod';
import { scriptName, type ScriptInfo, type ScriptName } from '../../../contract/back-office-data';
import type { Db } from '../../db';
import { bloodResults, derivedValues } from '../../db/schema';
import { passwordResets, rateLimits, refreshTokens, sessions } from '../../db/schema/identity';
import { staffPasswordResets, staffSessions } from '../../db/schema/staff';
import { HttpError } from '../../http/errors';
import type { SignedInStaff } from '../../http/staff-auth';
import type { ItemResult, JobContext, JobDefinition, JobRunner } from '../../jobs/runner';
import { loadCatalogue } from '../blood-catalogue';
import { loadBloodProfile, loadResults } from '../blood-results';
import { customersMissingReport, ensureWeeklyReport } from '../habit-reports';
import { NoHabitScoreError, reportWeekAt } from '../../../domain/habits';
import { innerAgeOf, round2 } from '../innerage';
import { purgeExpired } from '../purge';
import { recordAudit } from './audit';

/**
 * Issue 19: the fixed list of utility scripts (docs/decisions/back-office-data.md). Each is one
 * `utility-script` job: a dry run reports per item what it would change and writes nothing; a real
 * run changes exactly that. The customer-walking scripts carry on from the last customer after a
 * restart (each item is idempotent).
 */

export const SCRIPTS: readonly ScriptInfo[] = [
  {
    name: 'recompute-inner-age',
    title: 'Recompute InnerAge for all customers',
    description:
      'Computes every customer’s InnerAge (PhenoAge of their newest draw that has all nine markers and a birth date) with the current model and stores it where exports read it; reports each customer whose stored value differs.',
    resumable: true,
  },
  {
    name: 'regrade-results',
    title: 'Regrade results after a range change',
    description:
      'Grades every blood value against the current marker ranges and stores the grade; reports each result whose stored grades differ from what the ranges say now (after a range was changed).',
    resumable: true,
  },
  {
    name: 'rebuild-habit-reports',
    title: 'Rebuild missing habit reports',
    description:
      'Builds the weekly Healthspan Habit report of the last complete week for every customer with habit data that has none yet (what the hourly schedule does, at once).',
    resumable: true,
  },
  {
    name: 'purge-expired-sessions',
    title: 'Purge expired sessions',
    description:
      'Deletes customer and staff sessions, refresh tokens and password-reset links a day after they ended, and rate-limit counters whose window ended (what the scheduled purge does, at once).',
    resumable: true,
  },
];

export const scriptParams = z.object({ script: scriptName, dryRun: z.boolean() });
export type ScriptParams = z.infer<typeof scriptParams>;

const scriptTitle = (name: ScriptName) => SCRIPTS.find((s) => s.name === name)!.title;

/** Queues a script run; a real run is audited in the same transaction. */
export async function startScript(
  db: Db,
  jobs: JobRunner,
  actor: SignedInStaff,
  name: ScriptName,
  input: { dryRun: boolean; reason?: string },
  now: Date,
): Promise<number> {
  const title = `${input.dryRun ? 'Dry run: ' : ''}${scriptTitle(name)}`;
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const jobId = await jobs.enqueue(tx, {
      kind: 'utility-script',
      title,
      params: { script: name, dryRun: input.dryRun } satisfies ScriptParams,
      staffId: actor.staff.id,
      companyId: actor.staff.companyId,
      dryRun: input.dryRun,
    });
    if (!input.dryRun)
      await recordAudit(
        tx,
        actor,
        {
          companyId: actor.staff.companyId,
          entity: 'utility-script',
          entityId: name,
          action: 'run',
          summary: `Script "${scriptTitle(name)}" started (job #${jobId})`,
          reason: input.reason ?? null,
          after: { jobId, script: name },
        },
        now,
      );
    return jobId;
  });
}

type Ctx = JobContext<ScriptParams>;
const cursorId = (ctx: Ctx) => (typeof ctx.cursor === 'number' ? ctx.cursor : 0);

/** Customers with at least one blood result, after the cursor, in id order. */
async function customersWithResults(db: Db, after: number) {
  const rows = await db
    .selectDistinct({ id: bloodResults.customerId })
    .from(bloodResults)
    .where(gt(bloodResults.customerId, after))
    .orderBy(asc(bloodResults.customerId));
  return rows.map((r) => r.id);
}

type BloodProfile = NonNullable<Awaited<ReturnType<typeof loadBloodProfile>>>;
type LoadedResults = Awaited<ReturnType<typeof loadResults>>;

/**
 * The loop of the scripts over stored blood results: each customer with results after the cursor is
 * one item, read with their profile and results as the product reads them; `work` compares and
 * (unless a dry run) writes. Answers how many customers `work` reported as changed.
 */
async function forEachCustomerWithResults(
  ctx: Ctx,
  work: (tx: Db, customerId: number, profile: BloodProfile, results: LoadedResults) => Promise<ItemResult>,
): Promise<number> {
  const { db } = ctx.deps;
  const ids = await customersWithResults(db, cursorId(ctx));
  await ctx.setTotal(ids.length);
  const catalogue = await loadCatalogue(db);
  let changed = 0;
  for (const customerId of ids) {
    const result = await ctx.item(
      `customer ${customerId}`,
      async (tx) => {
        const profile = await loadBloodProfile(tx, customerId);
        if (!profile) return { outcome: 'skipped', message: 'No such customer any more.' };
        return work(tx, customerId, profile, await loadResults(tx, catalogue, profile));
      },
      customerId,
    );
    if (result.outcome === 'ok') changed += 1;
  }
  return changed;
}

async function recomputeInnerAge(ctx: Ctx): Promise<string> {
  const changed = await forEachCustomerWithResults(ctx, async (tx, customerId, profile, results) => {
    let now: number | undefined;
    for (const r of results) {
      const age = innerAgeOf(r, profile.birthDate);
      if (age.canCompute) {
        now = round2(age.phenoAge);
        break;
      }
    }
    const subject = String(customerId);
    const [stored] = await tx
      .select({ value: derivedValues.value })
      .from(derivedValues)
      .where(and(eq(derivedValues.kind, 'inner-age'), eq(derivedValues.subject, subject)));
    if (stored?.value === now) return { outcome: 'skipped', message: 'Unchanged.' };
    const was = stored ? String(stored.value) : 'none';
    const will = now === undefined ? 'none (cannot be computed)' : String(now);
    if (!ctx.job.dryRun) {
      if (now === undefined)
        await tx
          .delete(derivedValues)
          .where(and(eq(derivedValues.kind, 'inner-age'), eq(derivedValues.subject, subject)));
      else
        await tx
          .insert(derivedValues)
          .values({ kind: 'inner-age', subject, customerId, value: now, computedAt: ctx.deps.now() })
          .onConflictDoUpdate({
            target: [derivedValues.kind, derivedValues.subject],
            set: { value: now, computedAt: ctx.deps.now() },
          });
    }
    return {
      outcome: 'ok',
      message: `${ctx.job.dryRun ? 'Would change' : 'Changed'} InnerAge from ${was} to ${will}.`,
    };
  });
  return `${changed} customer${changed === 1 ? '' : 's'} ${ctx.job.dryRun ? 'would change' : 'changed'}.`;
}

async function regradeResults(ctx: Ctx): Promise<string> {
  const changed = await forEachCustomerWithResults(ctx, async (tx, customerId, _profile, results) => {
    const grades = new Map<string, number>();
    for (const r of results) for (const v of r.values) grades.set(`${r.id}:${v.markerAbbr}`, v.state);
    const storedRows = await tx
      .select({ subject: derivedValues.subject, value: derivedValues.value })
      .from(derivedValues)
      .where(and(eq(derivedValues.kind, 'grade'), eq(derivedValues.customerId, customerId)));
    const stored = new Map(storedRows.map((r) => [r.subject, r.value]));
    const differ = [...grades].filter(([subject, state]) => stored.get(subject) !== state);
    const gone = [...stored.keys()].filter((subject) => !grades.has(subject));
    if (differ.length === 0 && gone.length === 0) return { outcome: 'skipped', message: 'Unchanged.' };
    const resultIds = new Set([...differ.map(([s]) => s), ...gone].map((s) => s.split(':')[0]));
    if (!ctx.job.dryRun) {
      for (const subject of gone)
        await tx
          .delete(derivedValues)
          .where(and(eq(derivedValues.kind, 'grade'), eq(derivedValues.subject, subject)));
      for (const [subject, value] of differ)
        await tx
          .insert(derivedValues)
          .values({ kind: 'grade', subject, customerId, value, computedAt: ctx.deps.now() })
          .onConflictDoUpdate({
            target: [derivedValues.kind, derivedValues.subject],
            set: { value, computedAt: ctx.deps.now() },
          });
    }
    return {
      outcome: 'ok',
      message: `${ctx.job.dryRun ? 'Would regrade' : 'Regraded'} ${differ.length + gone.length} value${differ.length + gone.length === 1 ? '' : 's'} in result${resultIds.size === 1 ? '' : 's'} #${[...resultIds].join(', #')}.`,
    };
  });
  return `${changed} customer${changed === 1 ? '' : 's'} ${ctx.job.dryRun ? 'would be regraded' : 'regraded'}.`;
}

async function rebuildHabitReports(ctx: Ctx): Promise<string> {
  const { db } = ctx.deps;
  const weekStart = reportWeekAt(ctx.deps.now());
  const ids = (await customersMissingReport(db, weekStart)).filter((id) => id > cursorId(ctx));
  await ctx.setTotal(ids.length);
  let built = 0;
  for (const customerId of ids) {
    const result = await ctx.item(
      `customer ${customerId}`,
      async (tx) => {
        if (ctx.job.dryRun)
          return { outcome: 'ok', message: `Would build the report of the week of ${weekStart}.` };
        try {
          const { created } = await ensureWeeklyReport(tx, customerId, weekStart, ctx.deps.now());
          return created
            ? { outcome: 'ok', message: `Built the report of the week of ${weekStart}.` }
            : { outcome: 'skipped', message: 'The report exists already.' };
        } catch (error) {
          if (error instanceof NoHabitScoreError)
            return { outcome: 'skipped', message: 'Too little habit data for a score.' };
          throw error;
        }
      },
      customerId,
    );
    if (result.outcome === 'ok') built += 1;
  }
  return `${built} report${built === 1 ? '' : 's'} ${ctx.job.dryRun ? 'would be built' : 'built'} (week of ${weekStart}).`;
}

const PURGED_TABLES = [
  ['customer sessions', sessions],
  ['refresh tokens', refreshTokens],
  ['staff sessions', staffSessions],
  ['password-reset links', passwordResets],
  ['staff password-reset links', staffPasswordResets],
  ['rate-limit counters', rateLimits],
] as const;

async function rowCounts(db: Db) {
  const counts: number[] = [];
  for (const [, table] of PURGED_TABLES) {
    const [row] = await db.select({ n: count() }).from(table);
    counts.push(row!.n);
  }
  return counts;
}

/** Thrown to roll a dry run's purge back once it has been counted. */
class DryRunRollback extends Error {}

async function purgeSessions(ctx: Ctx): Promise<string> {
  const { config } = ctx.deps;
  await ctx.setTotal(1);
  let removed = 0;
  await ctx.item('purge', async (tx) => {
    const before = await rowCounts(tx);
    let after: number[] = before;
    // purgeExpired is the one rule of what may go: a dry run runs it too, counts, and rolls it back
    try {
      await tx.transaction(async (s) => {
        await purgeExpired(s, ctx.deps.now(), config);
        after = await rowCounts(s);
        if (ctx.job.dryRun) throw new DryRunRollback();
      });
    } catch (error) {
      if (!(error instanceof DryRunRollback)) throw error;
    }
    const parts = PURGED_TABLES.map(([label], i) => `${label}: ${before[i]! - after[i]!}`);
    removed = before.reduce((sum, n, i) => sum + n - after[i]!, 0);
    return {
      outcome: 'ok',
      message: `${ctx.job.dryRun ? 'Would delete' : 'Deleted'} ${parts.join(', ')}.`,
    };
  });
  return `${removed} row${removed === 1 ? '' : 's'} ${ctx.job.dryRun ? 'would be deleted' : 'deleted'}.`;
}

const RUNS: Record<ScriptName, (ctx: Ctx) => Promise<string>> = {
  'recompute-inner-age': recomputeInnerAge,
  'regrade-results': regradeResults,
  'rebuild-habit-reports': rebuildHabitReports,
  'purge-expired-sessions': purgeSessions,
};

export const utilityScriptJob: JobDefinition<ScriptParams> = {
  kind: 'utility-script',
  params: scriptParams,
  access: 'utilityScripts',
  // every script's items are idempotent (each compares before it writes)
  resumable: true,
  async run(ctx) {
    if (ctx.params.dryRun !== ctx.job.dryRun) throw new HttpError(400, 'The job’s settings disagree.');
    return RUNS[ctx.params.script](ctx);
  },
};
