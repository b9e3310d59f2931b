import { Hono } from 'hono';
import { membershipPaths, type MembershipConfiguration } from '../../contract/membership';
import type { AppDeps } from '../app';
import { requireCustomer, type CustomerEnv } from '../http/customer-auth';
import { membershipConfiguration, membershipsOf } from '../services/membership';

/** spec 000 §7.3 / 001 §7: the membership configuration, computed from the stored periods. */
export function membershipRoutes(deps: AppDeps) {
  return new Hono<CustomerEnv>().get(membershipPaths.subscriptions, requireCustomer(deps), async (c) => {
    const rows = await membershipsOf(deps.db, c.get('customer').customerId);
    const body: MembershipConfiguration = membershipConfiguration(rows, deps.now(), deps.config.storeUrl);
    return c.json(body);
  });
}
