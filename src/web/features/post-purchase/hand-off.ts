import { fromPromise, sendTo, type Actor } from 'xstate';
import type { TokenSet } from '../../../contract/auth';
import { authPaths } from '../../../contract/auth-paths';
import {
  postPurchaseMachine,
  type PostPurchaseDestination,
  type PostPurchaseInput,
} from '../../../../machines/post-purchase.machine';
import type { TokenGrant } from '../../../../machines/shared/token';
import { analytics } from '../../lib/analytics';
import { apiFetch } from '../../lib/api';
import type { AuthRef } from '../../lib/app-actors';
import { whenProfileSettles } from '../../lib/auth-actor';

const handOffToken = (url: string, body: object, signal: AbortSignal) =>
  apiFetch<{ jwtToken: TokenSet }>(url, { method: 'POST', body, signal, bearer: 'none' }).then(
    (answer) => answer.jwtToken,
  );

/**
 * The post-purchase machine with the app's effects: the token calls, the token handed to the auth
 * actor (which stores it and loads the profile), the Log In analytics event, navigation.
 */
export function postPurchaseLogic(auth: AuthRef, navigate: (to: PostPurchaseDestination) => void) {
  return postPurchaseMachine.provide({
    actors: {
      getTokenByPurchaser: fromPromise<TokenGrant, { purchaserId: string }>(({ input, signal }) =>
        handOffToken(authPaths.postPurchaseToken, input, signal),
      ),
      getTokenByOrder: fromPromise<TokenGrant, { orderId: string }>(({ input, signal }) =>
        handOffToken(authPaths.postPurchaseTokenByOrderId, input, signal),
      ),
      loadProfile: fromPromise(() => whenProfileSettles(auth)),
    },
    actions: {
      storeToken: sendTo(auth, (_, token: TokenGrant) => ({ type: 'auth.token' as const, token })),
      pushLoginEvent: () => analytics.track({ name: 'Log In', method: 'post-purchase' }),
      navigate: (_, destination: PostPurchaseDestination | undefined) => {
        if (destination) navigate(destination);
      },
    },
  });
}

type HandOff = Actor<ReturnType<typeof postPurchaseLogic>>;
const running = new Map<string, HandOff>();

/**
 * Starts the hand-off for this page's ids once: purchaserIds are single-use, so a second start
 * (React's development double effects, a re-render) must not spend the id again. The entry goes
 * when the hand-off ends, so coming back to the page starts afresh.
 */
export function startHandOff(key: string, create: () => HandOff) {
  if (running.has(key)) return;
  const actor = create();
  running.set(key, actor);
  actor.subscribe({ complete: () => running.delete(key), error: () => running.delete(key) });
  actor.start();
}

export type { PostPurchaseInput };
