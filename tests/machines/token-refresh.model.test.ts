import {
  CHAT_TOKEN_THRESHOLD_SECONDS,
  COOKIE_REFRESH_DEBOUNCE_MS,
  TOKEN_REFRESH_THRESHOLD_SECONDS,
  tokenRefreshMachine,
} from '../../machines/token-refresh.machine';
import { describeModel } from '../model/harness';
import { grant } from './support';
import { tokenRefreshDeclared } from './token-refresh.model';

/** Where the held token stands against the two thresholds (000 §9: 300 s default; 100 s chat). */
function standing(expiresAt: number | undefined, now: number) {
  if (expiresAt === undefined) return 'none';
  const left = expiresAt - now;
  if (left <= 0) return 'expired';
  if (left <= CHAT_TOKEN_THRESHOLD_SECONDS * 1000) return 'critical';
  if (left <= TOKEN_REFRESH_THRESHOLD_SECONDS * 1000) return 'stale';
  return 'fresh';
}

describeModel<typeof tokenRefreshMachine>({
  name: 'tokenRefresh',
  machine: tokenRefreshMachine,
  model: tokenRefreshDeclared,
  starts: [{ label: 'default threshold', input: ({ now }) => ({ now }) }],
  events: {
    'token.request': [
      { type: 'token.request', requestId: 'call' },
      { type: 'token.request', requestId: 'chat', minValiditySeconds: CHAT_TOKEN_THRESHOLD_SECONDS },
    ],
    'token.set': [
      { type: 'token.set', token: grant('login', 3600, 'refresh-1') },
      { type: 'token.set', token: grant('short', 200, 'refresh-1') },
      { type: 'token.set', token: grant('cookie-only', 200) },
      { type: 'token.set', token: grant('dead', 0) },
    ],
  },
  actors: {
    refreshByCookie: { outputs: [grant('by-cookie', 3600)] },
    refreshByToken: { outputs: [grant('by-refresh-token', 3600, 'refresh-2')] },
  },
  project: ({ context }, now) => ({
    token: standing(context.expiresAt, now),
    refreshToken: context.refreshToken !== undefined,
    cookieDebounced:
      context.cookieRefreshAt !== undefined && now - context.cookieRefreshAt < COOKIE_REFRESH_DEBOUNCE_MS,
    waiters: Math.min(context.waiters.length, 2),
  }),
});
