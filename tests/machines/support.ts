import { SimulatedClock } from 'xstate';
import type { ActivationState, Customer } from '../../src/contract/auth';
import type { ErrorBody } from '../../src/contract/http';
import { DEFAULT_START_TIME } from '../model/harness';
import type { TokenGrant } from '../../machines/shared/token';

/** A simulated clock already at a realistic epoch time (machines keep absolute deadlines). */
export function simulatedClock(start = DEFAULT_START_TIME): SimulatedClock {
  const clock = new SimulatedClock();
  clock.increment(start);
  return clock;
}

/** Lets settled promises of invoked actors reach their machine. */
export function flush(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

/** A promise the test settles by hand, e.g. to hold a refresh in flight. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** What the app's ApiError looks like to machines: a status and the server's error body. */
export function apiError(status: number, body: ErrorBody) {
  return Object.assign(new Error(body.error), { status, body });
}

export function grant(access: string, expiresIn = 3600, refresh?: string): TokenGrant {
  return refresh === undefined
    ? { access_token: access, expires_in: expiresIn }
    : { access_token: access, expires_in: expiresIn, refresh_token: refresh };
}

export function customer(activationState: ActivationState = 'ACTIVE', id = 1): Customer {
  return {
    id,
    firstName: 'Alex',
    lastName: 'Rivera',
    email: 'active@demo.healthspan.test',
    photoSrc: null,
    activationState,
    permissions: ['summary', 'bloodwork', 'nutrition', 'age'],
    isDnaOnly: false,
    hasAccessToBru: true,
    allowedToSeeInnerAge: true,
    hasDiyOrderWithInnerAge: false,
    hasUnusedTest: false,
    canAddInnerAge: false,
    role: { name: 'customer', homePage: '/customer/summary/dashboard' },
  };
}
