import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBody } from '../../src/contract/http';
import { healthResponse } from '../../src/contract/system';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('server core', () => {
  it('answers the health check from the database', async () => {
    const res = await t.app.request('/api/health');
    expect(res.status).toBe(200);
    expect(healthResponse.parse(await res.json()).status).toBe('ok');
  });

  it('answers an unknown /api path with a JSON 404, never the SPA', async () => {
    for (const path of ['/api/no/such/call', '/report-hub/nothing', '/askit/nothing']) {
      const res = await t.app.request(path);
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toContain('application/json');
      expect(errorBody.parse(await res.json()).error).toContain(path);
    }
  });

  it('answers a missing asset with 404', async () => {
    const res = await t.app.request('/assets/missing-1234.js');
    expect(res.status).toBe(404);
  });

  it('sends a strict content security policy and the other security headers', async () => {
    const res = await t.app.request('/api/health');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-eval');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
  });
});
