import { Hono } from 'hono';
import type { AppDeps } from '../../app';
import type { StaffEnv } from '../../http/staff-auth';

/** Issue 19, utility scripts, export queries and the discount report. */
export function adminDataRoutes(deps: AppDeps) {
  void deps;
  return new Hono<StaffEnv>();
}
