import { Hono } from 'hono';
import { backOfficePaths as paths, idParam } from '../../../contract/back-office';
import { storeOrderPatch, storeOrdersQuery } from '../../../contract/back-office-customers';
import type { AppDeps } from '../../app';
import { requireAdmin } from '../../http/back-office';
import type { StaffEnv } from '../../http/staff-auth';
import { validate } from '../../http/validate';
import { editStoreOrder, listStoreOrders, storeOrderView } from '../../services/admin/orders';

/** Store orders and order edits (issue 18). */
export function adminOrderRoutes(deps: AppDeps) {
  const { db } = deps;
  return new Hono<StaffEnv>()
    .get(
      paths.storeOrders,
      requireAdmin(deps, 'storeOrderView'),
      validate('query', storeOrdersQuery),
      async (c) => c.json(await listStoreOrders(db, c.req.valid('query'))),
    )
    .get(paths.storeOrder, requireAdmin(deps, 'storeOrderView'), validate('param', idParam), async (c) =>
      c.json(await storeOrderView(db, c.req.valid('param').id)),
    )
    .patch(
      paths.storeOrder,
      requireAdmin(deps, 'storeOrderEdit'),
      validate('param', idParam),
      validate('json', storeOrderPatch),
      async (c) =>
        c.json(
          await editStoreOrder(db, c.get('staff'), c.req.valid('param').id, c.req.valid('json'), deps.now()),
        ),
    );
}
