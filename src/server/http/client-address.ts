import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/** The peer address of the request, for per-address attempt limits. */
export function clientAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown'; // app.request() in tests has no socket
  }
}
