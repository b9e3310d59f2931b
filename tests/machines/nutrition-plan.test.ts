import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  nutritionPlanMachine,
  type LoadedSection,
  type NutritionSection,
  type SaveRequest,
} from '../../machines/nutrition-plan.machine';
import type { NutritionPlan } from '../../src/contract/nutrition';
import { badDiets, dietSection, forbidden, offline, plans } from './nutrition-plan.fixtures';
import { flush } from './support';

interface Answers {
  plan?: () => Promise<NutritionPlan>;
  load?: () => Promise<LoadedSection>;
  save?: () => Promise<NutritionPlan>;
}

function start(answers: Answers = {}) {
  const calls = { plan: vi.fn(), load: vi.fn(), save: vi.fn() };
  const actor = createActor(
    nutritionPlanMachine.provide({
      actors: {
        fetchPlan: fromPromise<NutritionPlan>(() => {
          calls.plan();
          return answers.plan ? answers.plan() : Promise.resolve(plans.plan);
        }),
        loadSection: fromPromise<LoadedSection, { section: NutritionSection }>(({ input }) => {
          calls.load(input);
          return answers.load ? answers.load() : Promise.resolve(dietSection);
        }),
        saveSection: fromPromise<NutritionPlan, SaveRequest>(({ input }) => {
          calls.save(input);
          return answers.save ? answers.save() : Promise.resolve(plans.vegan);
        }),
      },
    }),
  ).start();
  return { actor, calls };
}

const vegan: SaveRequest = { section: 'diet', changes: { diets: [1] } };

describe('nutritionPlanMachine (spec 000 §2.3, §7.6)', () => {
  it('loads the plan, opens the diet editor with its lists and saves: the new plan, editor closed', async () => {
    const { actor, calls } = start();
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await flush();
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.plan).toEqual(plans.plan);

    actor.send({ type: 'editor.open', section: 'diet' });
    expect(actor.getSnapshot().matches({ editing: 'loading' })).toBe(true);
    expect(actor.getSnapshot().context.section).toBe('diet');
    await flush();
    expect(calls.load).toHaveBeenCalledWith({ section: 'diet' });
    expect(actor.getSnapshot().matches({ editing: 'form' })).toBe(true);
    expect(actor.getSnapshot().context.loaded).toEqual(dietSection);

    actor.send({ type: 'editor.save', request: vegan });
    expect(actor.getSnapshot().matches({ editing: 'saving' })).toBe(true);
    await flush();
    expect(calls.save).toHaveBeenCalledWith(vegan);
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context).toMatchObject({ plan: plans.vegan, section: null, loaded: null });
  });

  it('keeps the form and the field messages on a 400', async () => {
    const { actor } = start({ save: () => Promise.reject(badDiets) });
    await flush();
    actor.send({ type: 'editor.open', section: 'diet' });
    await flush();
    actor.send({ type: 'editor.save', request: vegan });
    await flush();
    const snapshot = actor.getSnapshot();
    expect(snapshot.matches({ editing: 'form' })).toBe(true);
    expect(snapshot.context.failure?.fieldErrors).toEqual({ 'diets.0': 'Choose a diet from the list' });
    expect(snapshot.context.loaded).toEqual(dietSection);
    expect(snapshot.context.plan).toEqual(plans.plan);
  });

  it('keeps the lists when a save fails otherwise, and sends again from there', async () => {
    let fail = true;
    const { actor, calls } = start({
      save: () => (fail ? Promise.reject(offline) : Promise.resolve(plans.vegan)),
    });
    await flush();
    actor.send({ type: 'editor.open', section: 'diet' });
    await flush();
    actor.send({ type: 'editor.save', request: vegan });
    await flush();
    expect(actor.getSnapshot().matches({ editing: 'failed' })).toBe(true);
    expect(actor.getSnapshot().context.failure?.message).toMatch(/could not reach/);
    expect(actor.getSnapshot().context.loaded).toEqual(dietSection);
    // the lists are here: retry means Save again, not a reload of the lists
    expect(actor.getSnapshot().can({ type: 'editor.retry' })).toBe(false);
    fail = false;
    actor.send({ type: 'editor.save', request: vegan });
    await flush();
    expect(calls.save).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().value).toBe('ready');
  });

  it('loads the lists again after they failed', async () => {
    let fail = true;
    const { actor, calls } = start({
      load: () => (fail ? Promise.reject(offline) : Promise.resolve(dietSection)),
    });
    await flush();
    actor.send({ type: 'editor.open', section: 'diet' });
    await flush();
    expect(actor.getSnapshot().matches({ editing: 'failed' })).toBe(true);
    expect(actor.getSnapshot().can({ type: 'editor.save', request: vegan })).toBe(false);
    fail = false;
    actor.send({ type: 'editor.retry' });
    await flush();
    expect(calls.load).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().matches({ editing: 'form' })).toBe(true);
    expect(actor.getSnapshot().context.failure).toBeUndefined();
  });

  it('refuses a save for another editor than the open one, and one while saving', async () => {
    let settle: (plan: NutritionPlan) => void = () => undefined;
    const { actor, calls } = start({
      save: () => new Promise<NutritionPlan>((resolve) => (settle = resolve)),
    });
    await flush();
    expect(actor.getSnapshot().can({ type: 'editor.save', request: vegan })).toBe(false);
    actor.send({ type: 'editor.open', section: 'diet' });
    await flush();
    const other: SaveRequest = { section: 'exercise', changes: { exercises: [] } };
    expect(actor.getSnapshot().can({ type: 'editor.save', request: other })).toBe(false);
    actor.send({ type: 'editor.save', request: vegan });
    actor.send({ type: 'editor.save', request: vegan });
    expect(actor.getSnapshot().can({ type: 'editor.open', section: 'foods' })).toBe(false);
    settle(plans.vegan);
    await flush();
    expect(calls.save).toHaveBeenCalledTimes(1);
  });

  it('closes the editor at any step, keeping the plan', async () => {
    const { actor } = start({ load: () => new Promise<LoadedSection>(() => undefined) });
    await flush();
    actor.send({ type: 'editor.open', section: 'lifestyle' });
    actor.send({ type: 'editor.close' });
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context).toMatchObject({ plan: plans.plan, section: null });
  });

  it('offers a retry when the plan fails, and says so when nutrition is not the customer’s (403)', async () => {
    let answer: () => Promise<NutritionPlan> = () => Promise.reject(offline);
    const { actor } = start({ plan: () => answer() });
    await flush();
    expect(actor.getSnapshot().value).toBe('failed');
    answer = () => Promise.resolve(plans.noResults);
    actor.send({ type: 'plan.retry' });
    await flush();
    expect(actor.getSnapshot().context.plan?.state).toBe('no-results');

    const denied = start({ plan: () => Promise.reject(forbidden) }).actor;
    await flush();
    expect(denied.getSnapshot().value).toBe('forbidden');
    expect(denied.getSnapshot().context.failure?.status).toBe(403);
    expect(denied.getSnapshot().can({ type: 'plan.retry' })).toBe(false);
  });
});
