import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as Api from '../../src/web/lib/api';
import { ApiError } from '../../src/web/lib/api';

const apiFetch = vi.hoisted(() => vi.fn());
vi.mock('../../src/web/lib/api', async (importOriginal) => ({
  ...(await importOriginal<typeof Api>()),
  apiFetch,
}));
const { validateContact } = await import('../../src/web/features/orders/orders-api');

const address = { line1: '1 Main St', city: 'Boston', state: 'MA', zip: '2110', country: 'US' };
const refused = (path: string, message: string) =>
  new ApiError('http', 400, { error: `Invalid ${path}`, issues: [{ path, message }] }, '/api');

function answer(phone: () => Promise<unknown>, addr: () => Promise<unknown>) {
  apiFetch.mockImplementation((url: string) => (url.endsWith('/phone') ? phone() : addr()));
}

describe('validateContact (the draw form’s two validate calls, 000 §7.4)', () => {
  beforeEach(() => {
    apiFetch.mockReset();
  });

  it('answers the normalised phone and address when both are valid', async () => {
    answer(
      () => Promise.resolve({ valid: true, phone: '+14155550100' }),
      () => Promise.resolve({ valid: true, address: { ...address, zip: '02110' } }),
    );
    await expect(validateContact({ phone: '(415) 555-0100', address })).resolves.toEqual({
      phone: '+14155550100',
      address: { ...address, zip: '02110' },
    });
    expect(apiFetch).toHaveBeenCalledWith(
      '/api/pages/validate/phone',
      expect.objectContaining({ method: 'POST', body: { phone: '(415) 555-0100' } }),
    );
    expect(apiFetch).toHaveBeenCalledWith(
      '/api/pages/validate/address',
      expect.objectContaining({ method: 'POST', body: { address } }),
    );
  });

  it('names every bad field of both answers in one 400', async () => {
    answer(
      () => Promise.reject(refused('phone', 'Enter a phone number')),
      () => Promise.reject(refused('address.zip', 'Enter a 5-digit ZIP code')),
    );
    const error = await validateContact({ phone: '1', address }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(400);
    expect((error as ApiError).issues).toEqual([
      { path: 'phone', message: 'Enter a phone number' },
      { path: 'address.zip', message: 'Enter a 5-digit ZIP code' },
    ]);
  });

  it('passes on a failure that is not about the fields', async () => {
    answer(
      () => Promise.reject(new ApiError('network', 0, { error: 'We could not reach the server.' }, '/api')),
      () => Promise.reject(refused('address.zip', 'Enter a 5-digit ZIP code')),
    );
    await expect(validateContact({ phone: '1', address })).rejects.toMatchObject({ kind: 'network' });
  });
});
