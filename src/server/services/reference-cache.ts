import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';

/** Below this many bytes an answer goes uncompressed (hono's `compress` threshold). */
const GZIP_MIN_BYTES = 1024;

/** One reference answer as sent: its JSON text, encoded once, and its version (a hash of that text). */
export interface CachedAnswer {
  body: string;
  etag: string;
  bytes: Uint8Array<ArrayBuffer>;
  /** The bytes gzipped, for a client that accepts gzip; absent for a small answer. */
  gzip?: Uint8Array<ArrayBuffer>;
}

/** A JSON answer encoded once: its text, bytes, gzip (above the threshold) and a hash ETag. */
export function encodeAnswer(value: unknown): CachedAnswer {
  const body = JSON.stringify(value);
  const bytes = new TextEncoder().encode(body);
  return {
    body,
    etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`,
    bytes,
    gzip: bytes.byteLength < GZIP_MIN_BYTES ? undefined : new Uint8Array(gzipSync(bytes)),
  };
}

export interface ReferenceCache {
  /** The answer kept under `key`, read through `load` when missing, invalidated or older than the max age. */
  answer(key: string, load: () => Promise<unknown>): Promise<CachedAnswer>;
  /** The answer kept under `key` if it is read and fresh: the fast path's lookup (http/cached-answer.ts). */
  peek(key: string): CachedAnswer | undefined;
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
interface Entry {
  answer: Promise<CachedAnswer>;
  readAt: number;
  /** Set once the answer is read. */
  read?: CachedAnswer;
}

export function createReferenceCache(now: () => Date, maxAgeMs: number): ReferenceCache {
  let entries = new Map<string, Entry>();
  const fresh = (key: string) => {
    const at = now().getTime();
    const kept = entries.get(key);
    return kept && at - kept.readAt < maxAgeMs && at >= kept.readAt ? kept : undefined;
  };
  return {
    answer(key, load) {
      const kept = fresh(key);
      if (kept) return kept.answer;
      const current = entries;
      const entry: Entry = {
        answer: load().then((value) => {
          entry.read = encodeAnswer(value);
          return entry.read;
        }),
        readAt: now().getTime(),
      };
      const { answer } = entry;
      // a failed read is not kept; a read overtaken by `invalidate()` lands in the dropped map
      answer.catch(() => {
        if (current.get(key)?.answer === answer) current.delete(key);
      });
      current.set(key, entry);
      return answer;
    },
    peek: (key) => fresh(key)?.read,
    invalidate() {
      entries = new Map();
    },
  };
}
