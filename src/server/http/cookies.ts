import type { CookieOptions } from 'hono/utils/cookie';
import type { Config } from '../config';

/**
 * The options of every cookie the server sets: httpOnly, SameSite=Lax, and Secure in production
 * (served over HTTPS only), so no cookie can be set without them. `extra` adds a path or a lifetime.
 */
export function cookieOptions(config: Pick<Config, 'env'>, extra: CookieOptions = {}): CookieOptions {
  return { httpOnly: true, sameSite: 'Lax', secure: config.env === 'production', path: '/', ...extra };
}
