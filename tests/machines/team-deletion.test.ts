import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { COACH_MESSAGES, TEAM_DELETION_UNDO_MS } from '../../src/contract/coach';
import { teamDeletionMachine } from '../../machines/team-deletion.machine';
import { coachRoster } from './coach.fixtures';
import { deferred, flush, simulatedClock } from './support';

function start({ fail = false } = {}) {
  const clock = simulatedClock();
  const calls: number[] = [];
  const server = deferred<unknown>();
  const actions = { notify: vi.fn(), refresh: vi.fn() };
  const actor = createActor(
    teamDeletionMachine.provide({
      actors: {
        deleteTeam: fromPromise(({ input }: { input: { teamId: number } }) => {
          calls.push(input.teamId);
          return fail ? Promise.reject(new Error('boom')) : server.promise;
        }),
      },
      actions,
    }),
    { clock, input: { now: () => clock.now() } },
  ).start();
  return { clock, calls, server, actions, actor };
}

const roster = coachRoster();
const deleteWellness = { type: 'team.delete' as const, teamId: 1, ...roster };

describe('teamDeletionMachine', () => {
  it('marks the team at once: its members leave it, the only-invited are hidden, the rest archived', () => {
    const { actor } = start();
    actor.send(deleteWellness);
    const { context } = actor.getSnapshot();
    expect(actor.getSnapshot().value).toBe('undoWindow');
    expect(actor.getSnapshot().hasTag('marked')).toBe(true);
    expect(context.teams.find((t) => t.id === 1)?.deleted).toBe(true);
    const byId = new Map(context.users.map((u) => [u.id, u]));
    expect(byId.get(11)).toMatchObject({ status: 'ARCHIVED', teamIds: [0] });
    expect(byId.get(12)).toMatchObject({ status: 'ACTIVE', teamIds: [2] });
    expect(byId.has(13)).toBe(false);
    expect(byId.get(14)).toBe(roster.users[3]);
    // the originals are kept as they were
    expect(context.originals).toEqual(roster);
  });

  it('keeps the window open until the absolute deadline, then sends the deletion', async () => {
    const { clock, actor, calls, server, actions } = start();
    actor.send(deleteWellness);
    expect(actor.getSnapshot().context.deadline).toBe(clock.now() + TEAM_DELETION_UNDO_MS);
    clock.increment(TEAM_DELETION_UNDO_MS - 1);
    expect(actor.getSnapshot().value).toBe('undoWindow');
    expect(calls).toEqual([]);
    clock.increment(1);
    expect(actor.getSnapshot().value).toBe('committing');
    expect(calls).toEqual([1]);
    server.resolve({});
    await flush();
    expect(actor.getSnapshot().value).toBe('done');
    expect(actions.refresh).toHaveBeenCalledTimes(1);
    expect(actions.notify).not.toHaveBeenCalled();
  });

  it('restores everything on undo inside the window and never sends the deletion', () => {
    const { clock, actor, calls } = start();
    actor.send(deleteWellness);
    clock.increment(TEAM_DELETION_UNDO_MS - 1000);
    actor.send({ type: 'deletion.undo' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.users).toEqual(roster.users);
    expect(actor.getSnapshot().context.teams).toEqual(roster.teams);
    clock.increment(TEAM_DELETION_UNDO_MS * 2);
    expect(calls).toEqual([]);
  });

  it('commits at once when the coach leaves the page', () => {
    const { actor, calls } = start();
    actor.send(deleteWellness);
    actor.send({ type: 'deletion.commitNow' });
    expect(actor.getSnapshot().value).toBe('committing');
    expect(calls).toEqual([1]);
    // too late to undo
    actor.send({ type: 'deletion.undo' });
    expect(actor.getSnapshot().value).toBe('committing');
  });

  it('restores the originals and says so when the deletion fails', async () => {
    const { actor, actions } = start({ fail: true });
    actor.send(deleteWellness);
    actor.send({ type: 'deletion.commitNow' });
    await flush();
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toBe('failed');
    expect(snapshot.context.users).toEqual(roster.users);
    expect(snapshot.context.teams).toEqual(roster.teams);
    expect(snapshot.context.error).toBe(COACH_MESSAGES.teamDeletionFailed);
    expect(actions.notify).toHaveBeenCalledWith(expect.anything(), COACH_MESSAGES.teamDeletionFailed);
    expect(actions.refresh).not.toHaveBeenCalled();
  });

  it('starts another deletion after one is settled, with a fresh deadline', async () => {
    const { clock, actor, server } = start();
    actor.send(deleteWellness);
    actor.send({ type: 'deletion.commitNow' });
    server.resolve({});
    await flush();
    clock.increment(60_000);
    actor.send({ type: 'team.delete', teamId: 2, ...roster });
    expect(actor.getSnapshot().value).toBe('undoWindow');
    expect(actor.getSnapshot().context.teamId).toBe(2);
    expect(actor.getSnapshot().context.deadline).toBe(clock.now() + TEAM_DELETION_UNDO_MS);
  });
});
