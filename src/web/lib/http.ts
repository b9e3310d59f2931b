/**
 * The API client's transport: `fetch` with the few rules the client relied on ofetch for (issue 22:
 * ofetch, ufo and destr were 3.8 kB gzip of every signed-in page's critical JavaScript; see
 * docs/decisions.md "The HTTP client's transport").
 *
 * - `accept: application/json` unless the call names another type;
 * - a plain object or array body (on POST, PUT, PATCH, DELETE) is sent as JSON with its content
 *   type; FormData, URLSearchParams, Blob and strings go as they are;
 * - `query` values are appended to the address (undefined ones left out);
 * - the answer is parsed by its content type: JSON (a body that is not JSON stays text), `text/*`
 *   as text, anything else as a Blob; none for 204, 205, 304 and HEAD;
 * - a 4xx or 5xx answer rejects with an {@link HttpError} carrying the status and the parsed body;
 * - a GET (any method but a payload one) is retried once, a payload call never, unless `retry` says
 *   otherwise; only on 408, 409, 425, 429, 500, 502, 503, 504 or when no answer arrived, and never
 *   once the signal has aborted.
 */

export type QueryValue = string | number | boolean | null | undefined;

export interface HttpOptions {
  method?: string | undefined;
  /** A plain object or array goes as JSON; any `BodyInit` as it is. */
  body?: BodyInit | object | null | undefined;
  headers?: HeadersInit | undefined;
  query?: Record<string, QueryValue> | undefined;
  /** Retries after a failure (see above); `false` or 0 for none. */
  retry?: number | false | undefined;
  keepalive?: boolean | undefined;
  signal?: AbortSignal | undefined;
  /** Forces how the answer is read. */
  responseType?: 'json' | 'text' | 'blob' | undefined;
}

/** A 4xx or 5xx answer: its status, status text and parsed body. */
export class HttpError extends Error {
  override readonly name = 'HttpError';

  constructor(
    readonly status: number,
    readonly statusText: string,
    readonly data: unknown,
  ) {
    super(`The server answered ${status}${statusText ? ` ${statusText}` : ''}`);
  }
}

const PAYLOAD_METHODS = new Set(['PATCH', 'POST', 'PUT', 'DELETE']);
const RETRY_STATUSES = new Set([408, 409, 425, 429, 500, 502, 503, 504]);
const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);
const JSON_TYPE = /^application\/(?:[\w!#$%&*.^`~-]*\+)?json$/i;

function isJsonBody(body: HttpOptions['body']): body is object {
  if (body === null || body === undefined || typeof body !== 'object') return false;
  if (Array.isArray(body)) return true;
  if (body instanceof FormData || body instanceof URLSearchParams || body instanceof Blob) return false;
  if (ArrayBuffer.isView(body) || body instanceof ArrayBuffer || body instanceof ReadableStream) return false;
  return Object.getPrototypeOf(body) === Object.prototype || 'toJSON' in body;
}

function withQuery(url: string, query: Record<string, QueryValue> | undefined): string {
  if (!query) return url;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined) search.append(key, value === null ? '' : String(value));
  const text = search.toString();
  if (!text) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${text}`;
}

async function readBody(response: Response, method: string, forced: HttpOptions['responseType']) {
  if (NULL_BODY_STATUSES.has(response.status) || method === 'HEAD') return undefined;
  const contentType = (response.headers.get('content-type') ?? '').split(';')[0]!.trim();
  const type =
    forced ??
    (!contentType || JSON_TYPE.test(contentType)
      ? 'json'
      : contentType.startsWith('text/')
        ? 'text'
        : 'blob');
  if (type === 'blob') return response.blob();
  const text = await response.text();
  if (type === 'text') return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** One request; resolves with the parsed answer, rejects with an HttpError or what `fetch` threw. */
export async function httpRequest<T>(url: string, options: HttpOptions = {}): Promise<T> {
  const method = (options.method ?? 'GET').toUpperCase();
  const headers = new Headers({ accept: 'application/json' });
  new Headers(options.headers).forEach((value, name) => headers.set(name, value));
  let body = options.body as BodyInit | null | undefined;
  if (PAYLOAD_METHODS.has(method) && isJsonBody(options.body)) {
    body = JSON.stringify(options.body);
    if (!headers.has('content-type')) headers.set('content-type', 'application/json');
  }
  const target = withQuery(url, options.query);
  const retries = options.retry === false ? 0 : (options.retry ?? (PAYLOAD_METHODS.has(method) ? 0 : 1));
  for (let attempt = 0; ; attempt++) {
    let status = 0;
    try {
      const response = await fetch(target, {
        method,
        headers,
        body: body ?? null,
        signal: options.signal ?? null,
        ...(options.keepalive ? { keepalive: true } : {}),
      });
      status = response.status;
      const data = await readBody(response, method, options.responseType);
      if (status >= 400 && status < 600) throw new HttpError(status, response.statusText, data);
      return data as T;
    } catch (error) {
      const retryable = error instanceof HttpError ? RETRY_STATUSES.has(status) : true;
      if (attempt >= retries || !retryable || options.signal?.aborted) throw error;
    }
  }
}
