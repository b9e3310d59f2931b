import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { Config } from '../config';
import { cookieOptions } from './cookies';

/**
 * A browser that has signed in to an account before carries this proof (an HMAC of the account id
 * under the JWT secret): the right password from it passes a per-account lock that strangers caused.
 */
const COOKIE = { customer: 'hs_device', staff: 'hs_staff_device' } as const;
type Kind = keyof typeof COOKIE;
const ONE_YEAR_SECONDS = 365 * 86_400;

const proof = (config: Pick<Config, 'auth'>, kind: Kind, id: number) =>
  createHmac('sha256', config.auth.jwtSecret).update(`device:${kind}:${id}`).digest('base64url');

export function setDeviceCookie(c: Context, config: Pick<Config, 'auth' | 'env'>, kind: Kind, id: number) {
  setCookie(c, COOKIE[kind], proof(config, kind, id), cookieOptions(config, { maxAge: ONE_YEAR_SECONDS }));
}

/** Whether this request comes from a browser that has signed in to account `id` before. */
export function isKnownDevice(c: Context, config: Pick<Config, 'auth'>, kind: Kind, id: number): boolean {
  const presented = Buffer.from(getCookie(c, COOKIE[kind]) ?? '');
  const expected = Buffer.from(proof(config, kind, id));
  return presented.length === expected.length && timingSafeEqual(presented, expected);
}
