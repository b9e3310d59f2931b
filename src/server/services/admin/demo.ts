import { eq, inArray, sql } from 'drizzle-orm';
import { BACK_OFFICE_MESSAGES } from '../../../contract/back-office';
import { DEMO_MESSAGES, type DemoPersona } from '../../../contract/back-office-insights';
import type { ActivationState } from '../../../contract/auth';
import type { Db } from '../../db';
import { customers } from '../../db/schema/identity';
import { DEMO_EMAIL_DOMAIN, demoEmail, type SeedContext, type Seeder } from '../../db/seed';
import { demoMeasurementsSeeder } from '../../db/seed/demo-account';
import { seeders } from '../../db/seed/registry';
import { HttpError, invalid } from '../../http/errors';
import { recordAudit, type Actor } from './audit';

/**
 * The demo seeders that can make one persona again (`resetsPersona`): given `SeedContext.persona`
 * each makes only that persona's part (its account, or what it adds to an account an earlier seeder
 * made, e.g. active@'s draws) and nothing shared or of anyone else's. So after the persona's row is
 * deleted (everything of theirs cascades) running all of them in registry order makes that persona
 * exactly as a fresh start does, wherever its data comes from. Running every one rather than the
 * persona's "owners" is what covers shared personas such as active@, which seven seeders add to.
 * A persona is refused when a seeder that adds to it cannot (`refusesReset`) or one whose logins
 * name it does not say it can (a new seeder is refused until it honours `SeedContext.persona`).
 */
const RESEEDABLE = seeders.filter((s) => s.resetsPersona);
const REFUSED = new Set(seeders.flatMap((s) => s.refusesReset ?? []));
/** Seeders that only fill in what is missing on every demo customer: run after a reset as at a start. */
const TOP_UPS: readonly Seeder[] = [demoMeasurementsSeeder];

const personaOf = (email: string) => email.slice(0, email.length - DEMO_EMAIL_DOMAIN.length - 1);

interface Listed {
  persona: string;
  email: string;
  role: string;
  note: string;
  owners: Seeder[];
}

function listed(): Listed[] {
  const byEmail = new Map<string, Listed>();
  for (const seeder of seeders) {
    const logins = typeof seeder.logins === 'function' ? seeder.logins({}) : (seeder.logins ?? []);
    for (const login of logins) {
      const email = login.email.toLowerCase();
      const entry = byEmail.get(email) ?? {
        persona: personaOf(email),
        email,
        role: login.role,
        note: login.note,
        owners: [],
      };
      entry.owners.push(seeder);
      byEmail.set(email, entry);
    }
  }
  return [...byEmail.values()];
}

const resettable = (p: Listed) =>
  p.role === 'customer' && !REFUSED.has(p.persona) && p.owners.every((s) => s.resetsPersona);

/** The demo personas the seeders' logins name, with each customer's account and activation state now. */
export async function demoPersonas(db: Db): Promise<DemoPersona[]> {
  const all = listed();
  const rows = await db
    .select({ id: customers.id, email: customers.email, activationState: customers.activationState })
    .from(customers)
    .where(
      inArray(
        sql`lower(${customers.email})`,
        all.map((p) => p.email),
      ),
    );
  const byEmail = new Map(rows.map((r) => [r.email.toLowerCase(), r]));
  return all.map((p) => {
    const row = p.role === 'customer' ? byEmail.get(p.email) : undefined;
    return {
      persona: p.persona,
      email: p.email,
      role: p.role,
      note: p.note,
      customerId: row?.id ?? null,
      activationState: (row?.activationState as ActivationState | undefined) ?? null,
      resettable: resettable(p),
    };
  });
}

/**
 * Puts a customer persona back as a fresh start makes it: its account is deleted (its data cascades)
 * and the seeders that made it run again, in one transaction with the audit row.
 */
export async function resetDemoPersona(
  db: Db,
  actor: Actor,
  persona: string,
  reason: string,
  ctx: SeedContext,
): Promise<{ persona: string; customerId: number }> {
  const entry = listed().find((p) => p.persona === persona);
  if (!entry) throw new HttpError(404, BACK_OFFICE_MESSAGES.notFound);
  if (entry.role !== 'customer') throw invalid([{ path: 'persona', message: DEMO_MESSAGES.notCustomer }]);
  if (!resettable(entry)) throw invalid([{ path: 'persona', message: DEMO_MESSAGES.notResettable }]);
  const email = demoEmail(persona);
  const byEmail = eq(sql`lower(${customers.email})`, email);
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const [before] = await tx.select({ id: customers.id }).from(customers).where(byEmail);
    if (before) await tx.delete(customers).where(eq(customers.id, before.id));
    for (const seeder of RESEEDABLE) await seeder.run(tx, { ...ctx, persona: email });
    for (const seeder of TOP_UPS) await seeder.run(tx, ctx);
    const [after] = await tx.select({ id: customers.id }).from(customers).where(byEmail);
    if (!after) throw new Error(`the seeders did not make ${email} again`);
    await recordAudit(
      tx,
      actor,
      {
        customerId: after.id,
        entity: 'demo',
        entityId: persona,
        action: 'reset',
        summary: `Demo persona ${email} reset to its fresh start`,
        reason,
        before: { customerId: before?.id ?? null },
        after: { customerId: after.id },
      },
      ctx.now,
    );
    return { persona, customerId: after.id };
  });
}
