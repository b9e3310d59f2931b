import type { AccessToken, TokenSet } from '../../src/contract/auth';

/**
 * A token as the API hands it out (spec 000 §7.1): `expires_in` is relative, in seconds; the
 * refresh token comes with logins, post-purchase hand-offs and refresh-token refreshes, not with
 * cookie refreshes.
 */
export type TokenGrant = AccessToken & Partial<Pick<TokenSet, 'refresh_token'>>;
