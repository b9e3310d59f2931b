import { assign, fromPromise, setup } from 'xstate';
import type { OnboardingFlow, OnboardingStep } from '../src/contract/onboarding';
import { type StepId } from '../src/domain/onboarding';
import { describeFailure, type Failure } from './shared/failure';
import { notProvided } from './shared/not-provided';

export interface OnboardingContext {
  /** The server's flow as last answered (undefined until the first load). */
  flow: OnboardingFlow | undefined;
  /** The step on screen. */
  step: StepId | undefined;
  /** The step was opened from the summary: Back returns there without saving. */
  openedFromReview: boolean;
  /** The body of the last save, for `step.retry` when it failed for a reason a retry may cure. */
  pendingBody: object | undefined;
  failure: Failure | undefined;
  /** The server's 400 issues by field path, for the step's form. */
  fieldErrors: Record<string, string>;
  /** After Finish was refused (409): the required steps still to do, in order. */
  left: StepId[];
}

export type OnboardingEvent =
  | { type: 'flow.retry' }
  /** The step's form hands over its call's body; on the summary (`review`) it is Finish. */
  | { type: 'step.save'; body: object }
  | { type: 'step.retry' }
  | { type: 'step.back' }
  | { type: 'step.skip' }
  | { type: 'step.open'; step: StepId };

export interface SaveStepInput {
  step: StepId;
  body: object;
  /** The flow the form was filled from (the coach step's call needs its team id). */
  flow: OnboardingFlow;
}

export interface SkipStepInput {
  step: StepId;
}

const noFlowStep: Failure = {
  status: undefined,
  message: 'We could not find your next step. Please try again.',
  fieldErrors: {},
  retryAfterSeconds: undefined,
};

const entryOf = (flow: OnboardingFlow | undefined, step: StepId | undefined): OnboardingStep | undefined =>
  // Stryker disable next-line OptionalChaining: asked only after a flow was loaded (routing and the step states)
  flow?.steps.find((s) => s.id === step);

/**
 * The step Back goes to: the previous step of the flow while it belongs to the customer's current
 * activation state. Earlier states are behind the customer (the server moved them on): their
 * answers change from the summary or the account pages, not by walking back into them.
 */
export function previousStepOf(
  flow: OnboardingFlow | undefined,
  step: StepId | undefined,
): StepId | undefined {
  if (!flow) return undefined;
  const index = flow.steps.findIndex((s) => s.id === step);
  const previous = index > 0 ? flow.steps[index - 1] : undefined;
  return previous && previous.phase === flow.activationState ? previous.id : undefined;
}

/**
 * Whether sending the same body again may succeed: the call did not arrive or the server could not
 * answer (no status, 408, 429, 5xx). A refusal of the answers (400, 409) needs other answers.
 */
export function isRetryable(failure: Failure | undefined): boolean {
  if (!failure) return false;
  const { status } = failure;
  return status === undefined || status === 0 || status === 408 || status === 429 || status >= 500;
}

/** The required steps still to do (what a refused Finish leaves). */
export const stepsLeft = (flow: OnboardingFlow | undefined): StepId[] =>
  // Stryker disable next-line ArrayDeclaration: any list without a step to do gives the same (none left)
  (flow?.steps ?? []).filter((s) => s.id !== 'review' && s.state === 'todo').map((s) => s.id);

/**
 * The onboarding flow (issue 14; spec 000 §4 activation states, §7.5): the server owns the steps
 * and where to resume (`OnboardingFlow`), this machine shows one step at a time.
 *
 * - `loading` the flow (`loadFlow`) → `failed` with `flow.retry`, or `routing`: PURCHASE →
 *   `purchase` (the page sends the customer to choose a plan), ACTIVE → `reloading`, otherwise
 *   `step` at the server's `currentStep` (resume on any device).
 * - `step.editing`: `step.save {body}` → `saving` (`saveStep`; every save answers the flow, and the
 *   machine moves to the flow's `currentStep`: the server decides what comes next, the summary
 *   after an edit opened from it). A failed save stays on the step with the message and the
 *   field errors (the form keeps its values); when the call did not get through (network, 5xx,
 *   429) `step.retry` sends the same body again.
 *   `step.back` goes to the previous step of the current activation state (or back to the
 *   summary when the step was opened from it); `step.skip` only for optional steps (`skipStep`);
 *   `step.open {step}` from the summary opens a step to change it.
 * - On the summary `step.save` is Finish → `completing` (`completeOnboarding`) → `reloading` the
 *   profile (`reloadProfile`: the app's auth actor learns the customer is ACTIVE) → `finished`
 *   (the page goes to the dashboard). A 409 (steps left) reloads the flow (`recovering`) and goes
 *   to the first step left, naming them all in `left`.
 */
export const onboardingMachine = setup({
  types: {
    context: {} as OnboardingContext,
    events: {} as OnboardingEvent,
  },
  actors: {
    loadFlow: fromPromise<OnboardingFlow>(() => notProvided('loadFlow')),
    saveStep: fromPromise<OnboardingFlow, SaveStepInput>(() => notProvided('saveStep')),
    skipStep: fromPromise<OnboardingFlow, SkipStepInput>(() => notProvided('skipStep')),
    completeOnboarding: fromPromise<unknown>(() => notProvided('completeOnboarding')),
    reloadProfile: fromPromise<unknown>(() => notProvided('reloadProfile')),
  },
  actions: {
    // the steps a refused Finish named stay listed until each is answered
    keepFlow: assign(({ context }, params: { flow: OnboardingFlow }) => {
      const todo = stepsLeft(params.flow);
      return { flow: params.flow, left: context.left.filter((id) => todo.includes(id)) };
    }),
    noteLeft: assign(({ context }) => ({ left: stepsLeft(context.flow) })),
    arrive: assign(({ context }) => ({
      // Stryker disable next-line OptionalChaining: runs only from routing, after a flow was loaded
      step: context.flow?.currentStep ?? undefined,
      openedFromReview: false,
      pendingBody: undefined,
      failure: undefined,
      fieldErrors: {},
    })),
    keepBody: assign((_, params: { body: object }) => ({
      pendingBody: params.body,
      failure: undefined,
      fieldErrors: {},
    })),
    clearFailure: assign({ failure: undefined, fieldErrors: {} }),
    setFailure: assign((_, params: { error: unknown }) => {
      const failure = describeFailure(params.error);
      return { failure, fieldErrors: failure.fieldErrors };
    }),
    setNoStepFailure: assign({ failure: noFlowStep, fieldErrors: {} }),
    goBack: assign(({ context }) => ({
      step: context.openedFromReview ? 'review' : previousStepOf(context.flow, context.step),
      openedFromReview: false,
      pendingBody: undefined,
      failure: undefined,
      fieldErrors: {},
    })),
    openStep: assign((_, params: { step: StepId }) => ({
      step: params.step,
      openedFromReview: true,
      pendingBody: undefined,
      failure: undefined,
      fieldErrors: {},
    })),
  },
  guards: {
    // Stryker disable next-line OptionalChaining: routing is entered only after a flow was loaded
    isPurchase: ({ context }) => context.flow?.activationState === 'PURCHASE',
    // Stryker disable next-line OptionalChaining: as isPurchase
    isActive: ({ context }) => context.flow?.activationState === 'ACTIVE',
    hasCurrentStep: ({ context }) =>
      // Stryker disable next-line OptionalChaining: as isPurchase
      entryOf(context.flow, context.flow?.currentStep ?? undefined) !== undefined,
    isReview: ({ context }) => context.step === 'review',
    canRetrySave: ({ context }) => context.pendingBody !== undefined && isRetryable(context.failure),
    openedFromReview: ({ context }) => context.openedFromReview,
    hasPreviousStep: ({ context }) => previousStepOf(context.flow, context.step) !== undefined,
    // Stryker disable next-line OptionalChaining: the step shown is always one of the flow's (every way to it checks that)
    isOptional: ({ context }) => entryOf(context.flow, context.step)?.optional === true,
    canOpen: ({ context }, params: { step: StepId }) =>
      context.step === 'review' &&
      params.step !== 'review' &&
      entryOf(context.flow, params.step) !== undefined,
    // 409: a required step is still to do (or the state moved on meanwhile): the flow says which
    isConflict: (_, params: { error: unknown }) => describeFailure(params.error).status === 409,
  },
}).createMachine({
  id: 'onboarding',
  context: {
    flow: undefined,
    step: undefined,
    openedFromReview: false,
    pendingBody: undefined,
    failure: undefined,
    fieldErrors: {},
    left: [],
  },
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        src: 'loadFlow',
        onDone: {
          target: 'routing',
          actions: { type: 'keepFlow', params: ({ event }) => ({ flow: event.output }) },
        },
        onError: {
          target: 'failed',
          actions: { type: 'setFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    failed: {
      on: { 'flow.retry': { target: 'loading', actions: 'clearFailure' } },
    },
    // where a flow from the server leads; left in the same step
    routing: {
      always: [
        { guard: 'isPurchase', target: 'purchase' },
        { guard: 'isActive', target: 'reloading' },
        { guard: 'hasCurrentStep', target: 'step', actions: 'arrive' },
        { target: 'failed', actions: 'setNoStepFailure' },
      ],
    },
    purchase: { type: 'final' },
    step: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            'step.save': [
              { guard: 'isReview', target: 'completing', actions: 'clearFailure' },
              {
                target: 'saving',
                actions: { type: 'keepBody', params: ({ event }) => ({ body: event.body }) },
              },
            ],
            'step.retry': {
              guard: 'canRetrySave',
              target: 'saving',
              actions: 'clearFailure',
            },
            'step.back': [
              { guard: 'openedFromReview', target: 'editing', actions: 'goBack' },
              { guard: 'hasPreviousStep', target: 'editing', actions: 'goBack' },
            ],
            'step.skip': { guard: 'isOptional', target: 'skipping', actions: 'clearFailure' },
            'step.open': {
              guard: { type: 'canOpen', params: ({ event }) => ({ step: event.step }) },
              target: 'editing',
              actions: { type: 'openStep', params: ({ event }) => ({ step: event.step }) },
            },
          },
        },
        saving: {
          tags: ['busy'],
          invoke: {
            src: 'saveStep',
            input: ({ context }) => ({
              // Stryker disable next-line StringLiteral: a step is always shown in the step states
              step: context.step ?? 'review',
              body: context.pendingBody ?? {},
              flow: context.flow as OnboardingFlow,
            }),
            onDone: {
              target: '#onboarding.routing',
              actions: { type: 'keepFlow', params: ({ event }) => ({ flow: event.output }) },
            },
            onError: {
              target: 'editing',
              actions: { type: 'setFailure', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        skipping: {
          tags: ['busy'],
          invoke: {
            src: 'skipStep',
            // Stryker disable next-line StringLiteral: a step is always shown in the step states
            input: ({ context }) => ({ step: context.step ?? 'review' }),
            onDone: {
              target: '#onboarding.routing',
              actions: { type: 'keepFlow', params: ({ event }) => ({ flow: event.output }) },
            },
            onError: {
              target: 'editing',
              actions: { type: 'setFailure', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        completing: {
          tags: ['busy'],
          invoke: {
            src: 'completeOnboarding',
            onDone: { target: '#onboarding.reloading' },
            onError: [
              {
                guard: { type: 'isConflict', params: ({ event }) => ({ error: event.error }) },
                target: 'recovering',
              },
              {
                target: 'editing',
                actions: { type: 'setFailure', params: ({ event }) => ({ error: event.error }) },
              },
            ],
          },
        },
        recovering: {
          tags: ['busy'],
          invoke: {
            src: 'loadFlow',
            onDone: {
              target: '#onboarding.routing',
              actions: [{ type: 'keepFlow', params: ({ event }) => ({ flow: event.output }) }, 'noteLeft'],
            },
            onError: {
              target: '#onboarding.failed',
              actions: { type: 'setFailure', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
      },
    },
    // a profile the auth actor reloads shows the customer ACTIVE: full header, footer and pages
    reloading: {
      tags: ['busy'],
      invoke: {
        src: 'reloadProfile',
        onDone: { target: 'finished' },
        // the account is ACTIVE on the server either way; a failed profile load signs out, and
        // the dashboard's sign-in guard takes it from there
        onError: { target: 'finished' },
      },
    },
    finished: { type: 'final' },
  },
});
