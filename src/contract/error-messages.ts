// Error sentences the server sends and the browser shows, without zod: the browser's entry chunk
// reads them too (see membership-tags.ts).

/** A 401 for a token or cookie that no longer names a live session. */
export const SESSION_ENDED_MESSAGE = 'Your session has ended. Please log in again.';

/** What a failure without a readable message says, wherever it is shown. */
export const GENERIC_FAILURE_MESSAGE = 'Something went wrong. Please try again.';
