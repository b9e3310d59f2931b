import { afterEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from 'xstate';
import { adminPaths, coachPaths } from '../../src/contract/admin';
import { staffActor } from '../../src/web/lib/staff-auth';

/** A staff server that answers every call and records its method, path and body. */
function staffServer() {
  const calls: Array<{ method: string; path: string; body: unknown }> = [];
  const fetch = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(String(input instanceof Request ? input.url : input), 'http://app.test').pathname;
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    calls.push({ method: init?.method ?? 'GET', path, body });
    if (path === adminPaths.login) return Promise.resolve(Response.json({ next: 'phone-verification' }));
    if (path === adminPaths.savePhone || path === adminPaths.sendSmsCode)
      return Promise.resolve(
        Response.json({ maskedPhone: '+1••••••0100', resendAfterSeconds: 0, expiresInSeconds: 300 }),
      );
    if (path === coachPaths.jwtToken)
      return Promise.resolve(
        Response.json({ access_token: 't', token_type: 'bearer', expires_in: 900, permitted_company_id: 2 }),
      );
    if (path === coachPaths.settings)
      return Promise.resolve(
        Response.json({
          profile: { firstName: 'Casey', lastName: 'Morgan', email: 'coach@x.test' },
          company: { id: 2, name: 'Acme' },
          hasOrdersPageAccess: true,
        }),
      );
    return Promise.resolve(Response.json({ redirectTo: '/admin/coach/team-overview' }));
  });
  return { fetch, calls };
}

// No state change on GET (docs/decisions/security-platform.md): the calls that send or sign in are POSTs.
describe('staff calls that change state', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks for a new SMS code by POST, never by the GET the spec names', async () => {
    const server = staffServer();
    vi.stubGlobal('fetch', server.fetch);
    const actor = staffActor('password');
    actor.send({ type: 'login.submit', email: 'a@b.test', password: 'pw' });
    await waitFor(actor, (s) => s.matches('phone'));
    actor.send({ type: 'phone.submit', phone: '+15555550100' });
    await waitFor(actor, (s) => s.matches({ smsCode: { idle: 'ready' } }));
    actor.send({ type: 'code.resend' });
    await waitFor(actor, (s) => s.matches({ smsCode: 'idle' }));
    expect(server.calls.filter((c) => c.path === adminPaths.sendSmsCode)).toEqual([
      { method: 'POST', path: adminPaths.sendSmsCode, body: undefined },
    ]);
    expect(server.calls.some((c) => c.path === adminPaths.sendSmsVerificationCode)).toBe(false);
  });

  it("signs a coach in by POSTing the link's guid in the body, not by GET with it in the path", async () => {
    const server = staffServer();
    vi.stubGlobal('fetch', server.fetch);
    const actor = staffActor('coach', 'the-link-guid');
    await waitFor(actor, (s) => s.matches('coachSignedIn'));
    expect(server.calls[0]).toEqual({
      method: 'POST',
      path: coachPaths.loginWithGuid,
      body: { guid: 'the-link-guid' },
    });
    expect(server.calls.some((c) => c.path.includes('the-link-guid'))).toBe(false);
  });

  it('logs out by POST', async () => {
    const server = staffServer();
    vi.stubGlobal('fetch', server.fetch);
    const actor = staffActor('logout');
    await waitFor(actor, (s) => s.matches('signedOut'));
    expect(server.calls.filter((c) => c.path === adminPaths.logout)).toEqual([
      { method: 'POST', path: adminPaths.logoutPost, body: undefined },
    ]);
  });
});
