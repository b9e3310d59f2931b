import type { JobDefinition } from '../../jobs/runner';

/** Issue 19, utility scripts, export queries and the discount report: the kinds of job this slice runs. */
export const dataJobs: readonly JobDefinition<never>[] = [];
