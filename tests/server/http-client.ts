import { expect } from 'vitest';
import { authPaths, tokenSet } from '../../src/contract/auth';
import type { TestApp } from './test-app';

/**
 * A tiny browser stand-in for `app.request()`: keeps cookies, sends JSON, reads JSON; `address` is
 * the socket's peer address the server sees (per-address limits, the dev outbox).
 */
export function client(t: TestApp, { address }: { address?: string } = {}) {
  const jar = new Map<string, string>();
  async function call(
    method: string,
    path: string,
    options: {
      json?: unknown;
      token?: string;
      form?: Record<string, string>;
      headers?: Record<string, string>;
    } = {},
  ) {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (jar.size) headers.cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    let body: string | undefined;
    if (options.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.json);
    } else if (options.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(options.form).toString();
    }
    const res = await t.app.request(
      path,
      { method, headers, body },
      address ? { incoming: { socket: { remoteAddress: address } } } : undefined,
    );
    for (const line of res.headers.getSetCookie()) {
      const [pair, ...attrs] = line.split(';');
      const [name, ...value] = pair!.split('=');
      const expired = attrs.some(
        (a) => /max-age=0/i.test(a.trim()) || /expires=Thu, 01 Jan 1970/i.test(a.trim()),
      );
      if (expired) jar.delete(name!.trim());
      else jar.set(name!.trim(), value.join('='));
    }
    return res;
  }
  return {
    jar,
    get: (path: string, options?: Parameters<typeof call>[2]) => call('GET', path, options),
    post: (path: string, json?: unknown, options?: Parameters<typeof call>[2]) =>
      call('POST', path, { ...options, json }),
    postForm: (path: string, form: Record<string, string>) => call('POST', path, { form }),
  };
}

/**
 * Bearer-token calls for integration tests that hold several customers' tokens at once.
 * `app` is read at call time, so a module-level `t` set in `beforeAll` works.
 */
export function bearerCalls(app: () => TestApp) {
  async function api(method: string, path: string, token?: string, json?: unknown) {
    const headers: Record<string, string> = {};
    if (token) headers.authorization = `Bearer ${token}`;
    if (json !== undefined) headers['content-type'] = 'application/json';
    return app().app.request(path, {
      method,
      headers,
      body: json === undefined ? undefined : JSON.stringify(json),
    });
  }
  async function logIn(address: string, password = 'Healthspan-demo-1') {
    const res = await api('POST', authPaths.login, undefined, { email: address, password });
    expect(res.status).toBe(200);
    return tokenSet.parse(await res.json()).access_token;
  }
  return { api, logIn };
}
