import { Hono } from 'hono';
import { backOfficePaths as paths, idParam } from '../../../contract/back-office';
import {
  addCoachRequest,
  addStockRequest,
  coachAccessRequest,
  coachLinkRequest,
  companiesQuery,
  companyCoachParam,
  createCompanyRequest,
  renameCompanyRequest,
} from '../../../contract/back-office-dna';
import type { AppDeps } from '../../app';
import { requireAdmin } from '../../http/back-office';
import type { StaffEnv } from '../../http/staff-auth';
import { validate } from '../../http/validate';
import {
  addCoach,
  addStock,
  companyDetail,
  companyOrders,
  createCompany,
  listCompaniesPage,
  renameCompany,
  resendCoachLink,
  setCoachAccess,
} from '../../services/admin/companies';

/** Companies, their coaches, stock and orders (issue 18). */
export function adminCompanyRoutes(deps: AppDeps) {
  const { db } = deps;
  return new Hono<StaffEnv>()
    .get(paths.companies, requireAdmin(deps, 'companiesList'), validate('query', companiesQuery), async (c) =>
      c.json(await listCompaniesPage(db, c.req.valid('query'))),
    )
    .post(
      paths.companies,
      requireAdmin(deps, 'companiesEdit'),
      validate('json', createCompanyRequest),
      async (c) => {
        const row = await createCompany(db, c.get('staff'), c.req.valid('json').name, deps.now());
        return c.json(await companyDetail(db, row.id), 201);
      },
    )
    .get(paths.company, requireAdmin(deps, 'companiesList'), validate('param', idParam), async (c) =>
      c.json(await companyDetail(db, c.req.valid('param').id)),
    )
    .patch(
      paths.company,
      requireAdmin(deps, 'companiesEdit'),
      validate('param', idParam),
      validate('json', renameCompanyRequest),
      async (c) => {
        const { id } = c.req.valid('param');
        await renameCompany(db, c.get('staff'), id, c.req.valid('json'), deps.now());
        return c.json(await companyDetail(db, id));
      },
    )
    .post(
      paths.companyCoaches,
      requireAdmin(deps, 'companiesEdit'),
      validate('param', idParam),
      validate('json', addCoachRequest),
      async (c) => {
        const { id } = c.req.valid('param');
        await addCoach(deps, c.get('staff'), id, c.req.valid('json'), deps.now());
        return c.json(await companyDetail(db, id), 201);
      },
    )
    .patch(
      paths.companyCoach,
      requireAdmin(deps, 'companiesEdit'),
      validate('param', companyCoachParam),
      validate('json', coachAccessRequest),
      async (c) => {
        const ids = c.req.valid('param');
        await setCoachAccess(db, c.get('staff'), ids, c.req.valid('json'), deps.now());
        return c.json(await companyDetail(db, ids.id));
      },
    )
    .post(
      paths.companyCoachLink,
      requireAdmin(deps, 'companiesEdit'),
      validate('param', companyCoachParam),
      validate('json', coachLinkRequest),
      async (c) => {
        const ids = c.req.valid('param');
        await resendCoachLink(deps, c.get('staff'), ids, c.req.valid('json').reason, deps.now());
        return c.json(await companyDetail(db, ids.id));
      },
    )
    .post(
      paths.companyInventory,
      requireAdmin(deps, 'companiesEdit'),
      validate('param', idParam),
      validate('json', addStockRequest),
      async (c) => {
        const { id } = c.req.valid('param');
        await addStock(db, c.get('staff'), id, c.req.valid('json'), deps.now());
        return c.json(await companyDetail(db, id));
      },
    )
    .get(paths.companyOrders, requireAdmin(deps, 'companiesOrders'), validate('param', idParam), async (c) =>
      c.json(await companyOrders(db, c.req.valid('param').id)),
    );
}
