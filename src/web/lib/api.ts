import type { AccessToken, Customer, LoginRequest, SessionExpiration, TokenSet } from '../../contract/auth';
import { authPaths } from '../../contract/auth-paths';
import type { ErrorBody, FieldIssue } from '../../contract/http';
import type { UserLocationResponse } from '../../contract/pages';
import { pagePaths } from '../../contract/pages-paths';
import type { Configuration, Product } from '../../contract/references';
import { referencePaths } from '../../contract/reference-paths';
import { isErrorBody } from '../../../machines/shared/failure';
import { HttpError, httpRequest, type HttpOptions } from './http';

export type { Configuration, Customer, Product };

// Paths come from the contract's zod-free path modules: the family modules also build zod schemas
// at load time, which would pull zod into the entry chunk.
const paths = {
  products: referencePaths.products,
  configuration: referencePaths.configuration,
  userLocation: pagePaths.userLocation,
  login: authPaths.login,
  logoutPost: authPaths.logoutPost,
  jwtToken: authPaths.jwtToken,
  oauthToken: authPaths.oauthToken,
  customer: authPaths.customer,
  checkSessionExpiration: authPaths.checkSessionExpiration,
};

/** spec 000 §7.1 and §9: the location call gives up after 5000 ms. */
export const LOCATION_TIMEOUT_MS = 5000;

export type ApiErrorKind = 'http' | 'network' | 'timeout' | 'aborted';

/** Every failed call: the server's `{ error, issues }` body for HTTP errors, a readable one otherwise. */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly kind: ApiErrorKind,
    /** HTTP status, 0 when no response arrived. */
    readonly status: number,
    readonly body: ErrorBody,
    readonly url: string,
  ) {
    super(body.error);
  }

  get issues(): FieldIssue[] {
    return this.body.issues ?? [];
  }

  /** The server's message for one field (`path` as the server names it, e.g. `address.zip`). */
  issueFor(path: string): string | undefined {
    return this.issues.find((issue) => issue.path === path)?.message;
  }
}

/** Turns whatever a call threw into an ApiError. */
export function toApiError(error: unknown, url: string): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof HttpError)
    return new ApiError(
      'http',
      error.status,
      isErrorBody(error.data) ? error.data : { error: error.message },
      url,
    );
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  if (name === 'TimeoutError')
    return new ApiError('timeout', 0, { error: 'The server took too long to answer' }, url);
  if (name === 'AbortError') return new ApiError('aborted', 0, { error: 'The request was cancelled' }, url);
  return new ApiError('network', 0, { error: 'We could not reach the server. Check your connection.' }, url);
}

/**
 * How a call gets its Bearer token (spec 000 §7: all calls carry one):
 * - `fresh` (default): the token actor is asked first and refreshes a token near its expiry;
 * - `held`: whatever token is held now, never refreshing (the session check must not extend the
 *   session it measures);
 * - `none`: no token (the sign-in and token calls themselves).
 */
export type BearerMode = 'fresh' | 'held' | 'none';

export interface TokenRequest {
  refresh: boolean;
  /** Ask for a token valid this much longer than usual (the chat call: 100 s, spec 000 §9). */
  minValiditySeconds?: number | undefined;
}

export type AccessTokenSource = (request: TokenRequest) => Promise<string | undefined> | string | undefined;

let accessToken: AccessTokenSource = () => undefined;

/** Lets the app's token actor hand the client a valid access token before each call. */
export function setAccessTokenSource(source: AccessTokenSource) {
  accessToken = source;
}

/** The transport's options that do not depend on the answer's type, so a JSON and a blob call share them. */
type RequestOptions = Omit<HttpOptions, 'responseType'>;

export interface CallOptions extends Omit<RequestOptions, 'timeout' | 'signal'> {
  signal?: AbortSignal | undefined;
  /** Milliseconds before the call fails with kind `timeout`; works together with `signal`. */
  timeout?: number | undefined;
  bearer?: BearerMode | undefined;
  minValiditySeconds?: number | undefined;
}

async function withBearer(
  headers: HttpOptions['headers'],
  bearer: BearerMode,
  minValiditySeconds: number | undefined,
): Promise<Headers> {
  const merged = new Headers(headers);
  if (bearer === 'none') return merged;
  const token = await accessToken({ refresh: bearer === 'fresh', minValiditySeconds });
  if (token) merged.set('authorization', `Bearer ${token}`);
  return merged;
}

/**
 * The signal, timeout and Bearer token every call shares; `send` makes the request itself with the
 * merged options (a JSON or a blob answer).
 */
async function call<T>(
  url: string,
  { signal, timeout, bearer = 'fresh', minValiditySeconds, headers, ...options }: CallOptions,
  send: (options: RequestOptions) => Promise<T>,
): Promise<T> {
  // the caller's signal and the timeout are folded into one signal
  const controller = new AbortController();
  const forwardAbort = () => controller.abort(signal?.reason);
  if (signal?.aborted) forwardAbort();
  signal?.addEventListener('abort', forwardAbort, { once: true });
  const timer = timeout
    ? setTimeout(() => controller.abort(new DOMException('The call timed out', 'TimeoutError')), timeout)
    : undefined;
  try {
    const withToken = await withBearer(headers, bearer, minValiditySeconds);
    controller.signal.throwIfAborted();
    return await send({ ...options, headers: withToken, signal: controller.signal });
  } catch (error) {
    throw toApiError(error, url);
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', forwardAbort);
  }
}

/** One API call; resolves with the parsed JSON body or rejects with an ApiError. */
export function apiFetch<T>(url: string, options: CallOptions = {}): Promise<T> {
  return call(url, options, (merged) => httpRequest<T>(url, merged));
}

export interface BlobOptions extends CallOptions {
  /** The file type asked for (`application/pdf`); unset, the client's default. */
  accept?: string | undefined;
}

/** A file answer (a PDF, a CSV, raw data) as a Blob; fails like every other call. */
export function apiBlob(url: string, { accept, ...options }: BlobOptions = {}): Promise<Blob> {
  const headers = new Headers(options.headers);
  if (accept) headers.set('accept', accept);
  return call(url, { ...options, headers }, (merged) =>
    httpRequest<Blob>(url, { ...merged, responseType: 'blob' }),
  );
}

export const api = {
  products: (signal?: AbortSignal) => apiFetch<Product[]>(paths.products, { signal }),
  configuration: (signal?: AbortSignal) => apiFetch<Configuration>(paths.configuration, { signal }),
  /** No retry: the 5000 ms budget is the whole call. */
  userLocation: (signal?: AbortSignal) =>
    apiFetch<UserLocationResponse>(paths.userLocation, { signal, timeout: LOCATION_TIMEOUT_MS, retry: 0 }),
};

/** spec 000 §7.1: sign-in, tokens and the session (the calls the app-long actors make). */
export const authApi = {
  login: (body: LoginRequest, signal?: AbortSignal) =>
    apiFetch<TokenSet>(paths.login, { method: 'POST', body, signal, bearer: 'none' }),
  /**
   * Ends the server session (cookie and the held token's session). `keepalive` lets the request
   * finish after the page is left; never aborted for the same reason.
   */
  logout: () =>
    apiFetch<unknown>(paths.logoutPost, { method: 'POST', keepalive: true, bearer: 'held', retry: 0 }),
  /** Token by cookie: a page reload, and the first way of refreshing. */
  tokenByCookie: (signal?: AbortSignal) =>
    apiFetch<AccessToken>(paths.jwtToken, { signal, bearer: 'none', retry: 0 }),
  refreshToken: (
    body: { refresh_token: string; client_id: string; grant_type: string },
    signal?: AbortSignal,
  ) => apiFetch<TokenSet>(paths.oauthToken, { method: 'POST', body, signal, bearer: 'none' }),
  customer: (signal?: AbortSignal) => apiFetch<Customer>(paths.customer, { signal }),
  checkSession: (signal?: AbortSignal) =>
    apiFetch<SessionExpiration>(paths.checkSessionExpiration, { signal, bearer: 'held', retry: 0 }),
};

// ── Staff (spec 001 §6, §7, §8) ──────────────────────────────────────────────

/** spec 000 §8: a 403 on an admin or coach call. */
export const VPN_ALERT = 'Please enable corporate VPN and reload the page to continue.';

/**
 * Where staff calls get their Bearer token (the staff token actor refreshes it near its expiry,
 * src/web/lib/staff-auth.ts) and the company they act for (the token's permitted_company_id).
 */
interface StaffCredentials {
  token: () => Promise<string | undefined> | string | undefined;
  companyId: number;
}
let staffCredentials: StaffCredentials | undefined;
let forbiddenAlert: (message: string) => void = (message) => window.alert(message);

export function setStaffCredentials(credentials: StaffCredentials | undefined) {
  staffCredentials = credentials;
}

/** Tests replace window.alert's role here. */
export function setForbiddenAlert(alert: (message: string) => void) {
  forbiddenAlert = alert;
}

async function staffHeaders() {
  const headers = new Headers();
  const token = staffCredentials ? await staffCredentials.token() : undefined;
  if (staffCredentials && token) {
    headers.set('authorization', `Bearer ${token}`);
    headers.set('x-company-id', String(staffCredentials.companyId));
  }
  return headers;
}

async function asStaff<T>(
  { bearer, ...options }: CallOptions,
  send: (options: CallOptions) => Promise<T>,
): Promise<T> {
  const headers = new Headers(options.headers);
  const token = staffCredentials && bearer !== 'none' ? await staffCredentials.token() : undefined;
  if (staffCredentials && token) {
    headers.set('authorization', `Bearer ${token}`);
    headers.set('x-company-id', String(staffCredentials.companyId));
  }
  try {
    return await send({ retry: 0, ...options, headers, bearer: 'none' });
  } catch (error) {
    if (error instanceof ApiError && error.status === 403) forbiddenAlert(VPN_ALERT);
    throw error;
  }
}

/**
 * An admin or coach call: the staff Bearer token and `x-company-id` (never the customer's token);
 * `bearer: 'none'` sends neither (the token-by-cookie calls). A 403 alerts the VPN message and the
 * call still fails.
 */
export function staffFetch<T>(url: string, options: CallOptions = {}): Promise<T> {
  return asStaff(options, (merged) => apiFetch<T>(url, merged));
}

/** A back-office file (an export, a stored upload) as a Blob, as staffFetch calls. */
export function staffBlob(url: string, { accept, ...options }: BlobOptions = {}): Promise<Blob> {
  return asStaff(options, (merged) => apiBlob(url, { ...merged, accept }));
}

/**
 * A multipart upload with progress (fetch cannot report upload progress, XMLHttpRequest can):
 * resolves with the JSON body of a 2xx answer, rejects with an ApiError like every other call.
 */
export async function uploadWithProgress<T>(
  url: string,
  form: FormData,
  {
    signal,
    onProgress,
    staff = false,
  }: {
    signal?: AbortSignal;
    onProgress?: (loaded: number, total: number) => void;
    /** A back-office upload: the staff token and company header instead of the customer's token. */
    staff?: boolean;
  } = {},
): Promise<T> {
  const headers = staff ? await staffHeaders() : await withBearer(undefined, 'fresh', undefined);
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    headers.forEach((value, name) => xhr.setRequestHeader(name, value));
    xhr.setRequestHeader('accept', 'application/json');
    xhr.upload.onprogress = (event) => onProgress?.(event.loaded, event.lengthComputable ? event.total : 0);
    const abort = () => xhr.abort();
    signal?.addEventListener('abort', abort, { once: true });
    const done = () => signal?.removeEventListener('abort', abort);
    xhr.onload = () => {
      done();
      let body: unknown;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = undefined;
      }
      if (xhr.status >= 200 && xhr.status < 300) resolve(body as T);
      else
        reject(
          new ApiError(
            'http',
            xhr.status,
            isErrorBody(body) ? body : { error: `The server answered ${xhr.status}` },
            url,
          ),
        );
    };
    xhr.onerror = () => {
      done();
      reject(
        new ApiError('network', 0, { error: 'We could not reach the server. Check your connection.' }, url),
      );
    };
    xhr.onabort = () => {
      done();
      reject(new ApiError('aborted', 0, { error: 'The upload was cancelled' }, url));
    };
    xhr.send(form);
  });
}
