import { Hono } from 'hono';
import {
  backOfficePaths as paths,
  idParam,
  pageQuery,
  withReason,
  type AuditPage,
} from '../../../contract/back-office';
import {
  addAddonRequest,
  addonParams,
  addonsQuery,
  customersQuery,
  noteEditRequest,
  noteParams,
  noteRequest,
  type CustomersResponse,
} from '../../../contract/back-office-customers';
import type { AppDeps } from '../../app';
import { requireAdmin } from '../../http/back-office';
import { badRequest } from '../../http/errors';
import type { StaffEnv } from '../../http/staff-auth';
import { validate } from '../../http/validate';
import { searchCustomers } from '../../services/customers';
import { addAddon, customerAddons, listAddons, removeAddon } from '../../services/admin/addons';
import { listAudit } from '../../services/admin/audit';
import { customerOr404, customerView } from '../../services/admin/customers';
import { addNote, deleteNote, editNote } from '../../services/admin/notes';

/** A removal may say why (the audit keeps it); the body itself is optional. */
const optionalReason = withReason.partial().optional();

/** Customers: the list, one customer, notes, audit and add-ons (issue 18). */
export function adminCustomerRoutes(deps: AppDeps) {
  const { db } = deps;
  return new Hono<StaffEnv>()
    .get(
      paths.customers,
      requireAdmin(deps, 'customersList'),
      validate('query', customersQuery),
      async (c) => {
        const query = c.req.valid('query');
        const { items, total } = await searchCustomers(db, query, deps.now());
        const body: CustomersResponse = { items, total, page: query.page, pageSize: query.pageSize };
        return c.json(body);
      },
    )
    .get(paths.customer, requireAdmin(deps, 'customersView'), validate('param', idParam), async (c) =>
      c.json(await customerView(db, c.req.valid('param').id, deps.now())),
    )
    .get(
      paths.customerAudit,
      requireAdmin(deps, 'customersView'),
      validate('param', idParam),
      validate('query', pageQuery),
      async (c) => {
        const { id } = c.req.valid('param');
        await customerOr404(db, id);
        const body: AuditPage = await listAudit(db, { customerId: id }, c.req.valid('query'));
        return c.json(body);
      },
    )
    .post(
      paths.customerNotes,
      requireAdmin(deps, 'customersNotes'),
      validate('param', idParam),
      validate('json', noteRequest),
      async (c) => {
        const note = await addNote(
          db,
          c.get('staff'),
          c.req.valid('param').id,
          c.req.valid('json').body,
          deps.now(),
        );
        return c.json({ note }, 201);
      },
    )
    .patch(
      paths.customerNote,
      requireAdmin(deps, 'customersNotes'),
      validate('param', noteParams),
      validate('json', noteEditRequest),
      async (c) =>
        c.json({
          note: await editNote(db, c.get('staff'), c.req.valid('param'), c.req.valid('json'), deps.now()),
        }),
    )
    .delete(
      paths.customerNote,
      requireAdmin(deps, 'customersNotes'),
      validate('param', noteParams),
      async (c) => {
        // the body is optional: a DELETE without one is a removal without a reason
        const raw = await c.req.text();
        let json: unknown;
        try {
          json = raw ? JSON.parse(raw) : undefined;
        } catch {
          json = null;
        }
        const parsed = optionalReason.safeParse(json);
        if (!parsed.success) return badRequest(c, parsed.error);
        await deleteNote(db, c.get('staff'), c.req.valid('param'), parsed.data?.reason, deps.now());
        return c.body(null, 204);
      },
    )
    .get(
      paths.customerAddons,
      requireAdmin(deps, 'customersAddons'),
      validate('param', idParam),
      async (c) => {
        const { id } = c.req.valid('param');
        await customerOr404(db, id);
        return c.json(await customerAddons(db, id));
      },
    )
    .post(
      paths.customerAddons,
      requireAdmin(deps, 'customersAddons'),
      validate('param', idParam),
      validate('json', addAddonRequest),
      async (c) =>
        c.json(
          await addAddon(db, c.get('staff'), c.req.valid('param').id, c.req.valid('json'), deps.now()),
          201,
        ),
    )
    .delete(
      paths.customerAddon,
      requireAdmin(deps, 'customersAddons'),
      validate('param', addonParams),
      validate('json', withReason),
      async (c) => {
        const { id, tag } = c.req.valid('param');
        return c.json(
          await removeAddon(db, c.get('staff'), id, { tag, reason: c.req.valid('json').reason }, deps.now()),
        );
      },
    )
    .get(paths.addons, requireAdmin(deps, 'customersAddons'), validate('query', addonsQuery), async (c) =>
      c.json(await listAddons(db, c.req.valid('query'))),
    );
}
