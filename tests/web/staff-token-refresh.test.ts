import { afterEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from 'xstate';
import { adminPaths } from '../../src/contract/admin';
import { staffFetch } from '../../src/web/lib/api';
import { staffActor } from '../../src/web/lib/staff-auth';

const TOKEN_SECONDS = 900;

/** A staff server that hands out a new token on every cookie call and records what each call sent. */
function staffServer() {
  let issued = 0;
  const calls: Array<{ path: string; authorization: string | null }> = [];
  const fetch = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(String(input instanceof Request ? input.url : input), 'http://app.test').pathname;
    calls.push({ path, authorization: new Headers(init?.headers).get('authorization') });
    if (path === adminPaths.jwtToken) {
      issued += 1;
      return Promise.resolve(
        Response.json({
          access_token: `staff-token-${issued}`,
          token_type: 'bearer',
          expires_in: TOKEN_SECONDS,
          permitted_company_id: 1,
        }),
      );
    }
    if (path === adminPaths.authProfile)
      return Promise.resolve(Response.json({ id: 1, email: 'a@b.test', roleAccesses: [] }));
    return Promise.resolve(Response.json({ ok: true }));
  });
  return { fetch, calls };
}

describe('the staff access token', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('is refreshed by cookie once 300 s or less remain, and the call goes with the new token', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const server = staffServer();
    vi.stubGlobal('fetch', server.fetch);
    const actor = staffActor('resume');
    await waitFor(actor, (s) => s.matches('signedIn'));

    await staffFetch('/api/admin/settings');
    expect(server.calls.at(-1)).toEqual({
      path: '/api/admin/settings',
      authorization: 'Bearer staff-token-1',
    });
    const cookieCalls = () => server.calls.filter((c) => c.path === adminPaths.jwtToken);
    expect(cookieCalls()).toHaveLength(1);
    // the token call itself goes by cookie, never with a Bearer
    expect(cookieCalls()[0]?.authorization).toBeNull();

    vi.setSystemTime(Date.now() + (TOKEN_SECONDS - 299) * 1000);
    await Promise.all([staffFetch('/api/admin/settings'), staffFetch('/api/admin/auth-profile')]);
    expect(cookieCalls()).toHaveLength(2); // two calls, one refresh
    expect(server.calls.slice(-2).map((c) => c.authorization)).toEqual([
      'Bearer staff-token-2',
      'Bearer staff-token-2',
    ]);

    actor.send({ type: 'session.logout' });
    await waitFor(actor, (s) => !s.hasTag('busy'));
    await staffFetch('/api/admin/settings').catch(() => undefined);
    expect(server.calls.at(-1)?.authorization).toBeNull();
  });
});
