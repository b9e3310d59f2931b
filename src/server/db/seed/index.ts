import type { Db } from '..';
import { DEFAULT_JWT_SECRET } from '../../config';
import type { Logger } from '../../log';
import { seedLog } from '../schema';

export const DEMO_PASSWORD = 'Healthspan-demo-1';
export const DEMO_EMAIL_DOMAIN = 'demo.healthspan.test';
export const demoEmail = (persona: string) => `${persona}@${DEMO_EMAIL_DOMAIN}`;

export interface DemoLogin {
  email: string;
  role: string;
  note: string;
}

export interface SeedContext {
  log: Logger;
  now: Date;
  /** The server's JWT_SECRET: demo links derived from it differ per deployment. Defaults to the development one. */
  jwtSecret?: string;
}

/** What start-up prints about demo accounts may depend on the deployment's secret. */
export interface LoginContext {
  jwtSecret: string;
}

/**
 * Reference seeders run at every start and must be idempotent (upserts), so a new release of the
 * catalogue reaches existing databases. Demo seeders run once per database, remembered in `seed_log`,
 * so a later release adds personas by adding a seeder.
 */
export interface Seeder {
  name: string;
  kind: 'reference' | 'demo';
  run(db: Db, ctx: SeedContext & { jwtSecret: string }): Promise<void>;
  logins?: DemoLogin[] | ((ctx: LoginContext) => DemoLogin[]);
}

export async function runSeeders(db: Db, seeders: readonly Seeder[], seedCtx: SeedContext) {
  const ctx = { ...seedCtx, jwtSecret: seedCtx.jwtSecret ?? DEFAULT_JWT_SECRET };
  for (const seeder of seeders) {
    await db.transaction(async (tx) => {
      const t = tx as unknown as Db;
      if (seeder.kind === 'demo') {
        const claimed = await t
          .insert(seedLog)
          .values({ name: seeder.name })
          .onConflictDoNothing()
          .returning({ name: seedLog.name });
        if (claimed.length === 0) return;
      }
      await seeder.run(t, ctx);
      ctx.log.debug('seeded', { seeder: seeder.name });
    });
  }
}

export function demoLogins(
  seeders: readonly Seeder[],
  ctx: LoginContext = { jwtSecret: DEFAULT_JWT_SECRET },
): DemoLogin[] {
  return seeders.flatMap((s) => (typeof s.logins === 'function' ? s.logins(ctx) : (s.logins ?? [])));
}
