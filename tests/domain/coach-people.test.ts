import { describe, expect, it } from 'vitest';
import { maskEmail, teamPermissionState } from '../../src/domain/coach';

const at = (iso: string) => new Date(iso);

describe('teamPermissionState', () => {
  it('is granted whatever was asked', () => {
    expect(
      teamPermissionState({
        permissionGranted: true,
        permissionRequestedAt: null,
        permissionChangedAt: null,
      }),
    ).toBe('granted');
  });
  it('is none when never asked', () => {
    expect(
      teamPermissionState({
        permissionGranted: false,
        permissionRequestedAt: null,
        permissionChangedAt: null,
      }),
    ).toBe('none');
  });
  it('is requested while the request is newer than the last answer', () => {
    const asked = { permissionGranted: false, permissionRequestedAt: at('2026-05-02T00:00:00Z') };
    expect(teamPermissionState({ ...asked, permissionChangedAt: null })).toBe('requested');
    expect(teamPermissionState({ ...asked, permissionChangedAt: at('2026-05-01T00:00:00Z') })).toBe(
      'requested',
    );
  });
  it('is none when the answer came at the very moment of the request', () => {
    const at2 = at('2026-05-02T00:00:00Z');
    expect(
      teamPermissionState({ permissionGranted: false, permissionRequestedAt: at2, permissionChangedAt: at2 }),
    ).toBe('none');
  });
  it('is none once the member declined or withdrew after the request', () => {
    expect(
      teamPermissionState({
        permissionGranted: false,
        permissionRequestedAt: at('2026-05-02T00:00:00Z'),
        permissionChangedAt: at('2026-05-03T00:00:00Z'),
      }),
    ).toBe('none');
  });
});

describe('maskEmail', () => {
  it('keeps the first letter and the domain', () => {
    expect(maskEmail('olivia.bennett@acme.example')).toBe('o…@acme.example');
    expect(maskEmail('a@b.c')).toBe('a…@b.c');
  });
  it('hides what is not an address', () => {
    expect(maskEmail('nothing')).toBe('…');
    expect(maskEmail('@example.com')).toBe('…');
  });
});
