import { Hono } from 'hono';
import type { AppDeps } from '../../app';
import type { StaffEnv } from '../../http/staff-auth';

/** Issue 19, deletion requests and the audit status log. */
export function adminDeletionRoutes(deps: AppDeps) {
  void deps;
  return new Hono<StaffEnv>();
}
