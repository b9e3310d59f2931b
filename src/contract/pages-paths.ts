// The public page calls' paths without zod (see ./auth-paths.ts); ./pages.ts re-exports them.
export const pagePaths = {
  userLocation: '/api/pages/publicPage/userLocation',
} as const;
