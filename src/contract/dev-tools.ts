import { z } from 'zod';
import { sent } from './text';

/**
 * Development tools of non-production servers (404 in production): the inspector and the machine
 * catalogue ask `tools` whether they run on a development or test server, and read the model-test
 * coverage of the last run (`test-results/model-coverage.json`, written by tests/model).
 */
export const devToolsPaths = {
  tools: '/api/dev/tools',
  modelCoverage: '/api/dev/model-coverage',
} as const;

export const devToolsResponse = z.object({ environment: z.enum(['development', 'test']) });
export type DevToolsResponse = z.infer<typeof devToolsResponse>;

const count = z.object({ covered: z.number(), total: z.number() });

/** One machine's row, as tests/model/coverage.ts writes it. */
export const machineCoverage = z.object({
  machine: sent(),
  states: count,
  transitions: count,
  percent: z.number(),
  paths: z.number(),
  graph: z.object({ states: z.number(), edges: z.number(), edgesCovered: z.number() }),
  missing: z.object({ states: z.array(sent()), transitions: z.array(sent()) }),
  measuredAt: sent().optional(),
});
export type MachineCoverage = z.infer<typeof machineCoverage>;

/** `generatedAt: null` and no rows: the model tests have not run on this checkout. */
export const modelCoverageResponse = z.object({
  generatedAt: sent().nullable(),
  machines: z.array(machineCoverage),
});
export type ModelCoverageResponse = z.infer<typeof modelCoverageResponse>;
