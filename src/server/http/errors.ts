import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ErrorBody, FieldIssue, UsePost } from '../../contract/http';

/** Thrown anywhere below a route; `app.onError` turns it into the JSON error body. */
export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly issues?: FieldIssue[],
    /** For a 429: when the caller may try again (the body's `retryAfterSeconds` and Retry-After). */
    readonly retryAfterSeconds?: number,
    /** The body's `code`, for an answer the browser acts on (e.g. ACCOUNT_NOT_ACTIVE). */
    readonly code?: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** Any zod error (classic or core) as the contract's field issues. */
export interface ZodLikeError {
  issues: readonly { path: readonly PropertyKey[]; message: string }[];
}

export function fieldIssues(error: ZodLikeError): FieldIssue[] {
  return error.issues.map((issue) => ({
    path: issue.path.length ? issue.path.map(String).join('.') : '(body)',
    message: issue.message,
  }));
}

/** The one 400 for bad input: `Invalid <each path once>` and every issue; throw it below a route. */
export function invalid(issues: FieldIssue[]): HttpError {
  return new HttpError(400, `Invalid ${[...new Set(issues.map((i) => i.path))].join(', ')}`, issues);
}

/** A request the contract's schema refused, as the same 400 `invalid` throws. */
export function badRequest(c: Context, error: ZodLikeError) {
  return httpErrorResponse(c, invalid(fieldIssues(error)));
}

/**
 * A spec GET that would change state, kept as an entry that does nothing: 405 with `Allow: POST` and
 * the POST path that does it (docs/decisions/security-platform.md).
 */
export function usePost(c: Context, path: string, error: string) {
  c.header('Allow', 'POST');
  const body: UsePost = { error, use: { method: 'POST', path } };
  return c.json(body, 405);
}

export function jsonError(
  c: Context,
  status: ContentfulStatusCode,
  error: string,
  issues?: FieldIssue[],
  code?: string,
) {
  const body: ErrorBody = { error, ...(issues ? { issues } : {}), ...(code ? { code } : {}) };
  return c.json(body, status);
}

/** An HttpError whose body carries `code` (no field issues). */
export const codedError = (status: ContentfulStatusCode, message: string, code: string) =>
  new HttpError(status, message, undefined, undefined, code);

/** A 429 with `retryAfterSeconds` in the body and a Retry-After header (RFC 9110 §10.2.3). */
export function tooManyRequests(c: Context, error: string, retryAfterSeconds: number) {
  c.header('Retry-After', String(retryAfterSeconds));
  const body: ErrorBody = { error, retryAfterSeconds };
  return c.json(body, 429);
}

/** The answer for an HttpError thrown below a route. */
export function httpErrorResponse(c: Context, err: HttpError) {
  if (err.retryAfterSeconds !== undefined) return tooManyRequests(c, err.message, err.retryAfterSeconds);
  return jsonError(c, err.status, err.message, err.issues, err.code);
}

/** A body that is not JSON (or not the form) the call takes: a 400 naming the body as a whole. */
export function unreadableBody(c: Context, message = 'The request body could not be read') {
  return jsonError(c, 400, message, [{ path: '(body)', message }]);
}
