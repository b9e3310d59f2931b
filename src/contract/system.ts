import { z } from 'zod';
import { sent } from './text';

export const systemPaths = {
  health: '/api/health',
} as const;

export const healthResponse = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
  version: sent(),
});
export type HealthResponse = z.infer<typeof healthResponse>;
