import { createHash } from 'node:crypto';

/** One reference answer as sent: its JSON text and its version (a hash of that text). */
export interface CachedAnswer {
  body: string;
  etag: string;
}

export interface ReferenceCache {
  /** The answer kept under `key`, read through `load` when missing, invalidated or older than the max age. */
  answer(key: string, load: () => Promise<unknown>): Promise<CachedAnswer>;
  /** Drops every answer: the next request reads the tables again (call it after a write to reference data). */
  invalidate(): void;
}

/** How long another process's change to reference data may go unseen here. */
export const REFERENCE_MAX_AGE_MS = 60_000;

/**
 * Issue 22: reference data is served from memory. An answer is kept until `invalidate()` (a write in
 * this process) or for `maxAgeMs` at most, the bound within which a change made by another process
 * (or by a release's seeders) shows. Its ETag is a hash of its bytes, so a re-read that finds the same
 * data keeps the version clients hold.
 */
export function createReferenceCache(now: () => Date, maxAgeMs: number): ReferenceCache {
  let entries = new Map<string, { answer: Promise<CachedAnswer>; readAt: number }>();
  return {
    answer(key, load) {
      const at = now().getTime();
      const kept = entries.get(key);
      if (kept && at - kept.readAt < maxAgeMs && at >= kept.readAt) return kept.answer;
      const current = entries;
      const answer = load().then((value) => {
        const body = JSON.stringify(value);
        return { body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"` };
      });
      // a failed read is not kept; a read overtaken by `invalidate()` lands in the dropped map
      answer.catch(() => {
        if (current.get(key)?.answer === answer) current.delete(key);
      });
      current.set(key, { answer, readAt: at });
      return answer;
    },
    invalidate() {
      entries = new Map();
    },
  };
}
