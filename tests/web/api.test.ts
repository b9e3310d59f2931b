import { afterEach, describe, expect, it, vi } from 'vitest';
import { describeFailure } from '../../machines/shared/failure';
import { ApiError, api, apiBlob, apiFetch } from '../../src/web/lib/api';
import { stubApi } from './support';

describe('API client', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('resolves with the JSON body', async () => {
    stubApi({ '/api/pages/publicPage/userLocation': { countryCode: 'DE' } });
    await expect(api.userLocation()).resolves.toEqual({ countryCode: 'DE' });
  });

  it("rejects with an ApiError carrying the server's error and issues", async () => {
    stubApi({
      '/api/pages/account/names-post': new Response(
        JSON.stringify({ error: 'Invalid firstName', issues: [{ path: 'firstName', message: 'Required' }] }),
        { status: 400, headers: { 'content-type': 'application/json' } },
      ),
    });
    const error = await apiFetch('/api/pages/account/names-post', { method: 'POST', body: {} }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    const apiError = error as ApiError;
    expect(apiError.kind).toBe('http');
    expect(apiError.status).toBe(400);
    expect(apiError.message).toBe('Invalid firstName');
    expect(apiError.issueFor('firstName')).toBe('Required');
  });

  it("keeps a 429's retryAfterSeconds for the one reader of error bodies", async () => {
    const wait = 'Too many wrong codes. Please wait 15 minutes and try again.';
    stubApi({
      '/api/pages/account/names-post': new Response(JSON.stringify({ error: wait, retryAfterSeconds: 900 }), {
        status: 429,
        headers: { 'content-type': 'application/json', 'retry-after': '900' },
      }),
    });
    const error = await apiFetch('/api/pages/account/names-post', {
      method: 'POST',
      body: {},
      retry: 0,
    }).catch((e: unknown) => e);
    expect(describeFailure(error)).toEqual({
      status: 429,
      message: wait,
      fieldErrors: {},
      retryAfterSeconds: 900,
    });
  });

  it('answers a file call with a Blob, asking for its type, and fails like a JSON call', async () => {
    stubApi({
      '/api/customer/v1/order/receipt/7': new Response('%PDF-1.7', {
        headers: { 'content-type': 'application/pdf' },
      }),
    });
    const blob = await apiBlob('/api/customer/v1/order/receipt/7', { accept: 'application/pdf' });
    expect(blob).toBeInstanceOf(Blob);
    await expect(blob.text()).resolves.toBe('%PDF-1.7');
    const request = vi.mocked(fetch).mock.calls[0]?.[1];
    expect(new Headers(request?.headers).get('accept')).toBe('application/pdf');
    await expect(apiBlob('/api/customer/v1/order/receipt/8', { retry: 0 })).rejects.toMatchObject({
      kind: 'http',
      status: 404,
    });
  });

  it('answers an unknown call with the JSON 404 as an ApiError', async () => {
    stubApi();
    await expect(apiFetch('/api/nope', { retry: 0 })).rejects.toMatchObject({
      kind: 'http',
      status: 404,
      body: { error: 'No API call at GET /api/nope' },
    });
  });

  it('gives up on the location call after 5000 ms', async () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_input: unknown, init?: RequestInit) =>
          new Promise((_resolve, reject) => {
            // like fetch: an aborted call rejects with the signal's reason (here a TimeoutError)
            init?.signal?.addEventListener('abort', () => reject(init.signal?.reason as Error));
          }),
      ),
    );
    const call = api.userLocation().catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(4999);
    expect(vi.mocked(fetch)).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(await call).toMatchObject({ kind: 'timeout', status: 0 });
    expect(vi.mocked(fetch)).toHaveBeenCalledTimes(1);
  });

  it('reports a network failure as kind network', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(apiFetch('/api/pages/references/countries', { retry: 0 })).rejects.toMatchObject({
      kind: 'network',
    });
  });
});
