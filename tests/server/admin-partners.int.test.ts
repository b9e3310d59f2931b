import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillPath } from '../../src/contract/admin';
import { auditPage, backOfficePaths as paths } from '../../src/contract/back-office';
import {
  createPartnerKeyResponse,
  PARTNER_MESSAGES,
  partnerKeysResponse,
  partnerMembersCountResponse,
  partnerPaths,
  partnerResultsResponse,
} from '../../src/contract/back-office-integrations';
import { partnerKeys } from '../../src/server/db/schema/admin-integrations';
import { companies } from '../../src/server/db/schema/staff';
import { DEMO_COACH_COMPANY, DEMO_OTHER_COMPANY } from '../../src/server/db/seed/demo-staff';
import { liveMemberships, permittedCustomerIds } from '../../src/server/services/coach/scope';
import { digest } from '../../src/server/services/crypto';
import { PARTNER_CALLS_PER_MINUTE } from '../../src/server/services/partner-api';
import { adminSession, type AdminSession } from './admin-session';
import { createTestApp, type TestApp } from './test-app';

// Issue 19: partner API keys (created once-shown, stored as a digest, revoked with a reason, all
// audited) and the partner call: the company's consenting members only (the coach area's rule),
// 401 for a missing/unknown/revoked key, 403 without the scope, never another company's data.

let t: TestApp;
let admin: AdminSession;
let support: AdminSession;
let acmeId: number;
let globexId: number;

const companyId = async (name: string) =>
  (await t.database.db.select().from(companies).where(eq(companies.name, name)))[0]!.id;

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminSession(t, 'admin-totp');
  support = await adminSession(t, 'admin-limited');
  acmeId = await companyId(DEMO_COACH_COMPANY);
  globexId = await companyId(DEMO_OTHER_COMPANY);
});
afterAll(() => t.close());

const partnerCall = (key: string | undefined, query = '') =>
  t.app.request(`${partnerPaths.results}${query}`, {
    headers: key === undefined ? {} : { authorization: `Bearer ${key}` },
  });

async function createKey(body: Record<string, unknown>) {
  const res = await admin.call('POST', paths.partnerKeys, body);
  expect(res.status).toBe(201);
  return createPartnerKeyResponse.parse(await res.json());
}

describe('partner keys in the back office', () => {
  it('lists the demo keys (one live, one revoked) with the scopes and companies to choose from', async () => {
    const list = partnerKeysResponse.parse(await (await admin.call('GET', paths.partnerKeys)).json());
    expect(list.items.some((k) => k.revokedAt === null)).toBe(true);
    expect(list.items.some((k) => k.revokedAt !== null)).toBe(true);
    expect(list.scopes.map((s) => s.id)).toContain('results:read');
    expect(list.companies.map((c) => c.id)).toEqual(expect.arrayContaining([acmeId, globexId]));
  });

  it('creates a key shown once: 256-bit random with a prefix, stored as its digest, audited without it', async () => {
    const made = await createKey({ name: 'Acme benefits', scope: 'results:read', companyId: acmeId });
    expect(made.key).toMatch(/^hsp_[A-Za-z0-9_-]{43}$/);
    expect(made.item).toMatchObject({
      name: 'Acme benefits',
      companyId: acmeId,
      revokedAt: null,
      lastUsedAt: null,
    });
    expect(made.key.startsWith(made.item.prefix)).toBe(true);
    const [row] = await t.database.db.select().from(partnerKeys).where(eq(partnerKeys.id, made.item.id));
    expect(row!.digest).toBe(digest(made.key));
    expect(JSON.stringify(row)).not.toContain(made.key);
    const list = await (await admin.call('GET', paths.partnerKeys)).text();
    expect(list).not.toContain(made.key);
    const audit = auditPage.parse(
      await (await admin.call('GET', `${paths.audit}?entity=partner-key&entityId=${made.item.id}`)).json(),
    );
    expect(audit.items[0]).toMatchObject({ action: 'create', companyId: acmeId });
    expect(JSON.stringify(audit)).not.toContain(made.key);
  });

  it('refuses bad input with 400 naming each field; an unknown key is 404', async () => {
    const res = await admin.call('POST', paths.partnerKeys, {
      name: '',
      scope: 'everything',
      companyId: 'x',
    });
    expect(res.status).toBe(400);
    const paths400 = ((await res.json()) as { issues: { path: string }[] }).issues.map((i) => i.path);
    expect(paths400).toEqual(expect.arrayContaining(['name', 'scope', 'companyId']));
    const noCompany = await admin.call('POST', paths.partnerKeys, {
      name: 'Ghost',
      scope: 'results:read',
      companyId: 999_999,
    });
    expect(noCompany.status).toBe(400);
    expect(JSON.stringify(await noCompany.json())).toContain('companyId');
    const missing = await admin.call('DELETE', fillPath(paths.partnerKey, { id: '999999' }), {
      reason: 'Leaked',
    });
    expect(missing.status).toBe(404);
    const noReason = await admin.call('DELETE', fillPath(paths.partnerKey, { id: '1' }), {});
    expect(noReason.status).toBe(400);
    expect(JSON.stringify(await noReason.json())).toContain('reason');
  });

  it('Support may not list, create or revoke keys (403)', async () => {
    expect((await support.call('GET', paths.partnerKeys)).status).toBe(403);
    expect(
      (
        await support.call('POST', paths.partnerKeys, {
          name: 'x key',
          scope: 'results:read',
          companyId: acmeId,
        })
      ).status,
    ).toBe(403);
    expect(
      (await support.call('DELETE', fillPath(paths.partnerKey, { id: '1' }), { reason: 'Leaked' })).status,
    ).toBe(403);
  });
});

describe('the partner call', () => {
  it('200 with the company’s consenting members only → revoke → 401; last used is recorded', async () => {
    const made = await createKey({ name: 'Acme portal', scope: 'results:read', companyId: acmeId });
    const res = await partnerCall(made.key, '?pageSize=100');
    expect(res.status).toBe(200);
    const body = partnerResultsResponse.parse(await res.json());
    const permitted = await permittedCustomerIds(t.database.db, acmeId);
    expect(permitted.length).toBeGreaterThan(0);
    expect(body.total).toBe(permitted.length);
    expect(body.items.map((m) => m.memberId).sort()).toEqual([...permitted].sort());
    expect(body.items.some((m) => m.latest && m.latest.values.length > 0)).toBe(true);
    // members who did not grant the permission are left out
    const notConsenting = (await liveMemberships(t.database.db, acmeId))
      .map((m) => m.customerId)
      .filter((id) => !permitted.includes(id));
    expect(notConsenting.length).toBeGreaterThan(0);
    for (const id of notConsenting) expect(body.items.map((m) => m.memberId)).not.toContain(id);
    const [used] = await t.database.db.select().from(partnerKeys).where(eq(partnerKeys.id, made.item.id));
    expect(used!.lastUsedAt?.toISOString()).toBe(t.now().toISOString());

    const revoke = await admin.call('DELETE', fillPath(paths.partnerKey, { id: String(made.item.id) }), {
      reason: 'Contract ended',
    });
    expect(revoke.status).toBe(200);
    const after = await partnerCall(made.key);
    expect(after.status).toBe(401);
    expect(((await after.json()) as { error: string }).error).toBe(PARTNER_MESSAGES.badKey);
    const audit = auditPage.parse(
      await (await admin.call('GET', `${paths.audit}?entity=partner-key&entityId=${made.item.id}`)).json(),
    );
    expect(audit.items[0]).toMatchObject({
      action: 'revoke',
      reason: 'Contract ended',
      before: { revokedAt: null },
    });
  });

  it('a Globex key never sees Acme’s members', async () => {
    const made = await createKey({ name: 'Globex portal', scope: 'results:read', companyId: globexId });
    const body = partnerResultsResponse.parse(await (await partnerCall(made.key, '?pageSize=100')).json());
    const globex = await permittedCustomerIds(t.database.db, globexId);
    const acme = await permittedCustomerIds(t.database.db, acmeId);
    expect(body.items.map((m) => m.memberId).sort()).toEqual([...globex].sort());
    for (const m of body.items) expect(acme.filter((id) => !globex.includes(id))).not.toContain(m.memberId);
  });

  it('401 without a key or with an unknown one; 403 for a key without the scope; 400 for a bad page', async () => {
    expect((await partnerCall(undefined)).status).toBe(401);
    expect((await partnerCall('hsp_notarealkey')).status).toBe(401);
    expect((await partnerCall('something-else')).status).toBe(401);
    const counting = await createKey({ name: 'Acme counter', scope: 'members:count', companyId: acmeId });
    const refused = await partnerCall(counting.key);
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { error: string }).error).toBe(PARTNER_MESSAGES.scope('results:read'));
    const made = await createKey({ name: 'Acme pages', scope: 'results:read', companyId: acmeId });
    const bad = await partnerCall(made.key, '?page=0&pageSize=1000');
    expect(bad.status).toBe(400);
    expect(JSON.stringify(await bad.json())).toMatch(/page.*pageSize|pageSize.*page/);
    const paged = partnerResultsResponse.parse(
      await (await partnerCall(made.key, '?pageSize=1&page=2')).json(),
    );
    expect(paged.items).toHaveLength(1);
    expect(paged.page).toBe(2);
  });

  it('members/count: the consenting members of the key’s company; 401 without or with a revoked key, 403 without the scope', async () => {
    const count = (key: string | undefined) =>
      t.app.request(partnerPaths.membersCount, {
        headers: key === undefined ? {} : { authorization: `Bearer ${key}` },
      });
    const made = await createKey({ name: 'Acme headcount', scope: 'members:count', companyId: acmeId });
    t.setNow(new Date(t.now().getTime() + 60_000));
    const res = await count(made.key);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const body = partnerMembersCountResponse.parse(await res.json());
    const permitted = await permittedCustomerIds(t.database.db, acmeId);
    expect(permitted.length).toBeGreaterThan(0);
    // the same rule as the results call: members who did not consent are not counted
    expect(body.count).toBe(permitted.length);
    expect(body.count).toBeLessThan((await liveMemberships(t.database.db, acmeId)).length);
    const [used] = await t.database.db.select().from(partnerKeys).where(eq(partnerKeys.id, made.item.id));
    expect(used!.lastUsedAt?.toISOString()).toBe(t.now().toISOString());

    const globex = await createKey({ name: 'Globex headcount', scope: 'members:count', companyId: globexId });
    const theirs = partnerMembersCountResponse.parse(await (await count(globex.key)).json());
    expect(theirs.count).toBe((await permittedCustomerIds(t.database.db, globexId)).length);

    expect((await count(undefined)).status).toBe(401);
    expect((await count('hsp_notarealkey')).status).toBe(401);
    const reader = await createKey({ name: 'Acme reader', scope: 'results:read', companyId: acmeId });
    const refused = await count(reader.key);
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { error: string }).error).toBe(PARTNER_MESSAGES.scope('members:count'));
    expect(
      (
        await admin.call('DELETE', fillPath(paths.partnerKey, { id: String(made.item.id) }), {
          reason: 'Contract ended',
        })
      ).status,
    ).toBe(200);
    const revoked = await count(made.key);
    expect(revoked.status).toBe(401);
    expect(((await revoked.json()) as { error: string }).error).toBe(PARTNER_MESSAGES.badKey);
  });

  it('is rate-limited per key (429 with Retry-After)', async () => {
    const made = await createKey({ name: 'Acme burst', scope: 'results:read', companyId: acmeId });
    t.setNow(new Date(t.now().getTime() + 3600_000));
    let last: Response | undefined;
    for (let i = 0; i <= PARTNER_CALLS_PER_MINUTE; i++) last = await partnerCall(made.key, '?pageSize=1');
    expect(last!.status).toBe(429);
    expect(last!.headers.get('retry-after')).toBeTruthy();
  });
});
