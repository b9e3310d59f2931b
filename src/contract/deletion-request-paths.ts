// The customer's deletion request call without zod (see ./auth-paths.ts); ./back-office-deletion.ts re-exports it.
/** The customer's side: their request's state, asking (with their password) and withdrawing. */
export const deletionRequestPaths = {
  request: '/api/customer/v1/account/deletion-request',
} as const;
