import { Hono } from 'hono';
import type { AppDeps } from '../../app';
import type { StaffEnv } from '../../http/staff-auth';

/** Issue 19, cSV import and bulk user actions. */
export function adminBulkRoutes(deps: AppDeps) {
  void deps;
  return new Hono<StaffEnv>();
}
