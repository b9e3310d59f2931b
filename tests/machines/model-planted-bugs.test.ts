import { describe, expect, it } from 'vitest';
import { type AnyStateMachine, assign, emit, fromPromise, setup } from 'xstate';
import { compareWithMachine, type DeclaredModel, declareModel } from '../model/declared';
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
async function check(machine: SignIn, answers?: number[]) {
  const spec = specOf(machine, answers);
  const model = buildModel(spec);
  const recorder = createRecorder();
  const failures: string[] = [];
  for (const path of model.paths) {
    await runPath(spec, model, path, recorder).catch((error: Error) => failures.push(error.message));
  }
  return {
    structure: compareWithMachine(machine as AnyStateMachine, declared as DeclaredModel<AnyStateMachine>),
    failures,
    coverage: coverageOf(model, recorder, declared as DeclaredModel<AnyStateMachine>),
  };
}

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
