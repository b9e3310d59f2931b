import { eq, sql } from 'drizzle-orm';
import { demoEmail, seedsShared, type Seeder } from '.';
import { IMPORT_MAX_ROWS } from '../../../contract/back-office-bulk';
import { DAY_MS } from '../../../domain/dates';
import type { AppDeps } from '../../app';
import { createJobRunner } from '../../jobs/runner';
import { bulkJobs, NO_PASSWORD } from '../../services/admin/bulk-jobs';
import { startImport, storeDryRun } from '../../services/admin/customer-import';
import { readCustomerCsv } from '../../services/admin/customer-import-read';
import { loadStaffAccess } from '../../services/staff';
import { customers } from '../schema/identity';
import { staff } from '../schema/staff';

/** The demo's finished import: three new customers, one updated, two lines refused (e-mail, birth date). */
export const DEMO_IMPORT_FILE = 'new-clients-demo.csv';
export const DEMO_IMPORT_EXISTING = {
  email: 'frances.allen@seeded-import.example.com',
  firstName: 'Frances',
  lastName: 'Allen',
};
const DEMO_IMPORT_CSV = [
  'email,first_name,last_name,phone,date_of_birth,sex,company',
  'ada.lovelace@seeded-import.example.com,Ada,Lovelace,+15555550141,1985-12-10,female,',
  'hedy.lamarr@seeded-import.example.com,Hedy,Lamarr,,1974-11-09,female,',
  'radia.perlman@seeded-import.example.com,Radia,Perlman,,1981-12-18,female,',
  // the customer who exists already: the file adds a phone (duplicates "update")
  `${DEMO_IMPORT_EXISTING.email},Frances,Allen,+15555550142,,,`,
  'not-an-email,Mary,Jackson,,1971-04-09,female,',
  'annie.easley@seeded-import.example.com,Annie,Easley,,1983-02-30,female,',
].join('\r\n');

/**
 * Issue 19, CSV import and bulk user actions: the demo data their screens show — one finished
 * import in the import screen's history, made by the real code: the file read and checked by the
 * upload's own functions, the dry run stored, then the `customer-import` job run to its end by a
 * runner of its own on the seeder's transaction (nothing else is queued there). Only at a start:
 * it names no persona, so a persona's reset leaves it alone.
 */
export const demoAdminBulkSeeder: Seeder = {
  name: 'demo-admin-bulk',
  kind: 'demo',
  async run(db, ctx) {
    if (!seedsShared(ctx)) return;
    const [admin] = await db
      .select({ id: staff.id })
      .from(staff)
      .where(eq(sql`lower(${staff.email})`, demoEmail('admin-totp')));
    const viewer = admin && (await loadStaffAccess(db, admin.id));
    if (!viewer) return;
    // yesterday: the history shows a past import, not one of this minute
    const at = new Date(ctx.now.getTime() - DAY_MS);
    await db
      .insert(customers)
      .values({
        ...DEMO_IMPORT_EXISTING,
        passwordHash: NO_PASSWORD,
        createdAt: new Date(at.getTime() - 30 * DAY_MS),
      })
      .onConflictDoNothing();
    const reading = readCustomerCsv(new TextEncoder().encode(DEMO_IMPORT_CSV), at, IMPORT_MAX_ROWS);
    if (!reading.ok) throw new Error(`the demo import file is unreadable: ${reading.problem}`);
    const importId = await storeDryRun(db, viewer, DEMO_IMPORT_FILE, reading, at);

    const jobs = createJobRunner({ definitions: bulkJobs, manual: true });
    // what the import job and the runner use of the app: this transaction, the seed's clock and links
    const deps = {
      db,
      now: () => at,
      log: ctx.log,
      config: { publicUrl: ctx.publicUrl ?? '' },
      jobs,
    } as unknown as AppDeps;
    jobs.attach(deps);
    await startImport(deps, viewer, importId, {
      duplicates: 'update',
      reason: 'New client onboarding (demo)',
    });
    await jobs.drain();
  },
};
