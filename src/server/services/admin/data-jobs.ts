import type { JobDefinition } from '../../jobs/runner';
import { exportJob } from './exports';
import { utilityScriptJob } from './scripts';

/** Issue 19, utility scripts, export queries and the discount report: the kinds of job this slice runs. */
export const dataJobs: readonly JobDefinition<never>[] = [
  utilityScriptJob as unknown as JobDefinition<never>,
  exportJob as unknown as JobDefinition<never>,
];
