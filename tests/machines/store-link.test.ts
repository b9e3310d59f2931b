import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { storeLinkMachine } from '../../machines/store-link.machine';
import { apiError, flush } from './support';

function start(reloaded: boolean, getLink: () => Promise<{ link: string }>) {
  const actions = { openLink: vi.fn(), reloadPage: vi.fn(), goToLogin: vi.fn() };
  const actor = createActor(
    storeLinkMachine.provide({ actors: { getLink: fromPromise(getLink) }, actions }),
    { input: { store: 'demo', url: '/products/ultimate', signedIn: true, reloaded } },
  ).start();
  return { actor, actions };
}

describe('storeLinkMachine (spec 000 §2.2, §8)', () => {
  it('sends the browser to the link the store answered', async () => {
    const { actor, actions } = start(false, () =>
      Promise.resolve({ link: 'http://store.test/login?token=t' }),
    );
    await flush();
    expect(actor.getSnapshot().value).toBe('redirecting');
    expect(actions.openLink.mock.calls[0]?.[1]).toBe('http://store.test/login?token=t');
  });

  it("a failure on the reloaded page shows the server's message, and retry asks again", async () => {
    const getLink = vi.fn(() => Promise.reject(apiError(502, { error: 'The store is unavailable' })));
    const { actor, actions } = start(true, getLink);
    await flush();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.error).toBe('The store is unavailable');
    expect(actions.reloadPage).not.toHaveBeenCalled();

    actor.send({ type: 'link.retry' });
    await flush();
    expect(getLink).toHaveBeenCalledTimes(2);
  });
});
