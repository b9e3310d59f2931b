import { afterEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from 'xstate';
import { coachPaths, COMPANY_HEADER } from '../../src/contract/admin';
import { COACH_MESSAGES, coachApiPaths } from '../../src/contract/coach';
import { toast } from '../../src/web/components/ui/toaster-store';
import { coachDashboardActor, forgetCoachDashboard } from '../../src/web/features/coach/coach-dashboard';
import { coachData, coachSettings } from '../machines/coach.fixtures';

/** A coach server: the cookie holds a coach session unless `signedOut`. */
function coachServer({ signedOut = false } = {}) {
  const calls: Array<{ path: string; auth: string | null; company: string | null }> = [];
  const data = coachData();
  const answers: Record<string, unknown> = {
    [coachPaths.settings]: coachSettings,
    [coachApiPaths.getUsers]: { users: data.users, invitations: data.invitations },
    [coachApiPaths.getTeams]: { teams: data.teams },
    [coachApiPaths.availablePlans]: { plans: data.plans },
    [coachApiPaths.tests]: { orders: [] },
  };
  const fetch = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(String(input instanceof Request ? input.url : input), 'http://app.test').pathname;
    const headers = new Headers(init?.headers);
    calls.push({ path, auth: headers.get('authorization'), company: headers.get(COMPANY_HEADER) });
    if (path === coachPaths.jwtToken)
      return Promise.resolve(
        signedOut
          ? Response.json({ error: 'Sign in again' }, { status: 401 })
          : Response.json({
              access_token: 't',
              token_type: 'bearer',
              expires_in: 900,
              permitted_company_id: 7,
            }),
      );
    return Promise.resolve(
      Response.json(answers[path] ?? { error: 'Not found' }, { status: answers[path] ? 200 : 404 }),
    );
  });
  return { fetch, calls };
}

// a reload of any coach page: nothing in memory, only the coach's cookie
describe('coach pages after a reload', () => {
  afterEach(() => {
    forgetCoachDashboard();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('gets the coach token by cookie, then the settings, then the data with the token and company', async () => {
    const server = coachServer();
    vi.stubGlobal('fetch', server.fetch);
    const actor = coachDashboardActor();
    await waitFor(actor, (s) => s.matches('ready'));
    expect(server.calls.map((c) => c.path).slice(0, 2)).toEqual([coachPaths.jwtToken, coachPaths.settings]);
    const data = server.calls.slice(2);
    expect(data.map((c) => c.path).sort()).toEqual(
      [
        coachApiPaths.getUsers,
        coachApiPaths.getTeams,
        coachApiPaths.availablePlans,
        coachApiPaths.tests,
      ].sort(),
    );
    for (const call of data) expect(call).toMatchObject({ auth: 'Bearer t', company: '7' });
    expect(actor.getSnapshot().context.settings?.company.name).toBe('Acme Health Co.');
    expect(actor.getSnapshot().context.users).toHaveLength(5);
    // the same actor serves the next coach page
    expect(coachDashboardActor()).toBe(actor);
  });

  it('says the §8 message and goes to the staff sign-in without a coach session', async () => {
    const server = coachServer({ signedOut: true });
    vi.stubGlobal('fetch', server.fetch);
    const errors = vi.spyOn(toast, 'error');
    window.history.replaceState(null, '', '/admin/coach/users-list');
    const actor = coachDashboardActor();
    await waitFor(actor, (s) => s.matches('failed'));
    expect(errors).toHaveBeenCalledWith({ title: COACH_MESSAGES.dashboardLoadFailed });
    expect(window.location.pathname).toBe('/admin/login');
  });
});
