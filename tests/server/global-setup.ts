import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/server/db';
import { runSeeders } from '../../src/server/db/seed';
import { seeders } from '../../src/server/db/seed/registry';
import { createLogger } from '../../src/server/log';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    /** The clock the template was seeded at (ISO), for a test that must seed again as it did. */
    pgliteTemplateSeededAt: string;
  }
}

/**
 * A fresh PGlite costs seconds, so the run migrates and seeds one database once, dumps it, and
 * every integration test file starts its own database from that dump (notes/backend.md).
 */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) return; // each file makes its own PostgreSQL database instead
  const database = await openDatabase({ kind: 'pglite-memory' });
  const seededAt = new Date();
  await database.migrate((db) => runSeeders(db, seeders, { log: createLogger('silent'), now: seededAt }));
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'healthspan-template-'));
  const file = path.join(dir, 'template.tar.gz');
  const dump = await database.dump!();
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide('pgliteTemplate', file);
  project.provide('pgliteTemplateSeededAt', seededAt.toISOString());
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
