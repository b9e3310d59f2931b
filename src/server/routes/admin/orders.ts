import { Hono } from 'hono';
import type { AppDeps } from '../../app';
import type { StaffEnv } from '../../http/staff-auth';

/** Store orders and order edits (issue 18; to be built). */
export function adminOrderRoutes(deps: AppDeps) {
  void deps;
  return new Hono<StaffEnv>();
}
