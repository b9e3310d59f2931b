import { assign, emit, fromPromise, setup } from 'xstate';
import type { Address, Test } from '../src/contract/orders';
import { blocksActivation } from '../src/domain/orders';
import { MBD_SUGGESTION_PACKAGE_ID } from '../src/domain/package-images';
import { describeFailure, type Failure } from './shared/failure';
import { notProvided } from './shared/not-provided';

/** spec 000 §4 test activation steps. */
export const ACTIVATION_STEPS = [
  'EXPIRE',
  'PREGNANCY',
  'MBD_REQUIRED',
  'CONFIRM_ACTIVATING',
  'TEST_ACTIVATED',
  'SCHEDULE_MBD',
  'CONFIRM_LAB_TEST',
  'SHOW_QUEST_DRAW_POPUP',
] as const;
export type ActivationStep = (typeof ACTIVATION_STEPS)[number];

/** What the customer typed in SCHEDULE_MBD; kept through failures so nothing is typed twice. */
export interface DrawRequest {
  /** ISO date-time with offset. */
  scheduledAt: string;
  phone: string;
  address: Address;
}

/** spec 000 §3 Orders state, activation flow; plus the last failure and the typed draw request. */
export interface TestActivationContext {
  currentStep: ActivationStep | null;
  /** The step an interposed step (PREGNANCY, SHOW_QUEST_DRAW_POPUP) leads on to. */
  nextStep: ActivationStep | null;
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

type FlowState = Pick<
  TestActivationContext,
  'currentStep' | 'nextStep' | 'testForActivating' | 'notifiedAboutPregnancy' | 'mbdSuggested'
>;

/**
 * spec 000 §4, starting activation: EXPIRE when the already activated test has a booked draw that
 * can no longer be moved; CONFIRM_ACTIVATING when a test is already activated, or the new test has
 * a home kit or a draw, or activation without a draw is not prevented; otherwise CONFIRM_LAB_TEST.
 */
export function startStep(test: Test, activatedTest: Test | null): ActivationStep {
  if (activatedTest && blocksActivation(activatedTest)) return 'EXPIRE';
  if (activatedTest || test.hasHomeKit || test.hasMbd || !test.shouldPreventActivationWithoutMbd)
    return 'CONFIRM_ACTIVATING';
  return 'CONFIRM_LAB_TEST';
}

/** The new test can only be taken with a mobile draw and has neither a draw nor a home kit. */
export function needsDraw(test: Test): boolean {
  return test.shouldPreventActivationWithoutMbd && !test.hasMbd && !test.hasHomeKit;
}

/**
 * spec 000 §4, moving on to `target`: PREGNANCY first when the test notifies about pregnancy and
 * the customer was not yet notified; otherwise the draw popup first when a package-59 test lacks a
 * draw and one was not yet suggested; otherwise `target` itself. An interposed step keeps
 * `target` as `nextStep`.
 */
export function moveOn(
  target: ActivationStep,
  flow: Pick<FlowState, 'testForActivating' | 'notifiedAboutPregnancy' | 'mbdSuggested'>,
): Pick<FlowState, 'currentStep' | 'nextStep'> {
  const test = flow.testForActivating;
  if (test?.notifyAboutPregnancy && !flow.notifiedAboutPregnancy)
    return { currentStep: 'PREGNANCY', nextStep: target };
  if (test && test.packageId === MBD_SUGGESTION_PACKAGE_ID && !test.hasMbd && !flow.mbdSuggested)
    return { currentStep: 'SHOW_QUEST_DRAW_POPUP', nextStep: target };
  return { currentStep: target, nextStep: null };
}

/**
 * Where "continue" leads from the current step (our design where the spec is silent,
 * docs/decisions/orders-web.md): confirming activation goes on to MBD_REQUIRED when the test needs
 * a draw it lacks, else to TEST_ACTIVATED; the lab-test confirmation and MBD_REQUIRED go on to
 * SCHEDULE_MBD; the pregnancy notice and the draw popup (declined) go on to the step they stood in
 * front of. Acknowledging a notice is remembered, so it shows once per flow.
 */
export function continueFrom(flow: FlowState): FlowState {
  const test = flow.testForActivating;
  switch (flow.currentStep) {
    case 'CONFIRM_ACTIVATING':
      return { ...flow, ...moveOn(test && needsDraw(test) ? 'MBD_REQUIRED' : 'TEST_ACTIVATED', flow) };
    case 'CONFIRM_LAB_TEST':
    case 'MBD_REQUIRED':
      return { ...flow, ...moveOn('SCHEDULE_MBD', flow) };
    case 'PREGNANCY': {
      const notified = { ...flow, notifiedAboutPregnancy: true };
      return { ...notified, ...moveOn(flow.nextStep ?? 'TEST_ACTIVATED', notified) };
    }
    case 'SHOW_QUEST_DRAW_POPUP': {
      const suggested = { ...flow, mbdSuggested: true };
      return { ...suggested, ...moveOn(flow.nextStep ?? 'TEST_ACTIVATED', suggested) };
    }
    case 'EXPIRE':
    case 'SCHEDULE_MBD':
    case 'TEST_ACTIVATED':
    case null:
      return flow;
  }
}

/** The draw popup accepted: the customer books a mobile draw instead of going to a lab. */
export function bookDrawFrom(flow: FlowState): FlowState {
  const suggested = { ...flow, mbdSuggested: true };
  return { ...suggested, ...moveOn('SCHEDULE_MBD', suggested) };
}

const EMPTY_FLOW: TestActivationContext = {
  currentStep: null,
  nextStep: null,
  testFromActivating: null,
  testForActivating: null,
  notifiedAboutPregnancy: false,
  mbdSuggested: false,
  previousActivatedTest: null,
  draw: null,
  failure: undefined,
};

const flowOf = (context: TestActivationContext): FlowState => ({
  currentStep: context.currentStep,
  nextStep: context.nextStep,
  testForActivating: context.testForActivating,
  notifiedAboutPregnancy: context.notifiedAboutPregnancy,
  mbdSuggested: context.mbdSuggested,
});

/**
 * Test activation (spec 000 §4, 001 §4 "Test activation flow"): `idle` until the customer picks a
 * test (`activation.start` with the test and the one already activated); then one dialog per step,
 * `open.<step>`, chosen by `context.currentStep` in `open.routing`. TEST_ACTIVATED first activates
 * the test (`activateTest`); SCHEDULE_MBD checks the phone and address (`validateContact`) and books
 * the draw, which activates the test too (`bookDraw`). A failed call stays in its dialog with the
 * message (field messages by path) and everything chosen and typed; `activation.reset` (cancel,
 * close, done) clears the flow. Successful activations emit `orders.changed`.
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
      currentStep: startStep(params.test, params.activatedTest),
    })),
    continueFlow: assign(({ context }) => ({ ...continueFrom(flowOf(context)), failure: undefined })),
    bookDrawInstead: assign(({ context }) => ({ ...bookDrawFrom(flowOf(context)), failure: undefined })),
    clearFlow: assign(() => EMPTY_FLOW),
    keepDraw: assign((_, params: { draw: DrawRequest }) => ({ draw: params.draw, failure: undefined })),
    keepCheckedContact: assign(({ context }, params: { phone: string; address: Address }) => ({
      draw: context.draw ? { ...context.draw, phone: params.phone, address: params.address } : null,
    })),
    keepActivated: assign((_, params: { activatedTest: Test; previousActivatedTest: Test | null }) => ({
      testForActivating: params.activatedTest,
      previousActivatedTest: params.previousActivatedTest,
      currentStep: 'TEST_ACTIVATED' as const,
      nextStep: null,
      failure: undefined,
    })),
    // booking activates the test too: the test activated before goes back to the available ones
    keepBooked: assign(({ context }, params: { test: Test }) => ({
      testForActivating: params.test,
      previousActivatedTest:
        context.testFromActivating && context.testFromActivating.id !== params.test.id
          ? context.testFromActivating
          : null,
      currentStep: 'TEST_ACTIVATED' as const,
      nextStep: null,
      failure: undefined,
    })),
    setFailure: assign((_, params: { error: unknown }) => ({ failure: describeFailure(params.error) })),
    clearFailure: assign({ failure: undefined }),
    announceChange: emit({ type: 'orders.changed' } as const),
  },
  guards: {
    isStep: ({ context }, params: { step: ActivationStep }) => context.currentStep === params.step,
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
        'activation.start': {
          target: 'open',
          actions: {
            type: 'startFlow',
            params: ({ event }) => ({ test: event.test, activatedTest: event.activatedTest }),
          },
        },
      },
    },
    open: {
      tags: ['open'],
      initial: 'routing',
      on: {
        'activation.reset': { target: 'idle', actions: 'clearFlow' },
      },
      states: {
        routing: {
          always: [
            { guard: { type: 'isStep', params: { step: 'EXPIRE' } }, target: 'expire' },
            { guard: { type: 'isStep', params: { step: 'PREGNANCY' } }, target: 'pregnancy' },
            { guard: { type: 'isStep', params: { step: 'MBD_REQUIRED' } }, target: 'mbdRequired' },
            {
              guard: { type: 'isStep', params: { step: 'CONFIRM_ACTIVATING' } },
              target: 'confirmActivating',
            },
            { guard: { type: 'isStep', params: { step: 'SCHEDULE_MBD' } }, target: 'scheduleMbd' },
            { guard: { type: 'isStep', params: { step: 'CONFIRM_LAB_TEST' } }, target: 'confirmLabTest' },
            {
              guard: { type: 'isStep', params: { step: 'SHOW_QUEST_DRAW_POPUP' } },
              target: 'questDrawPopup',
            },
            // TEST_ACTIVATED: the only step left
            { target: 'testActivated' },
          ],
        },
        expire: {},
        pregnancy: {
          on: { 'step.continue': { target: 'routing', actions: 'continueFlow' } },
        },
        mbdRequired: {
          on: { 'step.continue': { target: 'routing', actions: 'continueFlow' } },
        },
        confirmActivating: {
          on: { 'step.continue': { target: 'routing', actions: 'continueFlow' } },
        },
        confirmLabTest: {
          on: { 'step.continue': { target: 'routing', actions: 'continueFlow' } },
        },
        questDrawPopup: {
          on: {
            'step.continue': { target: 'routing', actions: 'continueFlow' },
            'draw.book': { target: 'routing', actions: 'bookDrawInstead' },
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
                  target: '#testActivation.open.routing',
                  actions: 'bookDrawInstead',
                },
              },
            },
          },
        },
      },
    },
  },
});
