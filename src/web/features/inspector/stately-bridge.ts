import type { createInspector } from '@statelyai/inspect';
import type {
  AnyActorRef,
  AnyEventObject,
  InspectionEvent,
  MachineContext,
  Observer,
  Snapshot,
} from 'xstate';
import { maskEvent, maskSecrets } from '../../lib/inspector/mask';
import type { Recorder } from '../../lib/inspector/recorder';

/** Masks again whatever the Stately inspector would send by itself. */
export const statelyOptions = {
  sanitizeContext: (context: MachineContext) => maskSecrets(context) as MachineContext,
  sanitizeEvent: (event: AnyEventObject) => maskEvent(event),
};

type InspectedSnapshot = Parameters<ReturnType<typeof createInspector>['snapshot']>[1];

/** What goes out of a snapshot: status, state value, tags and the masked context — never children. */
function maskedSnapshot(snapshot: unknown): InspectedSnapshot {
  const s = (snapshot ?? {}) as Partial<Pick<Snapshot<unknown>, 'status'>> & {
    value?: unknown;
    tags?: Set<string>;
    context?: unknown;
  };
  // the tags go too: Stately shows them, though its snapshot type does not name them
  const masked = {
    status: s.status ?? 'active',
    value: s.value,
    tags: s.tags ? [...s.tags] : [],
    context: maskSecrets(s.context),
  };
  return masked;
}

const readSnapshot = (ref: AnyActorRef): unknown => {
  try {
    return ref.getSnapshot();
  } catch {
    return undefined;
  }
};

/**
 * The observer that feeds a Stately inspector from the app's inspection events: only actors,
 * events and snapshots, rebuilt from masked parts (the raw events would carry child actors'
 * snapshots and action parameters unmasked).
 */
export function statelyObserver(
  inspector: Pick<ReturnType<typeof createInspector>, 'actor' | 'event' | 'snapshot'>,
) {
  return {
    next: (event: InspectionEvent) => {
      const ref = event.actorRef as AnyActorRef;
      if (event.type === '@xstate.actor') inspector.actor(ref, maskedSnapshot(readSnapshot(ref)));
      else if (event.type === '@xstate.event')
        inspector.event(ref, maskEvent(event.event), event.sourceRef ? { source: event.sourceRef } : {});
      else if (event.type === '@xstate.snapshot')
        inspector.snapshot(ref, maskedSnapshot(event.snapshot), { event: maskEvent(event.event) });
    },
  } satisfies Observer<InspectionEvent>;
}

/**
 * Opt-in: opens the Stately inspector (stately.ai, in a new window) and hands it the app's
 * inspection events through `statelyObserver`. Returns the detach.
 */
export async function openStatelyBridge(recorder: Recorder): Promise<() => void> {
  const { createBrowserInspector } = await import('@statelyai/inspect');
  const inspector = createBrowserInspector(statelyOptions);
  // the actors that started before the bridge opened
  for (const { ref } of recorder.actors()) inspector.actor(ref, maskedSnapshot(readSnapshot(ref)));
  const detach = recorder.forward(statelyObserver(inspector));
  return () => {
    detach();
    inspector.stop();
  };
}
