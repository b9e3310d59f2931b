import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  cannotSwitch,
  mustNotifyPregnancy,
  needsDraw,
  shouldSuggestDraw,
  stepAfterNotices,
  stepOf,
  testActivationMachine,
  type DrawRequest,
} from '../../machines/test-activation.machine';
import type { Address, Test } from '../../src/contract/orders';
import {
  activatedTest,
  draw,
  homeKitTest,
  labTest,
  lockedActivated,
  orderTest,
  pregnancyLabTest,
  pregnancyTest,
  ultimateLabTest,
  ultimatePregnancyTest,
  ultimateTest,
} from './test-activation.fixtures';
import { apiError, flush } from './support';

/** The step shown after starting with `test` (and the activated one) and pressing continue `presses` times. */
function stepAfter(test: Test, activated: Test | null, presses = 0) {
  const { actor } = start({ activate: () => new Promise(() => {}) });
  actor.send({ type: 'activation.start', test, activatedTest: activated });
  for (let i = 0; i < presses; i++) actor.send({ type: 'step.continue' });
  return stepOf(actor.getSnapshot());
}

describe('the first step (spec 000 §4, starting activation)', () => {
  it('is EXPIRE when the activated test has a draw that cannot be moved', () => {
    expect(stepAfter(homeKitTest, lockedActivated)).toBe('EXPIRE');
    expect(cannotSwitch(lockedActivated)).toBe(true);
  });

  it('is not EXPIRE when the activated test’s draw can still be moved, or it has no draw', () => {
    expect(stepAfter(labTest, activatedTest())).toBe('CONFIRM_ACTIVATING');
    expect(stepAfter(labTest, activatedTest({ hasMbd: false, isRescheduleAvailable: false }))).toBe(
      'CONFIRM_ACTIVATING',
    );
  });

  it('is CONFIRM_ACTIVATING for a home kit, a booked draw, or a test a lab may take', () => {
    expect(stepAfter(orderTest({ shouldPreventActivationWithoutMbd: true, hasHomeKit: true }), null)).toBe(
      'CONFIRM_ACTIVATING',
    );
    expect(stepAfter(orderTest({ shouldPreventActivationWithoutMbd: true, hasMbd: true }), null)).toBe(
      'CONFIRM_ACTIVATING',
    );
    expect(stepAfter(orderTest(), null)).toBe('CONFIRM_ACTIVATING');
  });

  it('is CONFIRM_LAB_TEST otherwise: nothing activated, no kit, no draw, a draw required', () => {
    expect(stepAfter(labTest, null)).toBe('CONFIRM_LAB_TEST');
  });

  it('is no step before a flow starts or after it is reset', () => {
    const { actor } = start();
    expect(stepOf(actor.getSnapshot())).toBeNull();
    actor.send({ type: 'activation.start', test: labTest, activatedTest: null });
    actor.send({ type: 'activation.reset' });
    expect(stepOf(actor.getSnapshot())).toBeNull();
  });
});

describe('moving on (spec 000 §4)', () => {
  it('puts PREGNANCY first until the customer was notified, then the step it stood in front of', () => {
    expect(stepAfter(pregnancyTest, null, 1)).toBe('PREGNANCY');
    expect(stepAfterNotices({ testForActivating: pregnancyTest, testFromActivating: null })).toBe(
      'TEST_ACTIVATED',
    );
    expect(stepAfter(pregnancyTest, null, 2)).toBe('TEST_ACTIVATED');
  });

  it('puts the draw popup first for package 59 without a draw, until suggested', () => {
    expect(stepAfter(ultimateTest, null, 1)).toBe('SHOW_QUEST_DRAW_POPUP');
    expect(stepAfter(ultimateTest, null, 2)).toBe('TEST_ACTIVATED');
    expect(stepAfter({ ...ultimateTest, hasMbd: true }, null, 1)).toBe('TEST_ACTIVATED');
    expect(stepAfter(orderTest({ packageId: 58 }), null, 1)).toBe('TEST_ACTIVATED');
  });

  it('puts PREGNANCY before the draw popup when both apply', () => {
    expect(stepAfter(ultimatePregnancyTest, null, 1)).toBe('PREGNANCY');
    expect(stepAfter(ultimatePregnancyTest, null, 2)).toBe('SHOW_QUEST_DRAW_POPUP');
  });

  it('puts the notices before the draw steps too, which they then lead on to', () => {
    expect(stepAfter(pregnancyLabTest, null, 1)).toBe('PREGNANCY');
    expect(stepAfter(pregnancyLabTest, null, 2)).toBe('SCHEDULE_MBD');
    expect(stepAfter(pregnancyLabTest, activatedTest(), 2)).toBe('MBD_REQUIRED');
    expect(stepAfter(ultimateLabTest, null, 1)).toBe('SHOW_QUEST_DRAW_POPUP');
    expect(stepAfter(ultimateLabTest, null, 2)).toBe('SCHEDULE_MBD');
    expect(stepAfter(ultimateLabTest, activatedTest(), 2)).toBe('MBD_REQUIRED');
  });
});

describe('the step after the notices (what the dialog names as next)', () => {
  it('is the draw form after the lab-test confirmation, MBD_REQUIRED when a test is activated, else TEST_ACTIVATED', () => {
    expect(stepAfterNotices({ testForActivating: labTest, testFromActivating: null })).toBe('SCHEDULE_MBD');
    expect(stepAfterNotices({ testForActivating: labTest, testFromActivating: activatedTest() })).toBe(
      'MBD_REQUIRED',
    );
    expect(stepAfterNotices({ testForActivating: homeKitTest, testFromActivating: null })).toBe(
      'TEST_ACTIVATED',
    );
  });

  it('a test a lab may take without a draw needs none, whatever else it lacks', () => {
    const walkIn = orderTest({ shouldPreventActivationWithoutMbd: false, hasMbd: false, hasHomeKit: false });
    expect(needsDraw(walkIn)).toBe(false);
    expect(stepAfterNotices({ testForActivating: walkIn, testFromActivating: null })).toBe('TEST_ACTIVATED');
  });

  it('asks nothing of the idle flow the Orders page reads before a test is picked', () => {
    const idle = start().actor.getSnapshot().context;
    expect(needsDraw(idle.testForActivating)).toBe(false);
    expect(stepAfterNotices(idle)).toBe('TEST_ACTIVATED');
    expect(mustNotifyPregnancy(idle)).toBe(false);
    expect(shouldSuggestDraw(idle)).toBe(false);
  });
});

describe('where each step leads', () => {
  it('confirming activation leads to TEST_ACTIVATED, or to MBD_REQUIRED when a draw is needed', () => {
    expect(stepAfter(homeKitTest, null, 1)).toBe('TEST_ACTIVATED');
    expect(needsDraw(labTest)).toBe(true);
    expect(stepAfter(labTest, activatedTest(), 1)).toBe('MBD_REQUIRED');
  });

  it('the lab-test confirmation and MBD_REQUIRED lead to SCHEDULE_MBD', () => {
    expect(stepAfter(labTest, null, 1)).toBe('SCHEDULE_MBD');
    expect(stepAfter(labTest, activatedTest(), 2)).toBe('SCHEDULE_MBD');
  });

  it('the pregnancy notice is remembered and leads on to its next step (through the draw popup)', () => {
    const { actor } = start({ activate: () => new Promise(() => {}) });
    actor.send({ type: 'activation.start', test: ultimatePregnancyTest, activatedTest: null });
    actor.send({ type: 'step.continue' });
    actor.send({ type: 'step.continue' });
    expect(stepOf(actor.getSnapshot())).toBe('SHOW_QUEST_DRAW_POPUP');
    expect(actor.getSnapshot().context).toMatchObject({ notifiedAboutPregnancy: true });
    expect(stepAfterNotices(actor.getSnapshot().context)).toBe('TEST_ACTIVATED');
    actor.send({ type: 'step.continue' });
    expect(stepOf(actor.getSnapshot())).toBe('TEST_ACTIVATED');
    expect(actor.getSnapshot().context).toMatchObject({ mbdSuggested: true });
  });

  it('accepting the draw popup leads to SCHEDULE_MBD and remembers the suggestion', () => {
    const { actor } = start();
    actor.send({ type: 'activation.start', test: ultimateTest, activatedTest: null });
    actor.send({ type: 'step.continue' });
    actor.send({ type: 'draw.book' });
    expect(stepOf(actor.getSnapshot())).toBe('SCHEDULE_MBD');
    expect(actor.getSnapshot().context).toMatchObject({ mbdSuggested: true });
  });

  it('leaves the other steps where they are', () => {
    expect(stepAfter(homeKitTest, lockedActivated, 1)).toBe('EXPIRE');
    expect(stepAfter(homeKitTest, null, 2)).toBe('TEST_ACTIVATED');
    expect(stepAfter(labTest, null, 2)).toBe('SCHEDULE_MBD');
  });
});

function start(
  answers: {
    activate?: () => Promise<{ activatedTest: Test; previousActivatedTest: Test | null }>;
    validate?: () => Promise<{ phone: string; address: Address }>;
    book?: () => Promise<{ test: Test }>;
  } = {},
) {
  const calls = { activate: vi.fn(), validate: vi.fn(), book: vi.fn() };
  const actor = createActor(
    testActivationMachine.provide({
      actors: {
        activateTest: fromPromise(({ input }: { input: { testId: number } }) => {
          calls.activate(input);
          return answers.activate
            ? answers.activate()
            : Promise.resolve({
                activatedTest: { ...homeKitTest, isActivated: true },
                previousActivatedTest: null,
              });
        }),
        validateContact: fromPromise(({ input }: { input: { phone: string; address: Address } }) => {
          calls.validate(input);
          return answers.validate ? answers.validate() : Promise.resolve({ ...input, phone: '+14155550100' });
        }),
        bookDraw: fromPromise(({ input }: { input: DrawRequest & { testId: number } }) => {
          calls.book(input);
          return answers.book
            ? answers.book()
            : Promise.resolve({ test: { ...labTest, isActivated: true, hasMbd: true } });
        }),
      },
    }),
  ).start();
  const changed = vi.fn();
  actor.on('orders.changed', changed);
  return { actor, calls, changed };
}

describe('testActivationMachine', () => {
  it('confirms and activates a home kit, keeping the previously activated test it answers', async () => {
    const previous = activatedTest();
    const { actor, calls, changed } = start({
      activate: () =>
        Promise.resolve({
          activatedTest: { ...homeKitTest, isActivated: true },
          previousActivatedTest: previous,
        }),
    });
    actor.send({ type: 'activation.start', test: homeKitTest, activatedTest: previous });
    expect(actor.getSnapshot().value).toEqual({ open: 'confirmActivating' });
    expect(stepOf(actor.getSnapshot())).toBe('CONFIRM_ACTIVATING');
    expect(actor.getSnapshot().context).toMatchObject({
      testFromActivating: previous,
      testForActivating: homeKitTest,
    });
    actor.send({ type: 'step.continue' });
    expect(actor.getSnapshot().value).toEqual({ open: { testActivated: 'activating' } });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await flush();
    expect(calls.activate).toHaveBeenCalledWith({ testId: homeKitTest.id });
    expect(actor.getSnapshot().value).toEqual({ open: { testActivated: 'done' } });
    expect(stepOf(actor.getSnapshot())).toBe('TEST_ACTIVATED');
    expect(actor.getSnapshot().context).toMatchObject({
      testForActivating: { isActivated: true },
      previousActivatedTest: previous,
    });
    expect(changed).toHaveBeenCalledTimes(1);
    actor.send({ type: 'activation.reset' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(stepOf(actor.getSnapshot())).toBeNull();
    expect(actor.getSnapshot().context).toMatchObject({
      testForActivating: null,
      testFromActivating: null,
      previousActivatedTest: null,
    });
  });

  it('offers a home draw once a lab test is activated (issue 23.5), never for a home kit', async () => {
    const walkIn = orderTest();
    const lab = start({
      activate: () =>
        Promise.resolve({ activatedTest: { ...walkIn, isActivated: true }, previousActivatedTest: null }),
    });
    lab.actor.send({ type: 'activation.start', test: walkIn, activatedTest: null });
    lab.actor.send({ type: 'step.continue' });
    await flush();
    expect(lab.actor.getSnapshot().value).toEqual({ open: { testActivated: 'done' } });
    expect(lab.actor.getSnapshot().can({ type: 'draw.book' })).toBe(true);
    lab.actor.send({ type: 'draw.book' });
    expect(lab.actor.getSnapshot().value).toEqual({ open: { scheduleMbd: 'editing' } });
    expect(stepOf(lab.actor.getSnapshot())).toBe('SCHEDULE_MBD');
    expect(lab.actor.getSnapshot().context).toMatchObject({ mbdSuggested: true });

    const kit = start({
      activate: () =>
        Promise.resolve({
          activatedTest: { ...homeKitTest, isActivated: true },
          previousActivatedTest: null,
        }),
    });
    kit.actor.send({ type: 'activation.start', test: homeKitTest, activatedTest: null });
    kit.actor.send({ type: 'step.continue' });
    await flush();
    expect(kit.actor.getSnapshot().can({ type: 'draw.book' })).toBe(false);
    kit.actor.send({ type: 'draw.book' });
    expect(kit.actor.getSnapshot().value).toEqual({ open: { testActivated: 'done' } });
  });

  it('keeps a failed activation in its dialog and activates on retry', async () => {
    let fail = true;
    const { actor, calls, changed } = start({
      activate: () =>
        fail
          ? Promise.reject(apiError(409, { error: 'This test was already used.' }))
          : Promise.resolve({
              activatedTest: { ...homeKitTest, isActivated: true },
              previousActivatedTest: null,
            }),
    });
    actor.send({ type: 'activation.start', test: homeKitTest, activatedTest: null });
    actor.send({ type: 'step.continue' });
    await flush();
    expect(actor.getSnapshot().value).toEqual({ open: { testActivated: 'failed' } });
    expect(actor.getSnapshot().context.failure).toMatchObject({
      status: 409,
      message: 'This test was already used.',
    });
    expect(actor.getSnapshot().context.testForActivating).toEqual(homeKitTest);
    expect(changed).not.toHaveBeenCalled();
    fail = false;
    actor.send({ type: 'activation.retry' });
    expect(actor.getSnapshot().context.failure).toBeUndefined();
    await flush();
    expect(calls.activate).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().value).toEqual({ open: { testActivated: 'done' } });
  });

  it('shows PREGNANCY, then the draw popup, before activating an Ultimate test that notifies', async () => {
    const { actor } = start();
    actor.send({ type: 'activation.start', test: ultimatePregnancyTest, activatedTest: null });
    expect(stepOf(actor.getSnapshot())).toBe('CONFIRM_ACTIVATING');
    actor.send({ type: 'step.continue' });
    expect(actor.getSnapshot().value).toEqual({ open: 'pregnancy' });
    expect(stepAfterNotices(actor.getSnapshot().context)).toBe('TEST_ACTIVATED');
    actor.send({ type: 'step.continue' });
    expect(actor.getSnapshot().value).toEqual({ open: 'questDrawPopup' });
    expect(actor.getSnapshot().context).toMatchObject({ notifiedAboutPregnancy: true });
    expect(stepAfterNotices(actor.getSnapshot().context)).toBe('TEST_ACTIVATED');
    actor.send({ type: 'step.continue' });
    expect(actor.getSnapshot().value).toEqual({ open: { testActivated: 'activating' } });
    expect(actor.getSnapshot().context.mbdSuggested).toBe(true);
    await flush();
  });

  it('EXPIRE allows nothing but closing', () => {
    const { actor } = start();
    actor.send({ type: 'activation.start', test: homeKitTest, activatedTest: lockedActivated });
    expect(actor.getSnapshot().value).toEqual({ open: 'expire' });
    expect(actor.getSnapshot().can({ type: 'step.continue' })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'draw.book' })).toBe(false);
    actor.send({ type: 'activation.reset' });
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('ignores a second start while a flow is open', () => {
    const { actor } = start();
    actor.send({ type: 'activation.start', test: labTest, activatedTest: null });
    expect(
      actor.getSnapshot().can({ type: 'activation.start', test: homeKitTest, activatedTest: null }),
    ).toBe(false);
    expect(actor.getSnapshot().context.testForActivating).toEqual(labTest);
  });

  it('books a draw after MBD_REQUIRED; a refused phone comes back by field with what was typed', async () => {
    let phoneRefused = true;
    const { actor, calls, changed } = start({
      validate: () =>
        phoneRefused
          ? Promise.reject(
              apiError(400, {
                error: 'Invalid phone',
                issues: [{ path: 'phone', message: 'Enter a phone number, e.g. +1 415 555 0100' }],
              }),
            )
          : Promise.resolve({ phone: '+14155550100', address: draw.address }),
    });
    actor.send({ type: 'activation.start', test: labTest, activatedTest: activatedTest() });
    actor.send({ type: 'step.continue' });
    expect(actor.getSnapshot().value).toEqual({ open: 'mbdRequired' });
    actor.send({ type: 'step.continue' });
    expect(actor.getSnapshot().value).toEqual({ open: { scheduleMbd: 'editing' } });
    const typed = { ...draw, phone: '12' };
    actor.send({ type: 'draw.submit', draw: typed });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await flush();
    expect(actor.getSnapshot().value).toEqual({ open: { scheduleMbd: 'editing' } });
    expect(actor.getSnapshot().context.failure?.fieldErrors).toEqual({
      phone: 'Enter a phone number, e.g. +1 415 555 0100',
    });
    expect(actor.getSnapshot().context.draw).toEqual(typed);
    expect(calls.book).not.toHaveBeenCalled();
    phoneRefused = false;
    actor.send({ type: 'draw.submit', draw: { ...draw, phone: '(415) 555-0100' } });
    expect(actor.getSnapshot().context.failure).toBeUndefined();
    await flush();
    expect(calls.book).toHaveBeenCalledWith({ ...draw, phone: '+14155550100', testId: labTest.id });
    expect(actor.getSnapshot().value).toEqual({ open: { testActivated: 'done' } });
    expect(actor.getSnapshot().context.testForActivating).toMatchObject({ hasMbd: true, isActivated: true });
    expect(actor.getSnapshot().context.previousActivatedTest).toEqual(activatedTest());
    expect(calls.activate).not.toHaveBeenCalled();
    expect(changed).toHaveBeenCalledTimes(1);
  });

  it('keeps the draw request when booking fails (a time too soon)', async () => {
    const { actor } = start({
      book: () =>
        Promise.reject(
          apiError(400, {
            error: 'Invalid draw',
            issues: [{ path: 'scheduledAt', message: 'Choose a time at least 24 hours ahead' }],
          }),
        ),
    });
    actor.send({ type: 'activation.start', test: labTest, activatedTest: null });
    expect(actor.getSnapshot().value).toEqual({ open: 'confirmLabTest' });
    expect(actor.getSnapshot().context.previousActivatedTest).toBeNull();
    actor.send({ type: 'step.continue' });
    actor.send({ type: 'draw.submit', draw });
    await flush();
    expect(actor.getSnapshot().value).toEqual({ open: { scheduleMbd: 'editing' } });
    expect(actor.getSnapshot().context.failure?.fieldErrors.scheduledAt).toBe(
      'Choose a time at least 24 hours ahead',
    );
    expect(actor.getSnapshot().context.draw).toMatchObject({
      scheduledAt: draw.scheduledAt,
      address: draw.address,
    });
  });

  it('books the draw of a lab test with nothing activated before: no test goes back to the available ones', async () => {
    const { actor, changed } = start();
    actor.send({ type: 'activation.start', test: labTest, activatedTest: null });
    actor.send({ type: 'step.continue' });
    actor.send({ type: 'draw.submit', draw });
    await flush();
    expect(actor.getSnapshot().value).toEqual({ open: { testActivated: 'done' } });
    expect(actor.getSnapshot().context.testForActivating).toMatchObject({ id: labTest.id, hasMbd: true });
    expect(actor.getSnapshot().context.previousActivatedTest).toBeNull();
    expect(changed).toHaveBeenCalledTimes(1);
  });

  it('booking a draw for the test already activated puts no test back among the available ones', async () => {
    const activated = activatedTest({ hasMbd: false, shouldPreventActivationWithoutMbd: true });
    const { actor } = start({ book: () => Promise.resolve({ test: { ...activated, hasMbd: true } }) });
    actor.send({ type: 'activation.start', test: activated, activatedTest: activated });
    expect(stepOf(actor.getSnapshot())).toBe('CONFIRM_ACTIVATING');
    actor.send({ type: 'step.continue' });
    actor.send({ type: 'step.continue' });
    expect(stepOf(actor.getSnapshot())).toBe('SCHEDULE_MBD');
    actor.send({ type: 'draw.submit', draw });
    await flush();
    expect(actor.getSnapshot().value).toEqual({ open: { testActivated: 'done' } });
    expect(actor.getSnapshot().context.previousActivatedTest).toBeNull();
  });

  it('the accepted draw popup leads to the draw form', () => {
    const { actor } = start();
    actor.send({ type: 'activation.start', test: ultimateTest, activatedTest: null });
    actor.send({ type: 'step.continue' });
    expect(actor.getSnapshot().value).toEqual({ open: 'questDrawPopup' });
    actor.send({ type: 'draw.book' });
    expect(actor.getSnapshot().value).toEqual({ open: { scheduleMbd: 'editing' } });
    expect(actor.getSnapshot().context.mbdSuggested).toBe(true);
  });

  it('cancelling mid-call clears the flow and stops the call', async () => {
    const { actor, changed } = start({ activate: () => new Promise(() => {}) });
    actor.send({ type: 'activation.start', test: homeKitTest, activatedTest: null });
    actor.send({ type: 'step.continue' });
    actor.send({ type: 'activation.reset' });
    await flush();
    expect(actor.getSnapshot().value).toBe('idle');
    expect(changed).not.toHaveBeenCalled();
  });
});
