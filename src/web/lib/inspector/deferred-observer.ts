import type { InspectionEvent } from 'xstate';

type Observe = (inspection: InspectionEvent) => void;

/**
 * Issue 22: the root actor's `inspect` observer while the recorder (a lazy chunk, with its masking)
 * has not loaded. It keeps every inspection event and hands them to the recorder in order once it
 * is there, so the recorder's registry of live actors (and its log, when the inspector opened at
 * once) misses nothing; from then on events go straight to it. The page loads it when idle.
 */
export function createDeferredObserver(load: () => Promise<Observe>) {
  let target: Observe | undefined;
  let pending: InspectionEvent[] = [];
  let loading: Promise<void> | undefined;
  return {
    observe: (inspection: InspectionEvent) => {
      if (target) target(inspection);
      else pending.push(inspection);
    },
    load: () =>
      (loading ??= load().then(
        (observe) => {
          for (const inspection of pending) observe(inspection);
          pending = [];
          target = observe;
        },
        () => {
          // the chunk did not load: the inspector of this page has nothing to show, nothing piles up
          pending = [];
          target = () => {};
        },
      )),
  };
}
