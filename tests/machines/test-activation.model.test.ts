import { testActivationMachine } from '../../machines/test-activation.machine';
import { describeModel } from '../model/harness';
import { testActivationDeclared } from './test-activation.model';
import { apiError } from './support';
import {
  activatedTest,
  draw,
  homeKitTest,
  labTest,
  lockedActivated,
  pregnancyLabTest,
  pregnancyTest,
  ultimateLabTest,
  ultimatePregnancyTest,
  ultimateTest,
} from './test-activation.fixtures';

describeModel<typeof testActivationMachine>({
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
  model: testActivationDeclared,
  project: ({ context }) => ({
    test: context.testForActivating?.id ?? null,
    from: context.testFromActivating?.id ?? null,
    notified: context.notifiedAboutPregnancy,
    suggested: context.mbdSuggested,
    failed: context.failure !== undefined,
  }),
});
