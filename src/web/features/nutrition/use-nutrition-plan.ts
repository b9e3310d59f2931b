import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import { useCallback } from 'react';
import { fromPromise, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import {
  nutritionPlanMachine,
  type LoadedSection,
  type NutritionSection,
  type SaveRequest,
} from '../../../../machines/nutrition-plan.machine';
import type { NutritionPlan } from '../../../contract/nutrition';
import { nutritionApi } from './nutrition-api';

export type NutritionPlanRef = ActorRefFrom<typeof nutritionPlanMachine>;
type NutritionPlanSnapshot = SnapshotFrom<typeof nutritionPlanMachine>;

/** What the page shows for the machine's state (views never match deep state paths). */
export type NutritionScreen = 'loading' | 'failed' | 'forbidden' | 'plan';
/** What the open editor shows. */
export type EditorStep = 'loading' | 'form' | 'saving' | 'failed';

export function screenOf(snapshot: NutritionPlanSnapshot): NutritionScreen {
  if (snapshot.matches('failed')) return 'failed';
  if (snapshot.matches('forbidden')) return 'forbidden';
  if (snapshot.context.plan && (snapshot.matches('ready') || snapshot.matches('editing'))) return 'plan';
  return 'loading';
}

export function editorStepOf(snapshot: NutritionPlanSnapshot): EditorStep | undefined {
  if (!snapshot.matches('editing')) return undefined;
  if (snapshot.matches({ editing: 'form' })) return 'form';
  if (snapshot.matches({ editing: 'saving' })) return 'saving';
  if (snapshot.matches({ editing: 'failed' })) return 'failed';
  return 'loading';
}

/**
 * A call that was cancelled because its state was left never answers. React's StrictMode (in
 * development) stops and rehydrates the actor at mount: the first call's abort would otherwise
 * reach the same actor as a failure of the new call.
 */
async function unlessAborted<T>(call: Promise<T>, signal: AbortSignal): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (signal.aborted) return new Promise<T>(() => undefined);
    throw error;
  }
}

/** The page's actor with the real calls. */
export function useNutritionPlanActor(): NutritionPlanRef {
  return useActorRef(
    nutritionPlanMachine.provide({
      actors: {
        fetchPlan: fromPromise<NutritionPlan>(({ signal }) =>
          unlessAborted(nutritionApi.plan(signal), signal),
        ),
        loadSection: fromPromise<LoadedSection, { section: NutritionSection }>(({ input, signal }) =>
          unlessAborted(nutritionApi.loadSection(input.section, signal), signal),
        ),
        saveSection: fromPromise<NutritionPlan, SaveRequest>(({ input, signal }) =>
          unlessAborted(nutritionApi.saveSection(input, signal), signal),
        ),
      },
    }),
  );
}

const NO_ERRORS: Readonly<Record<string, string>> = {};

/** The page's view of its actor: narrow selectors and stable senders. */
export function useNutritionPlan(ref: NutritionPlanRef) {
  const screen = useSelector(ref, screenOf);
  const plan = useSelector(ref, (s) => s.context.plan);
  const failure = useSelector(ref, (s) => s.context.failure?.message);
  const retry = useCallback(() => ref.send({ type: 'plan.retry' }), [ref]);
  const open = useCallback((section: NutritionSection) => ref.send({ type: 'editor.open', section }), [ref]);
  return { screen, plan, failure, retry, open };
}

/** The open editor's view: which one, its step, its lists, the failure and field messages. */
export function useNutritionEditor(ref: NutritionPlanRef) {
  const section = useSelector(ref, (s) => s.context.section);
  const step = useSelector(ref, editorStepOf);
  const loaded = useSelector(ref, (s) => s.context.loaded);
  const failure = useSelector(ref, (s) => s.context.failure?.message);
  const fieldErrors = useSelector(ref, (s) => s.context.failure?.fieldErrors ?? NO_ERRORS, shallowEqual);
  const save = useCallback((request: SaveRequest) => ref.send({ type: 'editor.save', request }), [ref]);
  const close = useCallback(() => ref.send({ type: 'editor.close' }), [ref]);
  const retry = useCallback(() => ref.send({ type: 'editor.retry' }), [ref]);
  return { section, step, loaded, failure, fieldErrors, save, close, retry };
}
