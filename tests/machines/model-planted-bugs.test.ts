import { describe, expect, it } from 'vitest';
import { and, type AnyStateMachine, assign, emit, fromPromise, not, setup } from 'xstate';
import { compareWithMachine, type DeclaredModel, declareModel, type EmitArgs } from '../model/declared';
import { buildModel, coverageOf, createRecorder, type ModelSpec, runPath } from '../model/harness';

/**
 * The harness's own tests (issue 25): broken copies of a small sign-in machine, each with one bug
 * the issue planted by hand, must fail the model check; the correct copy must pass it.
 */
const FRESH_SECONDS = 300;

interface Bugs {
  /** A failed check goes to `ready` instead of `idle`. */
  wrongTarget?: boolean;
  /** The token is not saved on a fresh answer. */
  droppedAction?: boolean;
  /** `>=` for `>` in the freshness guard. */
  boundary?: boolean;
  /** Log out is wired to the `retry` event. */
  wrongEvent?: boolean;
  /** The failure toast is not emitted. */
  droppedEmit?: boolean;
  /** The check receives the wrong user. */
  wrongInput?: boolean;
}

function signInMachine(bugs: Bugs = {}) {
  return setup({
    types: {
      context: {} as { user: string; token: string | undefined },
      events: {} as { type: 'login'; user: string } | { type: 'logout' } | { type: 'retry' },
    },
    actors: {
      checkToken: fromPromise<{ token: string; seconds: number }, { user: string }>(
        () => new Promise(() => {}),
      ),
    },
    actions: {
      remember: assign(({ event }) => (event.type === 'login' ? { user: event.user } : {})),
      saveToken: assign(({ event }) => ({
        token: (event as unknown as { output: { token: string } }).output.token,
      })),
      forget: assign({ token: undefined }),
      toastFailure: emit({ type: 'toast.failure' } as const),
      noToast: () => {},
    },
    guards: {
      isFreshEnough: ({ event }) => {
        const { seconds } = (event as unknown as { output: { seconds: number } }).output;
        return bugs.boundary ? seconds >= FRESH_SECONDS : seconds > FRESH_SECONDS;
      },
    },
  }).createMachine({
    id: 'signIn',
    initial: 'idle',
    context: { user: '', token: undefined },
    states: {
      idle: { on: { login: { target: 'checking', actions: 'remember' } } },
      checking: {
        invoke: {
          src: 'checkToken',
          input: ({ context }) => ({ user: bugs.wrongInput ? 'someone else' : context.user }),
          onDone: [
            { guard: 'isFreshEnough', target: 'ready', actions: bugs.droppedAction ? [] : ['saveToken'] },
            { target: 'stale' },
          ],
          onError: {
            target: bugs.wrongTarget ? 'ready' : 'idle',
            actions: bugs.droppedEmit ? ['noToast'] : ['toastFailure'],
          },
        },
      },
      stale: { on: { retry: 'checking' } },
      ready: { on: { [bugs.wrongEvent ? 'retry' : 'logout']: { target: 'idle', actions: 'forget' } } },
    },
  });
}

type SignIn = ReturnType<typeof signInMachine>;

/** The model, as written from a (small) spec: fresh means MORE than 300 s left. */
const declared = declareModel<SignIn>({
  states: {
    '': { initial: 'idle' },
    idle: {},
    checking: { invoke: { src: 'checkToken', input: (context) => ({ user: context.user }) } },
    stale: {},
    ready: {},
  },
  transitions: [
    { from: 'idle', on: 'login', to: 'checking', actions: ['remember'] },
    { from: 'checking', on: 'done checkToken', if: 'isFreshEnough', to: 'ready', actions: ['saveToken'] },
    { from: 'checking', on: 'done checkToken', to: 'stale' },
    {
      from: 'checking',
      on: 'error checkToken',
      to: 'idle',
      actions: ['toastFailure'],
      emits: ['toast.failure'],
    },
    { from: 'stale', on: 'retry', to: 'checking' },
    { from: 'ready', on: 'logout', to: 'idle', actions: ['forget'] },
  ],
  guards: {
    isFreshEnough: ({ event }) =>
      (event as unknown as { output: { seconds: number } }).output.seconds > FRESH_SECONDS,
  },
});

function specOf(machine: SignIn, answers = [3600, FRESH_SECONDS, 10]): ModelSpec<SignIn> {
  return {
    name: 'signIn',
    machine,
    model: declared,
    events: { login: [{ type: 'login', user: 'ada' }] },
    actors: { checkToken: { outputs: answers.map((seconds) => ({ token: `t${seconds}`, seconds })) } },
  };
}

/** The structural differences, and each generated path's failure when run on the real actor. */
async function checkAgainstModel<TMachine extends AnyStateMachine>(spec: ModelSpec<TMachine>) {
  const model = buildModel(spec);
  const recorder = createRecorder();
  const failures: string[] = [];
  for (const path of model.paths) {
    await runPath(spec, model, path, recorder).catch((error: Error) => failures.push(error.message));
  }
  const declaredModel = spec.model as DeclaredModel<AnyStateMachine>;
  return {
    structure: compareWithMachine(spec.machine, declaredModel),
    failures,
    coverage: coverageOf(model, recorder, declaredModel),
  };
}

const check = (machine: SignIn, answers?: number[]) => checkAgainstModel(specOf(machine, answers));

describe('model harness: planted bugs fail the model check', () => {
  it('passes the correct machine: structure, every path, every row verified, every guard both ways', async () => {
    const { structure, failures, coverage } = await check(signInMachine());
    expect(structure).toEqual([]);
    expect(failures).toEqual([]);
    expect(coverage.verified).toEqual({ covered: 6, total: 6 });
    expect(coverage.guardOutcomes).toEqual({ covered: 1, total: 1 });
  });

  it('a wrong target: in the structure and on the real actor', async () => {
    const { structure, failures } = await check(signInMachine({ wrongTarget: true }));
    expect(structure).toContain(
      'transition checking —error checkToken→ ready / toastFailure: in the machine, not in the model',
    );
    expect(failures.join('\n')).toMatch(/state \["ready"\], the model says \["idle"\]/);
  });

  it('a dropped action: in the structure and in the actions the actor ran', async () => {
    const { structure, failures } = await check(signInMachine({ droppedAction: true }));
    expect(structure).toContain(
      'transition checking —done checkToken [isFreshEnough]→ ready / saveToken: in the model, not in the machine',
    );
    expect(failures.join('\n')).toMatch(/actions \[\], the model says \["saveToken"\]/);
  });

  it('>= for > in a guard: the structure agrees, the run at exactly 300 s does not', async () => {
    const { structure, failures } = await check(signInMachine({ boundary: true }));
    expect(structure).toEqual([]);
    expect(failures.join('\n')).toMatch(/guard isFreshEnough answered true, the model's rule says false/);
  });

  it('a wrong event: in the structure, and the declared logout row is never verified', async () => {
    const { structure, coverage } = await check(signInMachine({ wrongEvent: true }));
    expect(structure).toContain('transition ready —logout→ idle / forget: in the model, not in the machine');
    expect(coverage.missing.verified).toContain('ready —logout→ idle / forget');
  });

  it('a dropped emitted event, and a service given the wrong input, fail on the real actor', async () => {
    const dropped = await check(signInMachine({ droppedEmit: true }));
    expect(dropped.failures.join('\n')).toMatch(/emitted events \[\], the model says \["toast.failure"\]/);
    const input = await check(signInMachine({ wrongInput: true }));
    expect(input.structure).toEqual([]);
    expect(input.failures.join('\n')).toMatch(/service inputs .*someone else.*, the model says .*ada/);
  });

  it('counts a guarded row covered only when its guard was seen true and false', async () => {
    const { failures, coverage } = await check(signInMachine(), [3600]);
    expect(failures).toEqual([]);
    expect(coverage.guardOutcomes).toEqual({ covered: 0, total: 1 });
    expect(coverage.missing.guardOutcomes).toEqual([
      'checking —done checkToken [isFreshEnough]→ ready / saveToken: seen true',
    ]);
  });
});

interface ParallelBugs {
  /** The data region's stop goes back to `idle` instead of `saved`. */
  wrongTarget?: boolean;
  /** The data region's go does not count the save. */
  droppedAction?: boolean;
  /** The tab region tracks the wrong params. */
  wrongParam?: boolean;
}

/** A small parallel machine: both regions take `go` and `stop`; an `and`/`not` guard; params. */
function syncMachine(bugs: ParallelBugs = {}) {
  return setup({
    types: {
      context: {} as { saves: number },
      events: {} as { type: 'go'; what: string } | { type: 'stop' },
    },
    actions: {
      track: (_, _params: { what: string }) => {},
      countSave: assign({ saves: ({ context }) => context.saves + 1 }),
      noop: () => {},
    },
    guards: {
      isOn: ({ event }) => event.type === 'go' && event.what === 'on',
      hasSavedTwice: ({ context }) => context.saves >= 2,
    },
  }).createMachine({
    id: 'sync',
    type: 'parallel',
    context: { saves: 0 },
    states: {
      tab: {
        initial: 'closed',
        states: {
          closed: {
            on: {
              go: {
                guard: and(['isOn', not('hasSavedTwice')]),
                target: 'open',
                actions: {
                  type: 'track',
                  params: ({ event }) => ({ what: bugs.wrongParam ? 'off' : event.what }),
                },
              },
            },
          },
          open: { on: { stop: 'closed' } },
        },
      },
      data: {
        initial: 'idle',
        states: {
          idle: { on: { go: { target: 'saving', actions: bugs.droppedAction ? 'noop' : 'countSave' } } },
          saving: { on: { stop: bugs.wrongTarget ? 'idle' : 'saved' } },
          saved: { on: { go: { target: 'saving', actions: 'countSave' } } },
        },
      },
    },
  });
}

type Sync = ReturnType<typeof syncMachine>;

const syncDeclared = declareModel<Sync>({
  states: {
    '': { type: 'parallel' },
    tab: { initial: 'closed' },
    'tab.closed': {},
    'tab.open': {},
    data: { initial: 'idle' },
    'data.idle': {},
    'data.saving': {},
    'data.saved': {},
  },
  transitions: [
    {
      from: 'tab.closed',
      on: 'go',
      if: { and: ['isOn', { not: 'hasSavedTwice' }] },
      to: 'tab.open',
      actions: [
        {
          type: 'track',
          params: ({ event }: EmitArgs) => ({ what: (event as unknown as { what: string }).what }),
        },
      ],
    },
    { from: 'tab.open', on: 'stop', to: 'tab.closed' },
    { from: 'data.idle', on: 'go', to: 'data.saving', actions: ['countSave'] },
    { from: 'data.saving', on: 'stop', to: 'data.saved' },
    { from: 'data.saved', on: 'go', to: 'data.saving', actions: ['countSave'] },
  ],
  guards: {
    isOn: ({ event }) => (event as { what?: string }).what === 'on',
    hasSavedTwice: ({ context }) => context.saves >= 2,
  },
});

async function checkSync(machine: Sync) {
  const spec: ModelSpec<Sync> = {
    name: 'sync',
    machine,
    model: syncDeclared,
    events: {
      go: [
        { type: 'go', what: 'on' },
        { type: 'go', what: 'off' },
      ],
    },
    project: ({ context }) => ({ saves: Math.min(context.saves, 3) }),
  };
  return checkAgainstModel(spec);
}

describe('model harness: planted bugs in a parallel machine fail the model check', () => {
  it('passes the correct machine: both regions, the and/not guard both ways, the params', async () => {
    const { structure, failures, coverage } = await checkSync(syncMachine());
    expect(structure).toEqual([]);
    expect(failures).toEqual([]);
    expect(coverage.verified).toEqual({ covered: 5, total: 5 });
    expect(coverage.guardOutcomes).toEqual({ covered: 1, total: 1 });
  });

  it('a wrong target in one region', async () => {
    const { structure, failures } = await checkSync(syncMachine({ wrongTarget: true }));
    expect(structure).toContain('transition data.saving —stop→ data.idle: in the machine, not in the model');
    expect(failures.join('\n')).toMatch(/state \[.*"data.idle".*\], the model says \[.*"data.saved".*\]/);
  });

  it('a dropped action in the other region', async () => {
    const { structure, failures } = await checkSync(syncMachine({ droppedAction: true }));
    expect(structure).toContain(
      'transition data.idle —go→ data.saving / countSave: in the model, not in the machine',
    );
    expect(failures.join('\n')).toMatch(/actions .*noop.*, the model says .*countSave/);
  });

  it('a wrong action param: the structure agrees, the run does not', async () => {
    const { structure, failures } = await checkSync(syncMachine({ wrongParam: true }));
    expect(structure).toEqual([]);
    expect(failures.join('\n')).toMatch(
      /actions \[\{"type":"track","params":\{"what":"off"\}\}.*the model says \[\{"type":"track","params":\{"what":"on"\}\}/,
    );
  });
});
