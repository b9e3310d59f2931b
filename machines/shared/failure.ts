import type { ErrorBody } from '../../src/contract/http';

/** What a machine keeps of a failed call: the server's message and its per-field messages. */
export interface Failure {
  /** HTTP status when the error carries one (the app's ApiError does), otherwise undefined. */
  status: number | undefined;
  message: string;
  /** `issues` of a 400 body (`{ error, issues: [{ path, message }] }`) keyed by path. */
  fieldErrors: Record<string, string>;
}

export const GENERIC_FAILURE_MESSAGE = 'Something went wrong. Please try again.';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function isErrorBody(value: unknown): value is ErrorBody {
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

/**
 * Reads an error body wherever it sits: the error itself, its `body` (the app's ApiError) or its
 * `data` (a raw fetch error); falls back to the error's message.
 */
export function describeFailure(error: unknown): Failure {
  const body = [
    error,
    isRecord(error) ? error.body : undefined,
    isRecord(error) ? error.data : undefined,
  ].find(isErrorBody);
  const fieldErrors: Record<string, string> = {};
  for (const issue of body?.issues ?? []) fieldErrors[issue.path] ??= issue.message;
  const message =
    body?.error ??
    (error instanceof Error && error.message ? error.message : undefined) ??
    GENERIC_FAILURE_MESSAGE;
  return { status: statusOf(error), message, fieldErrors };
}
