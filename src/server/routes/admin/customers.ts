import { Hono } from 'hono';
import { adminCustomersQuery, type AdminCustomersResponse } from '../../../contract/admin';
import { backOfficePaths as paths } from '../../../contract/back-office';
import type { AppDeps } from '../../app';
import { requireAdmin } from '../../http/back-office';
import type { StaffEnv } from '../../http/staff-auth';
import { validate } from '../../http/validate';
import { searchCustomers } from '../../services/customers';

/** Customers: the list, one customer, notes, audit and add-ons (issue 18). */
export function adminCustomerRoutes(deps: AppDeps) {
  return new Hono<StaffEnv>().get(
    paths.customers,
    requireAdmin(deps, 'customersList'),
    validate('query', adminCustomersQuery),
    async (c) => {
      const query = c.req.valid('query');
      const { items, total } = await searchCustomers(deps.db, query);
      const body: AdminCustomersResponse = { items, total, page: query.page, pageSize: query.pageSize };
      return c.json(body);
    },
  );
}
