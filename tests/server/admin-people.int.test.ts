import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillPath } from '../../src/contract/admin';
import { authPaths } from '../../src/contract/auth';
import { auditPage, backOfficePaths as paths } from '../../src/contract/back-office';
import { BULK_MESSAGES, bulkPreview, jobStarted } from '../../src/contract/back-office-bulk';
import { customerView } from '../../src/contract/back-office-customers';
import { customerDeletionStatus, deletionRequestPaths } from '../../src/contract/back-office-deletion';
import { jobLogPage } from '../../src/contract/back-office-jobs';
import { PEOPLE_MESSAGES } from '../../src/contract/back-office-people';
import { DAY_MS } from '../../src/domain/dates';
import { customers } from '../../src/server/db/schema/identity';
import { DEMO_PASSWORD, demoEmail } from '../../src/server/db/seed';
import { hashPassword } from '../../src/server/services/crypto';
import { adminSession, type AdminSession } from './admin-session';
import { bearerCalls } from './http-client';
import { createTestApp, type TestApp } from './test-app';

// Issue 19, gap set "people": reactivation (the customer view's button and the bulk action), and
// what an approved deletion forbids (view-as, reactivation, bulk actions).

let t: TestApp;
let admin: AdminSession;
let support: AdminSession;
let ids: number[];
const customer = bearerCalls(() => t);
const REASON = 'Customer called: account back';
const emails = Array.from({ length: 3 }, (_, i) => `people${i}@people-test.example.com`);

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminSession(t, 'admin-totp');
  support = await adminSession(t, 'admin-limited');
  const hash = await hashPassword(DEMO_PASSWORD);
  const rows = await t.database.db
    .insert(customers)
    .values(
      emails.map((email, i) => ({
        email,
        passwordHash: hash,
        firstName: `People${'abc'[i]}`,
        lastName: 'Tester',
        // the first two deactivated (as the bulk action leaves them), the third not
        deactivatedAt: i < 2 ? new Date(t.now().getTime() - 3 * DAY_MS) : null,
      })),
    )
    .returning({ id: customers.id });
  ids = rows.map((r) => r.id);
});
afterAll(() => t.close());

const reactivate = (who: AdminSession, id: number | string, body: unknown = { reason: REASON }) =>
  who.call('POST', fillPath(paths.customerReactivate, { id: String(id) }), body);
const viewOf = async (id: number) =>
  customerView.parse(await (await admin.call('GET', fillPath(paths.customer, { id: String(id) }))).json());
const signIn = (email: string) =>
  customer.api('POST', authPaths.login, undefined, { email, password: DEMO_PASSWORD });
const errorOf = async (res: Response) => ((await res.json()) as { error: string }).error;

describe('reactivate one customer (the customer view)', () => {
  it('lets a deactivated customer sign in again, audited with the reason and the changed field', async () => {
    const id = ids[0]!;
    const refused = await signIn(emails[0]!);
    expect(refused.status).toBe(403);
    expect(await errorOf(refused)).toBe(BULK_MESSAGES.deactivated);
    expect((await viewOf(id)).profile.deactivatedAt).not.toBeNull();

    const res = await reactivate(admin, id);
    expect(res.status).toBe(200);
    expect(customerView.parse(await res.json()).profile.deactivatedAt).toBeNull();
    const audit = auditPage.parse(
      await (await admin.call('GET', fillPath(paths.customerAudit, { id: String(id) }))).json(),
    );
    expect(audit.items[0]).toMatchObject({
      entity: 'customer',
      action: 'reactivate',
      reason: REASON,
      summary: `Customer #${id}: reactivated, sign-in allowed again`,
      after: { deactivatedAt: null },
    });
    expect(audit.items[0]!.before).toHaveProperty('deactivatedAt');
    expect((await signIn(emails[0]!)).status).toBe(200);
    // again: nothing to reactivate
    const again = await reactivate(admin, id);
    expect(again.status).toBe(409);
    expect(await errorOf(again)).toBe(PEOPLE_MESSAGES.notDeactivated);
  });

  it('bad input is 400 naming the field; a missing customer 404; Support 403', async () => {
    const noReason = await reactivate(admin, ids[1]!, {});
    expect(noReason.status).toBe(400);
    expect(((await noReason.json()) as { issues: { path: string }[] }).issues.map((i) => i.path)).toEqual([
      'reason',
    ]);
    const badId = await reactivate(admin, 'abc');
    expect(badId.status).toBe(400);
    expect(((await badId.json()) as { issues: { path: string }[] }).issues.map((i) => i.path)).toEqual([
      'id',
    ]);
    expect((await reactivate(admin, 99_999_999)).status).toBe(404);
    expect((await reactivate(support, ids[1]!)).status).toBe(403);
    // nothing changed by the refused calls
    expect((await viewOf(ids[1]!)).profile.deactivatedAt).not.toBeNull();
  });
});

describe('the bulk action "reactivate"', () => {
  it('previews who would be skipped, then reactivates the others, one result line each', async () => {
    const selection = { by: 'list' as const, list: `#${ids[1]} #${ids[2]}` };
    const preview = await admin.call('POST', paths.bulkActionPreview, {
      selection,
      action: { type: 'reactivate' },
    });
    expect(preview.status).toBe(200);
    const p = bulkPreview.parse(await preview.json());
    expect(p).toMatchObject({ count: 2, skipCount: 1 });
    expect(p.first.find((r) => r.id === ids[2])!.skip).toBe(PEOPLE_MESSAGES.skipNotDeactivated);
    const started = await admin.call('POST', paths.bulkActions, {
      selection,
      action: { type: 'reactivate' },
      reason: REASON,
    });
    expect(started.status).toBe(201);
    const { jobId } = jobStarted.parse(await started.json());
    await t.jobs.drain();
    const log = jobLogPage.parse(
      await (await admin.call('GET', fillPath(paths.jobLog, { id: String(jobId) }))).json(),
    );
    expect(log.job).toMatchObject({ status: 'succeeded', done: 2, skipped: 1, failed: 0 });
    expect(log.items.map((l) => l.message)).toEqual(
      expect.arrayContaining([
        `Customer #${ids[1]} (${emails[1]}): reactivated.`,
        `Customer #${ids[2]} (${emails[2]}): ${PEOPLE_MESSAGES.skipNotDeactivated}.`,
      ]),
    );
    expect((await signIn(emails[1]!)).status).toBe(200);
    expect(
      (
        await support.call('POST', paths.bulkActions, {
          selection,
          action: { type: 'reactivate' },
          reason: REASON,
        })
      ).status,
    ).toBe(403);
  });
});

describe('an approved deletion, not yet erased', () => {
  it('the view says when it will be erased; view-as, reactivation and bulk actions are refused', async () => {
    const email = demoEmail('deletion-request');
    const token = await customer.logIn(email);
    const status = customerDeletionStatus.parse(
      await (await customer.api('GET', deletionRequestPaths.request, token)).json(),
    );
    const requestId = status.request!.id;
    const approve = await admin.call(
      'POST',
      fillPath(paths.deletionRequestDecision, { id: String(requestId) }),
      {
        decision: 'approve',
        reason: 'Confirmed by phone',
      },
    );
    expect(approve.status).toBe(200);
    const [row] = await t.database.db.select().from(customers).where(eq(customers.email, email));
    const id = row!.id;

    const view = await viewOf(id);
    expect(view.erasure).toEqual({
      requestId,
      eraseAfter: new Date(t.now().getTime() + 7 * DAY_MS).toISOString(),
    });
    expect((await viewOf(ids[2]!)).erasure).toBeNull();

    const viewAs = await admin.call('POST', fillPath(paths.viewAs, { id: String(id) }), {
      reason: 'Check what they see',
    });
    expect(viewAs.status).toBe(409);
    expect(await errorOf(viewAs)).toBe(PEOPLE_MESSAGES.viewAsErasureApproved);

    await t.database.db.update(customers).set({ deactivatedAt: t.now() }).where(eq(customers.id, id));
    const back = await reactivate(admin, id);
    expect(back.status).toBe(409);
    expect(await errorOf(back)).toBe(PEOPLE_MESSAGES.reactivateErasureApproved);
    expect((await viewOf(id)).profile.deactivatedAt).not.toBeNull();

    for (const action of [{ type: 'reactivate' }, { type: 'email', subject: 'Hello', body: 'Hi' }]) {
      const preview = bulkPreview.parse(
        await (
          await admin.call('POST', paths.bulkActionPreview, {
            selection: { by: 'list', list: `#${id}` },
            action,
          })
        ).json(),
      );
      expect(preview.first[0]!.skip).toBe(PEOPLE_MESSAGES.skipErasureApproved);
    }
  });
});
