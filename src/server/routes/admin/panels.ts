import { Hono } from 'hono';
import type { AppDeps } from '../../app';
import type { StaffEnv } from '../../http/staff-auth';

/** Custom panels and the marker catalogue (issue 18; to be built). */
export function adminPanelRoutes(deps: AppDeps) {
  void deps;
  return new Hono<StaffEnv>();
}
