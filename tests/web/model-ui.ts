import { act, cleanup } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createActor,
  fromPromise,
  SimulatedClock,
  type AnyActorRef,
  type AnyEventObject,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyTransitionDefinition,
  type InspectionEvent,
  type SnapshotFrom,
} from 'xstate';
import {
  buildModel,
  createRecorder,
  DEFAULT_START_TIME,
  runPath,
  type Model,
  type ModelPath,
  type ModelSpec,
} from '../model/harness';
import { activeOf, modelEventOf, modelStep, type DeclaredModel } from '../model/declared';
import { expectNoAxeViolations } from './axe';

/**
 * Model-based tests through the real screens: the paths `xstate/graph` generates from a machine
 * (tests/model `buildModel`, the same spec as the machine's model test) drive a rendered screen.
 * Each step is done the way it happens in the app — a click or typing for a user's event, the
 * simulated clock for a delay, the fake call settling for an invoke — and after every step the
 * actor must be in the predicted state and `expectScreen` must accept what the screen shows.
 * A step done on screen must have sent the actor exactly the step's event (a button wired to the
 * wrong event fails), and, with `effects`, the app's effects of each step (the calls it made with
 * their inputs, the events it emitted, and what `observe` reads: navigation, storage) must be the
 * ones the test's model gives for that step.
 */
export interface UiModel<TMachine extends AnyStateMachine> {
  spec: ModelSpec<TMachine>;
  /** Starts (indexes into `spec.starts`) whose paths run; default all. */
  starts?: number[];
  /** Renders the screen for the actor (called once per path, before the actor starts). */
  mount: (actor: AnyActorRef) => void;
  /**
   * How the user does an event on the screen; an event without one, or whose `perform` answers
   * 'app' (no control for it on this screen), is sent by the app (`app` step).
   */
  perform: Record<string, ((event: AnyEventObject) => Promise<void | 'app'>) | undefined>;
  /**
   * What of a user's event is compared with the step's (default: the whole event), for events whose
   * payload the screen composes itself (a `File` for a file name, a form's own defaults).
   */
  sent?: Record<string, (event: AnyEventObject) => unknown>;
  /** Asserts the screen for the actor's snapshot (use `expect`; retried until it passes). */
  expectScreen: (snapshot: SnapshotFrom<TMachine>) => void;
  /**
   * The app's effects, checked after every step: `of` gives, from the model (spec rules on raw
   * context, never the code under test), the effects the step must have had, in order; they are
   * compared whole with what happened during the step: `call <src>` entries for the services
   * started (with their input), `emit <type>` entries for emitted events, then `observe()`'s new
   * entries (navigation, storage; a log the test keeps).
   */
  effects?: {
    observe?: () => readonly UiEffect[];
    of: (step: UiStep<TMachine>) => UiEffect[];
  };
}

/**
 * An `observe` for `effects` that logs `navigate <path>` whenever `where()` (the location the
 * screen is at) has changed since it last looked: each step's navigation, as its end result.
 */
function observeNavigation(where: () => string | undefined): () => readonly UiEffect[] {
  const log: UiEffect[] = [];
  let last: string | undefined;
  return () => {
    const now = where();
    if (now !== last) log.push({ effect: 'navigate', detail: now });
    last = now;
    return log;
  };
}

/** The navigation a step must have made (as `observeNavigation` logs it): to the route of the new state, when it changed. */
function navigationOf<TMachine extends AnyStateMachine>(
  routeOf: (snapshot: SnapshotFrom<TMachine>) => string,
  { before, after }: UiStep<TMachine>,
): UiEffect[] {
  const to = routeOf(after);
  return to === routeOf(before) ? [] : [{ effect: 'navigate', detail: to }];
}

/**
 * `effects` for a flow whose screen moves between routes: the declared model's calls and emitted
 * events, then the navigation to `routeOf` the new state (the route the spec gives it) whenever it
 * changes, observed through `where` (the location the screen is at).
 */
export function declaredEffectsAndNavigation<TMachine extends AnyStateMachine>(
  spec: ModelSpec<TMachine>,
  declared: DeclaredModel<TMachine>,
  where: () => string | undefined,
  routeOf: (snapshot: SnapshotFrom<TMachine>) => string,
): NonNullable<UiModel<TMachine>['effects']> {
  return {
    observe: observeNavigation(where),
    of: (step) => [...declaredEffects(spec, declared, step), ...navigationOf(routeOf, step)],
  };
}

/** One effect of the app: a service call with its input, an emitted event, or what `observe` logs. */
export interface UiEffect {
  effect: string;
  detail?: unknown;
}

export interface UiStep<TMachine extends AnyStateMachine> {
  event: AnyEventObject;
  before: SnapshotFrom<TMachine>;
  after: SnapshotFrom<TMachine>;
  /** The simulated clock after the step (epoch ms), for rules that read the time. */
  now: number;
}

/** A callback in a service's input (an upload's progress) is compared as any function, as the model harness does. */
function withAnyFunction(input: unknown): unknown {
  if (typeof input === 'function') return expect.any(Function);
  if (!input || typeof input !== 'object' || Object.getPrototypeOf(input) !== Object.prototype) return input;
  return Object.fromEntries(Object.entries(input).map(([key, value]) => [key, withAnyFunction(value)]));
}

/**
 * The calls and emitted events the declared model (`tests/machines/<flow>.model.ts`, written from
 * the spec) gives for one step: `call <src>` with the input each entered state's service must
 * receive, then `emit <type>` for each event the rows taken emit (the whole event where the model
 * computes it). Services the spec's `implementations` run themselves are not faked, so not called.
 */
export function declaredEffects<TMachine extends AnyStateMachine>(
  spec: ModelSpec<TMachine>,
  declared: DeclaredModel<TMachine>,
  { event, before, after, now }: UiStep<TMachine>,
): UiEffect[] {
  const provided = spec.implementations?.actors ?? {};
  const expected = modelStep(declared, {
    before: activeOf(before as AnyMachineSnapshot),
    eventName: modelEventOf(spec.machine, event.type),
    event,
    contextBefore: (before as AnyMachineSnapshot).context,
    contextAfter: (after as AnyMachineSnapshot).context,
    now,
  });
  return [
    ...expected.emits.map((emitted) =>
      typeof emitted === 'string'
        ? { effect: `emit ${emitted}`, detail: expect.objectContaining({ type: emitted }) as unknown }
        : { effect: `emit ${emitted.type}`, detail: emitted },
    ),
    ...expected.invokes
      .filter(({ src }) => !(src in provided))
      .map(({ src, input }) => ({ effect: `call ${src}`, detail: withAnyFunction(input) })),
  ];
}

export interface UiStats {
  paths: number;
  generated: number;
  steps: { ui: number; app: number; clock: number; call: number };
  screens: number;
  /** Steps whose effects were compared with the model's. */
  effects: number;
  transitions: Set<string>;
  /** Transitions fired in steps not sent by the app: the user's, the clock's and the calls' answers. */
  onScreen: Set<string>;
  states: Set<string>;
  /** The states whose screen axe has checked (once each: axe is slow and a screen repeats). */
  checkedByAxe: Set<string>;
}

export function createUiStats(): UiStats {
  return {
    paths: 0,
    generated: 0,
    steps: { ui: 0, app: 0, clock: 0, call: 0 },
    screens: 0,
    effects: 0,
    transitions: new Set(),
    onScreen: new Set(),
    states: new Set(),
    checkedByAxe: new Set(),
  };
}

const AFTER = 'xstate.after.';
const DONE = 'xstate.done.actor.';
const ERROR = 'xstate.error.actor.';

/** The same key as tests/model/harness.ts, so UI coverage compares with the model's transitions. */
function transitionKey(t: AnyTransitionDefinition): string {
  const eventType = String(t.eventType);
  const list = eventType === '' ? (t.source.always ?? []) : (t.source.transitions.get(eventType) ?? []);
  return `${t.source.id}|${eventType === '' ? 'always' : eventType}|${list.indexOf(t)}`;
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Retries `check` while React settles (lazy pages, effects), like Testing Library's waitFor. */
async function settle(check: () => void) {
  let last: unknown;
  for (let attempt = 0; attempt < 60; attempt += 1) {
    try {
      check();
      return;
    } catch (error) {
      last = error;
      await act(async () => {
        await new Promise((resolve) => setTimeout(resolve, attempt < 10 ? 0 : 10));
      });
    }
  }
  throw last;
}

/** The model and its generated paths from the chosen starts. */
export function uiPaths<TMachine extends AnyStateMachine>(
  ui: UiModel<TMachine>,
): { model: Model; paths: ModelPath[] } {
  const model = buildModel(ui.spec);
  return { model, paths: model.paths.filter((path) => !ui.starts || ui.starts.includes(path.start)) };
}

/**
 * Runs every generated path through the screen, then checks that together they fired every
 * transition of the machine, and prints the figures.
 */
export function describeUiModel<TMachine extends AnyStateMachine>(title: string, ui: UiModel<TMachine>) {
  describe(title, () => {
    const { model, paths } = uiPaths(ui);
    const stats = createUiStats();
    stats.generated = paths.length;

    for (const path of paths) it(path.description, () => runUiPath(ui, path, stats), 20_000);

    it('fires every transition of the machine through the screen', () => {
      const missing = model.transitions.filter((t) => !stats.transitions.has(t.key)).map((t) => t.label);
      expect(missing).toEqual([]);
    });

    afterAll(() => console.log(formatUiStats(ui.spec.name, model, stats)));
  });
}

/**
 * Like `describeUiModel`, but one test runs only the fewest generated paths that together fire every
 * transition (`coveringPaths`): for a flow with many paths, each slow through the screen.
 */
export function describeCoveringUiModel<TMachine extends AnyStateMachine>(
  title: string,
  ui: UiModel<TMachine>,
  {
    through = 'the screens',
    timeout = 120_000,
    appOnly,
  }: {
    through?: string;
    timeout?: number;
    /**
     * Transitions (by label, `source —event→ target`) only the app can fire, each with the reason
     * the screen has no control for it; with it, every other transition must fire in a step the
     * app did not send (the user's action, the clock, a call's answer).
     */
    appOnly?: Record<string, string>;
  } = {},
) {
  describe(title, () => {
    const { model, paths: generated } = uiPaths(ui);
    const stats = createUiStats();
    stats.generated = generated.length;
    let paths = generated;
    // choosing the paths runs every generated one on the machine alone: a thousand take seconds
    beforeAll(async () => {
      ({ paths } = await coveringPaths(ui.spec, model, generated));
    }, timeout);

    it(
      `runs the fewest generated paths that fire every transition, each through ${through}`,
      async () => {
        for (const path of paths) {
          try {
            await runUiPath(ui, path, stats);
          } finally {
            cleanup();
          }
        }
        const missing = model.transitions.filter((t) => !stats.transitions.has(t.key)).map((t) => t.label);
        expect(missing).toEqual([]);
        if (appOnly) {
          const labels = model.transitions.map((t) => t.label);
          expect(
            Object.keys(appOnly).filter((label) => !labels.includes(label)),
            'app-only transitions the machine does not have',
          ).toEqual([]);
          const offScreen = model.transitions.filter((t) => !stats.onScreen.has(t.key));
          expect(
            offScreen.filter((t) => !(t.label in appOnly)).map((t) => t.label),
            'transitions fired only by the app, not listed as app-only',
          ).toEqual([]);
          expect(
            model.transitions
              .filter((t) => t.label in appOnly && stats.onScreen.has(t.key))
              .map((t) => t.label),
            'transitions listed as app-only that the screen fired',
          ).toEqual([]);
        }
      },
      timeout,
    );

    afterAll(() => console.log(formatUiStats(ui.spec.name, model, stats)));
  });
}

/** Greedy set cover: the paths that together fire every transition the candidates fire. */
export async function coveringPaths<TMachine extends AnyStateMachine>(
  spec: ModelSpec<TMachine>,
  model: Model,
  candidates: ModelPath[],
): Promise<{ paths: ModelPath[]; transitions: Set<string> }> {
  const fired = new Map<ModelPath, Set<string>>();
  for (const path of candidates) {
    const recorder = createRecorder();
    await runPath(spec, model, path, recorder);
    fired.set(path, recorder.transitions);
  }
  const transitions = new Set([...fired.values()].flatMap((set) => [...set]));
  const missing = new Set(transitions);
  const chosen: ModelPath[] = [];
  while (missing.size) {
    let best: ModelPath | undefined;
    let gain = 0;
    for (const [path, set] of fired) {
      const g = [...set].filter((key) => missing.has(key)).length;
      if (g > gain || (g === gain && best && path.steps.length < best.steps.length)) {
        best = path;
        gain = g;
      }
    }
    if (!best || gain === 0) break;
    chosen.push(best);
    for (const key of fired.get(best)!) missing.delete(key);
    fired.delete(best);
  }
  return { paths: chosen, transitions };
}

/** Runs one generated path through the screen. */
export async function runUiPath<TMachine extends AnyStateMachine>(
  ui: UiModel<TMachine>,
  path: ModelPath,
  stats: UiStats,
): Promise<void> {
  const spec = ui.spec as unknown as ModelSpec<AnyStateMachine>;
  const clock = new SimulatedClock();
  clock.increment(spec.startTime ?? DEFAULT_START_TIME);
  const running = new Map<string, { resolve: (v: unknown) => void; reject: (e: unknown) => void }>();
  const timers = new Map<string, number>();
  // what happened during the current step: events the actor received from outside, effects
  let received: AnyEventObject[] = [];
  let happened: UiEffect[] = [];
  // whether the step under way was sent by the app (its transitions are not the screen's)
  let byApp = false;
  const provided = (spec.implementations ?? {}) as { actors?: Record<string, unknown> };
  const fakes = Object.fromEntries(
    Object.keys(spec.machine.implementations.actors)
      .filter((name) => !provided.actors?.[name])
      .map((name) => [
        name,
        fromPromise(({ self, input }) => {
          happened.push({ effect: `call ${name}`, detail: input });
          return new Promise((resolve, reject) => running.set(self.id, { resolve, reject }));
        }),
      ]),
  );
  const logic = spec.machine.provide({ ...provided, actors: { ...provided.actors, ...fakes } } as never);
  const inspect = (event: InspectionEvent) => {
    if (event.actorRef.sessionId !== event.rootId) return;
    if (event.type === '@xstate.event' && !event.sourceRef && !event.event.type.startsWith('xstate.')) {
      received.push(event.event);
    } else if (event.type === '@xstate.microstep') {
      for (const t of event._transitions) {
        stats.transitions.add(transitionKey(t));
        if (!byApp) stats.onScreen.add(transitionKey(t));
      }
      for (const node of (event.snapshot as AnyMachineSnapshot)._nodes) stats.states.add(node.id);
    } else if (event.type === '@xstate.action') {
      const params = event.action.params as {
        id?: unknown;
        delay?: unknown;
        sendId?: unknown;
        event?: unknown;
      };
      if (event.action.type === 'xstate.raise' && typeof params?.delay === 'number') {
        const id = typeof params.id === 'string' ? params.id : (params.event as AnyEventObject).type;
        timers.set(id, clock.now() + params.delay);
      } else if (event.action.type === 'xstate.cancel' && typeof params?.sendId === 'string') {
        timers.delete(params.sendId);
      }
    }
  };
  const start = spec.starts?.[path.start];
  const actor = createActor(logic, { clock, inspect, input: start?.input({ now: () => clock.now() }) });
  actor.on('*', (emitted: AnyEventObject) =>
    happened.push({ effect: `emit ${emitted.type}`, detail: emitted }),
  );
  const trail: string[] = [];
  let observed = 0;
  const observe = () => {
    const log = ui.effects?.observe?.() ?? [];
    const fresh = log.slice(observed);
    observed = log.length;
    return fresh;
  };
  const check = async (expected: string | undefined) => {
    const snapshot = actor.getSnapshot();
    if (expected !== undefined)
      expect(snapshot.value, `state after ${trail.join(' → ') || 'start'}`).toEqual(
        (JSON.parse(expected) as { value: unknown }).value,
      );
    await settle(() => ui.expectScreen(snapshot as SnapshotFrom<TMachine>));
    stats.screens += 1;
    // every screen of the flow passes axe, once per state (with a modal open, the dialog itself:
    // happy-dom has no inert, so the page behind it would read as focusable yet hidden)
    const state = JSON.stringify(snapshot.value);
    if (!stats.checkedByAxe.has(state)) {
      stats.checkedByAxe.add(state);
      await expectNoAxeViolations(
        document.querySelector('[role="dialog"][aria-modal="true"]') ?? document.body,
      );
    }
  };
  try {
    ui.mount(actor);
    await act(async () => {
      actor.start();
      await flush();
    });
    await check(undefined);
    observe();
    for (const step of path.steps) {
      const { event } = step;
      trail.push(step.label);
      const before = actor.getSnapshot() as SnapshotFrom<TMachine>;
      received = [];
      happened = [];
      if (event.type.startsWith(AFTER)) {
        const due = timers.get(event.type);
        if (due === undefined) throw new Error(`${step.label}: no such timer is pending`);
        timers.delete(event.type);
        await act(async () => {
          clock.increment(Math.max(0, due - clock.now()));
          await flush();
        });
        stats.steps.clock += 1;
      } else if (event.type.startsWith(DONE) || event.type.startsWith(ERROR)) {
        const actorId = (event as { actorId?: string }).actorId ?? '';
        const child = running.get(actorId);
        if (!child) throw new Error(`${step.label}: actor ${actorId} is not running`);
        running.delete(actorId);
        await act(async () => {
          if (event.type.startsWith(DONE)) child.resolve((event as { output?: unknown }).output);
          else child.reject((event as { error?: unknown }).error);
          await flush();
        });
        stats.steps.call += 1;
      } else {
        const perform = ui.perform[event.type];
        const done = perform ? await perform(event) : 'app';
        if (done !== 'app') {
          // the user's action on screen must have sent the step's event, and no other: typing may
          // send one per keystroke, the last being the step's
          const compared = (e: AnyEventObject) => (e.type === event.type ? (ui.sent?.[e.type]?.(e) ?? e) : e);
          const what = `what ${step.label} on screen sent after ${trail.slice(0, -1).join(' → ') || 'start'}`;
          expect(
            received.map((e) => e.type),
            what,
          ).toEqual(received.length ? received.map(() => event.type) : [event.type]);
          expect(compared(received.at(-1)!), what).toEqual(compared(event));
          stats.steps.ui += 1;
        } else {
          byApp = true;
          await act(async () => {
            actor.send(event);
            await flush();
          });
          byApp = false;
          stats.steps.app += 1;
        }
      }
      await check(step.expected);
      if (ui.effects) {
        const after = actor.getSnapshot() as SnapshotFrom<TMachine>;
        expect([...happened, ...observe()], `the effects of ${trail.join(' → ')}`).toEqual(
          ui.effects.of({ event, before, after, now: clock.now() }),
        );
        stats.effects += 1;
      }
    }
    stats.paths += 1;
  } finally {
    actor.stop();
  }
}

/** One line for the run's output. */
export function formatUiStats(name: string, model: Model, stats: UiStats): string {
  const covered = model.transitions.filter((t) => stats.transitions.has(t.key)).length;
  const { ui, app, clock, call } = stats.steps;
  return (
    `${name} through the UI: ${stats.paths} of ${stats.generated} generated paths, ` +
    `${ui + app + clock + call} steps (${ui} by the user on screen, ${clock} by the clock, ${call} call answers, ${app} app events), ` +
    `${stats.screens} screens asserted, ${stats.effects} steps' effects compared with the model's, ` +
    `transitions ${covered}/${model.transitions.length}`
  );
}
