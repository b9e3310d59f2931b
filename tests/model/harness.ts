import {
  type ActorLogic,
  type AnyEventObject,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
  type AnyTransitionDefinition,
  type ContextFrom,
  createActor,
  type EventFromLogic,
  type ExecutableActionObject,
  fromPromise,
  initialTransition,
  type InputFrom,
  type InspectionEvent,
  SimulatedClock,
  type SnapshotFrom,
  transition,
} from 'xstate';
import {
  type AdjacencyMap,
  getAdjacencyMap,
  getStateNodes,
  type SerializedSnapshot,
  toDirectedGraph,
} from 'xstate/graph';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { formatCoverageTable, type MachineCoverage, percentOf, writeFragment } from './coverage';
import {
  activeOf,
  compareWithMachine,
  type DeclaredModel,
  guardedRows,
  type ModelExpectation,
  modelEventOf,
  modelStart,
  modelStep,
  rowKey,
} from './declared';

/**
 * Model-based tests for any machine of `machines/` (ARCHITECTURE "Tests and checks").
 *
 * 1. Traversal: `getAdjacencyMap` explores every (serialized snapshot, event) pair from each start,
 *    including `xstate.after.*` timers and invoke `xstate.done.actor.*` / `xstate.error.actor.*`
 *    events with the outputs and errors the spec supplies. Snapshots are serialized by state value
 *    plus `project(snapshot, now)`, which keeps graphs finite. The traversal runs on virtual time:
 *    each snapshot carries its time and pending timers, and firing a timer moves time to its due
 *    moment, so guards and delays that read `now` (from the machine's input) see the same times
 *    as the real actor later does.
 * 2. Paths: one per adjacency edge — the shortest path to the edge's source plus the edge's event
 *    — with paths that are prefixes of longer ones dropped.
 * 3. Execution: each path runs on a real actor of the machine `.provide()`d with `fromPromise`
 *    fakes (the step's done/error event resolves or rejects the running fake) and a
 *    `SimulatedClock` (an `after` step advances it to the timer's due time). After every step the
 *    actor's serialized snapshot must equal the predicted one.
 * 4. Coverage: the transitions that actually fired in the actors (inspection microsteps) against
 *    every transition of the machine definition (`toDirectedGraph` edges plus `always`), and the
 *    state nodes entered against all state nodes. A last test fails below 100 % of transitions;
 *    each file writes its row for the table printed at the end of the run (coverage-setup.ts).
 *
 * A machine's model test, `tests/machines/<flow>.model.test.ts`:
 *
 * ```ts
 * describeModel<typeof sessionExpiryMachine>({
 *   name: 'sessionExpiry',
 *   machine: sessionExpiryMachine,
 *   starts: [{ label: 'signed in', input: ({ now }) => ({ now }) }],
 *   actors: { checkSession: { outputs: [{ seconds: 3600 }, { seconds: 1 }], errors: [new Error('offline')] } },
 *   project: ({ context }) => ({ lastSecond: context.secondsLeft <= 1 }),
 * });
 * ```
 *
 * Limits: every invoked actor is faked as a promise the path settles (an actor given in
 * `implementations.actors` runs as given, and its done/error steps cannot be driven); spawned
 * children, delayed `sendTo` and wildcard (`*`) handlers are not explored; only the timer due first fires from a snapshot; the projection must keep
 * everything that changes which transitions fire, or paths may predict a state the actor does not
 * reach (that path's test then fails with the trail of states).
 */
export interface ModelClock {
  now: () => number;
}

export interface ModelStart<TMachine extends AnyStateMachine> {
  /** Names the start in test titles (e.g. 'order id, anonymous'). */
  label: string;
  /** The machine's input; `clock.now` is virtual time in the traversal, the simulated clock in runs. */
  input: (clock: ModelClock) => InputFrom<TMachine>;
}

/** What an invoked actor (by its `src` name in `setup({ actors })`) may answer. */
export interface ActorAnswers {
  /** One `xstate.done.actor` variant per output. Default: `[undefined]`. */
  outputs?: readonly unknown[];
  /** One `xstate.error.actor` variant per error. Default: one `Error`. */
  errors?: readonly unknown[];
}

export type EventVariants<TEvent extends AnyEventObject> = {
  [K in TEvent['type']]?: ReadonlyArray<Extract<TEvent, { type: K }>>;
};

export interface ModelSpec<TMachine extends AnyStateMachine> {
  /** Row name in the coverage table: the export without `Machine` (`sessionExpiry`). */
  name: string;
  machine: TMachine;
  /** One graph per start. Needed when the machine declares input; default: one start, no input. */
  starts?: ReadonlyArray<ModelStart<NoInfer<TMachine>>>;
  /** Payload variants per event type; an enabled type not listed is sent as `{ type }`. */
  events?: EventVariants<EventFromLogic<NoInfer<TMachine>>>;
  /** Answers of invoked actors, by `src` name. */
  actors?: Record<string, ActorAnswers>;
  /**
   * Context that matters for behaviour, added to the state value when serializing snapshots:
   * context field names, or a function of the snapshot and the current time (virtual time in the
   * traversal, the simulated clock in runs) for derived values such as "token still fresh".
   */
  project?:
    | ReadonlyArray<keyof ContextFrom<NoInfer<TMachine>>>
    | ((snapshot: SnapshotFrom<NoInfer<TMachine>>, now: number) => Record<string, unknown>);
  /** Extra implementations for executed actors (e.g. recording actions); actors listed here are not faked. */
  implementations?: Parameters<NoInfer<TMachine>['provide']>[0];
  /** Epoch ms where virtual and simulated time start. */
  startTime?: number;
  /** Traversal stops with an error past this many snapshots (a projection that keeps a counter). */
  limit?: number;
  /**
   * The declared model (`tests/machines/<flow>.model.ts`). With it, each step's expected state,
   * actions, emitted events and service inputs come from the model, not from the machine.
   */
  model?: DeclaredModel<NoInfer<TMachine>>;
}

export interface ModelStep {
  event: AnyEventObject;
  label: string;
  /** Serialized snapshot expected after the step. */
  expected: string;
}

export interface ModelPath {
  start: number;
  description: string;
  steps: ModelStep[];
  /** Adjacency edges (start|from|event) the path exercises. */
  edges: string[];
}

export interface ModelTransition {
  key: string;
  label: string;
}

export interface Model {
  name: string;
  initialKeys: string[];
  paths: ModelPath[];
  graph: { states: number; edges: number };
  states: string[];
  transitions: ModelTransition[];
}

export interface CoverageRecorder {
  states: Set<string>;
  transitions: Set<string>;
  edges: Set<string>;
  /** Declared rows the actor took as the model said, in a step that matched the model. */
  verified: Set<string>;
  /** Guarded declared rows by key → outcomes of the guard seen ('true', 'false'). */
  guardOutcomes: Map<string, Set<boolean>>;
}

export const DEFAULT_START_TIME = Date.UTC(2025, 0, 6, 9, 0, 0);

const AFTER = 'xstate.after.';
const DONE = 'xstate.done.actor.';
const ERROR = 'xstate.error.actor.';

interface Timeline {
  time: number;
  /** Pending delayed events by id (for `after`, the event type) → due time. */
  timers: Map<string, number>;
}

function applyTimerActions(
  timers: Map<string, number>,
  actions: readonly ExecutableActionObject[],
  time: number,
) {
  for (const action of actions) {
    const params = action.params as
      { id?: unknown; delay?: unknown; sendId?: unknown; event?: unknown } | undefined;
    if (action.type === 'xstate.raise' && typeof params?.delay === 'number') {
      const id = typeof params.id === 'string' ? params.id : (params.event as AnyEventObject).type;
      timers.set(id, time + params.delay);
    } else if (action.type === 'xstate.cancel' && typeof params?.sendId === 'string') {
      timers.delete(params.sendId);
    }
  }
  return timers;
}

function serializeValue(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) => {
    if (v instanceof Error) return `${v.name}: ${v.message}`;
    if (typeof v === 'function') return '[function]';
    return v;
  });
}

function projection(spec: ModelSpec<AnyStateMachine>, snapshot: AnyMachineSnapshot, now: number) {
  const { project } = spec;
  if (typeof project === 'function') return project(snapshot, now);
  const context = snapshot.context as Record<string, unknown>;
  return Object.fromEntries((project ?? []).map((field) => [field, context[String(field)]]));
}

function snapshotKey(spec: ModelSpec<AnyStateMachine>, snapshot: AnyMachineSnapshot, now: number): string {
  return serializeValue({
    value: snapshot.value as unknown,
    ...(snapshot.status === 'active' ? {} : { status: snapshot.status }),
    ...projection(spec, snapshot, now),
  });
}

function invokeSources(snapshot: AnyMachineSnapshot): Map<string, string> {
  const sources = new Map<string, string>();
  for (const node of snapshot._nodes) {
    for (const invoke of node.invoke)
      sources.set(invoke.id, typeof invoke.src === 'string' ? invoke.src : invoke.id);
  }
  return sources;
}

function sourceOfInvoke(machine: AnyStateMachine, eventType: string, sourceNode?: AnyStateNode): string {
  const id = eventType.startsWith(DONE) ? eventType.slice(DONE.length) : eventType.slice(ERROR.length);
  const nodes = sourceNode ? [sourceNode] : [machine.root, ...getStateNodes(machine.root)];
  for (const node of nodes) {
    const invoke = node.invoke.find((candidate) => candidate.id === id);
    if (invoke) return typeof invoke.src === 'string' ? invoke.src : id;
  }
  return id;
}

/** Short human label of an event: `session.start`, `after tick`, `checkSession ✓ {"seconds":30}`. */
export function eventLabel(machine: AnyStateMachine, event: AnyEventObject): string {
  const { type } = event;
  if (type.startsWith(AFTER)) return `after ${type.slice(AFTER.length).split('.')[0]}`;
  if (type.startsWith(DONE)) {
    const output = (event as { output?: unknown }).output;
    return `${sourceOfInvoke(machine, type)} ✓${output === undefined ? '' : ` ${serializeValue(output)}`}`;
  }
  if (type.startsWith(ERROR)) {
    return `${sourceOfInvoke(machine, type)} ✗ ${serializeValue((event as { error?: unknown }).error)}`;
  }
  const { type: _type, ...payload } = event;
  return Object.keys(payload).length ? `${type} ${serializeValue(payload)}` : type;
}

/** The transition's event descriptor ('' for `always`). */
function eventTypeOf(t: AnyTransitionDefinition): string {
  return String(t.eventType);
}

function transitionKey(t: AnyTransitionDefinition): string {
  const source = t.source;
  const eventType = eventTypeOf(t);
  const list = eventType === '' ? (source.always ?? []) : (source.transitions.get(eventType) ?? []);
  return `${source.id}|${eventType === '' ? 'always' : eventType}|${list.indexOf(t)}`;
}

function guardName(t: AnyTransitionDefinition): string {
  const guard = t.guard as unknown;
  if (!guard) return '';
  if (typeof guard === 'string') return ` [${guard}]`;
  if (typeof guard === 'object' && guard !== null && 'type' in guard) return ` [${String(guard.type)}]`;
  return ' [guard]';
}

function transitionLabel(machine: AnyStateMachine, t: AnyTransitionDefinition): string {
  const source = t.source.path.join('.') || '(root)';
  const eventType = eventTypeOf(t);
  const event =
    eventType === ''
      ? 'always'
      : eventType.startsWith(DONE) || eventType.startsWith(ERROR)
        ? `${sourceOfInvoke(machine, eventType, t.source)} ${eventType.startsWith(DONE) ? 'done' : 'error'}`
        : eventType.startsWith(AFTER)
          ? `after ${eventType.slice(AFTER.length).split('.')[0]}`
          : eventType;
  const targets = t.target?.length
    ? t.target.map((node) => node.path.join('.') || '(root)').join(', ')
    : '(no target)';
  return `${source} —${event}${guardName(t)}→ ${targets}`;
}

/** Every transition of the machine definition: `toDirectedGraph` edges plus `always` transitions. */
export function transitionsOf(machine: AnyStateMachine): ModelTransition[] {
  const found = new Map<string, string>();
  const visit = (node: ReturnType<typeof toDirectedGraph>) => {
    for (const edge of node.edges)
      found.set(transitionKey(edge.transition), transitionLabel(machine, edge.transition));
    node.children.forEach(visit);
  };
  visit(toDirectedGraph(machine));
  for (const node of [machine.root, ...getStateNodes(machine.root)]) {
    for (const t of node.always ?? []) found.set(transitionKey(t), transitionLabel(machine, t));
  }
  return [...found].map(([key, label]) => ({ key, label }));
}

function eventsFor(
  spec: ModelSpec<AnyStateMachine>,
  snapshot: AnyMachineSnapshot,
  timeline: Timeline,
): AnyEventObject[] {
  if (snapshot.status !== 'active') return [];
  const sources = invokeSources(snapshot);
  const types = new Set(snapshot._nodes.flatMap((node) => (node.ownEvents as unknown[]).map(String)));
  const variants = (spec.events ?? {}) as Record<string, readonly AnyEventObject[] | undefined>;
  const events: AnyEventObject[] = [];
  for (const type of types) {
    if (type.startsWith(AFTER)) {
      // only the timer due first can fire: a later one would find the earlier already fired
      const due = timeline.timers.get(type);
      if (due !== undefined && due <= Math.min(...timeline.timers.values())) events.push({ type });
    } else if (type.startsWith(DONE)) {
      const actorId = type.slice(DONE.length);
      const answers = spec.actors?.[sources.get(actorId) ?? actorId];
      for (const output of answers?.outputs ?? [undefined]) events.push({ type, output, actorId });
    } else if (type.startsWith(ERROR)) {
      const actorId = type.slice(ERROR.length);
      const src = sources.get(actorId) ?? actorId;
      for (const error of spec.actors?.[src]?.errors ?? [new Error(`${src} failed`)]) {
        events.push({ type, error, actorId });
      }
    } else if (!type.startsWith('xstate.') && !type.includes('*')) {
      events.push(...(variants[type] ?? [{ type }]));
    }
  }
  return events;
}

interface StartGraph {
  initialKey: string;
  adjacency: AdjacencyMap<AnyMachineSnapshot, AnyEventObject>;
  keyOf: (snapshot: AnyMachineSnapshot) => string;
}

function traverse(
  spec: ModelSpec<AnyStateMachine>,
  start: ModelStart<AnyStateMachine> | undefined,
): StartGraph {
  const { machine } = spec;
  const startTime = spec.startTime ?? DEFAULT_START_TIME;
  let virtualNow = startTime;
  const input: unknown = start?.input({ now: () => virtualNow });
  const timelines = new WeakMap<AnyMachineSnapshot, Timeline>();
  const timelineOf = (snapshot: AnyMachineSnapshot) => {
    const timeline = timelines.get(snapshot);
    if (!timeline) throw new Error('model harness: snapshot without a timeline');
    return timeline;
  };
  const [initial, initialActions] = initialTransition(machine, input);
  timelines.set(initial, {
    time: startTime,
    timers: applyTimerActions(new Map(), initialActions, startTime),
  });

  const logic = {
    transition: (snapshot: AnyMachineSnapshot, event: AnyEventObject) => {
      const from = timelineOf(snapshot);
      const time = event.type.startsWith(AFTER) ? (from.timers.get(event.type) ?? from.time) : from.time;
      virtualNow = time;
      const [next, actions] = transition(machine, snapshot, event);
      const timers = new Map(from.timers);
      timers.delete(event.type);
      timelines.set(next, { time, timers: applyTimerActions(timers, actions, time) });
      return next;
    },
    getInitialSnapshot: () => initial,
  } as unknown as ActorLogic<AnyMachineSnapshot, AnyEventObject, unknown>;

  const keyOf = (snapshot: AnyMachineSnapshot) => snapshotKey(spec, snapshot, timelineOf(snapshot).time);
  const adjacency = getAdjacencyMap(logic, {
    fromState: initial,
    serializeState: keyOf,
    serializeEvent: (event) => serializeValue(event),
    events: (snapshot) => eventsFor(spec, snapshot, timelineOf(snapshot)),
    limit: spec.limit ?? 5_000,
  });
  return { initialKey: keyOf(initial), adjacency, keyOf };
}

function shortestPaths(
  graph: StartGraph,
  start: number,
  machine: AnyStateMachine,
  label: string,
): ModelPath[] {
  const { adjacency, keyOf, initialKey } = graph;
  const reach = new Map<string, ModelStep[]>([[initialKey, []]]);
  const edgeIds = new Map<string, string[]>([[initialKey, []]]);
  const queue = [initialKey];
  const paths: ModelPath[] = [];
  for (let key = queue.shift(); key !== undefined; key = queue.shift()) {
    const node = adjacency[key as keyof typeof adjacency];
    if (!node) continue;
    const steps = reach.get(key)!;
    const edges = edgeIds.get(key)!;
    for (const [eventKey, { event, state }] of Object.entries(node.transitions)) {
      const target = keyOf(state);
      const step: ModelStep = { event, label: eventLabel(machine, event), expected: target };
      const edge = `${start}|${key}|${eventKey}`;
      paths.push({
        start,
        description: `${label}${[...steps, step].map((s) => s.label).join(' → ')}`,
        steps: [...steps, step],
        edges: [...edges, edge],
      });
      if (!reach.has(target)) {
        reach.set(target, [...steps, step]);
        edgeIds.set(target, [...edges, edge]);
        queue.push(target);
      }
    }
  }
  return paths;
}

/** Drops paths whose steps are a prefix of a longer path: the longer one exercises their edges. */
function withoutPrefixes(paths: ModelPath[]): ModelPath[] {
  const sequence = (path: ModelPath) => path.steps.map((step) => serializeValue(step.event));
  const kept: Array<{ path: ModelPath; events: string[] }> = [];
  for (const path of [...paths].sort((a, b) => b.steps.length - a.steps.length)) {
    const events = sequence(path);
    const covered = kept.some(
      (other) => other.path.start === path.start && events.every((event, i) => other.events[i] === event),
    );
    if (!covered) kept.push({ path, events });
  }
  return kept.map(({ path }) => path).sort((a, b) => a.start - b.start || a.steps.length - b.steps.length);
}

function edgeCount(graph: StartGraph): number {
  let edges = 0;
  for (const key of Object.keys(graph.adjacency)) {
    edges += Object.keys(graph.adjacency[key as SerializedSnapshot]?.transitions ?? {}).length;
  }
  return edges;
}

/** Traverses the machine from every start and generates the paths. */
export function buildModel<TMachine extends AnyStateMachine>(spec: ModelSpec<TMachine>): Model {
  const anySpec = spec as unknown as ModelSpec<AnyStateMachine>;
  const starts = anySpec.starts?.length ? anySpec.starts : [undefined];
  const graphs = starts.map((start) => traverse(anySpec, start));
  const paths = graphs.flatMap((graph, i) => {
    const label = starts.length > 1 && starts[i] ? `[${starts[i].label}] ` : '';
    const fromStart = withoutPrefixes(shortestPaths(graph, i, spec.machine, label));
    // a start that ends at once (final state) still runs, to check and cover its initial steps
    return fromStart.length ? fromStart : [{ start: i, description: `${label}start`, steps: [], edges: [] }];
  });
  return {
    name: spec.name,
    initialKeys: graphs.map((graph) => graph.initialKey),
    paths,
    graph: {
      states: graphs.reduce((sum, g) => sum + Object.keys(g.adjacency).length, 0),
      edges: graphs.reduce((sum, g) => sum + edgeCount(g), 0),
    },
    states: getStateNodes(spec.machine.root).map((node) => node.id),
    transitions: transitionsOf(spec.machine),
  };
}

export function createRecorder(): CoverageRecorder {
  return {
    states: new Set(),
    transitions: new Set(),
    edges: new Set(),
    verified: new Set(),
    guardOutcomes: new Map(),
  };
}

function flush(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

interface Deferred {
  resolve: (value: unknown) => void;
  reject: (reason: unknown) => void;
}

/** What the real actor did during one step, recorded through `.provide()` spies and `actor.on`. */
interface Observed {
  actions: Array<{ type: string; params: unknown }>;
  guards: Array<{
    name: string;
    outcome: boolean;
    context: unknown;
    event: AnyEventObject;
    params: unknown;
    active: Set<string> | undefined;
  }>;
  emits: AnyEventObject[];
  invokes: Array<{ src: string; input: unknown }>;
}

const observed = (): Observed => ({ actions: [], guards: [], emits: [], invokes: [] });

type Implementation = ((...args: never[]) => unknown) & { resolve?: (...args: unknown[]) => unknown };

/** Each named action, wrapped to record its name when it runs (built-ins when they resolve). */
function actionSpies(machine: AnyStateMachine, seen: () => Observed) {
  return Object.fromEntries(
    Object.entries(machine.implementations.actions as Record<string, Implementation>).map(
      ([name, action]) => {
        if (typeof action.resolve === 'function') {
          const resolve = action.resolve;
          const spy = Object.assign(function spy() {}, action, {
            // resolve(actorScope, snapshot, actionArgs, actionParams, ...)
            resolve: (...args: unknown[]) => {
              seen().actions.push({ type: name, params: args[3] });
              return resolve(...args);
            },
          });
          return [name, spy];
        }
        return [
          name,
          (...args: never[]) => {
            seen().actions.push({ type: name, params: args[1] });
            return action(...args);
          },
        ];
      },
    ),
  );
}

type GuardCheck = (
  snapshot: AnyMachineSnapshot,
  args: { context: unknown; event: AnyEventObject },
  resolved: unknown,
) => boolean;

/**
 * Each named guard wrapped to record its outcome, its params and what it was asked on: plain
 * functions, and built-in ones (`and`, `or`, `not`, `stateIn` given a name), whose `check` is
 * wrapped. The guards named inside `and`/`or`/`not` resolve to these spies too.
 */
function guardSpies(machine: AnyStateMachine, seen: () => Observed): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(
      machine.implementations.guards as Record<string, Implementation & { check?: GuardCheck }>,
    ).map(([name, guard]) => {
      const { check } = guard;
      if (check) {
        const spy = Object.assign(function spy() {}, guard, {
          check: (
            snapshot: AnyMachineSnapshot,
            args: { context: unknown; event: AnyEventObject },
            resolved: unknown,
          ) => {
            const outcome = check(snapshot, args, resolved);
            const active = activeOf(snapshot);
            seen().guards.push({ name, outcome, ...args, params: undefined, active });
            return outcome;
          },
        });
        return [name, spy] as [string, unknown];
      }
      return [
        name,
        (args: { context: unknown; event: AnyEventObject }, params: never) => {
          const outcome = Boolean(guard(args as never, params));
          seen().guards.push({ name, outcome, ...args, params, active: undefined });
          return outcome;
        },
      ] as [string, unknown];
    }),
  );
}

/** The differences between what the actor did and what the model expected, one line each. */
function differences(
  model: DeclaredModel<AnyStateMachine>,
  actual: { active: Set<string>; before: Set<string>; seen: Observed; now: number },
  expected: ModelExpectation,
): string[] {
  const problems: string[] = [];
  const list = (set: Set<string>) => JSON.stringify([...set].filter(Boolean).sort());
  if (list(actual.active) !== list(expected.active))
    problems.push(`state ${list(actual.active)}, the model says ${list(expected.active)}`);
  const pairs = [
    // compared by name where the model names only the action, with the params where it gives them
    [
      'actions',
      actual.seen.actions.map((action, i) =>
        typeof expected.actions[i] === 'object' ? action : action.type,
      ),
      expected.actions,
    ],
    // compared by type where the model names only the type
    [
      'emitted events',
      actual.seen.emits.map((event, i) => (typeof expected.emits[i] === 'string' ? event.type : event)),
      expected.emits,
    ],
    ['service inputs', actual.seen.invokes, expected.invokes],
  ] as const;
  for (const [what, got, want] of pairs) {
    if (serializeValue(got) !== serializeValue(want))
      problems.push(`${what} ${serializeValue(got)}, the model says ${serializeValue(want)}`);
  }
  for (const guard of actual.seen.guards) {
    const rule = model.guards?.[guard.name];
    if (!rule) continue;
    const want = rule({
      context: guard.context,
      event: guard.event,
      now: actual.now,
      params: guard.params,
      active: guard.active ?? actual.before,
    } as never);
    if (want !== guard.outcome)
      problems.push(`guard ${guard.name} answered ${guard.outcome}, the model's rule says ${want}`);
  }
  return problems;
}

/** Runs one path on a real actor with fakes and a simulated clock, asserting every step. */
export async function runPath<TMachine extends AnyStateMachine>(
  spec: ModelSpec<TMachine>,
  model: Model,
  path: ModelPath,
  recorder: CoverageRecorder,
): Promise<void> {
  const anySpec = spec as unknown as ModelSpec<AnyStateMachine>;
  const { machine } = anySpec;
  const clock = new SimulatedClock();
  clock.increment(anySpec.startTime ?? DEFAULT_START_TIME);
  const running = new Map<string, Deferred>();
  const timers = new Map<string, number>();
  const declared = anySpec.model;
  let seen = observed();
  const provided = (anySpec.implementations ?? {}) as {
    actors?: Record<string, unknown>;
    actions?: Record<string, unknown>;
    guards?: Record<string, unknown>;
  };
  const fakes = Object.fromEntries(
    Object.keys(machine.implementations.actors)
      .filter((name) => !provided.actors?.[name])
      .map((name) => [
        name,
        fromPromise(({ self, input }) => {
          seen.invokes.push({ src: name, input });
          return new Promise((resolve, reject) => running.set(self.id, { resolve, reject }));
        }),
      ]),
  );
  // the spies wrap the implementations a test provides, so a planted bug runs under them
  const withProvided = machine.provide(provided as never);
  const spies = declared
    ? { actions: actionSpies(withProvided, () => seen), guards: guardSpies(withProvided, () => seen) }
    : {};
  const logic = withProvided.provide({ ...spies, actors: { ...provided.actors, ...fakes } } as never);
  const record = (snapshot: AnyMachineSnapshot) => {
    for (const node of snapshot._nodes) if (node !== snapshot.machine.root) recorder.states.add(node.id);
  };
  const inspect = (event: InspectionEvent) => {
    if (event.actorRef.sessionId !== event.rootId) return;
    if (event.type === '@xstate.microstep') {
      for (const t of event._transitions) {
        recorder.transitions.add(transitionKey(t));
        // a transient initial state (left by `always` at once) shows only as a transition's source
        if (t.source !== t.source.machine.root) recorder.states.add(t.source.id);
      }
      record(event.snapshot as AnyMachineSnapshot);
    } else if (event.type === '@xstate.action') {
      applyTimerActions(timers, [event.action as ExecutableActionObject], clock.now());
    }
  };
  const start = anySpec.starts?.[path.start];
  const actor = createActor(logic, { clock, inspect, input: start?.input({ now: () => clock.now() }) });
  let actorError: unknown;
  actor.subscribe({ error: (error) => (actorError = error) });
  actor.on('*', (emitted: AnyEventObject) => seen.emits.push(emitted));
  actor.start();

  const keyOf = () => snapshotKey(anySpec, actor.getSnapshot(), clock.now());
  const trail = [`start ${keyOf()}`];
  const fail = (message: string) =>
    new Error(
      `${message}\n  path:\n    ${trail.join('\n    ')}${actorError ? `\n  actor error: ${serializeValue(actorError)}` : ''}`,
    );
  try {
    record(actor.getSnapshot());
    const verify = (expected: ModelExpectation, label: string, before: Set<string>) => {
      if (!declared) return;
      const active = activeOf(actor.getSnapshot());
      const problems = differences(declared, { active, before, seen, now: clock.now() }, expected);
      if (problems.length) throw fail(`${label}: ${problems.join('; ')}`);
      for (const row of expected.taken) recorder.verified.add(row);
      for (const { row, outcome } of expected.guards) {
        recorder.guardOutcomes.set(row, (recorder.guardOutcomes.get(row) ?? new Set()).add(outcome));
        if (outcome) recorder.verified.add(row);
      }
    };
    if (declared) {
      const context: unknown = (actor.getSnapshot() as AnyMachineSnapshot).context;
      verify(modelStart(declared, context, clock.now()), 'start', new Set());
    } else if (keyOf() !== model.initialKeys[path.start]) {
      throw fail(`initial snapshot ${keyOf()} is not the model's ${model.initialKeys[path.start]}`);
    }
    for (const step of path.steps) {
      const { event } = step;
      const before = actor.getSnapshot() as AnyMachineSnapshot;
      seen = observed();
      if (event.type.startsWith(AFTER)) {
        const due = timers.get(event.type);
        if (due === undefined) throw fail(`${step.label}: no such timer is pending`);
        timers.delete(event.type);
        clock.increment(Math.max(0, due - clock.now()));
      } else if (event.type.startsWith(DONE) || event.type.startsWith(ERROR)) {
        const actorId = (event as { actorId?: string }).actorId ?? '';
        const child = running.get(actorId);
        if (!child) throw fail(`${step.label}: actor ${actorId} is not running`);
        running.delete(actorId);
        if (event.type.startsWith(DONE)) child.resolve((event as { output?: unknown }).output);
        else child.reject((event as { error?: unknown }).error);
        await flush();
      } else {
        actor.send(event as EventFromLogic<AnyStateMachine>);
      }
      const actual = keyOf();
      trail.push(`${step.label} → ${actual}`);
      record(actor.getSnapshot());
      if (declared) {
        const expected = modelStep(declared, {
          before: activeOf(before),
          eventName: modelEventOf(machine, event.type),
          event,
          contextBefore: before.context,
          contextAfter: (actor.getSnapshot() as AnyMachineSnapshot).context,
          now: clock.now(),
        });
        verify(expected, `after "${step.label}"`, activeOf(before));
      } else if (actual !== step.expected)
        throw fail(`after "${step.label}" expected ${step.expected}, got ${actual}`);
    }
    for (const edge of path.edges) recorder.edges.add(edge);
  } finally {
    actor.stop();
  }
}

/** Against the declared model: rows verified, and guarded rows whose guard was seen both ways. */
function declaredCoverage(declared: DeclaredModel<AnyStateMachine> | undefined, recorder: CoverageRecorder) {
  if (!declared) return {};
  const rows = declared.transitions.map(rowKey);
  const guarded = guardedRows(declared);
  const bothWays = (row: string) => recorder.guardOutcomes.get(row)?.size === 2;
  return {
    verified: { covered: rows.filter((row) => recorder.verified.has(row)).length, total: rows.length },
    guardOutcomes: { covered: guarded.filter(bothWays).length, total: guarded.length },
    unverified: rows.filter((row) => !recorder.verified.has(row)),
    guardsOneWay: guarded
      .filter((row) => !bothWays(row))
      .map((row) => `${row}: seen ${[...(recorder.guardOutcomes.get(row) ?? [])].join(', ') || 'never'}`),
  };
}

export function coverageOf(
  model: Model,
  recorder: CoverageRecorder,
  declared?: DeclaredModel<AnyStateMachine>,
): MachineCoverage {
  const coveredTransitions = model.transitions.filter((t) => recorder.transitions.has(t.key));
  const coveredStates = model.states.filter((id) => recorder.states.has(id));
  const { unverified, guardsOneWay, ...againstModel } = declaredCoverage(declared, recorder);
  return {
    ...againstModel,
    machine: model.name,
    states: { covered: coveredStates.length, total: model.states.length },
    transitions: { covered: coveredTransitions.length, total: model.transitions.length },
    percent: percentOf(coveredTransitions.length, model.transitions.length),
    paths: model.paths.length,
    graph: { ...model.graph, edgesCovered: recorder.edges.size },
    missing: {
      states: model.states.filter((id) => !recorder.states.has(id)),
      transitions: model.transitions.filter((t) => !recorder.transitions.has(t.key)).map((t) => t.label),
      ...(declared ? { verified: unverified, guardOutcomes: guardsOneWay } : {}),
    },
  };
}

/**
 * Set by the configuration mutator (`tests/model/config-mutants.ts`): while set, `describeModel`
 * hands it the machine's spec instead of declaring tests, so the model test files are the one
 * source of each machine's starts, answers and projection.
 */
export const specCollector: { collect?: (spec: ModelSpec<AnyStateMachine>) => void } = {};

/**
 * Declares the model tests of one machine: one test per generated path, then a test that fails
 * below 100 % transition coverage; the machine's coverage row goes to the run's table.
 */
export function describeModel<TMachine extends AnyStateMachine>(spec: ModelSpec<TMachine>): void {
  if (specCollector.collect) return specCollector.collect(spec);
  describe(`${spec.name} (model)`, () => {
    const model = buildModel(spec);
    const recorder = createRecorder();
    const declared = spec.model as DeclaredModel<AnyStateMachine> | undefined;

    if (declared) {
      it(`${spec.name} is its declared model, both directions`, () => {
        expect(compareWithMachine(spec.machine, declared)).toEqual([]);
      });
    }

    for (const path of model.paths) {
      it(path.description, () => runPath(spec, model, path, recorder));
    }

    it(`covers every transition of ${spec.name}`, () => {
      const coverage = coverageOf(model, recorder, declared);
      expect(coverage.missing.transitions, 'transitions no generated path fired').toEqual([]);
      expect(coverage.missing.states, 'states no generated path entered').toEqual([]);
      expect(coverage.missing.verified ?? [], 'declared transitions no path verified').toEqual([]);
      expect(coverage.missing.guardOutcomes ?? [], 'guards not seen both true and false').toEqual([]);
    });

    afterAll(() => {
      const coverage = coverageOf(model, recorder, declared);
      const dir = inject('modelCoverageDir');
      if (dir) writeFragment(dir, coverage);
      else console.log(formatCoverageTable([coverage]));
    });
  });
}
