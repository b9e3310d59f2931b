import { Hono } from 'hono';
import { coachCallAccess } from '../../contract/admin';
import {
  analyticsQuery,
  assignCustomerRequest,
  assignNewCustomerRequest,
  assignTestToUserParams,
  coachApiPaths,
  customersWithResultsQuery,
  inventoryItemParams,
  inventoryPaths,
  inventoryQuery,
  multipassUrlQuery,
  reportCsvRequest,
  reportPdfRequest,
  teamScopeQuery,
  upgradeUrlQuery,
  type AvailablePlansResponse,
  type CoachTestsResponse,
  type CustomersWithResultsResponse,
  type InventoryItemResponse,
  type InventoryItemsResponse,
  type StoreUrl,
} from '../../contract/coach';
import { utcDayOf } from '../../domain/dates';
import type { AppDeps } from '../app';
import { requireStaff, type StaffEnv } from '../http/staff-auth';
import { validate } from '../http/validate';
import { analytics } from '../services/coach/analytics';
import { multipassUrl, upgradeUrl } from '../services/coach/company-store';
import {
  assignItem,
  assignNewCustomer,
  assignOldestOfPackage,
  availablePlans,
  coachOrders,
  inventoryList,
  inventorySummary,
  unassignItem,
} from '../services/coach/inventory';
import { customersWithResults, resultsCsv, resultsPdf } from '../services/coach/reports';
import { teamNutrition } from '../services/coach/team-nutrition';

// spec 001 §7 Coach (availablePlans, tests, assignTestToUser, reports), Inventory and store; the
// analytics and team-nutrition pages' calls. Every call is the token's company's only (404 otherwise).

export function coachStockRoutes(deps: AppDeps) {
  const { db } = deps;
  const coach = requireStaff(deps, { audience: 'coach', access: coachCallAccess.coach });
  const company = (c: { get(key: 'staff'): { company: { id: number } } }) => c.get('staff').company.id;
  const attachment = (name: string) => `attachment; filename="${name}"`;

  return new Hono<StaffEnv>()
    .get(coachApiPaths.availablePlans, coach, async (c) =>
      c.json<AvailablePlansResponse>({ plans: await availablePlans(db, company(c)) }),
    )
    .get(coachApiPaths.tests, coach, async (c) =>
      c.json<CoachTestsResponse>({ orders: await coachOrders(db, company(c)) }),
    )
    .post(coachApiPaths.assignTestToUser, coach, validate('param', assignTestToUserParams), async (c) => {
      const { customerId, packageId } = c.req.valid('param');
      const item = await assignOldestOfPackage(deps, company(c), customerId, packageId);
      return c.json<InventoryItemResponse>({ item });
    })

    .get(inventoryPaths.summary, coach, async (c) => c.json(await inventorySummary(db, company(c))))
    .get(inventoryPaths.items, coach, validate('query', inventoryQuery), async (c) =>
      c.json<InventoryItemsResponse>({
        items: await inventoryList(db, company(c), c.req.valid('query').sort),
      }),
    )
    .post(
      inventoryPaths.assignment,
      coach,
      validate('param', inventoryItemParams),
      validate('json', assignCustomerRequest),
      async (c) => {
        const item = await assignItem(
          deps,
          company(c),
          c.req.valid('param').id,
          c.req.valid('json').customerId,
        );
        return c.json<InventoryItemResponse>({ item });
      },
    )
    .delete(inventoryPaths.assignment, coach, validate('param', inventoryItemParams), async (c) =>
      c.json<InventoryItemResponse>({ item: await unassignItem(deps, company(c), c.req.valid('param').id) }),
    )
    .post(
      inventoryPaths.assignNewCustomer,
      coach,
      validate('param', inventoryItemParams),
      validate('json', assignNewCustomerRequest),
      async (c) => {
        const item = await assignNewCustomer(deps, company(c), c.req.valid('param').id, c.req.valid('json'));
        return c.json<InventoryItemResponse>({ item });
      },
    )

    .get(inventoryPaths.upgradeUrl, coach, validate('query', upgradeUrlQuery), async (c) =>
      c.json<StoreUrl>(await upgradeUrl(deps, company(c), c.req.valid('query'))),
    )
    .get(inventoryPaths.multipassUrl, coach, validate('query', multipassUrlQuery), (c) =>
      c.json<StoreUrl>(
        multipassUrl(deps, { staffId: c.get('staff').staff.id, companyId: company(c) }, c.req.valid('query')),
      ),
    )

    .get(coachApiPaths.customersWithResults, coach, validate('query', customersWithResultsQuery), async (c) =>
      c.json<CustomersWithResultsResponse>({
        customers: await customersWithResults(db, company(c), c.req.valid('query')),
      }),
    )
    .post(coachApiPaths.reportPdf, coach, validate('json', reportPdfRequest), async (c) => {
      const pdf = await resultsPdf(deps, company(c), c.req.valid('json').customerIds);
      c.header('Content-Type', 'application/pdf');
      c.header('Content-Disposition', attachment(`team-results-${utcDayOf(deps.now())}.pdf`));
      c.header('Cache-Control', 'no-store');
      return c.body(pdf);
    })
    .post(coachApiPaths.reportCsv, coach, validate('json', reportCsvRequest), async (c) => {
      const csv = await resultsCsv(db, company(c), c.req.valid('json'));
      c.header('Content-Type', 'text/csv; charset=utf-8');
      c.header('Content-Disposition', attachment(`team-results-${utcDayOf(deps.now())}.csv`));
      c.header('Cache-Control', 'no-store');
      return c.body(csv);
    })

    .get(coachApiPaths.analytics, coach, validate('query', analyticsQuery), async (c) =>
      c.json(await analytics(db, company(c), c.req.valid('query').teamId)),
    )
    .get(coachApiPaths.teamNutrition, coach, validate('query', teamScopeQuery), async (c) =>
      c.json(await teamNutrition(db, company(c), c.req.valid('query').teamId)),
    );
}
