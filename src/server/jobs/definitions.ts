import { deletionJobs } from '../services/admin/deletion-jobs';
import { bulkJobs } from '../services/admin/bulk-jobs';
import { dataJobs } from '../services/admin/data-jobs';
import { integrationJobs } from '../services/admin/integrations-jobs';
import type { JobDefinition } from './runner';

/**
 * Every kind of job this server runs (issue 19), from each slice's list; a kind missing here fails its
 * jobs with "no job kind … on this server".
 */
export const jobDefinitions: readonly JobDefinition<never>[] = [
  ...deletionJobs,
  ...bulkJobs,
  ...dataJobs,
  ...integrationJobs,
];
