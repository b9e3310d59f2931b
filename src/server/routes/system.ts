import { Hono } from 'hono';
import { sql } from 'drizzle-orm';
import { systemPaths, type HealthResponse } from '../../contract/system';
import type { AppDeps } from '../app';
import { jsonError } from '../http/errors';

const version = process.env.npm_package_version ?? '0.1.0';

export function systemRoutes({ db, dbKind }: AppDeps) {
  return new Hono().get(systemPaths.health, async (c) => {
    try {
      await db.execute(sql`select 1`);
    } catch {
      return jsonError(c, 503, 'The database is not answering');
    }
    const body: HealthResponse = { status: 'ok', database: dbKind, version };
    return c.json(body);
  });
}
