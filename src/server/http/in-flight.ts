/** The requests a process is still answering, so a stop can wait for them before closing the database. */
export interface InFlight {
  /** `fetch` counted: each call is in flight until its answer (or failure) is settled. */
  track<A extends unknown[]>(
    fetch: (...args: A) => Response | Promise<Response>,
  ): (...args: A) => Response | Promise<Response>;
  /** Resolves once no request is in flight, or after `maxMs` (the ones left are given up on). */
  drained(maxMs: number): Promise<void>;
}

/**
 * Issue 22: a handler keeps running when its client goes away (the bench's load generator cuts its
 * connections at the end of a run), so `server.close()` can report every connection closed while
 * handlers still query. Closing the database then made their next query fail: the 500s `query
 * failed` at the end of a run. A stop waits for these handlers first.
 */
export function createInFlight(): InFlight {
  let count = 0;
  let waiters: (() => void)[] = [];
  const done = () => {
    if (--count > 0) return;
    for (const wake of waiters) wake();
    waiters = [];
  };
  return {
    track(fetch) {
      return (...args) => {
        count++;
        let answer: Response | Promise<Response>;
        try {
          answer = fetch(...args);
        } catch (err) {
          done();
          throw err;
        }
        if (!(answer instanceof Promise)) {
          done();
          return answer;
        }
        return answer.finally(done);
      };
    },
    drained(maxMs) {
      if (count === 0) return Promise.resolve();
      return new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, maxMs);
        waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    },
  };
}
