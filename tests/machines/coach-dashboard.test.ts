import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { COACH_MESSAGES } from '../../src/contract/coach';
import { coachDashboardMachine, type CoachData } from '../../machines/coach-dashboard.machine';
import { coachData, coachSettings } from './coach.fixtures';
import { apiError, deferred, flush } from './support';

function start({ session = true, data = true } = {}) {
  const loads: Array<ReturnType<typeof deferred<CoachData>>> = [];
  const actions = { notify: vi.fn(), goToLogin: vi.fn() };
  const actor = createActor(
    coachDashboardMachine.provide({
      actors: {
        loadSession: fromPromise(() =>
          session ? Promise.resolve(coachSettings) : Promise.reject(apiError(401, { error: 'Sign in' })),
        ),
        loadData: fromPromise(() => {
          if (!data) return Promise.reject(apiError(502, { error: 'Bad gateway' }));
          const load = deferred<CoachData>();
          loads.push(load);
          return load.promise;
        }),
      },
      actions,
    }),
  ).start();
  return { actor, actions, loads };
}

describe('coachDashboardMachine', () => {
  it('loads the settings, then the data, then is ready', async () => {
    const { actor, loads } = start();
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await flush();
    expect(actor.getSnapshot().value).toEqual({ loading: 'data' });
    expect(actor.getSnapshot().context.settings).toEqual(coachSettings);
    loads[0]?.resolve(coachData());
    await flush();
    expect(actor.getSnapshot().value).toEqual({ ready: 'idle' });
    expect(actor.getSnapshot().context.teams).toHaveLength(2);
    expect(actor.getSnapshot().context.invitations).toHaveLength(1);
  });

  it.each([
    ['the session', { session: false }],
    ['the data', { data: false }],
  ])('says the §8 message and goes to the sign-in when %s fails', async (_, options) => {
    const { actor, actions } = start(options);
    await flush();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.error).toBe(COACH_MESSAGES.dashboardLoadFailed);
    expect(actions.notify).toHaveBeenCalledWith(expect.anything(), COACH_MESSAGES.dashboardLoadFailed);
    expect(actions.goToLogin).toHaveBeenCalledTimes(1);
  });

  it('refreshes keeping the old data, and a newer refresh replaces one in flight', async () => {
    const { actor, loads } = start();
    await flush();
    loads[0]?.resolve(coachData());
    await flush();
    actor.send({ type: 'data.refresh' });
    expect(actor.getSnapshot().value).toEqual({ ready: 'refreshing' });
    expect(actor.getSnapshot().context.users).toHaveLength(5);
    actor.send({ type: 'data.refresh' });
    expect(loads).toHaveLength(3);
    const fresh = { ...coachData(), teams: [] };
    loads[2]?.resolve(fresh);
    await flush();
    expect(actor.getSnapshot().value).toEqual({ ready: 'idle' });
    expect(actor.getSnapshot().context.teams).toEqual([]);
  });

  it('keeps the data and toasts when a refresh fails', async () => {
    const { actor, loads, actions } = start();
    await flush();
    loads[0]?.resolve(coachData());
    await flush();
    actor.send({ type: 'data.refresh' });
    loads[1]?.reject(apiError(502, { error: 'Bad gateway' }));
    await flush();
    expect(actor.getSnapshot().value).toEqual({ ready: 'idle' });
    expect(actor.getSnapshot().context.users).toHaveLength(5);
    expect(actions.notify).toHaveBeenCalledWith(expect.anything(), 'Bad gateway');
    expect(actions.goToLogin).not.toHaveBeenCalled();
  });
});
