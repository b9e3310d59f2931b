import { describe, expect, it } from 'vitest';
import { formatCents, formatPrice } from '../../src/domain/money';

describe('the one price wording (src/domain/money.ts)', () => {
  it('drops the cents of a whole amount and keeps two otherwise', () => {
    expect(formatPrice(199, 'USD')).toBe('$199');
    expect(formatPrice(199.5, 'USD')).toBe('$199.50');
    expect(formatPrice(0.05)).toBe('$0.05');
    expect(formatPrice(0)).toBe('$0');
  });

  it('groups thousands', () => {
    expect(formatPrice(1299)).toBe('$1,299');
    expect(formatPrice(12345.6)).toBe('$12,345.60');
  });

  it('reads whole cents the same way (the server stores cents)', () => {
    expect(formatCents(19900)).toBe('$199');
    expect(formatCents(19950)).toBe('$199.50');
    expect(formatCents(129900)).toBe(formatPrice(1299));
  });
});

describe('the currency (mutation testing, issue 25)', () => {
  it('prints the currency asked for, and dollars when none is given', () => {
    expect(formatPrice(10, 'EUR')).toBe('€10');
    expect(formatPrice(10, '')).toBe('$10');
    expect(formatCents(1050, 'EUR')).toBe('€10.50');
  });
});
