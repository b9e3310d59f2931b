import { afterEach, describe, expect, it, vi } from 'vitest';
import { HttpError, httpRequest } from '../../src/web/lib/http';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A fetch that answers each call with the next answer (or throws it) and records what it was asked. */
function stubFetch(...answers: (Response | Error)[]) {
  const calls: { url: string; init: RequestInit }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit) => {
      calls.push({ url, init });
      const answer = answers.shift() ?? json({ error: 'no more answers' }, 500);
      return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer);
    }),
  );
  return calls;
}

describe('the HTTP transport (the rules the client kept from ofetch)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends a plain object as JSON with its content type, and asks for JSON', async () => {
    const calls = stubFetch(json({ ok: true }));
    await expect(httpRequest('/api/x', { method: 'post', body: { a: 1 } })).resolves.toEqual({ ok: true });
    const headers = new Headers(calls[0]!.init.headers);
    expect(calls[0]!.init.method).toBe('POST');
    expect(calls[0]!.init.body).toBe('{"a":1}');
    expect(headers.get('content-type')).toBe('application/json');
    expect(headers.get('accept')).toBe('application/json');
  });

  it('sends FormData as it is and appends the defined query values', async () => {
    const calls = stubFetch(json({}));
    const form = new FormData();
    await httpRequest('/api/x?keep=1', {
      method: 'POST',
      body: form,
      query: { a: 0, b: undefined, c: 'x y' },
    });
    expect(calls[0]!.init.body).toBe(form);
    expect(new Headers(calls[0]!.init.headers).has('content-type')).toBe(false);
    expect(calls[0]!.url).toBe('/api/x?keep=1&a=0&c=x+y');
  });

  it('rejects a 4xx with its status and parsed body, without retrying', async () => {
    const calls = stubFetch(json({ error: 'Nope' }, 404));
    const error = await httpRequest('/api/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 404, data: { error: 'Nope' } });
    expect(calls).toHaveLength(1);
  });

  it('retries a GET once on a 503 or no answer, a POST never, and none with retry: 0', async () => {
    let calls = stubFetch(json({}, 503), json({ ok: 1 }));
    await expect(httpRequest('/api/x')).resolves.toEqual({ ok: 1 });
    expect(calls).toHaveLength(2);
    calls = stubFetch(new TypeError('Failed to fetch'), json({ ok: 2 }));
    await expect(httpRequest('/api/x')).resolves.toEqual({ ok: 2 });
    expect(calls).toHaveLength(2);
    calls = stubFetch(json({}, 503), json({}));
    await expect(httpRequest('/api/x', { method: 'POST', body: {} })).rejects.toMatchObject({ status: 503 });
    expect(calls).toHaveLength(1);
    calls = stubFetch(json({}, 503), json({}));
    await expect(httpRequest('/api/x', { retry: 0 })).rejects.toMatchObject({ status: 503 });
    expect(calls).toHaveLength(1);
  });

  it('does not retry once the signal has aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    const calls = stubFetch(new DOMException('Aborted', 'AbortError'), json({}));
    await expect(httpRequest('/api/x', { signal: controller.signal })).rejects.toMatchObject({
      name: 'AbortError',
    });
    expect(calls).toHaveLength(1);
  });

  it('reads text as text, a body that is not JSON as text, and nothing for a 204', async () => {
    stubFetch(
      new Response('hello', { headers: { 'content-type': 'text/plain' } }),
      new Response('not json', { headers: { 'content-type': 'application/json' } }),
      new Response(null, { status: 204 }),
    );
    await expect(httpRequest('/api/x')).resolves.toBe('hello');
    await expect(httpRequest('/api/x')).resolves.toBe('not json');
    await expect(httpRequest('/api/x')).resolves.toBeUndefined();
  });
});
