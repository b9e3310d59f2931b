import { useActorRef } from '@xstate/react';
import { useEffect } from 'react';
import { type ActorRefFrom, fromPromise } from 'xstate';
import { type DrawRequest, testActivationMachine } from '../../../../machines/test-activation.machine';
import type { Address, Test } from '../../../contract/orders';
import { ordersApi, validateContact } from './orders-api';

export type TestActivationRef = ActorRefFrom<typeof testActivationMachine>;

/** The page's test-activation actor with the real calls; `onChanged` runs after each activation. */
export function useTestActivation(onChanged: () => void): TestActivationRef {
  const ref = useActorRef(
    testActivationMachine.provide({
      actors: {
        activateTest: fromPromise<
          { activatedTest: Test; previousActivatedTest: Test | null },
          { testId: number }
        >(({ input, signal }) => ordersApi.activateTest(input.testId, signal)),
        validateContact: fromPromise<
          { phone: string; address: Address },
          { phone: string; address: Address }
        >(({ input, signal }) => validateContact(input, signal)),
        bookDraw: fromPromise<{ test: Test }, DrawRequest & { testId: number }>(({ input, signal }) =>
          ordersApi.activateMbd(input, signal),
        ),
      },
    }),
  );
  useEffect(() => {
    const subscription = ref.on('orders.changed', onChanged);
    return () => subscription.unsubscribe();
  }, [ref, onChanged]);
  return ref;
}
