import type { JobDefinition } from '../../jobs/runner';

/** Issue 19, deletion requests and the audit status log: the kinds of job this slice runs. */
export const deletionJobs: readonly JobDefinition<never>[] = [];
