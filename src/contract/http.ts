import { z } from 'zod';
import { sent } from './text';

/** Every error the API answers has this body; a 400 names each bad field in `issues`. */
export const errorBody = z.object({
  error: sent(),
  issues: z.array(z.object({ path: sent(), message: sent() })).optional(),
  /** On a 429: seconds until the caller may try again (also in the Retry-After header). */
  retryAfterSeconds: z.number().int().positive().optional(),
  /** A fact the browser acts on, e.g. ACCOUNT_NOT_ACTIVE (src/contract/onboarding.ts). */
  code: sent().optional(),
});
export type ErrorBody = z.infer<typeof errorBody>;
export type FieldIssue = NonNullable<ErrorBody['issues']>[number];

/** The answer of a spec GET kept for compatibility whose action moved to a POST. */
export interface UsePost {
  error: string;
  use: { method: 'POST'; path: string };
}
