import type { storeLinkMachine } from '../../machines/store-link.machine';
import { declareModel, type EmitArgs } from '../model/declared';

/** The link the store call answered: the browser goes there (000 §2.2). */
const answeredLink = ({ event }: EmitArgs) => (event as { output?: { link?: string } }).output?.link;

/** The store redirect screen, written from spec 000 §2.2, §7.1 (store link) and §8. */
export const storeLinkDeclared = declareModel<typeof storeLinkMachine>({
  states: {
    '': { initial: 'routing' },
    routing: {},
    // 000 §7.1: GET /api/customer/store/{store}/auth-link?url= — the store's name and the url asked for
    fetching: {
      tags: ['busy'],
      invoke: { src: 'getLink', input: (context) => ({ store: context.store, url: context.url }) },
    },
    // 000 §2.2: the browser goes to the link the store call returned
    redirecting: { tags: ['busy'], entry: [{ type: 'openLink', params: answeredLink }] },
    reloading: { tags: ['busy'], entry: ['reloadPage'] },
    failed: {},
    login: { entry: ['goToLogin'] },
  },
  transitions: [
    { from: 'routing', on: 'always', if: 'isSignedIn', to: 'fetching', cite: '000 §2.2' },
    { from: 'routing', on: 'always', to: 'login' },
    { from: 'fetching', on: 'done getLink', to: 'redirecting', actions: ['setLink'], cite: '000 §2.2' },
    // 000 §8: a failure reloads the page; on the reloaded page a second failure shows the error
    // (the spec is silent on a lasting failure: it must not reload forever)
    { from: 'fetching', on: 'error getLink', if: 'canReload', to: 'reloading', cite: '000 §2.2, §8' },
    {
      from: 'fetching',
      on: 'error getLink',
      to: 'failed',
      actions: [
        {
          type: 'setFailure',
          params: ({ event }: EmitArgs) => ({ error: (event as { error?: unknown }).error }),
        },
      ],
    },
    { from: 'failed', on: 'link.retry', to: 'fetching' },
  ],
  guards: {
    isSignedIn: ({ context }) => context.signedIn,
    canReload: ({ context }) => !context.reloaded,
  },
});
