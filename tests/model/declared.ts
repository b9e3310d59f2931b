import type {
  AnyEventObject,
  AnyMachineSnapshot,
  AnyStateMachine,
  AnyStateNode,
  AnyTransitionDefinition,
  ContextFrom,
  EventFromLogic,
} from 'xstate';
import { getStateNodes } from 'xstate/graph';

/**
 * A declared model: a machine's behaviour written from the spec as data, next to its tests
 * (`tests/machines/<flow>.model.ts`), and checked against the machine by the harness in both
 * directions (see docs/testing.md).
 *
 * States and transitions are named by path from the root (`'warning.countdown'`, `''` for the root).
 * A transition's `on` is an event type, `after <delay>`, `done <src>`, `error <src>` or `always`.
 * Rows of one source and event are listed in the machine's order: the first whose guard holds is
 * taken, as in the machine. Parallel states are not supported yet.
 */
export interface DeclaredTransition {
  from: string;
  on: string;
  /** The guard by name: the row is taken when the model's rule for it holds. */
  if?: string;
  /** Target path; absent for a targetless transition. */
  to?: string;
  reenter?: true;
  /** Named actions of the transition, in order. */
  actions?: readonly string[];
  /**
   * What the transition emits (`emit(...)` in its actions): event types, or the events themselves
   * computed from raw context before and after the step (compared whole).
   */
  emits?: readonly string[] | ((step: EmitArgs) => AnyEventObject[]);
  /** Where the spec gives the rule: '000 §4', '001 §4'. */
  cite?: string;
}

export interface EmitArgs {
  /** Raw context before and after the step, and the event, as the machine had them. */
  before: unknown;
  after: unknown;
  event: AnyEventObject;
  now: number;
}

export interface GuardArgs<TMachine extends AnyStateMachine> {
  context: ContextFrom<TMachine>;
  event: EventFromLogic<TMachine> | AnyEventObject;
  /** The clock at the evaluation (simulated time). */
  now: number;
}

export interface DeclaredState<TMachine extends AnyStateMachine> {
  /** The initial child of a compound state. */
  initial?: string;
  entry?: readonly string[];
  exit?: readonly string[];
  /**
   * The invoked service by `src` name, and the input it must receive (raw context at entry, and the
   * event that entered the state, for a service given what the user typed).
   */
  invoke?: {
    src: string;
    input?: (context: ContextFrom<TMachine>, event: EventFromLogic<TMachine> | AnyEventObject) => unknown;
  };
}

export interface DeclaredModel<TMachine extends AnyStateMachine> {
  /** Every state node by path, the root as `''`. */
  states: Record<string, DeclaredState<TMachine>>;
  transitions: readonly DeclaredTransition[];
  /** Each guard's rule from the spec, on raw context and event (never the machine's own code). */
  guards?: Record<string, (args: GuardArgs<TMachine>) => boolean>;
}

/** Types a model against its machine: `declareModel<typeof m>({ ... })`. */
export function declareModel<TMachine extends AnyStateMachine>(
  model: DeclaredModel<TMachine>,
): DeclaredModel<TMachine> {
  return model;
}

const AFTER = 'xstate.after.';
const DONE = 'xstate.done.actor.';
const ERROR = 'xstate.error.actor.';

export const pathOf = (node: AnyStateNode): string => node.path.join('.');

function nameOf(item: unknown): string {
  if (typeof item === 'string') return item;
  if (item && (typeof item === 'object' || typeof item === 'function') && 'type' in item)
    return String(item.type);
  return '(inline)';
}

function invokeSrc(node: AnyStateNode, id: string): string | undefined {
  const invoke = node.invoke.find((candidate) => candidate.id === id);
  return invoke && (typeof invoke.src === 'string' ? invoke.src : invoke.id);
}

/** The model's name of an event as the machine receives it in `node` or one of its ancestors. */
export function modelEventOf(machine: AnyStateMachine, type: string): string {
  if (type === '') return 'always';
  if (type.startsWith(AFTER)) return `after ${type.slice(AFTER.length).split('.')[0]}`;
  const done = type.startsWith(DONE);
  if (done || type.startsWith(ERROR)) {
    const id = type.slice((done ? DONE : ERROR).length);
    const nodes = [machine.root, ...getStateNodes(machine.root)];
    const src = nodes.map((node) => invokeSrc(node, id)).find(Boolean) ?? id;
    return `${done ? 'done' : 'error'} ${src}`;
  }
  return type;
}

/** A row of the machine as the model would declare it. */
export function rowOf(machine: AnyStateMachine, t: AnyTransitionDefinition): DeclaredTransition {
  return {
    from: pathOf(t.source),
    on: modelEventOf(machine, String(t.eventType)),
    ...(t.guard ? { if: nameOf(t.guard) } : {}),
    ...(t.target?.length ? { to: t.target.map(pathOf).join(', ') } : {}),
    ...(t.reenter && t.target?.length ? { reenter: true as const } : {}),
    ...(t.actions.length ? { actions: t.actions.map(nameOf) } : {}),
  };
}

/** The row without what the machine definition cannot show (emits, cite), as a comparable string. */
export function rowKey(row: DeclaredTransition): string {
  const actions = row.actions?.length ? ` / ${row.actions.join(', ')}` : '';
  const guard = row.if ? ` [${row.if}]` : '';
  const target = row.to === undefined ? '(no target)' : row.to || '(root)';
  return `${row.from || '(root)'} —${row.on}${guard}→ ${target}${row.reenter ? ' (reenter)' : ''}${actions}`;
}

function machineRows(machine: AnyStateMachine): DeclaredTransition[] {
  const rows: DeclaredTransition[] = [];
  for (const node of [machine.root, ...getStateNodes(machine.root)]) {
    for (const list of node.transitions.values()) rows.push(...list.map((t) => rowOf(machine, t)));
    rows.push(...(node.always ?? []).map((t) => rowOf(machine, t)));
  }
  return rows;
}

/** The raise and cancel of an `after` timer, which the model's `after` rows already say. */
function isTimer(action: unknown): boolean {
  const { id, sendId } = action as { id?: unknown; sendId?: unknown };
  return [id, sendId].some((value) => typeof value === 'string' && value.startsWith(AFTER));
}

function stateFacts(node: AnyStateNode) {
  const named = (actions: readonly unknown[]) => actions.filter((a) => !isTimer(a)).map(nameOf);
  return {
    initial: node.initial?.target[0]?.key,
    entry: named(node.entry),
    exit: named(node.exit),
    invoke: node.invoke.map((i) => (typeof i.src === 'string' ? i.src : i.id)),
  };
}

/**
 * The structural check, both directions: every declared state and transition exists in the machine
 * with that target, guard and those actions, in that order; the machine has nothing the model
 * lacks. Returns the differences, one line each (empty when they agree).
 */
export function compareWithMachine(
  machine: AnyStateMachine,
  model: DeclaredModel<AnyStateMachine>,
): string[] {
  const problems: string[] = [];
  const nodes = new Map([machine.root, ...getStateNodes(machine.root)].map((node) => [pathOf(node), node]));
  for (const [path, node] of nodes) {
    const declared = model.states[path];
    if (!declared) {
      problems.push(`state ${path || '(root)'}: in the machine, not in the model`);
      continue;
    }
    if (node.type === 'parallel') problems.push(`state ${path}: parallel states are not supported`);
    const facts = stateFacts(node);
    const expected = {
      initial: declared.initial,
      entry: [...(declared.entry ?? [])],
      exit: [...(declared.exit ?? [])],
      invoke: declared.invoke ? [declared.invoke.src] : [],
    };
    for (const key of ['initial', 'entry', 'exit', 'invoke'] as const) {
      if (JSON.stringify(facts[key]) !== JSON.stringify(expected[key]))
        problems.push(
          `state ${path || '(root)'}: ${key} is ${JSON.stringify(facts[key])}, the model says ${JSON.stringify(expected[key])}`,
        );
    }
  }
  for (const path of Object.keys(model.states)) {
    if (!nodes.has(path)) problems.push(`state ${path || '(root)'}: in the model, not in the machine`);
  }
  const actual = machineRows(machine).map(rowKey);
  const declared = model.transitions.map(rowKey);
  const group = (key: string) => key.split('→')[0]!.replace(/ \[.*\]$/, '');
  for (const key of actual) {
    if (!declared.includes(key)) problems.push(`transition ${key}: in the machine, not in the model`);
  }
  for (const key of declared) {
    if (!actual.includes(key)) problems.push(`transition ${key}: in the model, not in the machine`);
  }
  // same rows, same priority: the order of rows of one source and event
  for (const g of new Set(declared.map(group))) {
    const a = actual.filter((key) => group(key) === g);
    const d = declared.filter((key) => group(key) === g);
    if (a.length === d.length && a.join('|') !== d.join('|') && a.every((key) => d.includes(key)))
      problems.push(`transitions ${g}: the machine tries them in another order than the model`);
  }
  for (const name of Object.keys(model.guards ?? {})) {
    if (!machine.implementations.guards[name])
      problems.push(`guard ${name}: in the model, not in the machine`);
  }
  for (const row of model.transitions) {
    if (row.if && !model.guards?.[row.if]) problems.push(`guard ${row.if}: the model gives no rule for it`);
  }
  return problems;
}

/** What the model expects one step to do. */
export interface ModelExpectation {
  /** Active state paths after the step (ancestors included, root as ''). */
  active: Set<string>;
  actions: string[];
  /** Event types, or whole events where the model computes them. */
  emits: Array<string | AnyEventObject>;
  /** Services started, with the input each must receive. */
  invokes: Array<{ src: string; input: unknown }>;
  /** The rows taken (keys), and every guarded row whose rule was evaluated with its outcome. */
  taken: string[];
  guards: Array<{ row: string; outcome: boolean }>;
}

const depth = (path: string) => (path === '' ? 0 : path.split('.').length);
const ancestorsOf = (path: string) => path.split('.').map((_, i, parts) => parts.slice(0, i + 1).join('.'));

const isDescendant = (path: string, of: string) => (of === '' ? path !== '' : path.startsWith(`${of}.`));

/**
 * The transition domain (SCXML, as XState v5 computes it): the source itself when every target is
 * the source or inside it and the row does not reenter; otherwise the nearest proper ancestor of
 * the source that contains the target. Every active state inside the domain exits, every state of
 * the new configuration inside it enters.
 */
function domainOf(row: DeclaredTransition): string {
  const to = row.to ?? row.from;
  if (!row.reenter && (to === row.from || isDescendant(to, row.from))) return row.from;
  const proper = row.from ? ['', ...ancestorsOf(row.from).slice(0, -1)] : [''];
  return proper.reverse().find((a) => isDescendant(to, a)) ?? '';
}

/** The active set of entering `path`: its ancestors, itself and its initial descendants. */
function configurationOf(model: DeclaredModel<AnyStateMachine>, path: string): Set<string> {
  const active = new Set(['', ...(path ? ancestorsOf(path) : [])]);
  for (let at = path, next = model.states[at]?.initial; next; next = model.states[at]?.initial) {
    at = at ? `${at}.${next}` : next;
    active.add(at);
  }
  return active;
}

export function initialOf(model: DeclaredModel<AnyStateMachine>): Set<string> {
  return configurationOf(model, '');
}

interface StepInput {
  before: Set<string>;
  eventName: string;
  event: AnyEventObject;
  /** Raw context before the step, and after it (for `always` rows and service inputs). */
  contextBefore: unknown;
  contextAfter: unknown;
  now: number;
}

/**
 * The model's own step: the deepest active state with a row for the event whose guard rule
 * holds, then the `always` rows of the states it lands in. Exit actions (deepest first), the
 * transition's actions, entry actions (outermost first), as the machine runs them.
 */
export function modelStep(model: DeclaredModel<AnyStateMachine>, step: StepInput): ModelExpectation {
  const expectation: ModelExpectation = {
    active: new Set(step.before),
    actions: [],
    emits: [],
    invokes: [],
    taken: [],
    guards: [],
  };
  const take = (eventName: string, event: AnyEventObject, context: unknown): boolean => {
    const active = expectation.active;
    for (const source of [...active].sort((a, b) => depth(b) - depth(a))) {
      for (const row of model.transitions.filter((r) => r.from === source && r.on === eventName)) {
        if (row.if) {
          const rule = model.guards?.[row.if];
          const outcome = rule ? rule({ context, event, now: step.now } as never) : false;
          expectation.guards.push({ row: rowKey(row), outcome });
          if (!outcome) continue;
        }
        expectation.taken.push(rowKey(row));
        if (row.to !== undefined) {
          const after = configurationOf(model, row.to);
          const domain = domainOf(row);
          const exits = [...active].filter((p) => isDescendant(p, domain));
          const entries = [...after].filter((p) => isDescendant(p, domain));
          for (const p of exits.sort((a, b) => depth(b) - depth(a)))
            expectation.actions.push(...(model.states[p]?.exit ?? []));
          expectation.actions.push(...(row.actions ?? []));
          for (const p of entries.sort((a, b) => depth(a) - depth(b))) {
            const state = model.states[p];
            expectation.actions.push(...(state?.entry ?? []));
            if (state?.invoke) {
              const input = state.invoke.input?.(step.contextAfter, step.event);
              expectation.invokes.push({ src: state.invoke.src, input });
            }
          }
          expectation.active = after;
        } else {
          expectation.actions.push(...(row.actions ?? []));
        }
        const emits =
          typeof row.emits === 'function'
            ? row.emits({ before: context, after: step.contextAfter, event, now: step.now })
            : (row.emits ?? []);
        expectation.emits.push(...emits);
        return true;
      }
    }
    return false;
  };
  take(step.eventName, step.event, step.contextBefore);
  for (let hops = 0; hops < 20 && take('always', { type: '' }, step.contextAfter); hops++);
  return expectation;
}

/** The entry of the initial state: its entry actions and services, then its `always` rows. */
export function modelStart(
  model: DeclaredModel<AnyStateMachine>,
  context: unknown,
  now: number,
): ModelExpectation {
  const active = initialOf(model);
  const expectation = modelStep(model, {
    before: active,
    eventName: 'always',
    event: { type: '' },
    contextBefore: context,
    contextAfter: context,
    now,
  });
  const entries = [...active].sort((a, b) => depth(a) - depth(b));
  return {
    ...expectation,
    actions: [...entries.flatMap((p) => model.states[p]?.entry ?? []), ...expectation.actions],
    invokes: [
      ...entries.flatMap((p) => {
        const invoke = model.states[p]?.invoke;
        return invoke ? [{ src: invoke.src, input: invoke.input?.(context, { type: 'xstate.init' }) }] : [];
      }),
      ...expectation.invokes,
    ],
  };
}

/** The active state paths of a real actor's snapshot. */
export function activeOf(snapshot: AnyMachineSnapshot): Set<string> {
  return new Set(snapshot._nodes.map(pathOf));
}

/** Every guarded row of the model. */
export function guardedRows(model: DeclaredModel<AnyStateMachine>): string[] {
  return model.transitions.filter((row) => row.if).map(rowKey);
}
