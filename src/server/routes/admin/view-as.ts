import { Hono } from 'hono';
import { backOfficePaths, idParam } from '../../../contract/back-office';
import { viewAsRequest, type ViewAsTicketResponse } from '../../../contract/back-office-insights';
import type { AppDeps } from '../../app';
import { requireAdmin } from '../../http/back-office';
import type { StaffEnv } from '../../http/staff-auth';
import { validate } from '../../http/validate';
import { createViewAsTicket } from '../../services/admin/view-as';

/** View the product as a customer, read-only (issue 18): the back office hands out a one-time ticket. */
export function adminViewAsRoutes(deps: AppDeps) {
  return new Hono<StaffEnv>().post(
    backOfficePaths.viewAs,
    requireAdmin(deps, 'customersViewAs'),
    validate('param', idParam),
    validate('json', viewAsRequest),
    async (c) => {
      const ticket = await createViewAsTicket(
        deps.db,
        c.get('staff'),
        c.req.valid('param').id,
        c.req.valid('json').reason,
        deps.now(),
      );
      return c.json<ViewAsTicketResponse>({ ticket });
    },
  );
}
