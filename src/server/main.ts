import cluster from 'node:cluster';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { loadConfig } from './config';
import { openDatabase, type Database } from './db';
import { DataDirLockedError } from './db/lock';
import { answeringFirst } from './http/cached-answer';
import { createInFlight } from './http/in-flight';
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

/** Opens the database, migrates and seeds it: once per start, before any process serves. */
async function prepare() {
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
  const announce = (port: number, processes: number) => {
    const url = `http://localhost:${port}`;
    const where =
      database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `embedded PostgreSQL in ${config.dataDir}`;
    const many = processes > 1 ? `, ${processes} API processes` : '';
    say(`Healthspan is running at ${url}  (database: ${where}${many})`);
    const logins = demoLogins(seeders, facts);
    if (logins.length) {
      say('Demo logins (password Healthspan-demo-1):');
      for (const l of logins) say(`  ${l.email.padEnd(44)} ${l.role.padEnd(10)} ${l.note}`);
    }
  };
  return { database, announce };
}

/**
 * Serves the API (and the SPA) on an open database. `schedulers`: the habit-report and purge timers,
 * which one process of several runs; `onListening` says where once the port is open.
 */
function serveOn(
  database: Database,
  { schedulers, onListening }: { schedulers: boolean; onListening?: (port: number) => void },
) {
  // the back office's jobs (issue 19): one PGlite data directory has one server, so every job still
  // marked running at start was cut off by the last stop
  const jobs = createJobRunner({
    definitions: jobDefinitions,
    recoverAllAtStart: database.kind === 'pglite',
  });
  const app = createApp({ db: database.db, dbKind: database.kind, config, log, now: () => new Date(), jobs });
  jobs.start();
  // the weekly Habit reports: the missing ones of the last complete week, at start and hourly
  const habitReports = schedulers
    ? startHabitReportScheduler({ db: database.db, now: () => new Date(), log })
    : undefined;
  // expired sessions, refresh tokens, reset links and rate-limit counters: at start and periodically
  const purge = schedulers
    ? startPurgeScheduler({ db: database.db, now: () => new Date(), config, log })
    : undefined;
  const inFlight = createInFlight();
  // issue 22: a remembered reference URL is answered in node's listener, before a Fetch Request is built
  const server = serve(
    {
      fetch: inFlight.track(app.fetch),
      port: config.port,
      hostname: config.host,
      createServer: answeringFirst(app.referenceAnswers),
    },
    (info) => onListening?.(info.port),
  );

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    habitReports?.stop();
    purge?.stop();
    // jobs still running after a few seconds stay `running`: the next start resumes or fails them
    const jobsStopped = jobs.stop(3000);
    if (cluster.isPrimary) say(`${signal}: finishing open requests and closing the database…`);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    // handlers whose client went away still query: the database closes after them (issue 22's 500s)
    server.close(() => {
      void Promise.all([jobsStopped, inFlight.drained(5000)])
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

/** One process: prepare, then serve. */
async function main() {
  const { database, announce } = await prepare();
  serveOn(database, { schedulers: true, onListening: (port) => announce(port, 1) });
}

/**
 * Issue 22: WEB_CONCURRENCY processes on one PostgreSQL. This one migrates and seeds, then forks
 * workers that share the port (the cluster module hands connections round-robin) and says where
 * once all listen; a worker that dies is replaced; a signal stops them all.
 */
async function primary(processes: number) {
  const { database, announce } = await prepare();
  await database.close();
  let listening = 0;
  let stopping = false;
  cluster.on('listening', (_worker, address) => {
    if (++listening === processes) announce(address.port, processes);
  });
  cluster.on('exit', (worker, code) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    log.error('an API process ended; starting another', { pid: worker.process.pid, code });
    cluster.fork({ HEALTHSPAN_WORKER_SCHEDULERS: '0' });
  });
  for (let i = 0; i < processes; i++) cluster.fork({ HEALTHSPAN_WORKER_SCHEDULERS: i === 0 ? '1' : '0' });
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    say(`${signal}: stopping ${processes} API processes…`);
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
    setTimeout(() => process.exit(1), 12_000).unref();
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

/** A forked API process: the primary already migrated and seeded. */
async function worker() {
  const database = await openDatabase({ kind: 'postgres', url: config.databaseUrl! });
  serveOn(database, { schedulers: process.env.HEALTHSPAN_WORKER_SCHEDULERS === '1' });
}

function start() {
  if (cluster.isWorker) return worker();
  const processes = config.webConcurrency;
  if (processes > 1 && !config.databaseUrl)
    say(
      `WEB_CONCURRENCY=${processes} ignored: the embedded database (PGlite) is opened by one process only; ` +
        'set DATABASE_URL to run several API processes.',
    );
  return processes > 1 && config.databaseUrl ? primary(processes) : main();
}

start().catch((err: unknown) => {
  if (err instanceof DataDirLockedError || err instanceof DemoPersonasPresentError) {
    process.stderr.write(`\nCannot start: ${err.message}\n\n`);
    process.exit(1);
  }
  const { error, stack, ...more } = errorFields(err);
  const details = Object.entries(more).map(([name, value]) => `  ${name}: ${String(value)}\n`);
  process.stderr.write(`\nCannot start: ${error}\n${details.join('')}${stack ?? ''}\n`);
  process.exit(1);
});
