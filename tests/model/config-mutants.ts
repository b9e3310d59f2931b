import { type AnyStateMachine, type AnyStateNode, createMachine, not } from 'xstate';
import { machineCatalogue } from '../../machines/catalogue';
import { compareWithMachine, type DeclaredModel } from './declared';
import { buildModel, coverageOf, createRecorder, type ModelSpec, runPath, specCollector } from './harness';

/**
 * The in-process configuration mutator (issue 25, docs/testing.md "Machine configurations (static
 * mutants)"). Stryker ignores the mutants of a machine's `setup().createMachine({...})` (module-level
 * code: each would need the whole suite); this makes the mutants of the kinds Stryker makes there
 * that change behaviour, builds each mutant machine from the mutated configuration with the same
 * `setup()` implementations, and runs the machine's model test on it without vitest: the structure
 * check both ways, every generated path on the real actor, the coverage check. A mutant is killed
 * when any of them fails.
 */
export type MutantKind =
  | 'target changed'
  | 'target removed'
  | 'transition removed'
  | 'reenter flipped'
  | 'action removed'
  | 'actions swapped'
  | 'action params changed'
  | 'guard removed'
  | 'guard negated'
  | 'guard replaced'
  | 'delay changed'
  | 'invoke src swapped'
  | 'invoke input dropped'
  | 'initial changed'
  | 'final removed'
  | 'tag removed';

export interface ConfigMutant {
  /** Stable id: `<state path> <where> <kind> <detail>`; survivors are explained by it. */
  id: string;
  kind: MutantKind;
  apply: (config: Config) => void;
}

type Config = Record<string, unknown>;
type Key = string | number;

/** Deep copy of plain objects and arrays; functions and other values are shared. */
function clone<T>(value: T): T {
  if (Array.isArray(value)) return value.map(clone) as T;
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype)
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, clone(v)])) as T;
  return value;
}

function at(root: unknown, path: readonly Key[]): Record<Key, unknown> {
  return path.reduce<unknown>((node, key) => (node as Record<Key, unknown>)[key], root) as Record<
    Key,
    unknown
  >;
}

const asList = (value: unknown): unknown[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

/** A transition list (`on[event]`, `always`, `after[delay]`, `onDone`, `onError`) as objects. */
const transitionsAt = (value: unknown): Array<Record<string, unknown>> =>
  asList(value).map((t) => (typeof t === 'string' ? { target: t } : (t as Record<string, unknown>)));

/** Replaces `holder[key]` with its normalized copy and returns it, to edit in place. */
function normalized(config: Config, holder: readonly Key[], key: Key) {
  const parent = at(config, holder);
  const list = transitionsAt(parent[key]);
  parent[key] = list;
  return list;
}

function normalizedActions(owner: Record<string, unknown>, key: string) {
  const list = asList(owner[key]);
  owner[key] = list;
  return list;
}

const nameOf = (item: unknown): string =>
  typeof item === 'string'
    ? item
    : item && typeof item === 'object' && 'type' in item
      ? String(item.type)
      : '(inline)';

const guardNamesIn = (guard: unknown): string[] => {
  if (!guard) return [];
  if (typeof guard === 'string') return [guard];
  const nested = (guard as { guards?: unknown }).guards;
  if (typeof guard === 'function' && Array.isArray(nested)) return nested.flatMap(guardNamesIn);
  const type = (guard as { type?: unknown }).type;
  return typeof type === 'string' ? [type] : [];
};

/** Static params changed the way Stryker changes literals: a string emptied, a boolean flipped, a number moved. */
function paramVariants(params: unknown): Array<{ label: string; value: unknown }> {
  if (typeof params === 'string') return [{ label: `'${params}' → ''`, value: '' }];
  if (typeof params === 'boolean') return [{ label: `${params} → ${!params}`, value: !params }];
  if (typeof params === 'number') return [{ label: `${params} → ${params + 1}`, value: params + 1 }];
  if (params && typeof params === 'object' && !Array.isArray(params)) {
    const entries = Object.entries(params);
    return [
      { label: '{} (emptied)', value: {} },
      ...entries.flatMap(([key, value]) =>
        paramVariants(value).map((variant) => ({
          label: `${key}: ${variant.label}`,
          value: { ...params, [key]: variant.value },
        })),
      ),
    ];
  }
  return [];
}

interface Walk {
  machine: AnyStateMachine;
  mutants: ConfigMutant[];
}

function actionListMutants(
  walk: Walk,
  where: string,
  original: readonly unknown[],
  ownerOf: (config: Config) => Record<string, unknown>,
  key: string,
) {
  const edit = (config: Config) => normalizedActions(ownerOf(config), key);
  original.forEach((action, i) => {
    const name = nameOf(action);
    walk.mutants.push({
      id: `${where} action removed ${name}`,
      kind: 'action removed',
      apply: (config) => void edit(config).splice(i, 1),
    });
    const next = original[i + 1];
    if (next !== undefined && nameOf(next) !== name)
      walk.mutants.push({
        id: `${where} actions swapped ${name} ↔ ${nameOf(next)}`,
        kind: 'actions swapped',
        apply: (config) => {
          const list = edit(config);
          [list[i], list[i + 1]] = [list[i + 1], list[i]];
        },
      });
    const params = action && typeof action === 'object' && 'params' in action ? action.params : undefined;
    if (typeof params !== 'function')
      for (const variant of paramVariants(params))
        walk.mutants.push({
          id: `${where} action params changed ${name} ${variant.label}`,
          kind: 'action params changed',
          apply: (config) => {
            const list = edit(config);
            list[i] = { ...(list[i] as object), params: variant.value };
          },
        });
  });
}

function transitionListMutants(
  walk: Walk,
  source: AnyStateNode,
  where: string,
  holder: readonly Key[],
  key: Key,
  definitions: readonly { target?: readonly AnyStateNode[] | undefined }[],
) {
  const { machine } = walk;
  const guardNames = Object.keys(machine.implementations.guards);
  transitionsAt(at(machine.config, holder)[key]).forEach((t, i) => {
    const here = `${where}#${i}`;
    const edit = (config: Config) => normalized(config, holder, key)[i]!;
    walk.mutants.push({
      id: `${here} transition removed`,
      kind: 'transition removed',
      apply: (config) => void normalized(config, holder, key).splice(i, 1),
    });
    const targets = definitions[i]?.target ?? [];
    targets.forEach((target, j) => {
      const siblings = target.parent ? Object.values(target.parent.states) : [];
      for (const sibling of siblings.filter((s) => s !== target))
        walk.mutants.push({
          id: `${here} target changed ${target.key} → ${sibling.key}`,
          kind: 'target changed',
          apply: (config) => {
            const transition = edit(config);
            const list = asList(transition.target).slice();
            list[j] = `#${sibling.id}`;
            transition.target = list.length === 1 ? list[0] : list;
          },
        });
    });
    if (targets.length)
      walk.mutants.push({
        id: `${here} target removed`,
        kind: 'target removed',
        apply: (config) => void delete edit(config).target,
      });
    if (t.reenter !== undefined)
      walk.mutants.push({
        id: `${here} reenter flipped`,
        kind: 'reenter flipped',
        apply: (config) => void (edit(config).reenter = !t.reenter),
      });
    if (t.guard !== undefined) {
      const used = guardNamesIn(t.guard);
      walk.mutants.push(
        {
          id: `${here} guard removed ${used.join('+')}`,
          kind: 'guard removed',
          apply: (config) => void delete edit(config).guard,
        },
        {
          id: `${here} guard negated ${used.join('+')}`,
          kind: 'guard negated',
          apply: (config) => {
            const transition = edit(config);
            transition.guard = not(transition.guard as never);
          },
        },
        ...guardNames
          .filter((name) => !used.includes(name))
          .map((name): ConfigMutant => ({
            id: `${here} guard replaced ${used.join('+')} → ${name}`,
            kind: 'guard replaced',
            apply: (config) => void (edit(config).guard = name),
          })),
      );
    }
    if (t.actions !== undefined) actionListMutants(walk, here, asList(t.actions), edit, 'actions');
  });
}

/** The transition definitions of a node's list, in the configuration's order. */
function definitionsOf(node: AnyStateNode, eventType: string) {
  if (eventType === '') return node.always ?? [];
  return node.transitions.get(eventType) ?? [];
}

function stateMutants(walk: Walk, node: AnyStateNode, holder: readonly Key[]) {
  const { machine } = walk;
  const config = at(machine.config, holder);
  const where = node.path.join('.') || '(root)';
  const children = Object.keys((config.states as object | undefined) ?? {});
  if (typeof config.initial === 'string')
    for (const other of children.filter((c) => c !== config.initial))
      walk.mutants.push({
        id: `${where} initial changed ${String(config.initial)} → ${other}`,
        kind: 'initial changed',
        apply: (c) => void (at(c, holder).initial = other),
      });
  if (config.type === 'final')
    walk.mutants.push({
      id: `${where} final removed`,
      kind: 'final removed',
      apply: (c) => void delete at(c, holder).type,
    });
  for (const tag of asList(config.tags))
    walk.mutants.push({
      id: `${where} tag removed ${String(tag)}`,
      kind: 'tag removed',
      apply: (c) => {
        const state = at(c, holder);
        state.tags = asList(state.tags).filter((t) => t !== tag);
      },
    });
  for (const list of ['entry', 'exit'] as const)
    if (config[list] !== undefined)
      actionListMutants(walk, `${where} ${list}`, asList(config[list]), (c) => at(c, holder), list);
  for (const event of Object.keys((config.on as object | undefined) ?? {}))
    transitionListMutants(
      walk,
      node,
      `${where} on ${event}`,
      [...holder, 'on'],
      event,
      definitionsOf(node, event),
    );
  if (config.always !== undefined)
    transitionListMutants(walk, node, `${where} always`, holder, 'always', definitionsOf(node, ''));
  const after = (config.after as Record<string, unknown> | undefined) ?? {};
  const delayNames = Object.keys(machine.implementations.delays);
  for (const delay of Object.keys(after)) {
    const definitions = (node.after ?? []).filter((t) => String(t.delay) === delay);
    transitionListMutants(walk, node, `${where} after ${delay}`, [...holder, 'after'], delay, definitions);
    const ms = Number(delay);
    const renamed = Number.isFinite(ms)
      ? [String(ms * 2), String(Math.floor(ms / 2))]
      : delayNames.filter((name) => name !== delay);
    for (const to of renamed)
      walk.mutants.push({
        id: `${where} after ${delay} delay changed → ${to}`,
        kind: 'delay changed',
        apply: (c) => {
          const state = at(c, holder);
          state.after = Object.fromEntries(
            Object.entries(state.after as object).map(([k, v]) => [k === delay ? to : k, v as unknown]),
          );
        },
      });
  }
  const actorNames = Object.keys(machine.implementations.actors);
  asList(config.invoke).forEach((invoke, j) => {
    const inv = invoke as Record<string, unknown>;
    const defined = node.invoke[j];
    const src = String(inv.src);
    const invHolder = Array.isArray(config.invoke) ? [...holder, 'invoke', j] : [...holder, 'invoke'];
    const here = `${where} invoke ${src}`;
    for (const other of actorNames.filter((name) => name !== src && typeof inv.src === 'string'))
      walk.mutants.push({
        id: `${here} invoke src swapped → ${other}`,
        kind: 'invoke src swapped',
        apply: (c) => void (at(c, invHolder).src = other),
      });
    if (inv.input !== undefined)
      walk.mutants.push({
        id: `${here} invoke input dropped`,
        kind: 'invoke input dropped',
        apply: (c) => void delete at(c, invHolder).input,
      });
    for (const key of ['onDone', 'onError'] as const) {
      if (inv[key] === undefined || !defined) continue;
      const type = `xstate.${key === 'onDone' ? 'done' : 'error'}.actor.${defined.id}`;
      transitionListMutants(walk, node, `${here} ${key}`, invHolder, key, definitionsOf(node, type));
    }
  });
  for (const child of Object.keys((config.states as object | undefined) ?? {})) {
    const childNode = node.states[child];
    if (childNode) stateMutants(walk, childNode, [...holder, 'states', child]);
  }
}

/** Every configuration mutant of a machine, in the configuration's order. */
export function configMutants(machine: AnyStateMachine): ConfigMutant[] {
  const walk: Walk = { machine, mutants: [] };
  stateMutants(walk, machine.root, []);
  return walk.mutants;
}

/** The mutant machine: the mutated configuration with the same `setup()` implementations. */
export function mutantMachine(machine: AnyStateMachine, mutant: ConfigMutant): AnyStateMachine {
  const config = clone(machine.config as Config);
  mutant.apply(config);
  // a mutant that loops on eventless transitions fails fast (Stryker would report a timeout)
  config.options = { ...(config.options as object), maxIterations: 1_000 };
  return createMachine(config as never, machine.implementations as never) as AnyStateMachine;
}

export type Fate =
  { killed: true; by: 'invalid' | 'structure' | 'path' | 'coverage'; detail: string } | { killed: false };

/**
 * Runs the machine's model test on the mutant: structure both ways, then (unless `runPaths` is
 * false) every generated path and the coverage check. `undefined` when the structure check passed
 * and the paths were not run.
 */
export async function fateOf(
  spec: ModelSpec<AnyStateMachine>,
  mutant: ConfigMutant,
  runPaths = true,
  structure = true,
): Promise<Fate | undefined> {
  let machine: AnyStateMachine;
  try {
    machine = mutantMachine(spec.machine, mutant);
  } catch (error) {
    return { killed: true, by: 'invalid', detail: firstLine(error) };
  }
  const declared = spec.model as DeclaredModel<AnyStateMachine> | undefined;
  if (declared && structure) {
    const problems = compareWithMachine(machine, declared);
    if (problems.length) return { killed: true, by: 'structure', detail: problems[0]! };
  }
  if (!runPaths) return undefined;
  const mutantSpec = { ...spec, machine };
  const recorder = createRecorder();
  try {
    const model = buildModel(mutantSpec);
    for (const path of model.paths) await runPath(mutantSpec, model, path, recorder);
    const { missing } = coverageOf(model, recorder, declared);
    const gaps = [
      ...missing.transitions,
      ...missing.states,
      ...(missing.verified ?? []),
      ...(missing.guardOutcomes ?? []),
    ];
    if (gaps.length) return { killed: true, by: 'coverage', detail: gaps[0]! };
  } catch (error) {
    return { killed: true, by: 'path', detail: firstLine(error) };
  }
  return { killed: false };
}

const firstLine = (error: unknown) => String(error instanceof Error ? error.message : error).split('\n')[0]!;

/** Each machine's model spec, as its model test file declares it (`describeModel` collected). */
export async function modelSpecs(): Promise<Map<string, ModelSpec<AnyStateMachine>>> {
  const specs = new Map<string, ModelSpec<AnyStateMachine>>();
  specCollector.collect = (spec) => void specs.set(spec.name, spec);
  try {
    for (const entry of machineCatalogue) {
      const flow = entry.file.replace(/\.machine\.ts$/, '');
      await import(`../machines/${flow}.model.test.ts`);
    }
  } finally {
    specCollector.collect = undefined;
  }
  return specs;
}

export interface MachineResult {
  machine: string;
  mutants: number;
  killed: number;
  byCheck: Record<'invalid' | 'structure' | 'path' | 'coverage', number>;
  /** Mutants only a run of the paths (or the coverage check) killed, by id. */
  killedByRuns: string[];
  survivors: string[];
  /** Mutants that passed the structure check and were left out of the sample of path runs. */
  notRun: number;
  ms: number;
}

/**
 * Runs every mutant of a machine and tallies them. With `pathRuns`, only that many of the mutants
 * that pass the structure check (the first ones, in the configuration's order) run the paths: a
 * deterministic sample for `npm test`; `npm run mutation:config` runs them all. Without
 * `structure`, the structure check is skipped: what the generated paths alone kill.
 */
export async function mutateMachine(
  spec: ModelSpec<AnyStateMachine>,
  { pathRuns = Infinity, structure = true }: { pathRuns?: number; structure?: boolean } = {},
): Promise<MachineResult> {
  const started = performance.now();
  const mutants = configMutants(spec.machine);
  const result: MachineResult = {
    machine: spec.name,
    mutants: mutants.length,
    killed: 0,
    byCheck: { invalid: 0, structure: 0, path: 0, coverage: 0 },
    killedByRuns: [],
    survivors: [],
    notRun: 0,
    ms: 0,
  };
  let runs = 0;
  for (const mutant of mutants) {
    const fate =
      (await fateOf(spec, mutant, false, structure)) ??
      (runs++ < pathRuns ? await fateOf(spec, mutant, true, structure) : undefined);
    if (!fate) result.notRun++;
    else if (fate.killed) {
      result.killed++;
      result.byCheck[fate.by]++;
      if (fate.by === 'path' || fate.by === 'coverage')
        result.killedByRuns.push(`${mutant.id}: ${fate.detail}`);
    } else result.survivors.push(mutant.id);
  }
  result.ms = performance.now() - started;
  return result;
}

/** The per-machine table: mutants, killed (by which check), survived. */
export function formatMutationTable(results: readonly MachineResult[]): string {
  const header = [
    'machine',
    'mutants',
    'killed',
    'invalid',
    'structure',
    'path',
    'coverage',
    'survived',
    's',
  ];
  const rows = results.map((r) => [
    r.machine,
    String(r.mutants),
    String(r.killed),
    String(r.byCheck.invalid),
    String(r.byCheck.structure),
    String(r.byCheck.path),
    String(r.byCheck.coverage),
    String(r.survivors.length),
    (r.ms / 1000).toFixed(1),
  ]);
  const total = (pick: (r: MachineResult) => number) => String(results.reduce((s, r) => s + pick(r), 0));
  rows.push([
    'all',
    total((r) => r.mutants),
    total((r) => r.killed),
    total((r) => r.byCheck.invalid),
    total((r) => r.byCheck.structure),
    total((r) => r.byCheck.path),
    total((r) => r.byCheck.coverage),
    total((r) => r.survivors.length),
    (results.reduce((s, r) => s + r.ms, 0) / 1000).toFixed(1),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) =>
    `| ${cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join(' | ')} |`;
  return [line(header), `| ${widths.map((w) => '-'.repeat(w)).join(' | ')} |`, ...rows.map(line)].join('\n');
}
