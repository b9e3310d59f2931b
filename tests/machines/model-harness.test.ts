import { describe, expect, it } from 'vitest';
import { assign, fromPromise, setup } from 'xstate';
import { formatCoverageTable } from '../model/coverage';
import {
  buildModel,
  coverageOf,
  createRecorder,
  DEFAULT_START_TIME,
  type ModelSpec,
  runPath,
} from '../model/harness';

/** A timed machine: a deadline in context, a delay and a guard that read `now`. */
const alarmMachine = setup({
  types: {
    input: {} as { now: () => number },
    context: {} as { now: () => number; ringsAt: number | undefined },
    events: {} as { type: 'alarm.arm' } | { type: 'alarm.never' },
  },
  actors: { fetchDelay: fromPromise<number>(() => Promise.resolve(0)) },
  actions: {
    setDeadline: assign(({ context }, seconds: number) => ({ ringsAt: context.now() + seconds * 1000 })),
  },
  guards: {
    isDue: ({ context }) => context.ringsAt !== undefined && context.ringsAt <= context.now(),
    isImpossible: () => false,
  },
  delays: {
    untilDeadline: ({ context }) => Math.max(0, (context.ringsAt ?? 0) - context.now()),
  },
}).createMachine({
  id: 'alarm',
  initial: 'idle',
  context: ({ input }) => ({ now: input.now, ringsAt: undefined }),
  states: {
    idle: {
      on: {
        'alarm.arm': 'loading',
        'alarm.never': { guard: 'isImpossible', target: 'ringing' },
      },
    },
    loading: {
      invoke: {
        src: 'fetchDelay',
        onDone: { target: 'armed', actions: { type: 'setDeadline', params: ({ event }) => event.output } },
        onError: 'idle',
      },
    },
    armed: {
      after: { untilDeadline: [{ guard: 'isDue', target: 'ringing' }, { target: 'idle' }] },
    },
    ringing: { type: 'final' },
  },
});

const spec: ModelSpec<typeof alarmMachine> = {
  name: 'alarm',
  machine: alarmMachine,
  starts: [{ label: 'simulated clock', input: ({ now }) => ({ now }) }],
  actors: { fetchDelay: { outputs: [90] } },
};

describe('model harness', () => {
  it('walks after-timers on virtual time, so guards reading now see the deadline pass', () => {
    const model = buildModel(spec);
    const descriptions = model.paths.map((path) => path.description);
    expect(descriptions).toContain('alarm.arm → fetchDelay ✓ 90 → after untilDeadline');
    const ring = model.paths.find((path) => path.description.endsWith('after untilDeadline'));
    expect(ring?.steps.at(-1)?.expected).toBe('{"value":"ringing","status":"done"}');
  });

  it('runs every path on a real actor with a simulated clock and fakes', async () => {
    const model = buildModel(spec);
    const recorder = createRecorder();
    for (const path of model.paths) await runPath(spec, model, path, recorder);
    const coverage = coverageOf(model, recorder);
    expect(coverage.states).toEqual({ covered: 4, total: 4 });
    // the un-guarded timer branch cannot fire: the delay always lands on the deadline
    expect(coverage.transitions).toEqual({ covered: 4, total: 6 });
    expect(coverage.missing.transitions).toEqual([
      'idle —alarm.never [isImpossible]→ ringing',
      'armed —after untilDeadline→ idle',
    ]);
    expect(coverage.graph.edgesCovered).toBe(coverage.graph.edges);
    expect(formatCoverageTable([coverage])).toMatch(/alarm\s+4\/4\s+4\/6\s+66\.6 %/);
  });

  it('fires only the timer due first when a state has several', async () => {
    const raceMachine = setup({}).createMachine({
      id: 'race',
      initial: 'waiting',
      states: { waiting: { after: { 1000: 'early', 5000: 'late' } }, early: {}, late: {} },
    });
    const raceSpec: ModelSpec<typeof raceMachine> = { name: 'race', machine: raceMachine };
    const model = buildModel(raceSpec);
    expect(model.paths.map((path) => path.description)).toEqual(['after 1000']);
    const recorder = createRecorder();
    for (const path of model.paths) await runPath(raceSpec, model, path, recorder);
    expect(coverageOf(model, recorder).missing).toEqual({
      states: ['race.late'],
      transitions: ['waiting —after 5000→ late'],
    });
  });

  it('serializes snapshots by the listed context fields', () => {
    const model = buildModel({ ...spec, project: ['ringsAt'] });
    expect(model.paths.at(-1)?.steps.at(1)?.expected).toBe(
      `{"value":"armed","ringsAt":${DEFAULT_START_TIME + 90_000}}`,
    );
  });

  it('fails a path when the actor does not reach the predicted state', async () => {
    const model = buildModel(spec);
    const broken: ModelSpec<typeof alarmMachine> = {
      ...spec,
      implementations: { guards: { isDue: () => false } },
    };
    const ring = model.paths.find((path) => path.description.endsWith('after untilDeadline'))!;
    await expect(runPath(broken, model, ring, createRecorder())).rejects.toThrow(
      /after "after untilDeadline" expected \{"value":"ringing","status":"done"\}, got \{"value":"idle"\}/,
    );
  });
});
