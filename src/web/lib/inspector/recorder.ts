import type { AnyActorRef, InspectionEvent, Observer } from 'xstate';
import { maskEvent, maskSecrets } from './mask';

/**
 * The inspector's recorder: the `inspect` observer of the app's actor systems (the root actor and
 * the staff sign-in actors). It always keeps the registry of live actors (cheap); once `start()`ed
 * (the inspector was asked for) it also keeps a ring buffer of masked actor/event/snapshot records.
 * Everything else of the inspector is a lazy chunk (features/inspector).
 */
export type RecordKind = 'actor' | 'event' | 'snapshot';

export interface InspectorRecord {
  seq: number;
  /** Epoch ms. */
  time: number;
  kind: RecordKind;
  /** The actor the record is about (the event's target): its session id, system id, machine id. */
  actor: string;
  systemId: string | undefined;
  machineId: string | undefined;
  /** `@xstate.event`: who sent it (session id), undefined for the outside world. */
  source?: string | undefined;
  /** Masked event (event records; the snapshot's cause for snapshot records). */
  event?: { type: string; [key: string]: unknown };
  /** Snapshot records: state value, status, tags and masked context. */
  value?: unknown;
  status?: string;
  tags?: string[];
  context?: unknown;
}

export const RECORD_LIMIT = 2000;

interface ActorIdentity {
  ref: AnyActorRef;
  systemId: string | undefined;
  machineId: string | undefined;
}

export interface MachineLike {
  id: string;
  root: unknown;
}

/** The machine behind an actor, when it is a state machine (promise and callback actors are not). */
export function machineOf(ref: AnyActorRef): MachineLike | undefined {
  const logic = (ref as unknown as { logic?: Partial<MachineLike> }).logic;
  return logic && typeof logic.id === 'string' && logic.root ? (logic as MachineLike) : undefined;
}

/** An actor's status; one still initializing (its snapshot cannot be read yet) counts as active. */
const statusOf = (ref: AnyActorRef) => {
  try {
    return (ref.getSnapshot() as { status?: string }).status;
  } catch {
    return 'active';
  }
};

// read when asked: an actor announces itself before its system id is set
function identify(ref: AnyActorRef): ActorIdentity {
  return {
    ref,
    get systemId() {
      return (ref as unknown as { systemId?: string }).systemId;
    },
    get machineId() {
      return machineOf(ref)?.id;
    },
  };
}

export function createRecorder() {
  const actors = new Map<string, ActorIdentity>();
  const records: InspectorRecord[] = [];
  const listeners = new Set<() => void>();
  const forwards = new Set<Observer<InspectionEvent>>();
  let recording = false;
  let seq = 0;
  let version = 0;
  let scheduled = false;

  const notify = () => {
    version += 1;
    if (scheduled) return;
    scheduled = true;
    queueMicrotask(() => {
      scheduled = false;
      for (const listener of listeners) listener();
    });
  };

  const push = (record: Omit<InspectorRecord, 'seq' | 'time'>) => {
    records.push(Object.assign(record, { seq: ++seq, time: Date.now() }));
    if (records.length > RECORD_LIMIT) records.splice(0, records.length - RECORD_LIMIT);
  };

  const register = (ref: AnyActorRef) => {
    if (actors.has(ref.sessionId)) return actors.get(ref.sessionId)!;
    // drop actors that ended (a promise actor per call would otherwise pile up)
    for (const [id, known] of actors) if (statusOf(known.ref) !== 'active') actors.delete(id);
    const identity = identify(ref);
    actors.set(ref.sessionId, identity);
    return identity;
  };

  const snapshotRecord = (ref: AnyActorRef, event: { type: string } | undefined) => {
    const identity = actors.get(ref.sessionId) ?? register(ref);
    const snapshot = ref.getSnapshot() as {
      value?: unknown;
      status?: string;
      tags?: Set<string>;
      context?: unknown;
    };
    push({
      kind: 'snapshot',
      actor: ref.sessionId,
      systemId: identity.systemId,
      machineId: identity.machineId,
      ...(event ? { event: maskEvent(event) } : {}),
      value: snapshot.value,
      status: snapshot.status,
      tags: snapshot.tags ? [...snapshot.tags] : [],
      context: maskSecrets(snapshot.context),
    });
  };

  const observe = (inspection: InspectionEvent) => {
    // the inspector must never break the app it watches
    try {
      record(inspection);
    } catch {
      // a snapshot that cannot be read or masked is left out of the log
    }
  };

  const record = (inspection: InspectionEvent) => {
    for (const forward of forwards) forward.next?.(inspection);
    const ref = inspection.actorRef as AnyActorRef;
    if (inspection.type === '@xstate.actor') {
      const identity = register(ref);
      if (recording) {
        const record: Omit<InspectorRecord, 'seq' | 'time'> = {
          kind: 'actor',
          actor: ref.sessionId,
          systemId: undefined,
          machineId: identity.machineId,
        };
        push(record);
        // the actor announces itself before its system id is set
        queueMicrotask(() => (record.systemId = identity.systemId));
      }
      notify();
      return;
    }
    if (!recording) return;
    if (inspection.type === '@xstate.event') {
      const identity = actors.get(ref.sessionId) ?? register(ref);
      push({
        kind: 'event',
        actor: ref.sessionId,
        systemId: identity.systemId,
        machineId: identity.machineId,
        source: inspection.sourceRef?.sessionId,
        event: maskEvent(inspection.event),
      });
      notify();
    } else if (inspection.type === '@xstate.snapshot') {
      snapshotRecord(ref, inspection.event);
      notify();
    }
  };

  return {
    /** The `inspect` option of `createActor` / the observer of `system.inspect`. */
    observe,
    /** Starts keeping records; each live actor's current snapshot is recorded first. */
    start() {
      if (recording) return;
      recording = true;
      for (const { ref } of actors.values()) {
        try {
          if (statusOf(ref) === 'active') snapshotRecord(ref, undefined);
        } catch {
          // still initializing: its first snapshot record comes with its first change
        }
      }
      notify();
    },
    isRecording: () => recording,
    /** Live actors (status active), in the order they started. */
    actors: () => [...actors.values()].filter(({ ref }) => statusOf(ref) === 'active'),
    actor: (sessionId: string) => actors.get(sessionId),
    records: (): readonly InspectorRecord[] => records,
    clear() {
      records.length = 0;
      notify();
    },
    /** Also hands every inspection event to `observer` (the Stately bridge); returns the detach. */
    forward(observer: Observer<InspectionEvent>) {
      forwards.add(observer);
      return () => forwards.delete(observer);
    },
    /** For `useSyncExternalStore`: a number that changes with every change. */
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    version: () => version,
    /** Tells the panel that a live actor may have moved (polled while open: snapshots of stopped recording). */
    touch: notify,
  };
}

export type Recorder = ReturnType<typeof createRecorder>;

/** The app's one recorder. */
export const recorder = createRecorder();
