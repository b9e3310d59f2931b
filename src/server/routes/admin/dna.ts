import { Hono } from 'hono';
import type { AppDeps } from '../../app';
import type { StaffEnv } from '../../http/staff-auth';

/** DNA results and kits (issue 18; to be built). */
export function adminDnaRoutes(deps: AppDeps) {
  void deps;
  return new Hono<StaffEnv>();
}
