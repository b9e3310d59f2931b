import type { OnboardingFlow } from '../../src/contract/onboarding';
import type { onboardingMachine, OnboardingContext } from '../../machines/onboarding.machine';
import { declareModel } from '../model/declared';
import { rejectedStatus, withCallError } from './model-rules';

type Flow = OnboardingFlow | undefined;

const setFailure = withCallError('setFailure');

/** The entry of a step in the server's flow. */
const entry = (flow: Flow, id: string | null | undefined) => flow?.steps.find((s) => s.id === id);

/** Back: the step before, while it belongs to the customer's current activation state (issue 14). */
function previous(context: OnboardingContext): string | undefined {
  const steps = context.flow?.steps ?? [];
  const at = steps.findIndex((s) => s.id === context.step);
  const before = at > 0 ? steps[at - 1] : undefined;
  return before && before.phase === context.flow?.activationState ? before.id : undefined;
}

/** Sending the same body again may help: the call did not get through (no status, 0, 408, 429, 5xx). */
const mayRetry = (status: number | undefined) =>
  status === undefined || status === 0 || status === 408 || status === 429 || status >= 500;

/**
 * Onboarding, written from spec 000 §4 (activation states; a failed profile load) and §7.5 (the
 * onboarding calls), and issue 14 (the server owns the flow; one step at a time; Finish).
 */
export const onboardingDeclared = declareModel<typeof onboardingMachine>({
  states: {
    '': { initial: 'loading' },
    loading: { tags: ['busy'], invoke: { src: 'loadFlow' } },
    failed: {},
    routing: {},
    purchase: { type: 'final' },
    step: { initial: 'editing' },
    'step.editing': {},
    'step.saving': {
      tags: ['busy'],
      invoke: {
        src: 'saveStep',
        // the step on screen, the body its form handed over, the flow it was filled from
        input: (context) => ({
          step: context.step ?? 'review',
          body: context.pendingBody ?? {},
          flow: context.flow,
        }),
      },
    },
    'step.skipping': {
      tags: ['busy'],
      invoke: { src: 'skipStep', input: (context) => ({ step: context.step ?? 'review' }) },
    },
    'step.completing': { tags: ['busy'], invoke: { src: 'completeOnboarding' } },
    'step.recovering': { tags: ['busy'], invoke: { src: 'loadFlow' } },
    reloading: { tags: ['busy'], invoke: { src: 'reloadProfile' } },
    finished: { type: 'final' },
  },
  transitions: [
    { from: 'loading', on: 'done loadFlow', to: 'routing', actions: ['keepFlow'], cite: '000 §7.5' },
    { from: 'loading', on: 'error loadFlow', to: 'failed', actions: [setFailure] },
    { from: 'failed', on: 'flow.retry', to: 'loading', actions: ['clearFailure'] },
    // 000 §4: PURCHASE has not bought yet; ACTIVE has the full account; others owe steps
    { from: 'routing', on: 'always', if: 'isPurchase', to: 'purchase', cite: '000 §4' },
    { from: 'routing', on: 'always', if: 'isActive', to: 'reloading', cite: '000 §4' },
    {
      from: 'routing',
      on: 'always',
      if: 'hasCurrentStep',
      to: 'step',
      actions: ['arrive'],
      cite: 'issue 14',
    },
    { from: 'routing', on: 'always', to: 'failed', actions: ['setNoStepFailure'] },
    {
      from: 'step.editing',
      on: 'step.save',
      if: 'isReview',
      to: 'step.completing',
      actions: ['clearFailure'],
      cite: 'issue 14',
    },
    { from: 'step.editing', on: 'step.save', to: 'step.saving', actions: ['keepBody'], cite: '000 §7.5' },
    {
      from: 'step.editing',
      on: 'step.retry',
      if: 'canRetrySave',
      to: 'step.saving',
      actions: ['clearFailure'],
    },
    {
      from: 'step.editing',
      on: 'step.back',
      if: 'openedFromReview',
      to: 'step.editing',
      actions: ['goBack'],
    },
    { from: 'step.editing', on: 'step.back', if: 'hasPreviousStep', to: 'step.editing', actions: ['goBack'] },
    {
      from: 'step.editing',
      on: 'step.skip',
      if: 'isOptional',
      to: 'step.skipping',
      actions: ['clearFailure'],
    },
    { from: 'step.editing', on: 'step.open', if: 'canOpen', to: 'step.editing', actions: ['openStep'] },
    { from: 'step.saving', on: 'done saveStep', to: 'routing', actions: ['keepFlow'], cite: 'issue 14' },
    { from: 'step.saving', on: 'error saveStep', to: 'step.editing', actions: [setFailure] },
    { from: 'step.skipping', on: 'done skipStep', to: 'routing', actions: ['keepFlow'] },
    { from: 'step.skipping', on: 'error skipStep', to: 'step.editing', actions: [setFailure] },
    { from: 'step.completing', on: 'done completeOnboarding', to: 'reloading', cite: '000 §4' },
    { from: 'step.completing', on: 'error completeOnboarding', if: 'isConflict', to: 'step.recovering' },
    { from: 'step.completing', on: 'error completeOnboarding', to: 'step.editing', actions: [setFailure] },
    {
      from: 'step.recovering',
      on: 'done loadFlow',
      to: 'routing',
      actions: ['keepFlow', 'noteLeft'],
      cite: 'issue 14',
    },
    { from: 'step.recovering', on: 'error loadFlow', to: 'failed', actions: [setFailure] },
    { from: 'reloading', on: 'done reloadProfile', to: 'finished' },
    // 000 §4: a failed profile load signs out; the account is ACTIVE on the server either way
    { from: 'reloading', on: 'error reloadProfile', to: 'finished', cite: '000 §4' },
  ],
  guards: {
    isPurchase: ({ context }) => context.flow?.activationState === 'PURCHASE',
    isActive: ({ context }) => context.flow?.activationState === 'ACTIVE',
    hasCurrentStep: ({ context }) => entry(context.flow, context.flow?.currentStep) !== undefined,
    isReview: ({ context }) => context.step === 'review',
    canRetrySave: ({ context }) =>
      context.pendingBody !== undefined && context.failure !== undefined && mayRetry(context.failure.status),
    openedFromReview: ({ context }) => context.openedFromReview,
    hasPreviousStep: ({ context }) => previous(context) !== undefined,
    isOptional: ({ context }) => entry(context.flow, context.step)?.optional === true,
    canOpen: ({ context, event }) => {
      const step = (event as { step?: string }).step;
      return context.step === 'review' && step !== 'review' && entry(context.flow, step) !== undefined;
    },
    // a refused Finish: a required step is still to do
    isConflict: ({ event }) => rejectedStatus(event) === 409,
  },
});
