import type { testActivationMachine } from '../../machines/test-activation.machine';
import type { Test } from '../../src/contract/orders';
import { MBD_SUGGESTION_PACKAGE_ID } from '../../src/domain/package-images';
import { declareModel } from '../model/declared';

type Start = { test: Test; activatedTest: Test | null };

// the rules of spec 000 §4 written on raw data (never the machine's or the domain's functions)
const needsDraw = (test: Test | null) =>
  test !== null && test.shouldPreventActivationWithoutMbd && !test.hasMbd && !test.hasHomeKit;
const labTestFirst = (test: Test | null, activated: Test | null) => activated === null && needsDraw(test);

/**
 * Test activation, written from spec 000 §4 "Test activation" and 001 §4 "Test activation flow"
 * (see docs/testing.md). One state per dialog; where the spec is silent (where a notice leads,
 * the home draw after activation) the rows follow docs/decisions/orders-web.md and issue 23.5.
 */
export const testActivationDeclared = declareModel<typeof testActivationMachine>({
  states: {
    '': { initial: 'idle' },
    idle: {},
    open: { tags: ['open'], initial: 'confirmActivating' },
    'open.expire': {},
    'open.confirmActivating': {},
    'open.confirmLabTest': {},
    'open.mbdRequired': {},
    'open.pregnancy': {},
    'open.questDrawPopup': {},
    'open.scheduleMbd': { initial: 'editing' },
    'open.scheduleMbd.editing': {},
    'open.scheduleMbd.checking': {
      tags: ['busy'],
      invoke: {
        src: 'validateContact',
        input: (context) => ({ phone: context.draw?.phone ?? '', address: context.draw?.address }),
      },
    },
    'open.scheduleMbd.booking': {
      tags: ['busy'],
      invoke: {
        src: 'bookDraw',
        input: (context) => ({ ...context.draw, testId: context.testForActivating?.id }),
      },
    },
    'open.testActivated': { initial: 'activating' },
    'open.testActivated.activating': {
      tags: ['busy'],
      invoke: { src: 'activateTest', input: (context) => ({ testId: context.testForActivating?.id }) },
    },
    'open.testActivated.failed': {},
    'open.testActivated.done': {},
  },
  transitions: [
    // starting activation
    {
      from: 'idle',
      on: 'activation.start',
      if: 'cannotSwitch',
      to: 'open.expire',
      actions: ['startFlow'],
      cite: '000 §4',
    },
    {
      from: 'idle',
      on: 'activation.start',
      if: 'startsWithLabTest',
      to: 'open.confirmLabTest',
      actions: ['startFlow'],
      cite: '000 §4',
    },
    {
      from: 'idle',
      on: 'activation.start',
      to: 'open.confirmActivating',
      actions: ['startFlow'],
      cite: '000 §4',
    },
    { from: 'open', on: 'activation.reset', to: 'idle', actions: ['clearFlow'], cite: '001 §4' },
    // moving on: the pregnancy notice first, then the home-draw popup, then the step itself
    {
      from: 'open.confirmActivating',
      on: 'step.continue',
      if: 'mustNotifyPregnancy',
      to: 'open.pregnancy',
      cite: '000 §4',
    },
    {
      from: 'open.confirmActivating',
      on: 'step.continue',
      if: 'shouldSuggestDraw',
      to: 'open.questDrawPopup',
      cite: '000 §4',
    },
    {
      from: 'open.confirmActivating',
      on: 'step.continue',
      if: 'needsDraw',
      to: 'open.mbdRequired',
      cite: '000 §4',
    },
    { from: 'open.confirmActivating', on: 'step.continue', to: 'open.testActivated', cite: '000 §4' },
    {
      from: 'open.confirmLabTest',
      on: 'step.continue',
      if: 'mustNotifyPregnancy',
      to: 'open.pregnancy',
      cite: '000 §4',
    },
    {
      from: 'open.confirmLabTest',
      on: 'step.continue',
      if: 'shouldSuggestDraw',
      to: 'open.questDrawPopup',
      cite: '000 §4',
    },
    { from: 'open.confirmLabTest', on: 'step.continue', to: 'open.scheduleMbd', cite: '000 §4' },
    { from: 'open.mbdRequired', on: 'step.continue', to: 'open.scheduleMbd', cite: '000 §4' },
    {
      from: 'open.pregnancy',
      on: 'step.continue',
      if: 'shouldSuggestDraw',
      to: 'open.questDrawPopup',
      actions: ['markNotified'],
      cite: '000 §4',
    },
    {
      from: 'open.pregnancy',
      on: 'step.continue',
      if: 'confirmsLabTest',
      to: 'open.scheduleMbd',
      actions: ['markNotified'],
    },
    {
      from: 'open.pregnancy',
      on: 'step.continue',
      if: 'needsDraw',
      to: 'open.mbdRequired',
      actions: ['markNotified'],
    },
    { from: 'open.pregnancy', on: 'step.continue', to: 'open.testActivated', actions: ['markNotified'] },
    {
      from: 'open.questDrawPopup',
      on: 'step.continue',
      if: 'confirmsLabTest',
      to: 'open.scheduleMbd',
      actions: ['markSuggested'],
    },
    {
      from: 'open.questDrawPopup',
      on: 'step.continue',
      if: 'needsDraw',
      to: 'open.mbdRequired',
      actions: ['markSuggested'],
    },
    {
      from: 'open.questDrawPopup',
      on: 'step.continue',
      to: 'open.testActivated',
      actions: ['markSuggested'],
    },
    {
      from: 'open.questDrawPopup',
      on: 'draw.book',
      to: 'open.scheduleMbd',
      actions: ['markSuggested'],
      cite: '000 §4',
    },
    // SCHEDULE_MBD: check the contact, then book (which activates the test)
    {
      from: 'open.scheduleMbd.editing',
      on: 'draw.submit',
      to: 'open.scheduleMbd.checking',
      actions: ['keepDraw'],
    },
    {
      from: 'open.scheduleMbd.checking',
      on: 'done validateContact',
      to: 'open.scheduleMbd.booking',
      actions: ['keepCheckedContact'],
    },
    {
      from: 'open.scheduleMbd.checking',
      on: 'error validateContact',
      to: 'open.scheduleMbd.editing',
      actions: ['setFailure'],
      cite: '001 §4',
    },
    {
      from: 'open.scheduleMbd.booking',
      on: 'done bookDraw',
      to: 'open.testActivated.done',
      actions: ['keepBooked', 'announceChange'],
      emits: ['orders.changed'],
      cite: '000 §4',
    },
    {
      from: 'open.scheduleMbd.booking',
      on: 'error bookDraw',
      to: 'open.scheduleMbd.editing',
      actions: ['setFailure'],
      cite: '001 §4',
    },
    // TEST_ACTIVATED: activate, keep a failure in the dialog, retry
    {
      from: 'open.testActivated.activating',
      on: 'done activateTest',
      to: 'open.testActivated.done',
      actions: ['keepActivated', 'announceChange'],
      emits: ['orders.changed'],
      cite: '000 §4',
    },
    {
      from: 'open.testActivated.activating',
      on: 'error activateTest',
      to: 'open.testActivated.failed',
      actions: ['setFailure'],
      cite: '001 §4',
    },
    {
      from: 'open.testActivated.failed',
      on: 'activation.retry',
      to: 'open.testActivated.activating',
      actions: ['clearFailure'],
    },
    {
      from: 'open.testActivated.done',
      on: 'draw.book',
      if: 'canBookDraw',
      to: 'open.scheduleMbd',
      actions: ['markSuggested'],
      cite: 'issue 23.5',
    },
  ],
  guards: {
    // 000 §4: EXPIRE when the activated test has a booked draw that can no longer be moved
    cannotSwitch: ({ event }) => {
      const { activatedTest } = event as unknown as Start;
      return activatedTest !== null && activatedTest.hasMbd && !activatedTest.isRescheduleAvailable;
    },
    // 000 §4: CONFIRM_LAB_TEST when nothing is activated and the test has no kit, no draw, needs one
    startsWithLabTest: ({ event }) => {
      const { test, activatedTest } = event as unknown as Start;
      return labTestFirst(test, activatedTest);
    },
    confirmsLabTest: ({ context }) => labTestFirst(context.testForActivating, context.testFromActivating),
    needsDraw: ({ context }) => needsDraw(context.testForActivating),
    // 000 §4: PREGNANCY when the test notifies about pregnancy and the customer was not yet notified
    mustNotifyPregnancy: ({ context }) =>
      context.testForActivating?.notifyAboutPregnancy === true && !context.notifiedAboutPregnancy,
    // 000 §4: SHOW_QUEST_DRAW_POPUP for a package-59 test without a draw, not yet suggested
    shouldSuggestDraw: ({ context }) =>
      context.testForActivating?.packageId === MBD_SUGGESTION_PACKAGE_ID &&
      !context.testForActivating.hasMbd &&
      !context.mbdSuggested,
    // issue 23.5: neither a home kit nor a booked draw
    canBookDraw: ({ context }) =>
      context.testForActivating !== null &&
      !context.testForActivating.hasHomeKit &&
      !context.testForActivating.hasMbd,
  },
});
