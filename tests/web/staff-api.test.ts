import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  VPN_ALERT,
  setForbiddenAlert,
  setStaffCredentials,
  staffFetch,
} from '../../src/web/lib/api';
import { visibleMenu } from '../../src/web/components/admin/admin-layout';

describe('staff calls', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    setStaffCredentials(undefined);
  });

  it('carry the staff Bearer token and the company of the token', async () => {
    const fetch = vi.fn((_input: RequestInfo | URL, _init?: RequestInit) =>
      Promise.resolve(Response.json({ ok: true })),
    );
    vi.stubGlobal('fetch', fetch);
    setStaffCredentials({ token: () => 'staff-token', companyId: 7 });
    await expect(staffFetch('/api/admin/settings')).resolves.toEqual({ ok: true });
    const headers = new Headers(fetch.mock.calls[0]?.[1]?.headers);
    expect(headers.get('authorization')).toBe('Bearer staff-token');
    expect(headers.get('x-company-id')).toBe('7');
  });

  it('alert the VPN message on a 403 and still fail', async () => {
    vi.stubGlobal('fetch', () => Promise.resolve(Response.json({ error: 'Forbidden' }, { status: 403 })));
    const alerts: string[] = [];
    setForbiddenAlert((message) => alerts.push(message));
    const error = await staffFetch('/api/admin/v1/companies').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(403);
    expect(alerts).toEqual([VPN_ALERT]);
    expect(VPN_ALERT).toBe('Please enable corporate VPN and reload the page to continue.');
  });
});

describe('admin menu', () => {
  const entries = (n: number) =>
    Array.from({ length: n }, (_, i) => ({
      label: `E${i}`,
      path: `/admin/e${i}`,
      area: 'admin',
      controller: 'c',
      action: 'a',
    }));

  it('shows up to 6 entries whole, more than 6 as the first 5 until expanded', () => {
    expect(visibleMenu(entries(6), false)).toHaveLength(6);
    expect(visibleMenu(entries(7), false)).toHaveLength(5);
    expect(visibleMenu(entries(7), true)).toHaveLength(7);
  });
});
