import { Hono } from 'hono';
import type { AppDeps } from '../../app';
import type { StaffEnv } from '../../http/staff-auth';

/** View the product as a customer, read-only (issue 18; to be built). */
export function adminViewAsRoutes(deps: AppDeps) {
  void deps;
  return new Hono<StaffEnv>();
}
