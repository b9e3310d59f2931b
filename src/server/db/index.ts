import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { acquireDataDirLock } from './lock';
import * as schema from './schema';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs migrations (and `afterMigrate`, e.g. seeding) so that only one process does it at a time. */
  migrate(afterMigrate?: (db: Db) => Promise<unknown>): Promise<void>;
  close(): Promise<void>;
  /** PGlite only: the whole data directory as a gzipped tarball (test templates start from it). */
  dump?: () => Promise<Blob>;
}

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

// Any fixed 64-bit key works; this one spells "hspan" and is only used by this product.
const MIGRATION_LOCK_KEY = 0x687370616e;

export type OpenOptions =
  | { kind: 'pglite'; dataDir: string }
  | { kind: 'pglite-memory'; loadDataDir?: Blob | File }
  | { kind: 'postgres'; url: string; max?: number };

export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (options.kind === 'postgres') return openPostgres(options.url, options.max ?? 10);
  if (options.kind === 'pglite-memory')
    return openPglite(new PGlite({ loadDataDir: options.loadDataDir }), () => {});
  const release = acquireDataDirLock(options.dataDir);
  try {
    const client = await PGlite.create(path.join(options.dataDir, 'pg'));
    return openPglite(client, release);
  } catch (err) {
    release();
    throw err;
  }
}

function openPglite(client: PGlite, release: () => void): Database {
  const db = drizzlePglite(client, { schema });
  return {
    db: db,
    kind: 'pglite',
    async migrate(afterMigrate) {
      await migratePglite(db, { migrationsFolder });
      await afterMigrate?.(db);
    },
    dump: () => client.dumpDataDir('gzip'),
    async close() {
      try {
        await client.close();
      } finally {
        release();
      }
    },
  };
}

function openPostgres(url: string, max: number): Database {
  const pool = new pg.Pool({ connectionString: url, max });
  // An idle pooled connection can be ended by the server (restart, failover, a dropped database);
  // without a listener that error would crash the process. The next query gets a fresh connection.
  pool.on('error', () => {});
  const db = drizzlePg(pool, { schema });
  return {
    db: db,
    kind: 'postgres',
    async migrate(afterMigrate) {
      // Several API processes may start together: one migrates and seeds, the others wait.
      const conn = await pool.connect();
      try {
        await conn.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        const locked = drizzlePg(conn, { schema });
        await migratePg(locked, { migrationsFolder });
        await afterMigrate?.(locked);
      } finally {
        await conn.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
        conn.release();
      }
    },
    close: () => pool.end(),
  };
}
