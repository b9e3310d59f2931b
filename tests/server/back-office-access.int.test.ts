import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessCovers, fillPath } from '../../src/contract/admin';
import {
  auditPage,
  backOfficeAccess,
  backOfficeCalls,
  backOfficePaths,
} from '../../src/contract/back-office';
import { auditEvents } from '../../src/server/db/schema';
import { adminSession, type AdminSession } from './admin-session';
import { createTestApp, type TestApp } from './test-app';

// Issue 18: every back-office call is behind its roleAccesses entry on the server, and behind the
// company header; admin-limited@ (Support) gets 403 for each call outside its role.

let t: TestApp;
const sessions = {} as Record<'admin-totp' | 'admin-limited' | 'admin-ops', AdminSession>;
beforeAll(async () => {
  t = await createTestApp();
  for (const persona of ['admin-totp', 'admin-limited', 'admin-ops'] as const)
    sessions[persona] = await adminSession(t, persona);
});
afterAll(() => t.close());

/** A concrete address for a call: every `:part` filled with a plausible value. */
const addressOf = (path: keyof typeof backOfficePaths) =>
  fillPath(backOfficePaths[path], {
    id: '1',
    noteId: '1',
    tag: 'innerage',
    staffId: '1',
    position: '0',
    persona: 'orders',
  });

const SUPPORT = [
  { area: 'admin', controller: 'customers', action: 'list' },
  { area: 'admin', controller: 'customers', action: 'view' },
  { area: 'admin', controller: 'customers', action: 'notes' },
  { area: 'admin', controller: 'customer-delete-requests', action: 'list' },
];

describe('every back-office call checks the role and the company', () => {
  for (const c of backOfficeCalls) {
    const need = backOfficeAccess[c.access];
    const supportMay = accessCovers(SUPPORT, need);
    it(`${c.method} ${backOfficePaths[c.path]}: ${supportMay ? 'Support may call it' : '403 for Support'}`, async () => {
      const limited = await sessions['admin-limited'].call(
        c.method,
        addressOf(c.path),
        c.method === 'GET' ? undefined : {},
      );
      if (supportMay) expect(limited.status).not.toBe(403);
      else expect(limited.status).toBe(403);

      // another company's id in the header is refused before anything else, for every role
      const other = await sessions['admin-totp'].raw(c.method, addressOf(c.path), {
        headers: { 'x-company-id': String(sessions['admin-totp'].companyId + 1) },
      });
      expect(other.status).toBe(403);
      // no token at all: 401
      expect((await t.app.request(addressOf(c.path), { method: c.method })).status).toBe(401);
    });
  }
});

describe('the roles', () => {
  it("each demo admin's profile carries its role patterns", async () => {
    const res = await sessions['admin-ops'].call('GET', '/api/admin/auth-profile');
    const profile = (await res.json()) as {
      role: { name: string };
      roleAccesses: { controller: string | null }[];
    };
    expect(profile.role.name).toBe('Operations');
    expect(profile.roleAccesses.map((p) => p.controller)).not.toContain('analytics');
    const ops = await sessions['admin-ops'].call('GET', backOfficePaths.analytics);
    expect(ops.status).toBe(403);
  });
});

describe('the audit', () => {
  it('lists every back-office change, newest first, filtered by kind of record; nobody can rewrite it', async () => {
    const admin = sessions['admin-totp'];
    const list = (await (await admin.call('GET', `${backOfficePaths.customers}?pageSize=1`)).json()) as {
      items: { id: number }[];
    };
    const someone = list.items[0];
    const note = await admin.call(
      'POST',
      fillPath(backOfficePaths.customerNotes, { id: String(someone!.id) }),
      {
        body: 'Audit test: called back about the kit.',
      },
    );
    expect(note.status).toBeLessThan(300);

    const res = await admin.call('GET', `${backOfficePaths.audit}?entity=customer-note&pageSize=5`);
    expect(res.status).toBe(200);
    const page = auditPage.parse(await res.json());
    expect(page.items[0]).toMatchObject({
      entity: 'customer-note',
      customerId: someone!.id,
      staffName: 'Taylor Nguyen',
    });
    expect(page.items.every((e) => e.entity === 'customer-note')).toBe(true);

    const everything = auditPage.parse(await (await admin.call('GET', backOfficePaths.audit)).json());
    expect(everything.total).toBeGreaterThanOrEqual(page.total);

    const bad = await admin.call('GET', `${backOfficePaths.audit}?pageSize=0&page=x`);
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { issues: { path: string }[] }).issues.map((i) => i.path).sort()).toEqual([
      'page',
      'pageSize',
    ]);

    // append-only in the database itself
    await expect(t.database.db.update(auditEvents).set({ reason: 'rewritten' })).rejects.toThrow();
    await expect(t.database.db.delete(auditEvents)).rejects.toThrow();
  });
});
