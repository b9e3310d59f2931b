import { Hono } from 'hono';
import {
  backOfficePaths,
  BACK_OFFICE_MESSAGES,
  type AuditPage,
  type HomeResponse,
} from '../../../contract/back-office';
import {
  analyticsQuery,
  demoPersonaParam,
  demoResetRequest,
  type AnalyticsResponse,
  type DemoResetResponse,
  type DemoResponse,
} from '../../../contract/back-office-insights';
import type { AppDeps } from '../../app';
import { requireAdmin } from '../../http/back-office';
import { jsonError } from '../../http/errors';
import type { StaffEnv } from '../../http/staff-auth';
import { validate } from '../../http/validate';
import { analytics } from '../../services/admin/analytics';
import { listAudit } from '../../services/admin/audit';
import { demoPersonas, resetDemoPersona } from '../../services/admin/demo';
import { auditLogQuery } from '../../../contract/back-office-deletion';
import { homeWidgets } from '../../services/admin/home';

/** Admin home widgets, the audit, analytics and the demo area (issue 18). */
export function adminInsightRoutes(deps: AppDeps) {
  const { db } = deps;
  // The demo area exists only where demo data is on: elsewhere it answers as if it were not there.
  const demoOff = () => !deps.config.demoData;
  return (
    new Hono<StaffEnv>()
      .get(backOfficePaths.home, requireAdmin(deps, 'anyAdmin'), async (c) =>
        c.json<HomeResponse>({ widgets: await homeWidgets(db, c.get('staff').patterns, deps.now()) }),
      )
      // Issue 19 (deletion slice) adds the status log's filters: admin, customer, action, dates.
      .get(
        backOfficePaths.audit,
        requireAdmin(deps, 'auditView'),
        validate('query', auditLogQuery),
        async (c) => {
          const { page, pageSize, ...filter } = c.req.valid('query');
          return c.json<AuditPage>(await listAudit(db, filter, { page, pageSize }));
        },
      )
      .get(
        backOfficePaths.analytics,
        requireAdmin(deps, 'analyticsView'),
        validate('query', analyticsQuery),
        async (c) => c.json<AnalyticsResponse>(await analytics(db, c.req.valid('query').weeks, deps.now())),
      )
      .get(backOfficePaths.demo, requireAdmin(deps, 'demoView'), async (c) => {
        if (demoOff()) return jsonError(c, 404, BACK_OFFICE_MESSAGES.notFound);
        return c.json<DemoResponse>({ items: await demoPersonas(db) });
      })
      .post(
        backOfficePaths.demoReset,
        requireAdmin(deps, 'demoReset'),
        async (c, next) => (demoOff() ? jsonError(c, 404, BACK_OFFICE_MESSAGES.notFound) : next()),
        validate('param', demoPersonaParam),
        validate('json', demoResetRequest),
        async (c) => {
          const now = deps.now();
          const done = await resetDemoPersona(
            db,
            c.get('staff'),
            c.req.valid('param').persona,
            c.req.valid('json').reason,
            { log: deps.log, now, publicUrl: deps.config.publicUrl },
          );
          return c.json<DemoResetResponse>(done);
        },
      )
  );
}
