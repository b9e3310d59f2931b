import { assign, fromPromise, setup } from 'xstate';
import type { ActivationState, Customer } from '../src/contract/auth';
import { statusOf } from './shared/failure';
import { notProvided } from './shared/not-provided';
import type { TokenGrant } from './shared/token';

/**
 * Post-purchase hand-off (spec 000 §4, §7.1, §8).
 *
 * With `orderId`: `getTokenByOrder`; otherwise with `purchaserId`: `getTokenByPurchaser`. A token
 * is stored (`storeToken`), the Log In analytics event pushed (`pushLoginEvent`), the profile
 * loaded (`loadProfile`) and the user sent to /customer/onboarding. A 417 on the order call sends
 * the user to /admin/coach/orders-inventory. Any other failure (including neither id, or a failed
 * profile load) falls back by who is looking: ACTIVE customers → /customer/summary/dashboard,
 * other signed-in customers → /customer/onboarding, anonymous visitors → /customer/login.
 *
 * The machine ends in the final state `done`, whose entry runs `navigate` with the destination;
 * `context.destination` and the machine's output carry it too.
 */
export const POST_PURCHASE_ROUTES = {
  onboarding: '/customer/onboarding',
  coachOrders: '/admin/coach/orders-inventory',
  dashboard: '/customer/summary/dashboard',
  login: '/customer/login',
} as const;

export type PostPurchaseDestination = (typeof POST_PURCHASE_ROUTES)[keyof typeof POST_PURCHASE_ROUTES];

export interface PostPurchaseInput {
  purchaserId?: string;
  orderId?: string;
  /** Who opened the hand-off: a signed-in customer's activation state, or 'anonymous'. */
  viewer: ActivationState | 'anonymous';
}

export interface PostPurchaseContext {
  purchaserId: string | undefined;
  orderId: string | undefined;
  viewer: ActivationState | 'anonymous';
  destination: PostPurchaseDestination | undefined;
}

export interface PostPurchaseOutput {
  destination: PostPurchaseDestination | undefined;
}

export const postPurchaseMachine = setup({
  types: {
    input: {} as PostPurchaseInput,
    context: {} as PostPurchaseContext,
    output: {} as PostPurchaseOutput,
  },
  actors: {
    getTokenByPurchaser: fromPromise<TokenGrant, { purchaserId: string }>(() =>
      notProvided('getTokenByPurchaser'),
    ),
    getTokenByOrder: fromPromise<TokenGrant, { orderId: string }>(() => notProvided('getTokenByOrder')),
    loadProfile: fromPromise<Customer>(() => notProvided('loadProfile')),
  },
  actions: {
    storeToken: (_, _token: TokenGrant) => {},
    pushLoginEvent: () => {},
    setDestination: assign((_, destination: PostPurchaseDestination) => ({ destination })),
    navigate: (_, _destination: PostPurchaseDestination | undefined) => {},
  },
  guards: {
    hasOrderId: ({ context }) => Boolean(context.orderId),
    hasPurchaserId: ({ context }) => Boolean(context.purchaserId),
    isExpectationFailed: (_, params: { error: unknown }) => statusOf(params.error) === 417,
    isActiveViewer: ({ context }) => context.viewer === 'ACTIVE',
    isSignedInViewer: ({ context }) => context.viewer !== 'anonymous',
  },
}).createMachine({
  id: 'postPurchase',
  initial: 'routing',
  context: ({ input }) => ({
    purchaserId: input.purchaserId,
    orderId: input.orderId,
    viewer: input.viewer,
    destination: undefined,
  }),
  output: ({ context }) => ({ destination: context.destination }),
  states: {
    routing: {
      always: [
        { guard: 'hasOrderId', target: 'order' },
        { guard: 'hasPurchaserId', target: 'purchaser' },
        { target: 'fallback' },
      ],
    },
    purchaser: {
      tags: ['busy'],
      invoke: {
        src: 'getTokenByPurchaser',
        // Stryker disable next-line StringLiteral: entered only when hasPurchaserId found one
        input: ({ context }) => ({ purchaserId: context.purchaserId ?? '' }),
        onDone: {
          target: 'profile',
          actions: [{ type: 'storeToken', params: ({ event }) => event.output }, 'pushLoginEvent'],
        },
        onError: 'fallback',
      },
    },
    order: {
      tags: ['busy'],
      invoke: {
        src: 'getTokenByOrder',
        // Stryker disable next-line StringLiteral: entered only when hasOrderId found one
        input: ({ context }) => ({ orderId: context.orderId ?? '' }),
        onDone: {
          target: 'profile',
          actions: [{ type: 'storeToken', params: ({ event }) => event.output }, 'pushLoginEvent'],
        },
        onError: [
          {
            guard: { type: 'isExpectationFailed', params: ({ event }) => ({ error: event.error }) },
            target: 'done',
            actions: { type: 'setDestination', params: POST_PURCHASE_ROUTES.coachOrders },
          },
          { target: 'fallback' },
        ],
      },
    },
    profile: {
      tags: ['busy'],
      invoke: {
        src: 'loadProfile',
        onDone: {
          target: 'done',
          actions: { type: 'setDestination', params: POST_PURCHASE_ROUTES.onboarding },
        },
        onError: 'fallback',
      },
    },
    fallback: {
      always: [
        {
          guard: 'isActiveViewer',
          target: 'done',
          actions: { type: 'setDestination', params: POST_PURCHASE_ROUTES.dashboard },
        },
        {
          guard: 'isSignedInViewer',
          target: 'done',
          actions: { type: 'setDestination', params: POST_PURCHASE_ROUTES.onboarding },
        },
        { target: 'done', actions: { type: 'setDestination', params: POST_PURCHASE_ROUTES.login } },
      ],
    },
    done: {
      type: 'final',
      entry: { type: 'navigate', params: ({ context }) => context.destination },
    },
  },
});
