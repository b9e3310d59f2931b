import { testActivationMachine, type DrawRequest } from '../../machines/test-activation.machine';
import type { Test } from '../../src/contract/orders';
import type { ModelSpec } from '../model/harness';
import { apiError } from './support';

/** A test as GET purchaseHistory/orders answers it: an available Essentials test by default. */
export function orderTest(overrides: Partial<Test> = {}): Test {
  return {
    id: 101,
    orderId: 11,
    packageId: 12,
    title: 'Essentials',
    image: '/images/packages/default.svg',
    purchasedAt: '2026-10-01T12:00:00.000Z',
    orderStatus: 'placed',
    isActivated: false,
    activatedAt: null,
    hasMbd: false,
    mbdScheduledAt: null,
    isRescheduleAvailable: false,
    hasHomeKit: false,
    shouldPreventActivationWithoutMbd: false,
    notifyAboutPregnancy: false,
    resultReceived: false,
    ...overrides,
  };
}

/** The test already activated before the flow: a booked draw that can still be moved by default. */
export function activatedTest(overrides: Partial<Test> = {}): Test {
  return orderTest({
    id: 90,
    orderId: 9,
    title: 'Essentials',
    isActivated: true,
    activatedAt: '2026-11-01T12:00:00.000Z',
    hasMbd: true,
    mbdScheduledAt: '2026-12-01T15:00:00.000Z',
    isRescheduleAvailable: true,
    ...overrides,
  });
}

export const homeKitTest = orderTest({ id: 102, packageId: 15, title: 'Home Kit', hasHomeKit: true });
export const labTest = orderTest({ id: 103, shouldPreventActivationWithoutMbd: true });
export const ultimateTest = orderTest({ id: 104, packageId: 59, title: 'Ultimate' });
export const pregnancyTest = orderTest({ id: 105, title: 'Women’s Health', notifyAboutPregnancy: true });
/** Both notices: pregnancy first, then the draw popup. */
export const ultimatePregnancyTest = orderTest({
  id: 106,
  packageId: 59,
  title: 'Ultimate',
  notifyAboutPregnancy: true,
});
/** A test that needs a draw and notifies about pregnancy: the notice stands before the draw steps. */
export const pregnancyLabTest = orderTest({
  id: 107,
  title: 'Women’s Health',
  notifyAboutPregnancy: true,
  shouldPreventActivationWithoutMbd: true,
});
/** A package-59 test that needs a draw: the draw popup stands before the draw steps. */
export const ultimateLabTest = orderTest({
  id: 108,
  packageId: 59,
  title: 'Ultimate',
  shouldPreventActivationWithoutMbd: true,
});
export const lockedActivated = activatedTest({ isRescheduleAvailable: false });

export const draw: DrawRequest = {
  scheduledAt: '2026-12-03T15:00:00.000Z',
  phone: '+1 415 555 0100',
  address: { line1: '1 Main St', city: 'Boston', state: 'MA', zip: '02110', country: 'US' },
};

/** The model test's spec (events, fake answers, projection), shared with the UI model test. */
export const testActivationModel: ModelSpec<typeof testActivationMachine> = {
  name: 'testActivation',
  machine: testActivationMachine,
  events: {
    // one start per branch of 000 §4 (the demo personas' situations)
    'activation.start': [
      { type: 'activation.start', test: homeKitTest, activatedTest: activatedTest() },
      { type: 'activation.start', test: labTest, activatedTest: null },
      { type: 'activation.start', test: labTest, activatedTest: activatedTest() },
      { type: 'activation.start', test: ultimateTest, activatedTest: null },
      { type: 'activation.start', test: pregnancyTest, activatedTest: null },
      { type: 'activation.start', test: ultimatePregnancyTest, activatedTest: null },
      { type: 'activation.start', test: homeKitTest, activatedTest: lockedActivated },
      // the notices in front of the draw steps
      { type: 'activation.start', test: pregnancyLabTest, activatedTest: null },
      { type: 'activation.start', test: pregnancyLabTest, activatedTest: activatedTest() },
      { type: 'activation.start', test: ultimateLabTest, activatedTest: null },
      { type: 'activation.start', test: ultimateLabTest, activatedTest: activatedTest() },
    ],
    'draw.submit': [{ type: 'draw.submit', draw }],
  },
  actors: {
    activateTest: {
      outputs: [
        { activatedTest: { ...homeKitTest, isActivated: true }, previousActivatedTest: activatedTest() },
        // a lab test: a home draw can still be booked after activation (issue 23.5)
        {
          activatedTest: { ...labTest, shouldPreventActivationWithoutMbd: false, isActivated: true },
          previousActivatedTest: null,
        },
      ],
      errors: [apiError(409, { error: 'This test was already used.' })],
    },
    validateContact: {
      outputs: [{ phone: '+14155550100', address: draw.address }],
      errors: [
        apiError(400, {
          error: 'Invalid address',
          issues: [{ path: 'address.zip', message: 'Enter a 5-digit ZIP code' }],
        }),
      ],
    },
    bookDraw: {
      outputs: [{ test: { ...labTest, isActivated: true, hasMbd: true } }],
      errors: [apiError(0, { error: 'We could not reach the server. Check your connection.' })],
    },
  },
  project: ({ context }) => ({
    test: context.testForActivating?.id ?? null,
    from: context.testFromActivating?.id ?? null,
    notified: context.notifiedAboutPregnancy,
    suggested: context.mbdSuggested,
    failed: context.failure !== undefined,
  }),
};
