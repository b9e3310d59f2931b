import { GENERIC_FAILURE_MESSAGE } from '../../src/contract/error-messages';
import type { ErrorBody } from '../../src/contract/http';

export { GENERIC_FAILURE_MESSAGE };

/** What a machine or a view keeps of a failed call: every fact of the server's error body. */
export interface Failure {
  /** HTTP status when the error carries one (the app's ApiError does), otherwise undefined. */
  status: number | undefined;
  message: string;
  /** `issues` of a 400 body (`{ error, issues: [{ path, message }] }`) keyed by path; the first message wins. */
  fieldErrors: Record<string, string>;
  /** A 429's `retryAfterSeconds`: when the caller may try again. */
  retryAfterSeconds: number | undefined;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** Whether a value is the contract's error body (its `error` is all it must have). */
export function isErrorBody(value: unknown): value is ErrorBody {
  return isRecord(value) && typeof value.error === 'string';
}

/**
 * The HTTP status of whatever an invoked actor rejected with, read structurally so machines need
 * not import the app's HTTP client: `status`, `statusCode` or `response.status`.
 */
export function statusOf(error: unknown): number | undefined {
  if (!isRecord(error)) return undefined;
  for (const candidate of [
    error.status,
    error.statusCode,
    isRecord(error.response) ? error.response.status : undefined,
  ]) {
    if (typeof candidate === 'number') return candidate;
  }
  return undefined;
}

function fieldErrorsOf(issues: unknown): Record<string, string> {
  const fieldErrors: Record<string, string> = {};
  if (!Array.isArray(issues)) return fieldErrors;
  for (const issue of issues as unknown[]) {
    if (isRecord(issue) && typeof issue.path === 'string' && typeof issue.message === 'string')
      fieldErrors[issue.path] ??= issue.message;
  }
  return fieldErrors;
}

/**
 * The one reader of error bodies: finds the body wherever it sits (the error itself, its `body` as
 * the app's ApiError has it, or its `data` as a raw fetch error has it); without one, the error's
 * own message, then the generic sentence.
 */
export function describeFailure(error: unknown): Failure {
  const body = [
    error,
    isRecord(error) ? error.body : undefined,
    isRecord(error) ? error.data : undefined,
  ].find(isErrorBody);
  const retry = body?.retryAfterSeconds;
  const message =
    [body?.error, error instanceof Error ? error.message : undefined].find((text) => !!text) ??
    GENERIC_FAILURE_MESSAGE;
  return {
    status: statusOf(error),
    message,
    fieldErrors: fieldErrorsOf(body?.issues),
    retryAfterSeconds: typeof retry === 'number' && retry > 0 ? Math.ceil(retry) : undefined,
  };
}
