import { Hono } from 'hono';
import type { AppDeps } from '../../app';
import type { StaffEnv } from '../../http/staff-auth';

/** Issue 19, the CRM integration and partner keys. */
export function adminIntegrationRoutes(deps: AppDeps) {
  void deps;
  return new Hono<StaffEnv>();
}
