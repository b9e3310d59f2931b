import type { Db } from '../db';
import { activeSession, stillOpen, type OpenSession } from './sessions';

export interface SessionCache {
  /** The open session `id`, from memory when read less than the max age ago, else from the database. */
  read(id: string, now: Date): Promise<OpenSession | undefined>;
  /** Its idle deadline was just written (a slide): keep the cached copy in step. */
  slid(id: string, idleExpiresAt: Date): void;
  /** Forgets every session: called after each write this process answers (a sign-out, a block, a new state). */
  clear(): void;
}

// Sessions read in the last max age are few; past this many, the oldest are not worth a lookup.
const MAX_ENTRIES = 10_000;

/**
 * Issue 22 (docs/decisions.md): a signed-in read checks its session in memory when this process read
 * it less than `maxAgeMs` ago. Every write this process answers clears the whole cache, so here a
 * sign-out, a password change or a block is honoured by the next request; one made by another process
 * (several API processes on one PostgreSQL) or a background job is honoured within `maxAgeMs`.
 * Deadlines (idle, view-as) are checked against `now` on every read, cached or not.
 */
export function createSessionCache(db: Db, maxAgeMs: number): SessionCache {
  let entries = new Map<string, { session: OpenSession; readAt: number }>();
  let generation = 0;
  return {
    async read(id, now) {
      const at = now.getTime();
      const kept = maxAgeMs > 0 ? entries.get(id) : undefined;
      if (kept && at - kept.readAt < maxAgeMs && at >= kept.readAt)
        return stillOpen(kept.session, now) ? kept.session : undefined;
      const readIn = generation;
      const session = await activeSession(db, id, now);
      // a read that a write overtook may hold what the write changed: not kept
      if (session && maxAgeMs > 0 && readIn === generation) {
        if (entries.size >= MAX_ENTRIES) entries = new Map();
        entries.set(id, { session, readAt: at });
      }
      return session;
    },
    slid(id, idleExpiresAt) {
      const kept = entries.get(id);
      if (kept) kept.session = { ...kept.session, idleExpiresAt };
    },
    clear() {
      generation++;
      entries = new Map();
    },
  };
}
