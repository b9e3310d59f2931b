import { postPurchaseMachine } from '../../machines/post-purchase.machine';
import { describeModel } from '../model/harness';
import { postPurchaseDeclared } from './post-purchase.model';
import { apiError, customer, grant } from './support';

const token = grant('purchase-token', 3600, 'refresh-1');
const serverError = apiError(500, { error: 'Server error' });

describeModel<typeof postPurchaseMachine>({
  name: 'postPurchase',
  machine: postPurchaseMachine,
  model: postPurchaseDeclared,
  starts: [
    { label: 'purchaser, anonymous', input: () => ({ purchaserId: 'p-42', viewer: 'anonymous' }) },
    { label: 'order, active', input: () => ({ orderId: '1001', viewer: 'ACTIVE' }) },
    { label: 'order, onboarding', input: () => ({ orderId: '1001', viewer: 'ONBOARDING_REQUIRED' }) },
    { label: 'no id, anonymous', input: () => ({ viewer: 'anonymous' }) },
  ],
  actors: {
    getTokenByPurchaser: { outputs: [token], errors: [serverError] },
    getTokenByOrder: {
      outputs: [token],
      errors: [apiError(417, { error: 'Expectation failed' }), serverError],
    },
    loadProfile: { outputs: [customer('PURCHASE')], errors: [serverError] },
  },
  project: ({ context }) => ({ destination: context.destination ?? null }),
});
