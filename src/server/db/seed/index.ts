import type { Db } from '..';
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
  /** Where the product is reached (config.publicUrl), for links the seeders send. */
  publicUrl?: string;
  /**
   * Set when the back office resets one demo persona (its account was just deleted, its data with
   * it): the email of that persona. A seeder that `resetsPersona` then makes only that persona's
   * part, as a start makes it, and nothing shared or of anyone else's.
   */
  persona?: string;
}

/** Whether this run makes `persona`'s data: every persona at a start, only the reset one on a reset. */
export const seedsPersona = (ctx: SeedContext, persona: string) =>
  ctx.persona === undefined || ctx.persona === demoEmail(persona);

/** Whether this run makes the data no persona owns (population, gift cards, free kits, teams): only at a start. */
export const seedsShared = (ctx: SeedContext) => ctx.persona === undefined;

/**
 * What seeders made at this start that start-up prints and cannot read back from the database (it
 * keeps only digests), e.g. the demo coach's entry link.
 */
export type SeedFacts = Partial<Record<'coachGuid' | 'coachOtherGuid', string>>;

/**
 * Reference seeders run at every start and must be idempotent (upserts), so a new release of the
 * catalogue reaches existing databases. Demo seeders run once per database, remembered in `seed_log`,
 * so a later release adds personas by adding a seeder.
 */
export interface Seeder {
  name: string;
  kind: 'reference' | 'demo';
  run(db: Db, ctx: SeedContext): Promise<SeedFacts | void>;
  logins?: DemoLogin[] | ((facts: SeedFacts) => DemoLogin[]);
  /**
   * The seeder honours `SeedContext.persona` (see seedsPersona), so the back office's demo reset
   * runs it again for one persona. Every demo seeder that adds to a customer persona must either say
   * so or name that persona in `refusesReset`.
   */
  resetsPersona?: true;
  /** Customer personas this seeder adds to but cannot make again alone: their reset is refused. */
  refusesReset?: readonly string[];
}

export async function runSeeders(db: Db, seeders: readonly Seeder[], ctx: SeedContext): Promise<SeedFacts> {
  const facts: SeedFacts = {};
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
      Object.assign(facts, await seeder.run(t, ctx));
      ctx.log.debug('seeded', { seeder: seeder.name });
    });
  }
  return facts;
}

/**
 * A server without demo data refuses a database the demo seeders already filled (one seeded before
 * DEMO_DATA existed, or by a development start): its personas' passwords and admin-totp@'s
 * authenticator secret are published in the README.
 */
export class DemoPersonasPresentError extends Error {
  constructor() {
    super(
      'this database holds the demo personas, whose passwords are published. Start it as a demo ' +
        'deployment (DEMO_DATA=1 DEMO_DEPLOYMENT=1) or point the server at a database without demo data.',
    );
    this.name = 'DemoPersonasPresentError';
  }
}

export async function refuseDemoPersonas(db: Db, demoData: boolean) {
  if (demoData) return;
  const [seeded] = await db.select({ name: seedLog.name }).from(seedLog).limit(1);
  if (seeded) throw new DemoPersonasPresentError();
}

export function demoLogins(seeders: readonly Seeder[], facts: SeedFacts = {}): DemoLogin[] {
  return seeders.flatMap((s) => (typeof s.logins === 'function' ? s.logins(facts) : (s.logins ?? [])));
}
