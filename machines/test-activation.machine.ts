import { assign, emit, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { Address, Test } from '../src/contract/orders';
import { blocksActivation } from '../src/domain/orders';
import { MBD_SUGGESTION_PACKAGE_ID } from '../src/domain/package-images';
import { describeFailure, type Failure } from './shared/failure';
import { notProvided } from './shared/not-provided';

/**
 * The dialog each state of `open` shows, by the step names of spec 000 §4: the one thing
 * "activation step" means. The active state is the truth; `stepOf` reads it.
 */
export const ACTIVATION_STEPS = {
  expire: 'EXPIRE',
  pregnancy: 'PREGNANCY',
  mbdRequired: 'MBD_REQUIRED',
  confirmActivating: 'CONFIRM_ACTIVATING',
  testActivated: 'TEST_ACTIVATED',
  scheduleMbd: 'SCHEDULE_MBD',
  confirmLabTest: 'CONFIRM_LAB_TEST',
  questDrawPopup: 'SHOW_QUEST_DRAW_POPUP',
} as const;
export type ActivationStep = (typeof ACTIVATION_STEPS)[keyof typeof ACTIVATION_STEPS];

/** What the customer typed in SCHEDULE_MBD; kept through failures so nothing is typed twice. */
export interface DrawRequest {
  /** ISO date-time with offset. */
  scheduledAt: string;
  phone: string;
  address: Address;
}

/** spec 000 §3 Orders state, activation flow; plus the last failure and the typed draw request. */
export interface TestActivationContext {
  /** The test activated before this flow started, if any. */
  testFromActivating: Test | null;
  testForActivating: Test | null;
  notifiedAboutPregnancy: boolean;
  mbdSuggested: boolean;
  /** After activation: the test that went back to the available ones (the server's answer). */
  previousActivatedTest: Test | null;
  draw: DrawRequest | null;
  failure: Failure | undefined;
}

export type TestActivationEvent =
  | { type: 'activation.start'; test: Test; activatedTest: Test | null }
  | { type: 'step.continue' }
  | { type: 'draw.book' }
  | { type: 'draw.submit'; draw: DrawRequest }
  | { type: 'activation.retry' }
  | { type: 'activation.reset' };

export type TestActivationEmitted = { type: 'orders.changed' };

type Flow = Pick<TestActivationContext, 'testForActivating' | 'testFromActivating'>;

/** spec 000 §4: the activated test has a booked draw that can no longer be moved (EXPIRE). */
export function cannotSwitch(activatedTest: Test | null): boolean {
  return activatedTest !== null && blocksActivation(activatedTest);
}

/** The new test can only be taken with a mobile draw and has neither a draw nor a home kit. */
export function needsDraw(test: Test | null): boolean {
  return test !== null && test.shouldPreventActivationWithoutMbd && !test.hasMbd && !test.hasHomeKit;
}

/**
 * spec 000 §4, starting activation: CONFIRM_LAB_TEST when no test is activated and the new one
 * needs a draw it lacks; otherwise CONFIRM_ACTIVATING (unless EXPIRE). It holds for the whole flow.
 */
export function confirmsLabTest(flow: Flow): boolean {
  return flow.testFromActivating === null && needsDraw(flow.testForActivating);
}

/**
 * Where the steps lead once the notices (PREGNANCY, SHOW_QUEST_DRAW_POPUP) are seen: the draw form
 * after the lab-test confirmation, MBD_REQUIRED when confirming a test that needs a draw, else
 * TEST_ACTIVATED (our design where the spec is silent, docs/decisions/orders-web.md).
 */
export function stepAfterNotices(flow: Flow): ActivationStep {
  if (confirmsLabTest(flow)) return 'SCHEDULE_MBD';
  return needsDraw(flow.testForActivating) ? 'MBD_REQUIRED' : 'TEST_ACTIVATED';
}

/** spec 000 §4: the pregnancy notice shows once, before moving on, for a test that measures hormones. */
export function mustNotifyPregnancy(context: TestActivationContext): boolean {
  return Boolean(context.testForActivating?.notifyAboutPregnancy) && !context.notifiedAboutPregnancy;
}

/** spec 000 §4: the home-draw popup shows once, before moving on, for a package-59 test without a draw. */
export function shouldSuggestDraw(context: TestActivationContext): boolean {
  const test = context.testForActivating;
  return (
    test !== null && test.packageId === MBD_SUGGESTION_PACKAGE_ID && !test.hasMbd && !context.mbdSuggested
  );
}

/** The step the flow shows (the dialog), from the active state; null when no flow is open. */
export function stepOf(snapshot: SnapshotFrom<typeof testActivationMachine>): ActivationStep | null {
  const { value } = snapshot;
  if (typeof value === 'string') return null;
  const state = typeof value.open === 'string' ? value.open : Object.keys(value.open)[0];
  return ACTIVATION_STEPS[state as keyof typeof ACTIVATION_STEPS];
}

const EMPTY_FLOW: TestActivationContext = {
  testFromActivating: null,
  testForActivating: null,
  notifiedAboutPregnancy: false,
  mbdSuggested: false,
  previousActivatedTest: null,
  draw: null,
  failure: undefined,
};

/**
 * Test activation (spec 000 §4, 001 §4 "Test activation flow"): `idle` until the customer picks a
 * test (`activation.start` with the test and the one already activated); then one state per dialog,
 * `open.<step>` (`ACTIVATION_STEPS`, read by `stepOf`), each transition choosing the next step by
 * the rules above. TEST_ACTIVATED first activates the test (`activateTest`); SCHEDULE_MBD checks the
 * phone and address (`validateContact`) and books the draw, which activates the test too
 * (`bookDraw`). A failed call stays in its dialog with the message (field messages by path) and
 * everything chosen and typed; `activation.reset` (cancel, close, done) clears the flow. Successful
 * activations emit `orders.changed`.
 */
export const testActivationMachine = setup({
  types: {
    context: {} as TestActivationContext,
    events: {} as TestActivationEvent,
    emitted: {} as TestActivationEmitted,
  },
  actors: {
    activateTest: fromPromise<
      { activatedTest: Test; previousActivatedTest: Test | null },
      { testId: number }
    >(() => notProvided('activateTest')),
    validateContact: fromPromise<{ phone: string; address: Address }, { phone: string; address: Address }>(
      () => notProvided('validateContact'),
    ),
    bookDraw: fromPromise<{ test: Test }, DrawRequest & { testId: number }>(() => notProvided('bookDraw')),
  },
  actions: {
    startFlow: assign((_, params: { test: Test; activatedTest: Test | null }) => ({
      ...EMPTY_FLOW,
      testForActivating: params.test,
      testFromActivating: params.activatedTest,
    })),
    markNotified: assign({ notifiedAboutPregnancy: true }),
    markSuggested: assign({ mbdSuggested: true, failure: undefined }),
    clearFlow: assign(() => EMPTY_FLOW),
    keepDraw: assign((_, params: { draw: DrawRequest }) => ({ draw: params.draw, failure: undefined })),
    keepCheckedContact: assign(({ context }, params: { phone: string; address: Address }) => ({
      draw: context.draw ? { ...context.draw, phone: params.phone, address: params.address } : null,
    })),
    keepActivated: assign((_, params: { activatedTest: Test; previousActivatedTest: Test | null }) => ({
      testForActivating: params.activatedTest,
      previousActivatedTest: params.previousActivatedTest,
      failure: undefined,
    })),
    // booking activates the test too: the test activated before goes back to the available ones
    keepBooked: assign(({ context }, params: { test: Test }) => ({
      testForActivating: params.test,
      previousActivatedTest:
        context.testFromActivating && context.testFromActivating.id !== params.test.id
          ? context.testFromActivating
          : null,
      failure: undefined,
    })),
    setFailure: assign((_, params: { error: unknown }) => ({ failure: describeFailure(params.error) })),
    clearFailure: assign({ failure: undefined }),
    announceChange: emit({ type: 'orders.changed' } as const),
  },
  guards: {
    cannotSwitch: (_, params: { activatedTest: Test | null }) => cannotSwitch(params.activatedTest),
    startsWithLabTest: (_, params: { test: Test; activatedTest: Test | null }) =>
      confirmsLabTest({ testForActivating: params.test, testFromActivating: params.activatedTest }),
    confirmsLabTest: ({ context }) => confirmsLabTest(context),
    needsDraw: ({ context }) => needsDraw(context.testForActivating),
    mustNotifyPregnancy: ({ context }) => mustNotifyPregnancy(context),
    shouldSuggestDraw: ({ context }) => shouldSuggestDraw(context),
    // issue 23 point 5: an activated lab test can still have its blood drawn at home instead
    canBookDraw: ({ context }) =>
      context.testForActivating !== null &&
      !context.testForActivating.hasHomeKit &&
      !context.testForActivating.hasMbd,
  },
}).createMachine({
  id: 'testActivation',
  context: EMPTY_FLOW,
  initial: 'idle',
  states: {
    idle: {
      on: {
        'activation.start': [
          {
            guard: { type: 'cannotSwitch', params: ({ event }) => ({ activatedTest: event.activatedTest }) },
            target: 'open.expire',
            actions: { type: 'startFlow', params: ({ event }) => event },
          },
          {
            guard: { type: 'startsWithLabTest', params: ({ event }) => event },
            target: 'open.confirmLabTest',
            actions: { type: 'startFlow', params: ({ event }) => event },
          },
          { target: 'open.confirmActivating', actions: { type: 'startFlow', params: ({ event }) => event } },
        ],
      },
    },
    open: {
      tags: ['open'],
      // every way in names its step; this is the usual first one
      initial: 'confirmActivating',
      on: {
        'activation.reset': { target: 'idle', actions: 'clearFlow' },
      },
      states: {
        expire: {},
        confirmActivating: {
          on: {
            'step.continue': [
              { guard: 'mustNotifyPregnancy', target: 'pregnancy' },
              { guard: 'shouldSuggestDraw', target: 'questDrawPopup' },
              { guard: 'needsDraw', target: 'mbdRequired' },
              { target: 'testActivated' },
            ],
          },
        },
        confirmLabTest: {
          on: {
            'step.continue': [
              { guard: 'mustNotifyPregnancy', target: 'pregnancy' },
              { guard: 'shouldSuggestDraw', target: 'questDrawPopup' },
              { target: 'scheduleMbd' },
            ],
          },
        },
        // reached once both notices are behind (or never apply): the draw form is next
        mbdRequired: {
          on: { 'step.continue': { target: 'scheduleMbd' } },
        },
        // acknowledged once per flow; then the draw popup, or the step it stood in front of
        pregnancy: {
          on: {
            'step.continue': [
              { guard: 'shouldSuggestDraw', target: 'questDrawPopup', actions: 'markNotified' },
              { guard: 'confirmsLabTest', target: 'scheduleMbd', actions: 'markNotified' },
              { guard: 'needsDraw', target: 'mbdRequired', actions: 'markNotified' },
              { target: 'testActivated', actions: 'markNotified' },
            ],
          },
        },
        // declined ("I'll visit a lab"): the step it stood in front of; accepted: the draw form
        questDrawPopup: {
          on: {
            'step.continue': [
              { guard: 'confirmsLabTest', target: 'scheduleMbd', actions: 'markSuggested' },
              { guard: 'needsDraw', target: 'mbdRequired', actions: 'markSuggested' },
              { target: 'testActivated', actions: 'markSuggested' },
            ],
            'draw.book': { target: 'scheduleMbd', actions: 'markSuggested' },
          },
        },
        scheduleMbd: {
          initial: 'editing',
          states: {
            editing: {
              on: {
                'draw.submit': {
                  target: 'checking',
                  actions: { type: 'keepDraw', params: ({ event }) => ({ draw: event.draw }) },
                },
              },
            },
            checking: {
              tags: ['busy'],
              invoke: {
                src: 'validateContact',
                input: ({ context }) => ({
                  // Stryker disable next-line OptionalChaining,StringLiteral: `checking` is entered only by draw.submit, which stores the draw first
                  phone: context.draw?.phone ?? '',
                  address: context.draw!.address,
                }),
                onDone: {
                  target: 'booking',
                  actions: { type: 'keepCheckedContact', params: ({ event }) => event.output },
                },
                onError: {
                  target: 'editing',
                  actions: { type: 'setFailure', params: ({ event }) => ({ error: event.error }) },
                },
              },
            },
            booking: {
              tags: ['busy'],
              invoke: {
                src: 'bookDraw',
                input: ({ context }) => ({ ...context.draw!, testId: context.testForActivating!.id }),
                onDone: {
                  target: '#testActivation.open.testActivated.done',
                  actions: [{ type: 'keepBooked', params: ({ event }) => event.output }, 'announceChange'],
                },
                onError: {
                  target: 'editing',
                  actions: { type: 'setFailure', params: ({ event }) => ({ error: event.error }) },
                },
              },
            },
          },
        },
        testActivated: {
          initial: 'activating',
          states: {
            activating: {
              tags: ['busy'],
              invoke: {
                src: 'activateTest',
                input: ({ context }) => ({ testId: context.testForActivating!.id }),
                onDone: {
                  target: 'done',
                  actions: [{ type: 'keepActivated', params: ({ event }) => event.output }, 'announceChange'],
                },
                onError: {
                  target: 'failed',
                  actions: { type: 'setFailure', params: ({ event }) => ({ error: event.error }) },
                },
              },
            },
            failed: {
              on: { 'activation.retry': { target: 'activating', actions: 'clearFailure' } },
            },
            done: {
              on: {
                'draw.book': {
                  guard: 'canBookDraw',
                  target: '#testActivation.open.scheduleMbd',
                  actions: 'markSuggested',
                },
              },
            },
          },
        },
      },
    },
  },
});
