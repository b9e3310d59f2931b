import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  isRetryable,
  onboardingMachine,
  previousStepOf,
  stepsLeft,
  type SaveStepInput,
  type SkipStepInput,
} from '../../machines/onboarding.machine';
import type { OnboardingFlow } from '../../src/contract/onboarding';
import { progressOf } from '../../src/domain/onboarding';
import { badPhone, flowOf, flows, offline, stepsLeftError } from './onboarding.fixtures';
import { deferred, flush, simulatedClock } from './support';

/** The machine with fake calls the test settles by hand, on a simulated clock. */
function start() {
  const clock = simulatedClock();
  const calls = {
    loads: 0,
    saves: [] as SaveStepInput[],
    skips: [] as SkipStepInput[],
    completes: 0,
    reloads: 0,
  };
  let load = deferred<OnboardingFlow>();
  let save = deferred<OnboardingFlow>();
  let skip = deferred<OnboardingFlow>();
  let complete = deferred<unknown>();
  let reload = deferred<unknown>();
  const actor = createActor(
    onboardingMachine.provide({
      actors: {
        loadFlow: fromPromise<OnboardingFlow>(() => {
          calls.loads += 1;
          load = deferred();
          return load.promise;
        }),
        saveStep: fromPromise<OnboardingFlow, SaveStepInput>(({ input }) => {
          calls.saves.push(input);
          save = deferred();
          return save.promise;
        }),
        skipStep: fromPromise<OnboardingFlow, SkipStepInput>(({ input }) => {
          calls.skips.push(input);
          skip = deferred();
          return skip.promise;
        }),
        completeOnboarding: fromPromise(() => {
          calls.completes += 1;
          complete = deferred();
          return complete.promise;
        }),
        reloadProfile: fromPromise(() => {
          calls.reloads += 1;
          reload = deferred();
          return reload.promise;
        }),
      },
    }),
    { clock },
  ).start();
  const state = () => actor.getSnapshot();
  const settle = async (which: 'load' | 'save' | 'skip' | 'complete' | 'reload', value: unknown) => {
    const pending = { load, save, skip, complete, reload }[which] as ReturnType<typeof deferred<unknown>>;
    pending.resolve(value);
    await flush();
  };
  const fail = async (which: 'load' | 'save' | 'skip' | 'complete' | 'reload', error: unknown) => {
    ({ load, save, skip, complete, reload })[which].reject(error);
    await flush();
  };
  /** Loads the flow and lands on its current step. */
  const at = async (flow: OnboardingFlow) => {
    await settle('load', flow);
    return state();
  };
  return { actor, state, calls, settle, fail, at };
}

describe('onboardingMachine (issue 14; spec 000 §4, §7.5)', () => {
  it('loads the flow first and resumes at the server’s current step', async () => {
    const { state, calls, at } = start();
    expect(state().value).toBe('loading');
    expect(state().hasTag('busy')).toBe(true);
    expect(calls.loads).toBe(1);
    const snapshot = await at(flows.diet);
    expect(snapshot.value).toEqual({ step: 'editing' });
    expect(snapshot.context.step).toBe('diet');
    expect(progressOf(snapshot.context.flow!.steps, snapshot.context.step!)).toEqual({
      number: 7,
      total: 11,
    });
  });

  it('a failed load offers a retry, which loads again', async () => {
    const { actor, state, calls, fail, at } = start();
    await fail('load', offline);
    expect(state().value).toBe('failed');
    expect(state().context.failure?.message).toBe('We could not reach the server. Check your connection.');
    actor.send({ type: 'flow.retry' });
    expect(state().value).toBe('loading');
    expect(state().context.failure).toBeUndefined();
    expect(calls.loads).toBe(2);
    expect((await at(flows.details)).context.step).toBe('details');
  });

  it('a PURCHASE customer has no steps: the purchase state (the page sends them to choose a plan)', async () => {
    const { state, at, calls } = start();
    await at(flows.purchase);
    expect(state().value).toBe('purchase');
    expect(state().status).toBe('done');
    expect(calls.reloads).toBe(0);
  });

  it('an ACTIVE customer is finished once the profile is reloaded (the app learns they are ACTIVE)', async () => {
    const { state, at, settle, calls } = start();
    await at(flows.active);
    expect(state().value).toBe('reloading');
    expect(calls.reloads).toBe(1);
    await settle('reload', undefined);
    expect(state().value).toBe('finished');
  });

  it('a flow without a step to show is a failed load, with retry', async () => {
    const { actor, state, at } = start();
    await at(flows.broken);
    expect(state().value).toBe('failed');
    expect(state().context.failure?.message).toMatch(/next step/);
    actor.send({ type: 'flow.retry' });
    expect(state().value).toBe('loading');
  });

  it('saves a step with its body and moves to where the server says', async () => {
    const { actor, state, calls, settle, at } = start();
    await at(flows.details);
    const body = {
      firstName: 'Riley',
      lastName: 'Chen',
      birthDate: '1990-04-01',
      sex: 'female',
      phone: '+1 415 555 0100',
    };
    actor.send({ type: 'step.save', body });
    expect(state().value).toEqual({ step: 'saving' });
    expect(state().hasTag('busy')).toBe(true);
    expect(calls.saves).toEqual([{ step: 'details', body, flow: flows.details }]);
    await settle('save', flows.address);
    expect(state().value).toEqual({ step: 'editing' });
    expect(state().context.step).toBe('address');
    expect(state().context.flow).toBe(flows.address);
    expect(state().context.pendingBody).toBeUndefined();
  });

  it('a save that moves the customer into the next activation state goes to its first step', async () => {
    const { actor, state, settle, at } = start();
    await at(flows.address);
    actor.send({ type: 'step.save', body: { line1: '1 Main St' } });
    await settle('save', flows.security);
    expect(state().context.step).toBe('security');
    expect(state().context.flow?.activationState).toBe('ACCOUNT');
  });

  it('a refused save stays on the step with the message and field errors; new answers, not a retry', async () => {
    const { actor, state, calls, fail, at } = start();
    await at(flows.details);
    actor.send({ type: 'step.save', body: { phone: '555' } });
    await fail('save', badPhone);
    expect(state().value).toEqual({ step: 'editing' });
    expect(state().context.step).toBe('details');
    expect(state().context.failure).toMatchObject({ status: 400, message: 'Check the fields marked' });
    expect(state().context.fieldErrors).toEqual({ phone: 'Enter a phone number with its area code' });
    // the same answers would be refused the same way
    expect(state().can({ type: 'step.retry' })).toBe(false);
    actor.send({ type: 'step.retry' });
    expect(calls.saves).toHaveLength(1);
  });

  it('a save that did not get through is retried with the same body', async () => {
    const { actor, state, calls, fail, settle, at } = start();
    await at(flows.details);
    const body = { phone: '+1 415 555 0100' };
    actor.send({ type: 'step.save', body });
    await fail('save', offline);
    expect(state().context.failure?.message).toBe('We could not reach the server. Check your connection.');
    actor.send({ type: 'step.retry' });
    expect(state().value).toEqual({ step: 'saving' });
    expect(state().context.failure).toBeUndefined();
    expect(state().context.fieldErrors).toEqual({});
    expect(calls.saves.map((s) => s.body)).toEqual([body, body]);
    await settle('save', flows.address);
    expect(state().context.step).toBe('address');
  });

  it('retries what a retry may cure: no answer, a timeout, too many requests, a server error', () => {
    const failure = (status: number | undefined) => ({
      status,
      message: '',
      fieldErrors: {},
      retryAfterSeconds: undefined,
    });
    expect([undefined, 0, 408, 429, 500, 503].map((s) => isRetryable(failure(s)))).toEqual(
      Array(6).fill(true),
    );
    expect([400, 401, 403, 404, 409].map((s) => isRetryable(failure(s)))).toEqual(Array(5).fill(false));
    expect(isRetryable(undefined)).toBe(false);
  });

  it('retry needs a failed save: nothing to send on a fresh step', async () => {
    const { actor, state, calls, at } = start();
    await at(flows.details);
    expect(state().can({ type: 'step.retry' })).toBe(false);
    actor.send({ type: 'step.retry' });
    expect(state().value).toEqual({ step: 'editing' });
    expect(calls.saves).toHaveLength(0);
  });

  it('a new save after a failure sends the new body', async () => {
    const { actor, state, calls, fail, at } = start();
    await at(flows.details);
    actor.send({ type: 'step.save', body: { phone: '555' } });
    await fail('save', badPhone);
    actor.send({ type: 'step.save', body: { phone: '+1 415 555 0100' } });
    expect(calls.saves.at(-1)?.body).toEqual({ phone: '+1 415 555 0100' });
    expect(state().context.fieldErrors).toEqual({});
  });

  it('Back goes to the previous step of the same activation state, never before its first', async () => {
    const { actor, state, at } = start();
    await at(flows.address);
    expect(state().can({ type: 'step.back' })).toBe(true);
    actor.send({ type: 'step.back' });
    expect(state().context.step).toBe('details');
    expect(state().can({ type: 'step.back' })).toBe(false);
    actor.send({ type: 'step.back' });
    expect(state().context.step).toBe('details');
  });

  it('Back stops at the first step of the state the server moved the customer into', () => {
    expect(previousStepOf(flows.security, 'security')).toBeUndefined();
    expect(previousStepOf(flows.focus, 'focus')).toBeUndefined();
    expect(previousStepOf(flows.focus, 'body')).toBe('focus');
    expect(previousStepOf(flows.review, 'review')).toBe('takeout');
    expect(previousStepOf(undefined, 'review')).toBeUndefined();
  });

  it('Back clears a failed save: its body is not retried on another step', async () => {
    const { actor, state, fail, at } = start();
    await at(flows.address);
    actor.send({ type: 'step.save', body: { line1: '' } });
    await fail('save', offline);
    expect(state().can({ type: 'step.retry' })).toBe(true);
    actor.send({ type: 'step.back' });
    expect(state().context).toMatchObject({ step: 'details', failure: undefined, pendingBody: undefined });
    expect(state().can({ type: 'step.retry' })).toBe(false);
  });

  it('skips an optional step through the server and moves on', async () => {
    const { actor, state, calls, settle, at } = start();
    await at(flows.foods);
    expect(state().can({ type: 'step.skip' })).toBe(true);
    actor.send({ type: 'step.skip' });
    expect(state().value).toEqual({ step: 'skipping' });
    expect(calls.skips).toEqual([{ step: 'foods' }]);
    const next = flowOf(
      'ONBOARDING_REQUIRED',
      ['details', 'address', 'security', 'consent', 'focus', 'body', 'diet'],
      ['foods'],
    );
    await settle('skip', next);
    expect(state().context.step).toBe('beverages');
  });

  it('a required step cannot be skipped', async () => {
    const { actor, state, calls, at } = start();
    await at(flows.diet);
    expect(state().can({ type: 'step.skip' })).toBe(false);
    actor.send({ type: 'step.skip' });
    expect(state().value).toEqual({ step: 'editing' });
    expect(calls.skips).toHaveLength(0);
  });

  it('a failed skip stays on the step with the message', async () => {
    const { actor, state, fail, at } = start();
    await at(flows.foods);
    actor.send({ type: 'step.skip' });
    await fail('skip', offline);
    expect(state().value).toEqual({ step: 'editing' });
    expect(state().context.step).toBe('foods');
    expect(state().context.failure?.status).toBe(0);
  });

  it('the summary opens a step to change; Back returns to the summary without saving', async () => {
    const { actor, state, calls, at } = start();
    await at(flows.review);
    expect(state().context.step).toBe('review');
    actor.send({ type: 'step.open', step: 'diet' });
    expect(state().context).toMatchObject({ step: 'diet', openedFromReview: true });
    actor.send({ type: 'step.back' });
    expect(state().context).toMatchObject({ step: 'review', openedFromReview: false });
    expect(calls.saves).toHaveLength(0);
  });

  it('a save of a step opened from the summary returns to the summary (the server’s current step)', async () => {
    const { actor, state, calls, settle, at } = start();
    await at(flows.review);
    actor.send({ type: 'step.open', step: 'focus' });
    actor.send({ type: 'step.save', body: { goalId: 2, valueIds: [4] } });
    expect(calls.saves[0]?.step).toBe('focus');
    await settle('save', flows.review);
    expect(state().context).toMatchObject({ step: 'review', openedFromReview: false });
  });

  it('opens only steps of the flow, and only from the summary', async () => {
    const { actor, state, at } = start();
    await at(flows.review);
    expect(state().can({ type: 'step.open', step: 'womens-health' })).toBe(false);
    expect(state().can({ type: 'step.open', step: 'review' })).toBe(false);
    actor.send({ type: 'step.open', step: 'diet' });
    expect(state().can({ type: 'step.open', step: 'focus' })).toBe(false);
  });

  it('Finish completes, reloads the profile, and is finished', async () => {
    const { actor, state, calls, settle, at } = start();
    await at(flows.review);
    actor.send({ type: 'step.save', body: {} });
    expect(state().value).toEqual({ step: 'completing' });
    expect(calls.completes).toBe(1);
    expect(calls.saves).toHaveLength(0);
    await settle('complete', flows.active);
    expect(state().value).toBe('reloading');
    expect(calls.reloads).toBe(1);
    await settle('reload', undefined);
    expect(state().value).toBe('finished');
    expect(state().status).toBe('done');
  });

  it('a failed profile reload still finishes: the account is ACTIVE on the server', async () => {
    const { actor, state, settle, fail, at } = start();
    await at(flows.review);
    actor.send({ type: 'step.save', body: {} });
    await settle('complete', flows.active);
    await fail('reload', new Error('The profile could not be loaded'));
    expect(state().value).toBe('finished');
  });

  it('a refused Finish (409) reloads the flow, names the steps left and goes to the first', async () => {
    const { actor, state, calls, settle, fail, at } = start();
    await at(flows.review);
    actor.send({ type: 'step.save', body: {} });
    await fail('complete', stepsLeftError);
    expect(state().value).toEqual({ step: 'recovering' });
    expect(calls.loads).toBe(2);
    await settle('load', flows.bodyLeft);
    expect(state().value).toEqual({ step: 'editing' });
    expect(state().context.step).toBe('body');
    expect(state().context.left).toEqual(['body']);
    // the list stays until each step on it is answered
    actor.send({ type: 'step.save', body: { markers: [] } });
    await settle('save', flows.review);
    expect(state().context.left).toEqual([]);
    expect(state().context.step).toBe('review');
  });

  it('leaves no step to do without a flow', () => {
    expect(stepsLeft(undefined)).toEqual([]);
  });

  it('names every step a refused Finish left, and crosses each off as it is answered', async () => {
    const { actor, state, settle, fail, at } = start();
    const earlier = ['details', 'address', 'security', 'consent', 'focus', 'beverages', 'takeout'] as const;
    await at(flows.review);
    actor.send({ type: 'step.save', body: {} });
    await fail('complete', stepsLeftError);
    await settle('load', flowOf('ONBOARDING_REQUIRED', [...earlier], ['foods']));
    expect(state().context).toMatchObject({ step: 'body', left: ['body', 'diet'] });
    actor.send({ type: 'step.save', body: { markers: [] } });
    await settle('save', flowOf('ONBOARDING_REQUIRED', [...earlier, 'body'], ['foods']));
    expect(state().context).toMatchObject({ step: 'diet', left: ['diet'] });
  });

  it('a failed reload after a refused Finish is a failed load, with retry', async () => {
    const { state, actor, fail, at } = start();
    await at(flows.review);
    actor.send({ type: 'step.save', body: {} });
    await fail('complete', stepsLeftError);
    await fail('load', offline);
    expect(state().value).toBe('failed');
    expect(state().can({ type: 'flow.retry' })).toBe(true);
  });

  it('Finish that fails otherwise stays on the summary with the message; Finish again', async () => {
    const { actor, state, calls, fail, at } = start();
    await at(flows.review);
    actor.send({ type: 'step.save', body: {} });
    await fail('complete', offline);
    expect(state().value).toEqual({ step: 'editing' });
    expect(state().context.step).toBe('review');
    expect(state().context.failure?.message).toMatch(/could not reach/);
    expect(state().can({ type: 'step.retry' })).toBe(false);
    actor.send({ type: 'step.save', body: {} });
    expect(calls.completes).toBe(2);
  });

  it('ignores step events while a call is on its way', async () => {
    const { actor, state, calls, at } = start();
    await at(flows.foods);
    actor.send({ type: 'step.save', body: { frequencies: [] } });
    for (const event of [
      { type: 'step.save', body: {} },
      { type: 'step.back' },
      { type: 'step.skip' },
      { type: 'step.retry' },
    ] as const) {
      actor.send(event);
      expect(state().value).toEqual({ step: 'saving' });
    }
    expect(calls.saves).toHaveLength(1);
    expect(calls.skips).toHaveLength(0);
  });

  it('a save that answers an ACTIVE flow reloads the profile and finishes', async () => {
    const { actor, state, settle, at } = start();
    await at(flows.foods);
    actor.send({ type: 'step.save', body: {} });
    await settle('save', flows.active);
    expect(state().value).toBe('reloading');
  });

  it('the coach step’s save gets the flow it was filled from (its team id)', async () => {
    const { actor, calls, at } = start();
    const coach = flowOf(
      'ONBOARDING_REQUIRED',
      ['details', 'address', 'security', 'consent', 'focus', 'body', 'diet'],
      ['foods', 'beverages', 'takeout'],
      { inTeam: true },
    );
    await at(coach);
    expect(actor.getSnapshot().context.step).toBe('coach');
    actor.send({ type: 'step.save', body: { granted: true } });
    expect(calls.saves[0]).toEqual({ step: 'coach', body: { granted: true }, flow: coach });
  });
});
