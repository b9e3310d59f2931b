import { Hono } from 'hono';
import {
  adminCallAccess,
  adminCustomersQuery,
  adminPaths,
  type AdminCustomersResponse,
  type CompaniesResponse,
} from '../../contract/admin';
import type { AppDeps } from '../app';
import { requireStaff, type StaffEnv } from '../http/staff-auth';
import { validate } from '../http/validate';
import { searchCustomers } from '../services/customers';
import { listCompanies } from '../services/staff';

/** Back-office lists (spec 001 §2 /admin/customers, /admin/companies), each behind its roleAccesses pattern. */
export function adminDirectoryRoutes(deps: AppDeps) {
  return new Hono<StaffEnv>()
    .get(
      adminPaths.customers,
      requireStaff(deps, { audience: 'admin', access: adminCallAccess.customers }),
      validate('query', adminCustomersQuery),
      async (c) => {
        const query = c.req.valid('query');
        const { items, total } = await searchCustomers(deps.db, query);
        const body: AdminCustomersResponse = { items, total, page: query.page, pageSize: query.pageSize };
        return c.json(body);
      },
    )
    .get(
      adminPaths.companies,
      requireStaff(deps, { audience: 'admin', access: adminCallAccess.companies }),
      async (c) => {
        const body: CompaniesResponse = { items: await listCompanies(deps.db) };
        return c.json(body);
      },
    );
}
