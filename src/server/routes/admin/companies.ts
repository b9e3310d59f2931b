import { Hono } from 'hono';
import type { CompaniesResponse } from '../../../contract/admin';
import { backOfficePaths as paths } from '../../../contract/back-office';
import type { AppDeps } from '../../app';
import { requireAdmin } from '../../http/back-office';
import type { StaffEnv } from '../../http/staff-auth';
import { listCompanies } from '../../services/staff';

/** Companies, their coaches, stock and orders (issue 18). */
export function adminCompanyRoutes(deps: AppDeps) {
  return new Hono<StaffEnv>().get(paths.companies, requireAdmin(deps, 'companiesList'), async (c) => {
    const body: CompaniesResponse = { items: await listCompanies(deps.db) };
    return c.json(body);
  });
}
