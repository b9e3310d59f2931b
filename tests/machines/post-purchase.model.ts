import type { postPurchaseMachine } from '../../machines/post-purchase.machine';
import { declareModel } from '../model/declared';

/** The token is stored and the Log In analytics event pushed (000 §4). */
const signIn = ['storeToken', 'pushLoginEvent'] as const;

/** Post-purchase hand-off, written from spec 000 §4 "Post-purchase hand-off", §7.1 and §8. */
export const postPurchaseDeclared = declareModel<typeof postPurchaseMachine>({
  states: {
    '': { initial: 'routing' },
    routing: {},
    // 000 §7.1: payload {purchaserId} or {orderId}
    purchaser: {
      tags: ['busy'],
      invoke: { src: 'getTokenByPurchaser', input: (context) => ({ purchaserId: context.purchaserId }) },
    },
    order: {
      tags: ['busy'],
      invoke: { src: 'getTokenByOrder', input: (context) => ({ orderId: context.orderId }) },
    },
    profile: { tags: ['busy'], invoke: { src: 'loadProfile' } },
    fallback: {},
    done: { type: 'final', entry: ['navigate'] },
  },
  transitions: [
    { from: 'routing', on: 'always', if: 'hasOrderId', to: 'order', cite: '000 §4' },
    { from: 'routing', on: 'always', if: 'hasPurchaserId', to: 'purchaser', cite: '000 §4' },
    { from: 'routing', on: 'always', to: 'fallback', cite: '000 §4' },
    { from: 'purchaser', on: 'done getTokenByPurchaser', to: 'profile', actions: signIn, cite: '000 §4' },
    { from: 'purchaser', on: 'error getTokenByPurchaser', to: 'fallback', cite: '000 §4' },
    { from: 'order', on: 'done getTokenByOrder', to: 'profile', actions: signIn, cite: '000 §4' },
    // 417: the buyer is a coach, sent to /admin/coach/orders-inventory
    {
      from: 'order',
      on: 'error getTokenByOrder',
      if: 'isExpectationFailed',
      to: 'done',
      actions: [{ type: 'setDestination', params: '/admin/coach/orders-inventory' }],
      cite: '000 §4, §8',
    },
    { from: 'order', on: 'error getTokenByOrder', to: 'fallback', cite: '000 §4' },
    // /customer/onboarding
    {
      from: 'profile',
      on: 'done loadProfile',
      to: 'done',
      actions: [{ type: 'setDestination', params: '/customer/onboarding' }],
      cite: '000 §4',
    },
    { from: 'profile', on: 'error loadProfile', to: 'fallback', cite: '000 §4' },
    // any other failure, by who is looking: /customer/summary/dashboard, /customer/onboarding, /customer/login
    {
      from: 'fallback',
      on: 'always',
      if: 'isActiveViewer',
      to: 'done',
      actions: [{ type: 'setDestination', params: '/customer/summary/dashboard' }],
      cite: '000 §4',
    },
    {
      from: 'fallback',
      on: 'always',
      if: 'isSignedInViewer',
      to: 'done',
      actions: [{ type: 'setDestination', params: '/customer/onboarding' }],
      cite: '000 §4',
    },
    {
      from: 'fallback',
      on: 'always',
      to: 'done',
      actions: [{ type: 'setDestination', params: '/customer/login' }],
      cite: '000 §4',
    },
  ],
  guards: {
    hasOrderId: ({ context }) => context.orderId !== undefined && context.orderId !== '',
    hasPurchaserId: ({ context }) => context.purchaserId !== undefined && context.purchaserId !== '',
    isExpectationFailed: ({ event }) => (event as { error?: { status?: number } }).error?.status === 417,
    isActiveViewer: ({ context }) => context.viewer === 'ACTIVE',
    isSignedInViewer: ({ context }) => context.viewer !== 'anonymous',
  },
});
