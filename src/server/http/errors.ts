import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ErrorBody, FieldIssue } from '../../contract/http';

/** Thrown anywhere below a route; `app.onError` turns it into the JSON error body. */
export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly issues?: FieldIssue[],
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

export function badRequest(c: Context, error: ZodLikeError) {
  const issues = fieldIssues(error);
  const body: ErrorBody = { error: `Invalid ${issues.map((i) => i.path).join(', ')}`, issues };
  return c.json(body, 400);
}

export function jsonError(c: Context, status: ContentfulStatusCode, error: string, issues?: FieldIssue[]) {
  const body: ErrorBody = issues ? { error, issues } : { error };
  return c.json(body, status);
}

/** A body that is not JSON (or not the form) the call takes: a 400 naming the body as a whole. */
export function unreadableBody(c: Context, message = 'The request body could not be read') {
  return jsonError(c, 400, message, [{ path: '(body)', message }]);
}
