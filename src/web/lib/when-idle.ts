/** Runs `run` once the browser is idle (within 2 s at the latest), or at once where idle callbacks do not exist. */
export const whenIdle = (run: () => void) =>
  'requestIdleCallback' in window ? requestIdleCallback(run, { timeout: 2000 }) : setTimeout(run, 1);
