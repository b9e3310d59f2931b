import type { MiddlewareHandler } from 'hono';
import type { AppDeps } from '../app';
import { loadStaffAccess } from '../services/staff';
import { peerAddress } from './client-address';
import { jsonError } from './errors';
import { staffSessionFromCookie } from './staff-auth';

const LOOPBACK = /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3})$/;

/** True for the loopback interface; `undefined` (no socket: an in-process `app.request()`) is local too. */
export const isLoopback = (address: string | undefined) => address === undefined || LOOPBACK.test(address);

/**
 * Development pages that show other people's data (the outbox holds password-reset links) answer
 * only the machine itself, by the socket's address (a forwarded-for header can be forged), or a
 * signed-in administrator whose role covers the whole admin area. Anyone else gets the 404 a
 * production server gives.
 */
export function localOrAdministrator(deps: AppDeps): MiddlewareHandler {
  return async (c, next) => {
    if (isLoopback(peerAddress(c))) return next();
    const session = await staffSessionFromCookie(deps, c);
    const access = session?.secondFactorAt ? await loadStaffAccess(deps.db, session.staffId) : undefined;
    const administrator =
      access?.staff.kind === 'admin' &&
      access.patterns.some((p) => p.area === 'admin' && p.controller === null && p.action === null);
    if (administrator) return next();
    return jsonError(c, 404, 'Not found');
  };
}
