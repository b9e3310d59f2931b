import { Hono } from 'hono';
import { backOfficePaths, idParam, withReason } from '../../../contract/back-office';
import {
  discountReportQuery,
  exportQueryRequest,
  scriptNameParam,
  scriptRunRequest,
  type DiscountReportResponse,
  type ExportQueriesResponse,
  type ExportQueryResponse,
  type JobStarted,
  type ScriptsResponse,
} from '../../../contract/back-office-data';
import type { AppDeps } from '../../app';
import { requireAdmin } from '../../http/back-office';
import type { StaffEnv } from '../../http/staff-auth';
import { validate } from '../../http/validate';
import { discountReport, discountReportCsv } from '../../services/admin/discount-report';
import {
  createExportQuery,
  deleteExportQuery,
  exportQueryDetail,
  listExportQueries,
  runExportQuery,
  updateExportQuery,
} from '../../services/admin/exports';
import { SCRIPTS, startScript } from '../../services/admin/scripts';

/** Issue 19, utility scripts, export queries and the discount report (docs/decisions/back-office-data.md). */
export function adminDataRoutes(deps: AppDeps) {
  const { db, jobs } = deps;
  const p = backOfficePaths;
  const scripts = requireAdmin(deps, 'utilityScripts');
  const exports = requireAdmin(deps, 'exportQueries');
  const report = requireAdmin(deps, 'discountReport');
  return new Hono<StaffEnv>()
    .get(p.scripts, scripts, (c) => c.json<ScriptsResponse>({ items: [...SCRIPTS] }))
    .post(
      p.scriptRuns,
      scripts,
      validate('param', scriptNameParam),
      validate('json', scriptRunRequest),
      async (c) => {
        const jobId = await startScript(
          db,
          jobs,
          c.get('staff'),
          c.req.valid('param').name,
          c.req.valid('json'),
          deps.now(),
        );
        return c.json<JobStarted>({ jobId }, 201);
      },
    )
    .get(p.exportQueries, exports, async (c) =>
      c.json<ExportQueriesResponse>(await listExportQueries(db, c.get('staff'))),
    )
    .post(p.exportQueries, exports, validate('json', exportQueryRequest), async (c) =>
      c.json<ExportQueryResponse>(
        { query: await createExportQuery(db, c.get('staff'), c.req.valid('json'), deps.now()) },
        201,
      ),
    )
    .get(p.exportQuery, exports, validate('param', idParam), async (c) =>
      c.json<ExportQueryResponse>({
        query: await exportQueryDetail(db, c.get('staff'), c.req.valid('param').id),
      }),
    )
    .put(
      p.exportQuery,
      exports,
      validate('param', idParam),
      validate('json', exportQueryRequest),
      async (c) =>
        c.json<ExportQueryResponse>({
          query: await updateExportQuery(
            db,
            c.get('staff'),
            c.req.valid('param').id,
            c.req.valid('json'),
            deps.now(),
          ),
        }),
    )
    .delete(p.exportQuery, exports, validate('param', idParam), validate('json', withReason), async (c) =>
      c.json<ExportQueryResponse>({
        query: await deleteExportQuery(
          db,
          c.get('staff'),
          c.req.valid('param').id,
          c.req.valid('json').reason,
          deps.now(),
        ),
      }),
    )
    .post(p.exportQueryRuns, exports, validate('param', idParam), async (c) =>
      c.json<JobStarted>(
        { jobId: await runExportQuery(db, jobs, c.get('staff'), c.req.valid('param').id) },
        201,
      ),
    )
    .get(p.discountReport, report, validate('query', discountReportQuery), async (c) =>
      c.json<DiscountReportResponse>(await discountReport(db, c.req.valid('query'), deps.now())),
    )
    .get(p.discountReportCsv, report, validate('query', discountReportQuery), async (c) => {
      const body = await discountReport(db, c.req.valid('query'), deps.now());
      return c.body(discountReportCsv(body), 200, {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="discounts-used-${body.from}-to-${body.to}.csv"`,
        'cache-control': 'no-store',
      });
    });
}
