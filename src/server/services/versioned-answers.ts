import { encodeAnswer, type CachedAnswer } from './reference-cache';

/** Encoded answers kept per key (a customer) while the version read with each request is the same. */
export interface VersionedAnswers<K> {
  /** The answer kept under `key` for `version`; read through `load` and encoded once when the version differs. */
  answer(key: K, version: string, load: () => Promise<unknown>): Promise<CachedAnswer>;
}

/**
 * Issue 22: a per-key answer cache validated by a version the caller reads from the database on
 * every request (one small query instead of the reads, grading and JSON encoding of the whole
 * answer), so a change made by this process or any other shows at the next request. Concurrent
 * requests for one version share one read. At most `maxEntries` keys are kept (the oldest go first).
 */
export function createVersionedAnswers<K>(maxEntries: number): VersionedAnswers<K> {
  const entries = new Map<K, { version: string; answer: Promise<CachedAnswer> }>();
  return {
    answer(key, version, load) {
      const kept = entries.get(key);
      if (kept?.version === version) return kept.answer;
      entries.delete(key);
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as K);
      const answer = load().then(encodeAnswer);
      answer.catch(() => {
        if (entries.get(key)?.answer === answer) entries.delete(key);
      });
      entries.set(key, { version, answer });
      return answer;
    },
  };
}
