import fs from 'node:fs';
import { inject } from 'vitest';
import { createApp, type AppInput } from '../../src/server/app';
import { loadConfig, type Config } from '../../src/server/config';
import { openDatabase, type Database } from '../../src/server/db';
import { runSeeders } from '../../src/server/db/seed';
import { seeders } from '../../src/server/db/seed/registry';
import { createLogger } from '../../src/server/log';
import { jobDefinitions } from '../../src/server/jobs/definitions';
import { createJobRunner, type JobRunner } from '../../src/server/jobs/runner';

export interface TestApp {
  app: ReturnType<typeof createApp>;
  database: Database;
  config: Config;
  /** Moves the clock every route reads. */
  setNow(date: Date): void;
  /** The clock every route reads. */
  now(): Date;
  /** The back office's job runner, manual: queued jobs run when a test calls `jobs.drain()`. */
  jobs: JobRunner;
  /** The clock the database was seeded at (the PGlite template's is the run's start, not `now()`). */
  seededAt: Date;
  close(): Promise<void>;
}

/**
 * The same app `npm start` builds, on its own database: a copy of the run's seeded PGlite template,
 * or, with TEST_DATABASE_URL, a fresh PostgreSQL database created for this file and dropped after.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  input: Pick<AppInput, 'background' | 'jobs' | 'references'> = {},
): Promise<TestApp> {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    WEB_DIR: '/nonexistent',
    SSR_ENTRY: '/nonexistent',
    ...env,
  });
  let now = new Date('2026-11-22T12:00:00Z');
  let seededAt = now;
  const url = process.env.TEST_DATABASE_URL;
  let database: Database;
  let dropDatabase = async () => {};
  if (url) {
    const name = `hs_test_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
    const admin = await openDatabase({ kind: 'postgres', url, max: 1 });
    await admin.db.execute(`create database ${name}`);
    await admin.close();
    const target = new URL(url);
    target.pathname = `/${name}`;
    database = await openDatabase({ kind: 'postgres', url: target.toString(), max: 4 });
    await database.migrate((db) => runSeeders(db, seeders, { log: createLogger('silent'), now }));
    dropDatabase = async () => {
      const again = await openDatabase({ kind: 'postgres', url, max: 1 });
      await again.db.execute(`drop database if exists ${name} with (force)`);
      await again.close();
    };
  } else {
    const template = new Blob([fs.readFileSync(inject('pgliteTemplate'))]);
    database = await openDatabase({ kind: 'pglite-memory', loadDataDir: template });
    seededAt = new Date(inject('pgliteTemplateSeededAt'));
  }
  const jobs = input.jobs ?? createJobRunner({ definitions: jobDefinitions, manual: true });
  const app = createApp({
    db: database.db,
    dbKind: database.kind,
    config,
    log: createLogger('silent'),
    now: () => now,
    ...input,
    jobs,
  });
  return {
    app,
    database,
    config,
    setNow: (date) => {
      now = date;
    },
    now: () => now,
    jobs,
    seededAt,
    async close() {
      await database.close();
      await dropDatabase();
    },
  };
}

/** Another API process on `t`'s database (`WEB_CONCURRENCY=2`): its own app, caches and job runner. */
export const otherProcess = (t: TestApp, input: Pick<AppInput, 'jobs'> = {}) =>
  createApp({
    db: t.database.db,
    dbKind: t.database.kind,
    config: t.config,
    log: createLogger('silent'),
    now: () => t.now(),
    ...input,
  });
