import { z } from 'zod';
import { sent } from './text';

/** Every error the API answers has this body; a 400 names each bad field in `issues`. */
export const errorBody = z.object({
  error: sent(),
  issues: z.array(z.object({ path: sent(), message: sent() })).optional(),
});
export type ErrorBody = z.infer<typeof errorBody>;
export type FieldIssue = NonNullable<ErrorBody['issues']>[number];
