/**
 * Raw readings the declared models' guard rules share (never the machines' own helpers): what a
 * failed call rejected with, as the app's ApiError carries it (a status and the error body).
 */
export interface Rejection {
  status?: number;
  code?: string;
  body?: { code?: string };
}

/** The rejection of an `error <src>` event (or of an event that carries one, as stream.fail). */
export const rejectionOf = (event: unknown): Rejection | undefined => (event as { error?: Rejection }).error;

/** The HTTP status of that rejection, when it has one. */
export const rejectedStatus = (event: unknown): number | undefined => rejectionOf(event)?.status;

/**
 * An action a failed call runs with its rejection as `{ error }` (a declared row's action with
 * params, compared on every run): the failure shown is the call's own, 001 §8.
 */
export const withCallError = (type: string) => ({
  type,
  params: ({ event }: { event: unknown }) => ({ error: rejectionOf(event) }),
});
