import type { Context } from 'hono';
import type { CachedAnswer } from '../services/reference-cache';

/** Whether an If-None-Match header (a list, weak or strong, or `*`) names this ETag (RFC 9110 §13.1.2). */
function matches(ifNoneMatch: string | undefined, etag: string) {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t === etag || t === `W/${etag}`;
  });
}

/** A kept JSON answer with its ETag and Cache-Control, or 304 when the client holds this version. */
export function sendCached(c: Context, answer: CachedAnswer, cacheControl: string) {
  const headers = { 'Cache-Control': cacheControl, ETag: answer.etag };
  if (matches(c.req.header('if-none-match'), answer.etag)) return c.body(null, 304, headers);
  return c.body(answer.body, 200, { ...headers, 'Content-Type': 'application/json' });
}
