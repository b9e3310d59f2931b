import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { CONTROL_CHARACTERS_MESSAGE, hasControlCharacters } from '../../contract/text';
import { httpErrorResponse, invalid, jsonError } from './errors';

/** Any request body unless its path is raised: the largest JSON form the app sends is a few kilobytes. */
export const DEFAULT_BODY_MAX_BYTES = 64 * 1024;
/** What a multipart body adds around its files (boundaries, part headers, small fields). */
export const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
// Percent-encoded C0, DEL and C1 (U+0080-U+009F is C2 80-9F in UTF-8); raw ones never pass Node's parser.
const ENCODED_CONTROL = /%(?:[01][0-9a-f]|7f|c2%[89][0-9a-f])/i;

const megabytes = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${Math.round(bytes / 1024 / 1024)} MB` : `${Math.round(bytes / 1024)} KB`;

export function bodyTooLarge(c: Context, max: number) {
  return jsonError(c, 413, `The request body is too large: at most ${megabytes(max)} here.`);
}

/** The query parameter (or `(path)`) whose decoded value holds a control character. */
function fieldWithControlCharacters(url: string): string | undefined {
  const query = url.indexOf('?');
  const path = query < 0 ? url : url.slice(0, query);
  if (ENCODED_CONTROL.test(path)) return '(path)';
  if (query < 0) return undefined;
  for (const [key, value] of new URLSearchParams(url.slice(query + 1))) {
    if (hasControlCharacters(key)) return '(query)';
    if (hasControlCharacters(value)) return key;
  }
  return undefined;
}

/**
 * One cheap guard in front of every route (notes/backend.md: a global `bodyLimit` cut throughput
 * 3-4×, so this one never touches the body of a request that declares its length):
 * - a path or query string with a control character is a 400 naming the query parameter or `(path)`,
 *   as the contract's `line()` would (route params and queries some routes read without a schema);
 * - a POST/PUT/PATCH/DELETE body over its path's limit is a 413 before anything reads it: a declared
 *   Content-Length is compared, and only a body without one (chunked) is read through a capped stream.
 */
export function requestLimits(
  raised: Readonly<Record<string, number>> = {},
  fallback = DEFAULT_BODY_MAX_BYTES,
): MiddlewareHandler {
  // A raised path may be a route pattern (`/teams/:id/logo`): each `:name` is one path segment.
  const patterns = Object.entries(raised)
    .filter(([path]) => path.includes('/:'))
    .map(([path, max]) => ({
      re: new RegExp(`^${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:\w+/g, '[^/]+')}$`),
      max,
    }));
  const limitOf = (path: string) => raised[path] ?? patterns.find((p) => p.re.test(path))?.max ?? fallback;
  const streamed = new Map<number, MiddlewareHandler>();
  const capped = (max: number) => {
    let limit = streamed.get(max);
    if (!limit) {
      limit = bodyLimit({ maxSize: max, onError: (c) => bodyTooLarge(c, max) });
      streamed.set(max, limit);
    }
    return limit;
  };
  return async (c, next) => {
    const url = c.req.url;
    if (ENCODED_CONTROL.test(url)) {
      const field = fieldWithControlCharacters(url);
      if (field) return httpErrorResponse(c, invalid([{ path: field, message: CONTROL_CHARACTERS_MESSAGE }]));
    }
    if (!BODY_METHODS.has(c.req.method)) return next();
    const max = limitOf(c.req.path);
    const length = c.req.header('content-length');
    if (length !== undefined && c.req.header('transfer-encoding') === undefined)
      return Number(length) <= max ? next() : bodyTooLarge(c, max);
    return capped(max)(c, next);
  };
}
