import type { JobDefinition } from '../../jobs/runner';

/** Issue 19, cSV import and bulk user actions: the kinds of job this slice runs. */
export const bulkJobs: readonly JobDefinition<never>[] = [];
