import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { requestLimits } from '../../src/server/http/request-limits';

describe('requestLimits with a route pattern', () => {
  const app = new Hono()
    .use(requestLimits({ '/teams/:id/logo': 1000, '/exact': 500 }, 100))
    .post('*', (c) => c.text('ok'));
  const post = (path: string, size: number) =>
    app.request(path, {
      method: 'POST',
      body: 'x'.repeat(size),
      headers: { 'content-length': String(size) },
    });

  it('raises the limit of every path the pattern matches, one segment per parameter', async () => {
    expect((await post('/teams/12/logo', 900)).status).toBe(200);
    expect((await post('/teams/12/logo', 1001)).status).toBe(413);
    expect((await post('/teams/12/13/logo', 900)).status).toBe(413);
    expect((await post('/teams/12/logo/x', 900)).status).toBe(413);
    expect((await post('/exact', 400)).status).toBe(200);
    expect((await post('/other', 101)).status).toBe(413);
  });
});
