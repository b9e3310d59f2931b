import { Hono } from 'hono';
import { backOfficePaths as paths, idParam } from '../../../contract/back-office';
import {
  AUDIT_CSV_MAX_ROWS,
  auditLogQuery,
  deletionDecisionRequest,
  deletionRequestsQuery,
  type AuditStaffList,
  type DeletionRequestDetail,
  type DeletionRequestsPage,
} from '../../../contract/back-office-deletion';
import { utcDayOf } from '../../../domain/dates';
import type { AppDeps } from '../../app';
import { requireAdmin } from '../../http/back-office';
import type { StaffEnv } from '../../http/staff-auth';
import { validate } from '../../http/validate';
import { auditCsvChunks, auditStaff } from '../../services/admin/audit';
import { decideDeletion, deletionRequestDetail, listDeletionRequests } from '../../services/admin/deletion';

/** Issue 19, deletion requests and the audit status log (docs/decisions/back-office-deletion.md). */
export function adminDeletionRoutes(deps: AppDeps) {
  const { db } = deps;
  return new Hono<StaffEnv>()
    .get(
      paths.deletionRequests,
      requireAdmin(deps, 'deletionRequestsList'),
      validate('query', deletionRequestsQuery),
      async (c) => c.json<DeletionRequestsPage>(await listDeletionRequests(db, c.req.valid('query'))),
    )
    .get(
      paths.deletionRequest,
      requireAdmin(deps, 'deletionRequestsList'),
      validate('param', idParam),
      async (c) => c.json<DeletionRequestDetail>(await deletionRequestDetail(db, c.req.valid('param').id)),
    )
    .post(
      paths.deletionRequestDecision,
      requireAdmin(deps, 'deletionRequestsDecide'),
      validate('param', idParam),
      validate('json', deletionDecisionRequest),
      async (c) => {
        const request = await decideDeletion(
          deps,
          c.get('staff'),
          c.req.valid('param').id,
          c.req.valid('json'),
        );
        // "erase now" moved the job's time: let the runner claim it without waiting for its poll
        deps.jobs.wake();
        return c.json<DeletionRequestDetail>(request);
      },
    )
    .get(paths.auditStaff, requireAdmin(deps, 'auditView'), async (c) =>
      c.json<AuditStaffList>({ items: await auditStaff(db) }),
    )
    .get(paths.auditCsv, requireAdmin(deps, 'auditView'), validate('query', auditLogQuery), (c) => {
      const { page: _page, pageSize: _pageSize, ...filter } = c.req.valid('query');
      const chunks = auditCsvChunks(db, filter, AUDIT_CSV_MAX_ROWS);
      const encoder = new TextEncoder();
      const iterator = chunks[Symbol.asyncIterator]();
      const body = new ReadableStream<Uint8Array>({
        async pull(controller) {
          const next = await iterator.next();
          if (next.done) controller.close();
          else controller.enqueue(encoder.encode(next.value));
        },
      });
      c.header('Content-Type', 'text/csv; charset=utf-8');
      c.header('Content-Disposition', `attachment; filename="audit-${utcDayOf(deps.now())}.csv"`);
      c.header('Cache-Control', 'no-store');
      return c.body(body);
    });
}
