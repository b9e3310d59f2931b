import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import type { JobKind, JobLogLevel, JobOutcome, JobStatus } from '../../../contract/back-office-jobs';
import { companies, staff } from './staff';
import { at, bytea } from './columns';

// Issue 19: the back office's job runner (src/server/jobs). docs/decisions/back-office-jobs.md.

/**
 * One piece of bulk work (an import, a bulk action, a script, an export, a CRM sync): queued by a
 * staff member for their company, claimed by a runner (`FOR UPDATE SKIP LOCKED`, so several servers
 * on one PostgreSQL never run a job twice), kept alive by `heartbeat_at`, finished once. `cursor` is
 * where a resumable job carries on after a restart.
 */
export const adminJobs = pgTable(
  'admin_jobs',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').$type<JobKind>().notNull(),
    title: text('title').notNull(),
    status: text('status').$type<JobStatus>().notNull().default('queued'),
    dryRun: boolean('dry_run').notNull().default(false),
    params: jsonb('params').$type<unknown>().notNull(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    total: integer('total'),
    done: integer('done').notNull().default(0),
    failed: integer('failed').notNull().default(0),
    skipped: integer('skipped').notNull().default(0),
    cursor: jsonb('cursor').$type<unknown>(),
    summary: text('summary'),
    error: text('error'),
    cancelRequested: boolean('cancel_requested').notNull().default(false),
    /** How many times a runner claimed it (a resume after a restart is the second). */
    attempts: integer('attempts').notNull().default(0),
    createdAt: at('created_at').notNull().defaultNow(),
    /** Not claimed before this time (an erasure after its grace period); null: at once. */
    runAfter: at('run_after'),
    startedAt: at('started_at'),
    finishedAt: at('finished_at'),
    heartbeatAt: at('heartbeat_at'),
  },
  (t) => [
    index('admin_jobs_queue').on(t.status, t.id),
    index('admin_jobs_kind').on(t.companyId, t.kind, t.id),
  ],
);

/** What a job said, in order: about one item (`item_key`, `outcome`) or about itself. */
export const adminJobLogs = pgTable(
  'admin_job_logs',
  {
    id: serial('id').primaryKey(),
    jobId: integer('job_id')
      .notNull()
      .references(() => adminJobs.id, { onDelete: 'cascade' }),
    at: at('at').notNull().defaultNow(),
    level: text('level').$type<JobLogLevel>().notNull(),
    itemKey: text('item_key'),
    outcome: text('outcome').$type<JobOutcome>(),
    message: text('message').notNull(),
  },
  (t) => [
    index('admin_job_logs_job').on(t.jobId, t.id),
    index('admin_job_logs_item')
      .on(t.jobId, t.itemKey)
      .where(sql`${t.itemKey} is not null`),
  ],
);

/** The files a job wrote (an export's CSV), downloaded by the staff of its company. */
export const adminJobFiles = pgTable(
  'admin_job_files',
  {
    jobId: integer('job_id')
      .notNull()
      .references(() => adminJobs.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    contentType: text('content_type').notNull(),
    content: bytea('content').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.jobId, t.name] })],
);
