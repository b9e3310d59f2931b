import type { MiddlewareHandler } from 'hono';
import { backOfficeAccess, type BackOfficeAccessKey } from '../../contract/back-office';
import type { AppDeps } from '../app';
import { requireStaff, type StaffEnv } from './staff-auth';

/**
 * Guards a back-office call (issue 18): an admin token, the x-company-id of its permitted company and
 * the roleAccesses entry `access` names (contract/back-office.ts backOfficeCalls lists which call needs which).
 */
export function requireAdmin(deps: AppDeps, access: BackOfficeAccessKey): MiddlewareHandler<StaffEnv> {
  return requireStaff(deps, { audience: 'admin', access: backOfficeAccess[access] });
}
