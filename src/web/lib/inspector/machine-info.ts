import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';

/**
 * What the inspector and the machine catalogue read from a machine definition (no `xstate/graph`
 * needed in the browser: the definition's state nodes are walked directly).
 */
const AFTER = 'xstate.after.';
const DONE = 'xstate.done.actor.';
const ERROR = 'xstate.error.actor.';

/** Every state node under the root, depth first. */
export function stateNodesOf(node: AnyStateNode): AnyStateNode[] {
  return Object.values(node.states).flatMap((child) => [child, ...stateNodesOf(child)]);
}

/** `session.start`, `after tick`, `checkSession done`, `always`. */
export function eventLabelOf(t: Pick<AnyTransitionDefinition, 'eventType' | 'source'>): string {
  const type = String(t.eventType);
  if (type === '') return 'always';
  if (type.startsWith(AFTER)) return `after ${type.slice(AFTER.length).split('.')[0]}`;
  const done = type.startsWith(DONE);
  if (done || type.startsWith(ERROR)) {
    const id = type.slice((done ? DONE : ERROR).length);
    const invoke = t.source.invoke.find((candidate) => candidate.id === id);
    const src = invoke && typeof invoke.src === 'string' ? invoke.src : id;
    return `${src} ${done ? 'done' : 'error'}`;
  }
  return type;
}

function guardLabel(t: AnyTransitionDefinition): string | undefined {
  const guard = t.guard as unknown;
  if (!guard) return undefined;
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'object' && 'type' in guard) return String(guard.type);
  return 'guard';
}

export interface TransitionInfo {
  event: string;
  guard: string | undefined;
  targets: string[];
}

/** The node's own transitions (`on`, `after`, invoke results, `always`), in definition order. */
export function transitionsOf(node: AnyStateNode): TransitionInfo[] {
  const all = [...[...node.transitions.values()].flat(), ...(node.always ?? [])];
  return all.map((t) => ({
    event: eventLabelOf(t),
    guard: guardLabel(t),
    targets: (t.target ?? []).map((target) => target.path.join('.') || '(root)'),
  }));
}

/** The events the machine names (no internal `xstate.*` ones, no wildcards). */
export function eventTypesOf(machine: AnyStateMachine): string[] {
  const types = new Set<string>();
  for (const node of [machine.root, ...stateNodesOf(machine.root)])
    for (const type of node.ownEvents as unknown[]) {
      const name = String(type);
      if (!name.startsWith('xstate.') && !name.includes('*')) types.add(name);
    }
  return [...types].sort();
}

export interface MachineSummary {
  id: string;
  states: string[];
  events: string[];
  guards: string[];
  delays: string[];
  actors: string[];
  actions: string[];
  transitions: number;
}

export function summarize(machine: AnyStateMachine): MachineSummary {
  const nodes = stateNodesOf(machine.root);
  const delays = new Set(Object.keys(machine.implementations.delays ?? {}));
  let transitions = 0;
  for (const node of [machine.root, ...nodes]) {
    transitions += transitionsOf(node).length;
    for (const after of node.after) {
      if (typeof after.delay === 'number') delays.add(`${after.delay} ms`);
    }
  }
  return {
    id: machine.id,
    states: nodes.map((node) => node.path.join('.')),
    events: eventTypesOf(machine),
    guards: Object.keys(machine.implementations.guards ?? {}),
    delays: [...delays],
    actors: Object.keys(machine.implementations.actors ?? {}),
    actions: Object.keys(machine.implementations.actions ?? {}),
    transitions,
  };
}

/** Dotted paths of the active state nodes of a state value (`{ warning: 'countdown' }` → warning, warning.countdown). */
export function activePaths(value: unknown, prefix: string[] = []): Set<string> {
  const paths = new Set<string>();
  if (typeof value === 'string') {
    paths.add([...prefix, value].join('.'));
  } else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      paths.add([...prefix, key].join('.'));
      for (const path of activePaths(child, [...prefix, key])) paths.add(path);
    }
  }
  return paths;
}

/** `warning.countdown`, `{ a, b }` for parallel states. */
export function formatStateValue(value: unknown): string {
  if (typeof value === 'string') return value;
  // a machine without states (the root) or an actor that is not a machine
  if (!value || typeof value !== 'object' || Object.keys(value).length === 0) return '';
  const entries = Object.entries(value as Record<string, unknown>);
  const parts = entries.map(([key, child]) =>
    child && typeof child === 'object' && Object.keys(child).length === 0
      ? key
      : `${key}.${formatStateValue(child)}`,
  );
  return parts.length === 1 ? parts[0]! : `{ ${parts.join(', ')} }`;
}
