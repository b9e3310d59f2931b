import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillPath } from '../../src/contract/admin';
import { accountPaths } from '../../src/contract/account';
import { authPaths, customer as customerEntity, OAUTH_CLIENT_ID, tokenSet } from '../../src/contract/auth';
import { BACK_OFFICE_MESSAGES, backOfficePaths, viewAsPaths } from '../../src/contract/back-office';
import {
  VIEW_AS_SESSION_MINUTES,
  VIEW_AS_TICKET_SECONDS,
  viewAsEndResponse,
  viewAsTicketResponse,
} from '../../src/contract/back-office-insights';
import { ocrPaths } from '../../src/contract/ocr';
import { auditEvents, customers, refreshTokens, sessions, viewAsTickets } from '../../src/server/db/schema';
import { DEMO_PASSWORD, demoEmail } from '../../src/server/db/seed';
import { adminSession, type AdminSession } from './admin-session';
import { bearerCalls, client } from './http-client';
import { createTestApp, type TestApp } from './test-app';

// Issue 18: view the product as a customer, read-only, with the administrator named, audited, ended
// by one call; the customer's password, sessions and tokens are never involved.

let t: TestApp;
let admin: AdminSession;
let support: AdminSession;
let activeId: number;
const { api, logIn } = bearerCalls(() => t);
const refresh = (refresh_token: string) =>
  api('POST', authPaths.oauthToken, undefined, {
    grant_type: 'refresh_token',
    client_id: OAUTH_CLIENT_ID,
    refresh_token,
  });

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminSession(t, 'admin-totp');
  support = await adminSession(t, 'admin-limited');
  const [row] = await t.database.db
    .select({ id: customers.id })
    .from(customers)
    .where(eq(sql`lower(${customers.email})`, demoEmail('active')));
  activeId = row!.id;
});
afterAll(() => t.close());

const viewAsPath = (id: number | string) => fillPath(backOfficePaths.viewAs, { id: String(id) });

async function ticketFor(id = activeId, reason = 'Customer asked about their dashboard') {
  const res = await admin.call('POST', viewAsPath(id), { reason });
  expect(res.status).toBe(200);
  return viewAsTicketResponse.parse(await res.json()).ticket;
}

/** A fresh browser that opens the view with a ticket; answers the browser and its tokens. */
async function startView(ticket: string) {
  const browser = client(t);
  const res = await browser.post(viewAsPaths.start, { ticket });
  expect(res.status).toBe(200);
  return { browser, tokens: tokenSet.parse(await res.json()) };
}

const auditOf = (action: string) =>
  t.database.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.customerId, activeId), eq(auditEvents.action, action)));

describe('POST viewAs/:id (back office)', () => {
  it('answers a ticket, keeps only its digest and audits the start with the reason', async () => {
    const before = (await auditOf('view-as-start')).length;
    const ticket = await ticketFor(activeId, 'Checking the dashboard for a call');
    expect(ticket.length).toBeGreaterThanOrEqual(43); // 256 bits in base64url
    const rows = await t.database.db.select().from(viewAsTickets);
    expect(rows.some((r) => r.id === ticket)).toBe(false);
    const row = rows.at(-1)!;
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBe(VIEW_AS_TICKET_SECONDS * 1000);
    const audit = await auditOf('view-as-start');
    expect(audit).toHaveLength(before + 1);
    expect(audit.at(-1)).toMatchObject({
      entity: 'customer',
      entityId: String(activeId),
      reason: 'Checking the dashboard for a call',
      staffName: 'Taylor Nguyen',
    });
    expect(audit.at(-1)!.summary).toContain('Alex Rivera');

    // the customer view's audit call shows it
    const res = await admin.call('GET', fillPath(backOfficePaths.customerAudit, { id: String(activeId) }));
    if (res.status === 200) {
      const body = (await res.json()) as { items: { action: string }[] };
      expect(body.items.map((i) => i.action)).toContain('view-as-start');
    }
  });

  it('bad input answers 400 naming the fields', async () => {
    const noReason = await admin.call('POST', viewAsPath(activeId), { reason: 'x' });
    expect(noReason.status).toBe(400);
    expect(JSON.stringify(await noReason.json())).toContain('reason');
    const badId = await admin.call('POST', viewAsPath('abc'), { reason: 'Because' });
    expect(badId.status).toBe(400);
    expect(JSON.stringify(await badId.json())).toContain('id');
  });

  it('a missing customer is 404 and writes nothing', async () => {
    const before = (await t.database.db.select().from(viewAsTickets)).length;
    const res = await admin.call('POST', viewAsPath(999_999), { reason: 'Because' });
    expect(res.status).toBe(404);
    expect(((await res.json()) as { error: string }).error).toBe(BACK_OFFICE_MESSAGES.notFound);
    expect(await t.database.db.select().from(viewAsTickets)).toHaveLength(before);
  });

  it('Support may not view as a customer (403)', async () => {
    const res = await support.call('POST', viewAsPath(activeId), { reason: 'Because' });
    expect(res.status).toBe(403);
  });
});

describe('the view-as session (customer side)', () => {
  it('opens a new read-only session: the profile names the administrator', async () => {
    const { browser, tokens } = await startView(await ticketFor());
    expect(browser.jar.has('hs_session')).toBe(true);
    const res = await api('GET', accountPaths.customer, tokens.access_token);
    expect(res.status).toBe(200);
    const me = customerEntity.parse(await res.json());
    expect(me.id).toBe(activeId);
    expect(me.viewAs?.staffName).toBe('Taylor Nguyen');
    expect(me.viewAs?.startedAt).toBe(t.now().toISOString());
    const open = await t.database.db
      .select()
      .from(sessions)
      .where(and(eq(sessions.customerId, activeId), isNull(sessions.revokedAt)));
    expect(open.filter((r) => r.viewAsStaffId !== null).length).toBeGreaterThan(0);
    const reads = await api('GET', accountPaths.full, tokens.access_token);
    expect(reads.status).toBe(200);
    // the token by cookie and the refresh work as for a sign-in
    expect((await browser.get(authPaths.jwtToken)).status).toBe(200);
    const refreshed = await refresh(tokens.refresh_token);
    expect(refreshed.status).toBe(200);
  });

  it('the customer’s own sign-in is untouched and shows no banner', async () => {
    const own = await logIn(demoEmail('active'));
    const { tokens } = await startView(await ticketFor());
    expect(tokens.access_token).not.toBe(own);
    const mine = customerEntity.parse(await (await api('GET', accountPaths.customer, own)).json());
    expect(mine.viewAs).toBeUndefined();
    // the customer's password still signs in, and their session still answers
    expect((await api('GET', accountPaths.customer, own)).status).toBe(200);
    const [row] = await t.database.db.select().from(customers).where(eq(customers.id, activeId));
    expect(row!.passwordHash).toBeTruthy();
    await logIn(demoEmail('active'), DEMO_PASSWORD);
  });

  it('refuses every write with the read-only message and changes nothing', async () => {
    const { tokens } = await startView(await ticketFor());
    const token = tokens.access_token;
    const [before] = await t.database.db.select().from(customers).where(eq(customers.id, activeId));
    const writes = [
      api('POST', accountPaths.namesPost, token, { firstName: 'Changed', lastName: 'Name' }),
      api('POST', accountPaths.passwordPost, token, {
        currentPassword: DEMO_PASSWORD,
        newPassword: 'Another-password-2',
      }),
      (async () => {
        const form = new FormData();
        form.append('files', new Blob(['%PDF-1.4'], { type: 'application/pdf' }), 'r.pdf');
        return await t.app.request(ocrPaths.submitFiles, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}` },
          body: form,
        });
      })(),
    ];
    for (const res of await Promise.all(writes)) {
      expect(res.status).toBe(403);
      const body = (await res.json()) as { error: string; code?: string };
      expect(body.error).toBe(BACK_OFFICE_MESSAGES.readOnlyView);
      expect(body.code).toBe('READ_ONLY_VIEW');
    }
    const [after] = await t.database.db.select().from(customers).where(eq(customers.id, activeId));
    expect(after).toEqual(before);
  });

  it('a ticket opens one session only, and not after it expired', async () => {
    const ticket = await ticketFor();
    await startView(ticket);
    const again = await client(t).post(viewAsPaths.start, { ticket });
    expect(again.status).toBe(400);
    expect(JSON.stringify(await again.json())).toContain('ticket');

    const late = await ticketFor();
    const start = t.now();
    t.setNow(new Date(start.getTime() + (VIEW_AS_TICKET_SECONDS + 1) * 1000));
    try {
      expect((await client(t).post(viewAsPaths.start, { ticket: late })).status).toBe(400);
    } finally {
      t.setNow(start);
    }
    expect((await client(t).post(viewAsPaths.start, { ticket: 'made-up' })).status).toBe(400);
    const empty = await client(t).post(viewAsPaths.start, {});
    expect(empty.status).toBe(400);
    expect(JSON.stringify(await empty.json())).toContain('ticket');
  });

  it(`ends ${VIEW_AS_SESSION_MINUTES} minutes after it opened, however active`, async () => {
    const { tokens } = await startView(await ticketFor());
    const start = t.now();
    try {
      // activity every 5 minutes keeps the idle deadline away, but not the absolute limit
      let access_token = tokens.access_token;
      let refresh_token = tokens.refresh_token;
      for (let minute = 5; minute < VIEW_AS_SESSION_MINUTES; minute += 5) {
        t.setNow(new Date(start.getTime() + minute * 60_000));
        const fresh = await refresh(refresh_token);
        expect(fresh.status).toBe(200);
        ({ access_token, refresh_token } = tokenSet.parse(await fresh.json()));
        expect((await api('GET', accountPaths.customer, access_token)).status).toBe(200);
      }
      t.setNow(new Date(start.getTime() + VIEW_AS_SESSION_MINUTES * 60_000));
      expect((await api('GET', accountPaths.customer, access_token)).status).toBe(401);
    } finally {
      t.setNow(start);
    }
  });

  it('end: revokes the session and its tokens, clears the cookie, audits, answers where to go back', async () => {
    const { browser, tokens } = await startView(await ticketFor());
    const endsBefore = (await auditOf('view-as-end')).length;
    const res = await browser.post(viewAsPaths.end, undefined, { token: tokens.access_token });
    expect(res.status).toBe(200);
    expect(viewAsEndResponse.parse(await res.json()).redirectTo).toBe(`/admin/customers/view?id=${activeId}`);
    expect(browser.jar.has('hs_session')).toBe(false);
    expect((await api('GET', accountPaths.customer, tokens.access_token)).status).toBe(401);
    expect((await refresh(tokens.refresh_token)).status).toBe(401);
    const ends = await auditOf('view-as-end');
    expect(ends).toHaveLength(endsBefore + 1);
    expect(ends.at(-1)).toMatchObject({ entity: 'customer', staffName: 'Taylor Nguyen' });
    const revoked = await t.database.db
      .select()
      .from(refreshTokens)
      .where(and(eq(refreshTokens.customerId, activeId), isNull(refreshTokens.revokedAt)));
    // the customer's own refresh tokens (signed in above) are still alive
    expect(revoked.length).toBeGreaterThan(0);
    // a second end: the session is gone
    expect((await browser.post(viewAsPaths.end, undefined, { token: tokens.access_token })).status).toBe(401);
  });

  it('end from the customer’s own session is refused (403); a logout in a view ends it, audited once', async () => {
    const own = await logIn(demoEmail('active'));
    const res = await api('POST', viewAsPaths.end, own);
    expect(res.status).toBe(403);
    const endsBefore = (await auditOf('view-as-end')).length;
    const { browser, tokens } = await startView(await ticketFor());
    const out = await browser.post(authPaths.logoutPost, undefined, { token: tokens.access_token });
    expect(out.status).toBe(200);
    expect((await api('GET', accountPaths.customer, tokens.access_token)).status).toBe(401);
    expect(await auditOf('view-as-end')).toHaveLength(endsBefore + 1);
    // the customer's own logout writes no view-as line
    expect((await api('POST', authPaths.logoutPost, own)).status).toBe(200);
    expect(await auditOf('view-as-end')).toHaveLength(endsBefore + 1);
  });
});
