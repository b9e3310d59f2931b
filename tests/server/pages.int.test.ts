import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pagePaths, userLocationResponse } from '../../src/contract/pages';
import { createTestApp, type TestApp } from './test-app';

async function location(t: TestApp, headers: Record<string, string> = {}) {
  const res = await t.app.request(pagePaths.userLocation, { headers });
  expect(res.status).toBe(200);
  expect(res.headers.get('cache-control')).toBe('private, no-store');
  return userLocationResponse.parse(await res.json()).countryCode;
}

describe('userLocation with a trusted country header', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ COUNTRY_HEADER: 'X-Country-Code', DEFAULT_COUNTRY_CODE: 'us' });
  });
  afterAll(() => t.close());

  it('answers the country the proxy names, upper-cased', async () => {
    expect(await location(t, { 'x-country-code': 'DE' })).toBe('DE');
    expect(await location(t, { 'x-country-code': 'ca' })).toBe('CA');
    expect(await location(t, { 'x-country-code': ' gb ' })).toBe('GB');
  });

  it('falls back to the default without the header or with a value that is not a country', async () => {
    expect(await location(t)).toBe('US');
    for (const value of ['', 'XX', 'T1', 'DEU', 'd', '12', 'ZZ'])
      expect(await location(t, { 'x-country-code': value }), JSON.stringify(value)).toBe('US');
  });

  it('ignores other headers that carry a country', async () => {
    expect(await location(t, { 'cf-ipcountry': 'FR' })).toBe('US');
  });
});

describe('userLocation without a trusted header', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ DEFAULT_COUNTRY_CODE: 'CA' });
  });
  afterAll(() => t.close());

  it('answers the configured default whatever the request says', async () => {
    expect(await location(t)).toBe('CA');
    expect(await location(t, { 'x-country-code': 'DE', 'cf-ipcountry': 'FR' })).toBe('CA');
  });
});
