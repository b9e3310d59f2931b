import { serve } from '@hono/node-server';
import { createApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db';
import { DataDirLockedError } from './db/lock';
import {
  demoLogins,
  DemoPersonasPresentError,
  refuseDemoPersonas,
  runSeeders,
  type SeedFacts,
} from './db/seed';
import { seedersFor } from './db/seed/registry';
import { createLogger, errorFields } from './log';
import { startHabitReportScheduler } from './services/habit-reports';
import { startPurgeScheduler } from './services/purge';
import { jobDefinitions } from './jobs/definitions';
import { createJobRunner } from './jobs/runner';
import { ensureWebBuild } from './web-build';

const config = configOrExit();
const log = createLogger(config.logLevel);
const say = (msg: string) => process.stdout.write(msg + '\n');

function configOrExit() {
  try {
    return loadConfig();
  } catch (err) {
    process.stderr.write(`\nCannot start: ${err instanceof Error ? err.message : String(err)}\n\n`);
    process.exit(1);
  }
}

async function main() {
  if (config.serveWeb) await ensureWebBuild(process.cwd(), config.webDir, config.env, say, config.ssrEntry);

  const database = await openDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl }
      : { kind: 'pglite', dataDir: config.dataDir },
  );
  const seeders = seedersFor(config);
  let facts: SeedFacts = {};
  await database.migrate(async (db) => {
    await refuseDemoPersonas(db, config.demoData);
    facts = await runSeeders(db, seeders, { log, now: new Date(), publicUrl: config.publicUrl });
  });

  // the back office's jobs (issue 19): one PGlite data directory has one server, so every job still
  // marked running at start was cut off by the last stop
  const jobs = createJobRunner({
    definitions: jobDefinitions,
    recoverAllAtStart: database.kind === 'pglite',
  });
  const app = createApp({ db: database.db, dbKind: database.kind, config, log, now: () => new Date(), jobs });
  jobs.start();
  // the weekly Habit reports: the missing ones of the last complete week, at start and hourly
  const habitReports = startHabitReportScheduler({ db: database.db, now: () => new Date(), log });
  // expired sessions, refresh tokens, reset links and rate-limit counters: at start and periodically
  const purge = startPurgeScheduler({ db: database.db, now: () => new Date(), config, log });
  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
    const url = `http://localhost:${info.port}`;
    const where =
      database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `embedded PostgreSQL in ${config.dataDir}`;
    say(`Healthspan is running at ${url}  (database: ${where})`);
    const logins = demoLogins(seeders, facts);
    if (logins.length) {
      say('Demo logins (password Healthspan-demo-1):');
      for (const l of logins) say(`  ${l.email.padEnd(44)} ${l.role.padEnd(10)} ${l.note}`);
    }
  });

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    habitReports.stop();
    purge.stop();
    // jobs still running after a few seconds stay `running`: the next start resumes or fails them
    const jobsStopped = jobs.stop(3000);
    say(`${signal}: finishing open requests and closing the database…`);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    server.close(() => {
      void jobsStopped
        .then(() => database.close())
        .then(
          () => process.exit(0),
          (err: unknown) => {
            log.error('closing the database failed', errorFields(err));
            process.exit(1);
          },
        );
    });
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

main().catch((err: unknown) => {
  if (err instanceof DataDirLockedError || err instanceof DemoPersonasPresentError) {
    process.stderr.write(`\nCannot start: ${err.message}\n\n`);
    process.exit(1);
  }
  const { error, stack, ...more } = errorFields(err);
  const details = Object.entries(more).map(([name, value]) => `  ${name}: ${String(value)}\n`);
  process.stderr.write(`\nCannot start: ${error}\n${details.join('')}${stack ?? ''}\n`);
  process.exit(1);
});
