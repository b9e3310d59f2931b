import type { JobDefinition } from '../../jobs/runner';

/** Issue 19, the CRM integration and partner keys: the kinds of job this slice runs. */
export const integrationJobs: readonly JobDefinition<never>[] = [];
