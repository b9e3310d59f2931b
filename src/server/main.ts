import { serve } from '@hono/node-server';
import { createApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db';
import { DataDirLockedError } from './db/lock';
import { demoLogins, runSeeders } from './db/seed';
import { seeders } from './db/seed/registry';
import { createLogger } from './log';
import { startHabitReportScheduler } from './services/habit-reports';
import { ensureWebBuild } from './web-build';

const config = loadConfig();
const log = createLogger(config.logLevel);
const say = (msg: string) => process.stdout.write(msg + '\n');

async function main() {
  if (config.serveWeb) await ensureWebBuild(process.cwd(), config.webDir, config.env, say);

  const database = await openDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl }
      : { kind: 'pglite', dataDir: config.dataDir },
  );
  await database.migrate((db) =>
    runSeeders(db, seeders, { log, now: new Date(), jwtSecret: config.auth.jwtSecret }),
  );

  const app = createApp({ db: database.db, dbKind: database.kind, config, log, now: () => new Date() });
  // the weekly Habit reports: the missing ones of the last complete week, at start and hourly
  const habitReports = startHabitReportScheduler({ db: database.db, now: () => new Date(), log });
  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
    const url = `http://localhost:${info.port}`;
    const where =
      database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `embedded PostgreSQL in ${config.dataDir}`;
    say(`Healthspan is running at ${url}  (database: ${where})`);
    const logins = demoLogins(seeders, { jwtSecret: config.auth.jwtSecret });
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
    say(`${signal}: finishing open requests and closing the database…`);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    server.close(() => {
      database.close().then(
        () => process.exit(0),
        (err: unknown) => {
          log.error('closing the database failed', { error: String(err) });
          process.exit(1);
        },
      );
    });
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

main().catch((err: unknown) => {
  if (err instanceof DataDirLockedError) {
    process.stderr.write(`\nCannot start: ${err.message}\n\n`);
    process.exit(1);
  }
  process.stderr.write(
    `\nCannot start: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`,
  );
  process.exit(1);
});
