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
 * taken, as in the machine. A parallel state is declared `type: 'parallel'`, its regions as its
 * children; each region has its own rows, and `done state <path>` names the event of a state whose
 * final child (or, for a parallel state, every region's) is reached.
 */
export interface DeclaredTransition {
  from: string;
  on: string;
  /**
   * The guard by name (or `{ type, params }`, or `{ and }`, `{ or }`, `{ not }` of guards): the row
   * is taken when the model's rule for it holds.
   */
  if?: DeclaredGuard;
  /** Target path; absent for a targetless transition. */
  to?: string;
  reenter?: true;
  /** Named actions of the transition, in order; `{ type, params }` where the params are checked. */
  actions?: readonly DeclaredAction[];
  /**
   * What the transition emits (`emit(...)` in its actions): event types, or the events themselves
   * computed from raw context before and after the step (compared whole).
   */
  emits?: readonly string[] | ((step: EmitArgs) => AnyEventObject[]);
  /** Where the spec gives the rule: '000 §4', '001 §4'. */
  cite?: string;
}

/** A guard of a row: a name, a name with its params, or `and`/`or`/`not` of guards. */
export type DeclaredGuard =
  | string
  | { type: string; params?: unknown }
  | { and: readonly DeclaredGuard[] }
  | { or: readonly DeclaredGuard[] }
  | { not: DeclaredGuard };

/**
 * A named action, or a named action with the params it must receive: a value, or a function of the
 * raw context before and after the step and the event (`EmitArgs`), compared whole.
 */
export type DeclaredAction = string | { type: string; params: unknown };

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
  /** The params the guard is given (`{ type, params }` in the row; what the machine passed, in a run). */
  params?: unknown;
  /** The active state paths where the guard is asked (for `stateIn` guards). */
  active: ReadonlySet<string>;
}

export interface DeclaredState<TMachine extends AnyStateMachine> {
  /** `parallel` (every child a region, all active at once) or `final`; absent for other states. */
  type?: 'parallel' | 'final';
  /** The initial child of a compound state. */
  initial?: string;
  entry?: readonly DeclaredAction[];
  exit?: readonly DeclaredAction[];
  /** The state's tags (what the views ask with `hasTag`), in any order. */
  tags?: readonly string[];
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
  /** Actions that raise an event (`raise(...)`), by name → the event type they raise. */
  raises?: Record<string, string>;
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
const DONE_STATE = 'xstate.done.state.';

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
  if (type.startsWith(DONE_STATE)) {
    const id = type.slice(DONE_STATE.length);
    const node = [machine.root, ...getStateNodes(machine.root)].find((n) => n.id === id);
    return `done state ${node ? pathOf(node) : id}`;
  }
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
    ...(t.guard ? { if: machineGuardText(t.guard) } : {}),
    ...(t.target?.length ? { to: t.target.map(pathOf).join(', ') } : {}),
    ...(t.reenter && t.target?.length ? { reenter: true as const } : {}),
    ...(t.actions.length ? { actions: t.actions.map(nameOf) } : {}),
  };
}

/** A machine's guard as the model writes it: a name, or `and(a, not(b))`, `stateIn(...)`. */
function machineGuardText(guard: unknown): string {
  const g = guard as { check?: unknown; guards?: unknown[]; stateValue?: unknown; name?: string };
  if (typeof guard === 'function' && g.check && Array.isArray(g.guards))
    return `${g.name}(${g.guards.map(machineGuardText).join(', ')})`;
  if (typeof guard === 'function' && g.check && 'stateValue' in g)
    return `stateIn(${JSON.stringify(g.stateValue)})`;
  return nameOf(guard);
}

/** The row without what the machine definition cannot show (emits, cite, params), as a comparable string. */
export function rowKey(row: DeclaredTransition): string {
  const actions = row.actions?.length ? ` / ${row.actions.map(actionNameOf).join(', ')}` : '';
  const guard = row.if ? ` [${guardText(row.if)}]` : '';
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

const actionNameOf = (action: DeclaredAction) => (typeof action === 'string' ? action : action.type);

function stateFacts(node: AnyStateNode) {
  const named = (actions: readonly unknown[]) => actions.filter((a) => !isTimer(a)).map(nameOf);
  return {
    initial: node.initial?.target[0]?.key,
    entry: named(node.entry),
    exit: named(node.exit),
    invoke: node.invoke.map((i) => (typeof i.src === 'string' ? i.src : i.id)),
    tags: [...node.tags].sort(),
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
    const kind = node.type === 'parallel' || node.type === 'final' ? node.type : undefined;
    if (kind !== declared.type)
      problems.push(
        `state ${path || '(root)'}: type is ${kind ?? 'plain'}, the model says ${declared.type ?? 'plain'}`,
      );
    if (node.type === 'parallel') {
      const regions = Object.values(node.states).map(pathOf);
      const order = Object.keys(model.states).filter((p) => regions.includes(p));
      if (order.join() !== regions.join())
        problems.push(
          `state ${path || '(root)'}: regions are ${regions.join(', ')}, the model lists ${order.join(', ')}`,
        );
    }
    const facts = stateFacts(node);
    const expected = {
      initial: declared.initial,
      entry: (declared.entry ?? []).map(actionNameOf),
      exit: (declared.exit ?? []).map(actionNameOf),
      invoke: declared.invoke ? [declared.invoke.src] : [],
      tags: [...(declared.tags ?? [])].sort(),
    };
    for (const key of ['initial', 'entry', 'exit', 'invoke', 'tags'] as const) {
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
    for (const name of row.if ? guardNames(row.if) : []) {
      if (!model.guards?.[name]) problems.push(`guard ${name}: the model gives no rule for it`);
    }
  }
  problems.push(...staticParamProblems(machine, model));
  return problems;
}

/** Static params the model declares (of guards and actions) against the machine's. */
function staticParamProblems(machine: AnyStateMachine, model: DeclaredModel<AnyStateMachine>): string[] {
  const problems: string[] = [];
  const byKey = new Map<string, AnyTransitionDefinition>();
  for (const node of [machine.root, ...getStateNodes(machine.root)]) {
    for (const t of [...[...node.transitions.values()].flat(), ...(node.always ?? [])])
      byKey.set(rowKey(rowOf(machine, t)), t);
  }
  const paramsOf = (item: unknown) =>
    item && typeof item === 'object' && 'params' in item ? item.params : undefined;
  const fixed = (value: unknown) => value !== undefined && typeof value !== 'function';
  for (const row of model.transitions) {
    const t = byKey.get(rowKey(row));
    if (!t) continue;
    const guard = row.if && typeof row.if === 'object' && 'type' in row.if ? row.if.params : undefined;
    if (fixed(guard) && JSON.stringify(paramsOf(t.guard)) !== JSON.stringify(guard))
      problems.push(
        `transition ${rowKey(row)}: guard params are ${JSON.stringify(paramsOf(t.guard))}, the model says ${JSON.stringify(guard)}`,
      );
    problems.push(...actionParamProblems(`transition ${rowKey(row)}`, row.actions ?? [], t.actions));
  }
  for (const node of [machine.root, ...getStateNodes(machine.root)]) {
    const declared = model.states[pathOf(node)];
    for (const list of ['entry', 'exit'] as const)
      problems.push(
        ...actionParamProblems(
          `state ${pathOf(node) || '(root)'} ${list}`,
          declared?.[list] ?? [],
          node[list],
        ),
      );
  }
  return problems;
}

/**
 * Static params of a list of actions, both ways: the machine's fixed params (a literal, not a
 * function of the step) must be the model's, and the model must declare them (a mutated literal
 * in the configuration changes what the action does).
 */
function actionParamProblems(
  where: string,
  declared: readonly DeclaredAction[],
  actual: readonly unknown[],
): string[] {
  const problems: string[] = [];
  const paramsOf = (item: unknown) =>
    item && typeof item === 'object' && 'params' in item ? item.params : undefined;
  const fixed = (value: unknown) => value !== undefined && typeof value !== 'function';
  const named = actual.filter((a) => !isTimer(a));
  declared.forEach((action, i) => {
    const want = typeof action === 'string' ? undefined : action.params;
    const got = paramsOf(named[i]);
    if (fixed(got) && typeof action === 'string')
      problems.push(`${where}: ${action} has params ${JSON.stringify(got)}, the model declares none`);
    else if (fixed(want) && fixed(got) && JSON.stringify(got) !== JSON.stringify(want))
      problems.push(
        `${where}: ${actionNameOf(action)} params are ${JSON.stringify(got)}, the model says ${JSON.stringify(want)}`,
      );
  });
  return problems;
}

/** What the model expects one step to do. */
export interface ModelExpectation {
  /** Active state paths after the step (ancestors included, root as ''). */
  active: Set<string>;
  /** Action names, or `{ type, params }` where the model declares the params. */
  actions: Array<string | { type: string; params: unknown }>;
  /** Event types, or whole events where the model computes them. */
  emits: Array<string | AnyEventObject>;
  /** Services started, with the input each must receive. */
  invokes: Array<{ src: string; input: unknown }>;
  /** The rows taken (keys), and every guarded row whose rule was evaluated with its outcome. */
  taken: string[];
  guards: Array<{ row: string; outcome: boolean }>;
}

const parentOf = (path: string): string | undefined =>
  path === '' ? undefined : path.includes('.') ? path.slice(0, path.lastIndexOf('.')) : '';
const isDescendant = (path: string, of: string) => (of === '' ? path !== '' : path.startsWith(`${of}.`));
const join = (path: string, key: string) => (path ? `${path}.${key}` : key);
/** The ancestors of `path` from its parent up, stopping before `upTo` (to the root when absent). */
function properAncestors(path: string, upTo?: string): string[] {
  const ancestors: string[] = [];
  for (let at = parentOf(path); at !== undefined && at !== upTo; at = parentOf(at)) ancestors.push(at);
  return ancestors;
}
const targetsOf = (row: DeclaredTransition) => (row.to === undefined ? [] : row.to.split(', '));

/** The model's tree: document order (the order states are declared in, parents first) and kinds. */
function treeOf(model: DeclaredModel<AnyStateMachine>) {
  const paths = Object.keys(model.states);
  const children = new Map<string, string[]>();
  for (const path of paths) {
    const parent = parentOf(path);
    if (parent !== undefined) children.set(parent, [...(children.get(parent) ?? []), path]);
  }
  const order = new Map<string, number>();
  const visit = (path: string) => {
    order.set(path, order.size);
    (children.get(path) ?? []).forEach(visit);
  };
  visit('');
  const kind = (path: string) =>
    model.states[path]?.type ?? ((children.get(path) ?? []).length ? 'compound' : 'atomic');
  return {
    children: (path: string) => children.get(path) ?? [],
    order: (p: string) => order.get(p) ?? 0,
    kind,
  };
}

/**
 * The transition domain (XState v5's `getTransitionDomain`): the source when every target is the
 * source or inside it and the row does not reenter; otherwise the nearest ancestor of the first
 * target that holds the other targets and the source. Every active state inside it exits.
 */
function domainOf(row: DeclaredTransition): string {
  const targets = targetsOf(row);
  if (!row.reenter && targets.every((t) => t === row.from || isDescendant(t, row.from))) return row.from;
  const [head, ...tail] = [...targets, row.from];
  return properAncestors(head ?? '').find((a) => tail.every((p) => isDescendant(p, a))) ?? '';
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

type AnyModel = DeclaredModel<AnyStateMachine>;

/** A guard expression's text: a name, or `and(a, not(b))`. */
export function guardText(guard: DeclaredGuard): string {
  if (typeof guard === 'string') return guard;
  if ('and' in guard) return `and(${guard.and.map(guardText).join(', ')})`;
  if ('or' in guard) return `or(${guard.or.map(guardText).join(', ')})`;
  if ('not' in guard) return `not(${guardText(guard.not)})`;
  return guard.type;
}

/** The named guards a guard expression uses. */
export function guardNames(guard: DeclaredGuard): string[] {
  if (typeof guard === 'string') return [guard];
  if ('and' in guard) return guard.and.flatMap(guardNames);
  if ('or' in guard) return guard.or.flatMap(guardNames);
  if ('not' in guard) return guardNames(guard.not);
  return [guard.type];
}

const actionName = (action: DeclaredAction) => (typeof action === 'string' ? action : action.type);

/**
 * XState v5's macrostep on the model (SCXML with XState's choices): a microstep for the event, then
 * `always` rows until none is enabled, then the internal events (raised by actions the model's
 * `raises` names, and `done state <path>` when a final state is entered), each in turn.
 *
 * Selection: from the root down the active configuration, each region of a parallel state picks
 * its deepest state's first enabled row (a parent's rows only when no child has one); conflicting
 * rows (overlapping exit sets) keep the one whose source is deeper. The actions: exits (reverse
 * document order), the rows' actions in the order the regions were picked, entries (document
 * order), each with its services. Regions are visited in the order the states became active, as
 * XState does (`_nodes`).
 */
function macrostep(model: AnyModel, step: StepInput, initial: boolean): ModelExpectation {
  const tree = treeOf(model);
  const active = new Set(initial ? [] : step.before);
  const expectation: ModelExpectation = {
    active,
    actions: [],
    emits: [],
    invokes: [],
    taken: [],
    guards: [],
  };
  const queue: AnyEventObject[] = [];
  const emitArgs = (event: AnyEventObject, context: unknown) => ({
    before: context,
    after: step.contextAfter,
    event,
    now: step.now,
  });
  const run = (actions: readonly DeclaredAction[] | undefined, event: AnyEventObject, context: unknown) => {
    for (const action of actions ?? []) {
      if (typeof action === 'string') expectation.actions.push(action);
      else {
        const declared: unknown = action.params;
        const params: unknown =
          typeof declared === 'function'
            ? (declared as (args: EmitArgs) => unknown)(emitArgs(event, context))
            : declared;
        expectation.actions.push({ type: action.type, params });
      }
      const raised = model.raises?.[actionName(action)];
      if (raised) queue.push({ type: raised });
    }
  };
  const holds = (guard: DeclaredGuard, event: AnyEventObject, context: unknown): boolean => {
    if (typeof guard !== 'string' && 'and' in guard) return guard.and.every((g) => holds(g, event, context));
    if (typeof guard !== 'string' && 'or' in guard) return guard.or.some((g) => holds(g, event, context));
    if (typeof guard !== 'string' && 'not' in guard) return !holds(guard.not, event, context);
    const name = typeof guard === 'string' ? guard : guard.type;
    const params = typeof guard === 'string' ? undefined : guard.params;
    const rule = model.guards?.[name];
    return rule ? rule({ context, event, now: step.now, params, active } as never) : false;
  };
  const firstEnabled = (path: string, eventName: string, event: AnyEventObject, context: unknown) => {
    for (const row of model.transitions.filter((r) => r.from === path && r.on === eventName)) {
      if (row.on.startsWith('after ') && !afterOf(event.type, path)) continue;
      if (row.if) {
        const outcome = holds(row.if, event, context);
        expectation.guards.push({ row: rowKey(row), outcome });
        if (!outcome) continue;
      }
      return row;
    }
    return undefined;
  };
  const activeChildren = (path: string) => [...active].filter((p) => parentOf(p) === path);
  const select = (eventName: string, event: AnyEventObject, context: unknown): DeclaredTransition[] => {
    const visit = (path: string): DeclaredTransition[] => {
      const kids = activeChildren(path);
      const found = tree.kind(path) === 'parallel' ? kids.flatMap(visit) : kids.length ? visit(kids[0]!) : [];
      if (found.length) return found;
      const row = firstEnabled(path, eventName, event, context);
      return row ? [row] : [];
    };
    return visit('');
  };
  const selectAlways = (event: AnyEventObject, context: unknown) => {
    const rows = new Set<DeclaredTransition>();
    const atomic = [...active].filter((p) => ['atomic', 'final'].includes(tree.kind(p)));
    for (const leaf of atomic) {
      for (const path of [leaf, ...properAncestors(leaf)]) {
        const row = firstEnabled(path, 'always', event, context);
        if (row) {
          rows.add(row);
          break;
        }
      }
    }
    return [...rows];
  };
  const exitSet = (row: DeclaredTransition) => {
    if (!targetsOf(row).length) return [];
    const domain = domainOf(row);
    return [
      ...(row.reenter && row.from === domain ? [domain] : []),
      ...[...active].filter((p) => isDescendant(p, domain)),
    ];
  };
  const withoutConflicts = (rows: DeclaredTransition[]) => {
    const kept: DeclaredTransition[] = [];
    for (const row of rows) {
      const exits = new Set(exitSet(row));
      const clashes = kept.filter((other) => exitSet(other).some((p) => exits.has(p)));
      if (clashes.length && !clashes.every((other) => isDescendant(row.from, other.from))) continue;
      kept.splice(0, kept.length, ...kept.filter((other) => !clashes.includes(other)), row);
    }
    return kept;
  };
  const entrySet = (rows: DeclaredTransition[]) => {
    const enter = new Set<string>();
    const enterRegions = (path: string) => {
      for (const child of tree.children(path)) {
        if (![...enter].some((s) => isDescendant(s, child))) {
          enter.add(child);
          addDescendants(child);
        }
      }
    };
    const addDescendants = (path: string) => {
      const kind = tree.kind(path);
      const initialChild = model.states[path]?.initial;
      if (kind === 'compound' && initialChild) {
        enter.add(join(path, initialChild));
        addDescendants(join(path, initialChild));
      } else if (kind === 'parallel') enterRegions(path);
    };
    for (const row of rows) {
      const domain = domainOf(row);
      for (const target of targetsOf(row)) {
        if (target !== row.from || row.from !== domain || row.reenter) enter.add(target);
        addDescendants(target);
      }
      for (const target of targetsOf(row)) {
        const ancestors = properAncestors(target, domain);
        if (tree.kind(domain) === 'parallel') ancestors.push(domain);
        for (const ancestor of ancestors) {
          if (isDescendant(ancestor, domain)) enter.add(ancestor);
          if (tree.kind(ancestor) === 'parallel') enterRegions(ancestor);
        }
      }
    }
    return [...enter];
  };
  const isInFinal = (path: string): boolean =>
    tree.kind(path) === 'parallel'
      ? tree.children(path).every(isInFinal)
      : activeChildren(path).some((child) => tree.kind(child) === 'final');
  const enterAll = (entries: string[], event: AnyEventObject, context: unknown) => {
    const completed = new Set<string>();
    for (const path of entries.sort((a, b) => tree.order(a) - tree.order(b))) {
      active.add(path);
      const state = model.states[path];
      run(state?.entry, event, context);
      if (state?.invoke)
        expectation.invokes.push({
          src: state.invoke.src,
          input: state.invoke.input?.(step.contextAfter, event),
        });
      if (tree.kind(path) !== 'final') continue;
      const parent = parentOf(path) ?? '';
      let marker = tree.kind(parent) === 'parallel' ? parent : parentOf(parent);
      if (tree.kind(parent) === 'compound') queue.push({ type: `done state ${parent}` });
      while (
        marker !== undefined &&
        tree.kind(marker) === 'parallel' &&
        !completed.has(marker) &&
        isInFinal(marker)
      ) {
        completed.add(marker);
        queue.push({ type: `done state ${marker}` });
        marker = parentOf(marker);
      }
    }
  };
  const microstep = (selected: DeclaredTransition[], event: AnyEventObject, context: unknown) => {
    const rows = withoutConflicts(selected);
    const exits = [...new Set(rows.flatMap(exitSet))].sort((a, b) => tree.order(b) - tree.order(a));
    const entries = entrySet(rows);
    for (const path of exits) {
      run(model.states[path]?.exit, event, context);
      active.delete(path);
    }
    for (const row of rows) {
      expectation.taken.push(rowKey(row));
      run(row.actions, event, context);
      const emits = typeof row.emits === 'function' ? row.emits(emitArgs(event, context)) : (row.emits ?? []);
      expectation.emits.push(...emits);
    }
    enterAll(entries, event, context);
  };

  let event = step.event;
  if (initial) {
    const entries = [''];
    const addInitial = (path: string) => {
      const kind = tree.kind(path);
      const next =
        kind === 'parallel'
          ? tree.children(path)
          : kind === 'compound' && model.states[path]?.initial
            ? [join(path, model.states[path].initial)]
            : [];
      for (const child of next) {
        entries.push(child);
        addInitial(child);
      }
    };
    addInitial('');
    enterAll(entries, event, step.contextBefore);
  } else {
    microstep(select(step.eventName, event, step.contextBefore), event, step.contextBefore);
  }
  for (let hops = 0; hops < 50; hops++) {
    const always = selectAlways(event, step.contextAfter);
    if (always.length) {
      microstep(always, event, step.contextAfter);
      continue;
    }
    const next = queue.shift();
    if (!next) break;
    event = next;
    microstep(select(next.type, next, step.contextAfter), next, step.contextAfter);
  }
  return expectation;
}

/** Whether a raw `xstate.after.<delay>.<state id>` event belongs to the state at `path`. */
function afterOf(type: string, path: string): boolean {
  if (!type.startsWith(AFTER)) return true;
  const id = type.slice(AFTER.length).split('.').slice(1).join('.');
  return path === '' ? !id.includes('.') : id.endsWith(`.${path}`);
}

/** The model's own step for one event (see `macrostep`), never the machine's `transition()`. */
export function modelStep(model: AnyModel, step: StepInput): ModelExpectation {
  return macrostep(model, step, false);
}

/** The entry of the initial configuration: entry actions and services, then `always` rows. */
export function modelStart(model: AnyModel, context: unknown, now: number): ModelExpectation {
  return macrostep(
    model,
    {
      before: new Set(),
      eventName: 'xstate.init',
      event: { type: 'xstate.init' },
      contextBefore: context,
      contextAfter: context,
      now,
    },
    true,
  );
}

/** The active state paths of a real actor's snapshot, in the order XState keeps them. */
export function activeOf(snapshot: AnyMachineSnapshot): Set<string> {
  return new Set(snapshot._nodes.map(pathOf));
}

/** Every guarded row of the model. */
export function guardedRows(model: AnyModel): string[] {
  return model.transitions.filter((row) => row.if).map(rowKey);
}
