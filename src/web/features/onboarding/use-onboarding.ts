import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import { useCallback } from 'react';
import { fromPromise, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import {
  onboardingMachine,
  previousStepOf,
  type SaveStepInput,
  type SkipStepInput,
} from '../../../../machines/onboarding.machine';
import type { OnboardingFlow } from '../../../contract/onboarding';
import { progressOf, type StepId } from '../../../domain/onboarding';
import { useAppActors } from '../../lib/app-actors';
import { refreshProfileThrough } from '../../lib/auth-actor';
import { onboardingApi } from './onboarding-api';

export type OnboardingRef = ActorRefFrom<typeof onboardingMachine>;
type OnboardingSnapshot = SnapshotFrom<typeof onboardingMachine>;

/** What the page shows for the machine's state (views never match deep state paths). */
export type OnboardingScreen = 'loading' | 'failed' | 'purchase' | 'step' | 'finishing' | 'finished';

export function screenOf(snapshot: OnboardingSnapshot): OnboardingScreen {
  if (snapshot.matches('failed')) return 'failed';
  if (snapshot.matches('purchase')) return 'purchase';
  if (snapshot.matches('step')) return 'step';
  if (snapshot.matches('reloading')) return 'finishing';
  if (snapshot.matches('finished')) return 'finished';
  return 'loading';
}

/** The feature's actor: the machine with the real calls and the app's auth actor. */
export function useOnboardingActor(): OnboardingRef {
  const { auth } = useAppActors();
  return useActorRef(
    onboardingMachine.provide({
      actors: {
        loadFlow: fromPromise<OnboardingFlow>(({ signal }) => onboardingApi.flow(signal)),
        saveStep: fromPromise<OnboardingFlow, SaveStepInput>(({ input, signal }) =>
          onboardingApi.save(input.step, input.body, input.flow, signal),
        ),
        skipStep: fromPromise<OnboardingFlow, SkipStepInput>(({ input, signal }) =>
          onboardingApi.skip(input.step, signal),
        ),
        completeOnboarding: fromPromise<unknown>(({ signal }) => onboardingApi.complete(signal)),
        reloadProfile: fromPromise<unknown>(() => refreshProfileThrough(auth)),
      },
    }),
  );
}

const NO_ERRORS: Readonly<Record<string, string>> = {};

/** The onboarding page's view of its actor: narrow selectors and stable senders. */
export function useOnboarding(ref: OnboardingRef) {
  const screen = useSelector(ref, screenOf);
  const flow = useSelector(ref, (s) => s.context.flow);
  const step = useSelector(ref, (s) => (s.matches('step') ? s.context.step : undefined));
  const busy = useSelector(ref, (s) => s.hasTag('busy'));
  const saving = useSelector(ref, (s) => s.matches({ step: 'saving' }));
  const skipping = useSelector(ref, (s) => s.matches({ step: 'skipping' }));
  const completing = useSelector(ref, (s) => s.matches({ step: 'completing' }));
  const failure = useSelector(ref, (s) => s.context.failure?.message);
  const fieldErrors = useSelector(ref, (s) => s.context.fieldErrors, shallowEqual);
  const left = useSelector(ref, (s) => s.context.left, shallowEqual);
  const canRetry = useSelector(ref, (s) => s.can({ type: 'step.retry' }));
  const canSkip = useSelector(ref, (s) => s.can({ type: 'step.skip' }));
  // shown (disabled) while a call is on its way, so the buttons do not jump
  const hasBack = useSelector(
    ref,
    (s) => s.context.openedFromReview || previousStepOf(s.context.flow, s.context.step) !== undefined,
  );
  const backToSummary = useSelector(ref, (s) => s.context.openedFromReview);
  const optional = useSelector(
    ref,
    (s) => s.context.flow?.steps.find((entry) => entry.id === s.context.step)?.optional === true,
  );
  const progress = useSelector(
    ref,
    (s) => progressOf(s.context.flow?.steps ?? [], s.context.step ?? null),
    shallowEqual,
  );

  const save = useCallback((body: object) => ref.send({ type: 'step.save', body }), [ref]);
  const retry = useCallback(() => ref.send({ type: 'step.retry' }), [ref]);
  const back = useCallback(() => ref.send({ type: 'step.back' }), [ref]);
  const skip = useCallback(() => ref.send({ type: 'step.skip' }), [ref]);
  const open = useCallback((target: StepId) => ref.send({ type: 'step.open', step: target }), [ref]);
  const reload = useCallback(() => ref.send({ type: 'flow.retry' }), [ref]);

  return {
    screen,
    flow,
    step,
    busy,
    saving,
    skipping,
    completing,
    failure,
    fieldErrors: Object.keys(fieldErrors).length ? fieldErrors : NO_ERRORS,
    left,
    canRetry,
    canSkip,
    hasBack,
    backToSummary,
    optional,
    progress,
    save,
    retry,
    back,
    skip,
    open,
    reload,
  };
}
