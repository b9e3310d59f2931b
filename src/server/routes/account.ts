import { Hono } from 'hono';
import { authPaths } from '../../contract/auth';
import type { AppDeps } from '../app';
import { requireCustomer, type CustomerEnv } from '../http/customer-auth';
import { jsonError } from '../http/errors';
import { findCustomer, toCustomer } from '../services/customers';

/** The account family (spec 000 §7.3); the rest of it arrives with the account and health profile. */
export function accountRoutes(deps: AppDeps) {
  return new Hono<CustomerEnv>().get(authPaths.customer, requireCustomer(deps), async (c) => {
    const row = await findCustomer(deps.db, c.get('customer').customerId);
    if (!row) return jsonError(c, 401, 'Your session has ended. Please log in again.');
    return c.json(toCustomer(row));
  });
}
