import type { TestApp } from './test-app';

/** A tiny browser stand-in for `app.request()`: keeps cookies, sends JSON, reads JSON. */
export function client(t: TestApp) {
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
    const res = await t.app.request(path, { method, headers, body });
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
