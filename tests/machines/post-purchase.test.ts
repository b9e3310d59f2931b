import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, toPromise } from 'xstate';
import type { ActivationState, Customer } from '../../src/contract/auth';
import {
  POST_PURCHASE_ROUTES,
  postPurchaseMachine,
  type PostPurchaseInput,
} from '../../machines/post-purchase.machine';
import type { TokenGrant } from '../../machines/shared/token';
import { apiError, customer, grant } from './support';

interface Answers {
  byPurchaser?: TokenGrant | Error;
  byOrder?: TokenGrant | Error;
  profile?: Customer | Error;
}

function settle<T>(answer: T | Error | undefined): Promise<T> {
  if (answer === undefined) return Promise.reject(new Error('unexpected call'));
  return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer);
}

async function handOff(input: PostPurchaseInput, answers: Answers) {
  const calls: string[] = [];
  const actor = createActor(
    postPurchaseMachine.provide({
      actors: {
        getTokenByPurchaser: fromPromise<TokenGrant, { purchaserId: string }>(({ input: body }) => {
          calls.push(`getTokenByPurchaser ${body.purchaserId}`);
          return settle(answers.byPurchaser);
        }),
        getTokenByOrder: fromPromise<TokenGrant, { orderId: string }>(({ input: body }) => {
          calls.push(`getTokenByOrder ${body.orderId}`);
          return settle(answers.byOrder);
        }),
        loadProfile: fromPromise(() => {
          calls.push('loadProfile');
          return settle(answers.profile);
        }),
      },
      actions: {
        storeToken: (_, token) => calls.push(`storeToken ${token.access_token}`),
        pushLoginEvent: () => calls.push('pushLoginEvent'),
        navigate: (_, destination) => calls.push(`navigate ${destination}`),
      },
    }),
    { input },
  ).start();
  const output = await toPromise(actor);
  return { output, calls, snapshot: actor.getSnapshot() };
}

const token = grant('purchase-token', 3600, 'refresh-1');
const failure = apiError(500, { error: 'Server error' });

describe('postPurchaseMachine', () => {
  it('purchaser id: token, stored, Log In event, profile, then onboarding', async () => {
    const { output, calls, snapshot } = await handOff(
      { purchaserId: 'p-42', viewer: 'anonymous' },
      { byPurchaser: token, profile: customer('PURCHASE') },
    );
    expect(calls).toEqual([
      'getTokenByPurchaser p-42',
      'storeToken purchase-token',
      'pushLoginEvent',
      'loadProfile',
      'navigate /customer/onboarding',
    ]);
    expect(output).toEqual({ destination: POST_PURCHASE_ROUTES.onboarding });
    expect(snapshot.value).toBe('done');
    expect(snapshot.context.destination).toBe('/customer/onboarding');
  });

  it('order id: the same through the order call', async () => {
    const { output, calls } = await handOff(
      { orderId: '1001', viewer: 'anonymous' },
      { byOrder: token, profile: customer('PURCHASE') },
    );
    expect(calls).toEqual([
      'getTokenByOrder 1001',
      'storeToken purchase-token',
      'pushLoginEvent',
      'loadProfile',
      'navigate /customer/onboarding',
    ]);
    expect(output.destination).toBe('/customer/onboarding');
  });

  it('prefers the order id when both ids are given', async () => {
    const { calls } = await handOff(
      { purchaserId: 'p-42', orderId: '1001', viewer: 'anonymous' },
      { byOrder: token, profile: customer() },
    );
    expect(calls[0]).toBe('getTokenByOrder 1001');
  });

  it('sends a 417 on the order call to the coach orders page', async () => {
    const { output, calls } = await handOff(
      { orderId: '1001', viewer: 'ACTIVE' },
      { byOrder: apiError(417, { error: 'Expectation failed' }) },
    );
    expect(output.destination).toBe('/admin/coach/orders-inventory');
    expect(calls).toEqual(['getTokenByOrder 1001', 'navigate /admin/coach/orders-inventory']);
  });

  it.each<[ActivationState | 'anonymous', string]>([
    ['ACTIVE', '/customer/summary/dashboard'],
    ['ONBOARDING_REQUIRED', '/customer/onboarding'],
    ['PURCHASE', '/customer/onboarding'],
    ['anonymous', '/customer/login'],
  ])('sends %s viewers to %s on any other failure', async (viewer, destination) => {
    const byOrder = await handOff({ orderId: '1001', viewer }, { byOrder: failure });
    expect(byOrder.output.destination).toBe(destination);
    const byPurchaser = await handOff({ purchaserId: 'p-42', viewer }, { byPurchaser: failure });
    expect(byPurchaser.output.destination).toBe(destination);
    expect(byPurchaser.calls).not.toContain('storeToken purchase-token');
  });

  it('falls back the same way when the profile fails to load after the token', async () => {
    const { output, calls } = await handOff(
      { purchaserId: 'p-42', viewer: 'anonymous' },
      { byPurchaser: token, profile: new Error('500') },
    );
    expect(calls).toContain('pushLoginEvent');
    expect(output.destination).toBe('/customer/login');
  });

  it('falls back at once when neither id is given', async () => {
    const { output, calls } = await handOff({ viewer: 'ACTIVE' }, {});
    expect(calls).toEqual(['navigate /customer/summary/dashboard']);
    expect(output.destination).toBe('/customer/summary/dashboard');
  });
});
