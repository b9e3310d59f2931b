import {
  createServer,
  type IncomingMessage,
  type RequestListener,
  type ServerOptions,
  type ServerResponse,
} from 'node:http';
import type { Context } from 'hono';
import type { CachedAnswer, ReferenceCache } from '../services/reference-cache';

/** Whether an If-None-Match header (a list, weak or strong, or `*`) names this ETag (RFC 9110 §13.1.2). */
function matches(ifNoneMatch: string | null | undefined, etag: string) {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t === etag || t === `W/${etag}`;
  });
}

/** A kept JSON answer with its ETag and Cache-Control, or 304 when the client holds this version. */
function sendCached(c: Context, answer: CachedAnswer, cacheControl: string) {
  const headers = { 'Cache-Control': cacheControl, ETag: answer.etag };
  if (matches(c.req.header('if-none-match'), answer.etag)) return c.body(null, 304, headers);
  return c.body(answer.body, 200, { ...headers, 'Content-Type': 'application/json' });
}

const acceptsGzip = (header: string | null) => header !== null && /\bgzip\b/i.test(header);

/** A private answer encoded once (services/versioned-answers.ts): its gzip for a client that accepts it, else its bytes. */
export function sendEncoded(c: Context, answer: CachedAnswer) {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (!answer.gzip) return c.body(answer.bytes, 200, headers);
  headers.Vary = 'Accept-Encoding';
  if (!acceptsGzip(c.req.header('accept-encoding') ?? null)) return c.body(answer.bytes, 200, headers);
  return c.body(answer.gzip, 200, { ...headers, 'Content-Encoding': 'gzip' });
}

/** The path and query of an absolute request URL, as written by the client. */
function pathAndQuery(url: string) {
  const start = url.indexOf('/', url.indexOf('//') + 2);
  return start < 0 ? '/' : url.slice(start);
}

/** A request header read from node's parsed headers when the server passed them (cheaper than `Request.headers`). */
type Incoming = { incoming?: { headers: Record<string, string | string[] | undefined> } } | undefined;

// Query strings a route accepts but ignores make new URLs: past this many, the remembered ones are dropped.
const MAX_URLS = 1000;

export interface CachedAnswers {
  /** A route's answer: the one kept under `key` (read through `load`), and its URL served from memory afterwards. */
  send(c: Context, key: string, load: () => Promise<unknown>): Promise<Response>;
  /** The answer for a GET of a remembered URL while its answer is kept, before any routing or middleware; else undefined. */
  answer(request: Request, env?: unknown): Response | undefined;
  /**
   * The same, in node's request listener before a Fetch `Request` is built (`main.ts`): writes the
   * answer and returns true, or returns false and leaves the request to the app.
   */
  answerNode(req: IncomingMessage, res: ServerResponse): boolean;
}

interface Kept {
  status: 200 | 304;
  headers: Record<string, string>;
  body: Uint8Array<ArrayBuffer> | null;
}

/**
 * Issue 22: reference answers within reach of a bare Hono app. Once a route has validated a URL and
 * answered it from the reference cache, later GETs of exactly that URL are answered here, before
 * routing and middleware: pre-encoded bytes (and their gzip), headers built once per version with
 * the security headers the middleware would have set, 304 for a matching If-None-Match. A URL whose
 * answer was dropped or went stale goes through the route again, which reads and remembers it anew.
 * Requests answered here are not logged (they are GETs of public data, logged at debug level only).
 */
export function cachedAnswers(
  references: ReferenceCache,
  baseHeaders: Readonly<Record<string, string>>,
  cacheControl: string,
): CachedAnswers {
  const keys = new Map<string, string>();
  type Built = Record<'plain' | 'gzip' | 'notModified', Record<string, string>>;
  const built = new WeakMap<CachedAnswer, Built>();
  const headersOf = (answer: CachedAnswer): Built => {
    const kept = built.get(answer);
    if (kept) return kept;
    const notModified = { ...baseHeaders, 'Cache-Control': cacheControl, ETag: answer.etag };
    const plain: Record<string, string> = { ...notModified, 'Content-Type': 'application/json' };
    if (answer.gzip) plain.Vary = 'Accept-Encoding';
    const headers = { notModified, plain, gzip: { ...plain, 'Content-Encoding': 'gzip' } };
    built.set(answer, headers);
    return headers;
  };
  /** The kept answer for a remembered path and query, chosen by the request's validators and encodings. */
  const lookup = (
    url: string,
    header: (name: string) => string | string[] | null | undefined,
  ): Kept | undefined => {
    const key = keys.get(url);
    const answer = key === undefined ? undefined : references.peek(key);
    if (!answer) return undefined;
    const text = (name: string) => {
      const value = header(name);
      return typeof value === 'string' ? value : null;
    };
    const headers = headersOf(answer);
    if (matches(text('if-none-match'), answer.etag))
      return { status: 304, headers: headers.notModified, body: null };
    if (answer.gzip && acceptsGzip(text('accept-encoding')))
      return { status: 200, headers: headers.gzip, body: answer.gzip };
    return { status: 200, headers: headers.plain, body: answer.bytes };
  };
  return {
    async send(c, key, load) {
      const answer = await references.answer(key, load);
      if (c.req.method === 'GET') {
        if (keys.size >= MAX_URLS) keys.clear();
        keys.set(pathAndQuery(c.req.url), key);
      }
      return sendCached(c, answer, cacheControl);
    },
    answer(request, env) {
      if (request.method !== 'GET') return undefined;
      const parsed = (env as Incoming)?.incoming?.headers;
      const kept = lookup(pathAndQuery(request.url), (name) =>
        parsed ? parsed[name] : request.headers.get(name),
      );
      return kept && new Response(kept.body, { status: kept.status, headers: kept.headers });
    },
    answerNode(req, res) {
      if (req.method !== 'GET' || req.url === undefined) return false;
      const kept = lookup(req.url, (name) => req.headers[name]);
      if (!kept) return false;
      res.writeHead(kept.status, kept.headers);
      res.end(kept.body ?? undefined);
      return true;
    },
  };
}

/** node's `createServer` with remembered reference URLs answered before the app's listener (issue 22). */
export function answeringFirst(answers: CachedAnswers): typeof createServer {
  const create = (options: ServerOptions, listener: RequestListener) =>
    createServer(options, (req, res) => {
      if (!answers.answerNode(req, res)) listener(req, res);
    });
  // @hono/node-server calls it as (serverOptions, listener); node's overloads also allow (listener)
  return create as typeof createServer;
}
