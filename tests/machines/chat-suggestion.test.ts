import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { chatSuggestionMachine } from '../../machines/chat-suggestion.machine';
import { SUGGEST_ASK_TAG } from '../../src/contract/membership';
import { flush } from './support';

function start(record: () => Promise<void> = () => Promise.resolve()) {
  const actions = { refreshTags: vi.fn(), logError: vi.fn() };
  const recordSeen = vi.fn(record);
  const actor = createActor(
    chatSuggestionMachine.provide({ actors: { recordSeen: fromPromise(() => recordSeen()) }, actions }),
  ).start();
  return { actor, actions, recordSeen };
}

const update = (tags: string[], access: string | undefined) =>
  ({ type: 'suggestion.update', tags, access }) as const;

describe('chatSuggestionMachine (spec 001 §4)', () => {
  it.each([
    ['ENABLED', 'pending'],
    ['RETENTION', 'pending'],
    [undefined, 'pending'],
    ['DISABLED', 'hidden'],
  ])('with the tag and access %s it is %s', (access, state) => {
    const { actor } = start();
    actor.send(update([SUGGEST_ASK_TAG], access));
    expect(actor.getSnapshot().value).toBe(state);
    expect(actor.getSnapshot().hasTag('dot')).toBe(state === 'pending');
  });

  it('is hidden without the tag', () => {
    const { actor } = start();
    actor.send(update(['renewedPopup'], 'ENABLED'));
    expect(actor.getSnapshot().value).toBe('hidden');
    expect(actor.getSnapshot().can({ type: 'suggestion.open' })).toBe(false);
  });

  it('opens on request, and closing records it as seen, hides it and refreshes the tags', async () => {
    const { actor, actions, recordSeen } = start();
    actor.send(update([SUGGEST_ASK_TAG], 'ENABLED'));
    actor.send({ type: 'suggestion.open' });
    expect(actor.getSnapshot().hasTag('popup')).toBe(true);
    actor.send({ type: 'suggestion.close' });
    await flush();
    expect(recordSeen).toHaveBeenCalledTimes(1);
    expect(actions.refreshTags).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().value).toBe('hidden');
    // the refreshed tags no longer hold the suggestion
    actor.send(update([], 'ENABLED'));
    expect(actor.getSnapshot().value).toBe('hidden');
  });

  it('a failed record is logged, with what failed and its error, and the suggestion stays hidden', async () => {
    const offline = new Error('offline');
    const { actor, actions } = start(() => Promise.reject(offline));
    actor.send(update([SUGGEST_ASK_TAG], 'ENABLED'));
    actor.send({ type: 'suggestion.open' });
    actor.send({ type: 'suggestion.close' });
    await flush();
    expect(actor.getSnapshot().value).toBe('hidden');
    expect(actions.logError).toHaveBeenCalledTimes(1);
    const logged = actions.logError.mock.calls[0]?.[1] as { message: string; error: unknown };
    expect(logged.error).toBe(offline);
    expect(logged.message).toMatch(/chat suggestion/);
    expect(actions.refreshTags).not.toHaveBeenCalled();
  });

  it('an update that drops the tag hides a pending suggestion; sign-out resets', () => {
    const { actor } = start();
    actor.send(update([SUGGEST_ASK_TAG], 'ENABLED'));
    actor.send(update([], 'ENABLED'));
    expect(actor.getSnapshot().value).toBe('hidden');
    actor.send({ type: 'suggestion.reset' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context).toEqual({ tags: [], access: undefined });
  });
});
