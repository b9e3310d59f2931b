import { sessionExpiryMachine } from '../../machines/session-expiry.machine';
import type { ModelSpec } from '../model/harness';

/** The model of the session-expiry machine, for its model test and its model test through the popup. */
export const sessionExpiryModel: ModelSpec<typeof sessionExpiryMachine> = {
  name: 'sessionExpiry',
  machine: sessionExpiryMachine,
  starts: [{ label: 'signed in', input: ({ now }) => ({ now }) }],
  actors: {
    // far from expiry, exactly at the warning, the last second, already over
    checkSession: { outputs: [{ seconds: 3600 }, { seconds: 60 }, { seconds: 1 }, { seconds: 0 }] },
    refreshProfile: { outputs: [undefined] },
  },
  // the countdown's exact value does not change what can happen next, only whether it is the last second
  project: ({ context }) => ({ lastSecond: context.secondsLeft <= 1 }),
};
