import { Hono } from 'hono';
import type { AppDeps } from '../../app';
import type { StaffEnv } from '../../http/staff-auth';

/** Admin home widgets, analytics and the demo area (issue 18; to be built). */
export function adminInsightRoutes(deps: AppDeps) {
  void deps;
  return new Hono<StaffEnv>();
}
