import { describe, expect, it, vi } from 'vitest';
import { createInFlight } from '../../src/server/http/in-flight';

const settled = async (p: Promise<unknown>) => {
  let done = false;
  void p.then(() => (done = true));
  await new Promise((r) => setTimeout(r, 0));
  return done;
};

describe('requests in flight (issue 22: the database closes after them)', () => {
  it('drains once the last answer settles, failed or not, not when a client goes away', async () => {
    const inFlight = createInFlight();
    const answers: ((r: Response) => void)[] = [];
    const fetch = inFlight.track(() => new Promise<Response>((resolve) => answers.push(resolve)));
    const failing = inFlight.track(() => Promise.reject(new Error('query failed')));
    const first = fetch();
    const second = fetch();
    await expect(failing()).rejects.toThrow('query failed');

    const drained = inFlight.drained(60_000);
    expect(await settled(drained)).toBe(false);
    answers[0]!(new Response('one'));
    await first;
    expect(await settled(drained)).toBe(false);
    answers[1]!(new Response('two'));
    await second;
    expect(await settled(drained)).toBe(true);
  });

  it('answers at once when idle, counts synchronous answers and throws, and gives up after its limit', async () => {
    vi.useFakeTimers();
    try {
      const inFlight = createInFlight();
      await inFlight.drained(1000);
      expect(inFlight.track(() => new Response('now'))()).toBeInstanceOf(Response);
      expect(() =>
        inFlight.track((): Response => {
          throw new Error('bad');
        })(),
      ).toThrow('bad');
      await inFlight.drained(1000);

      void inFlight.track(() => new Promise<Response>(() => {}))();
      let gaveUp = false;
      void inFlight.drained(1000).then(() => (gaveUp = true));
      await vi.advanceTimersByTimeAsync(999);
      expect(gaveUp).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(gaveUp).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});
