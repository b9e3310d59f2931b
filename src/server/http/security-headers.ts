import type { MiddlewareHandler } from 'hono';
import type { Config } from '../config';
import { isApiPath } from '../web';
import { ENTRY_LOADER_CSP_SOURCE } from './entry-loader';

// Styles: Panda ships a stylesheet, but React style attributes and ECharts' SVG need inline style.
const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  // the one inline script: the loader of the app's entry on a page the server drew (http/entry-loader.ts)
  `script-src 'self' ${ENTRY_LOADER_CSP_SOURCE}`,
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "worker-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

const HEADERS: Record<string, string> = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
};

// A year, subdomains included: production is served over HTTPS only (behind its TLS proxy).
const HSTS = 'max-age=31536000; includeSubDomains';

/** The headers every answer carries (HSTS in production). */
export const securityHeadersOf = (config: Pick<Config, 'env'>): Readonly<Record<string, string>> =>
  config.env === 'production' ? { ...HEADERS, 'Strict-Transport-Security': HSTS } : HEADERS;

/**
 * Set before `next()`: headers added after it cost a large part of the throughput (notes/backend.md).
 * API answers default to `no-store` (tokens, accounts, health data); the calls that may be cached
 * (reference data, public blood content, hashed assets) set their own Cache-Control, which wins.
 */
export function securityHeaders(config: Pick<Config, 'env'>): MiddlewareHandler {
  const headers = securityHeadersOf(config);
  return async (c, next) => {
    for (const name in headers) c.header(name, headers[name]);
    if (isApiPath(c.req.path) || c.req.path.startsWith('/dev-outbox')) c.header('Cache-Control', 'no-store');
    await next();
  };
}
