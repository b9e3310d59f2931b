import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/**
 * The socket's peer address; undefined only when the request came through no socket at all (an
 * in-process `app.request()`), 'unknown' for a socket that no longer knows its peer.
 */
export function peerAddress(c: Context): string | undefined {
  let remote;
  try {
    remote = getConnInfo(c).remote;
  } catch {
    return undefined;
  }
  return remote.address ?? 'unknown';
}

/** The peer address of the request, for per-address attempt limits. */
export function clientAddress(c: Context): string {
  return peerAddress(c) ?? 'unknown';
}
