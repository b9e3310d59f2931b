import { Hono } from 'hono';
import { backOfficePaths, idParam } from '../../../contract/back-office';
import {
  jobFileParams,
  jobLogQuery,
  jobsQuery,
  type JobLogPage,
  type JobsPage,
  type JobView,
} from '../../../contract/back-office-jobs';
import type { AppDeps } from '../../app';
import { requireAdmin } from '../../http/back-office';
import type { StaffEnv } from '../../http/staff-auth';
import { validate } from '../../http/validate';
import { cancelJob, jobFile, jobLog, jobView, listJobs } from '../../services/admin/jobs';

/** The jobs of the back office (issue 19): list, one job, its log, cancel, its files. */
export function adminJobRoutes(deps: AppDeps) {
  const { db, jobs } = deps;
  const p = backOfficePaths;
  const guard = requireAdmin(deps, 'anyAdmin');
  return new Hono<StaffEnv>()
    .get(p.jobs, guard, validate('query', jobsQuery), async (c) =>
      c.json<JobsPage>(await listJobs(db, jobs, c.get('staff'), c.req.valid('query'))),
    )
    .get(p.job, guard, validate('param', idParam), async (c) =>
      c.json<{ job: JobView }>({ job: await jobView(db, jobs, c.get('staff'), c.req.valid('param').id) }),
    )
    .get(p.jobLog, guard, validate('param', idParam), validate('query', jobLogQuery), async (c) =>
      c.json<JobLogPage>(
        await jobLog(db, jobs, c.get('staff'), c.req.valid('param').id, c.req.valid('query')),
      ),
    )
    .post(p.jobCancel, guard, validate('param', idParam), async (c) =>
      c.json<{ job: JobView }>({
        job: await cancelJob(db, jobs, c.get('staff'), c.req.valid('param').id, deps.now()),
      }),
    )
    .get(p.jobFile, guard, validate('param', jobFileParams), async (c) => {
      const { id, name } = c.req.valid('param');
      const file = await jobFile(db, jobs, c.get('staff'), id, name);
      return c.body(file.content as Uint8Array<ArrayBuffer>, 200, {
        'content-type': file.contentType,
        'content-disposition': `attachment; filename="${file.name}"`,
        'cache-control': 'no-store',
      });
    });
}
