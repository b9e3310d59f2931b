import { describe, expect, it } from 'vitest';
import { describeFailure } from '../../machines/shared/failure';
import { hasExtension, isRetryable, isTooLarge, megabytes, percentSent } from '../../machines/shared/upload';

const MB = 1024 * 1024;

describe('machines/shared/upload', () => {
  it('a file of exactly the limit is accepted; one byte more is too large', () => {
    expect(isTooLarge({ name: 'a.txt', size: 10 * MB }, 10 * MB)).toBe(false);
    expect(isTooLarge({ name: 'a.txt', size: 10 * MB + 1 }, 10 * MB)).toBe(true);
    expect(megabytes(10 * MB)).toBe('10 MB');
  });

  it('name endings compare case-insensitively', () => {
    expect(hasExtension({ name: 'Genome.TXT', size: 1 }, ['.txt', '.zip'])).toBe(true);
    expect(hasExtension({ name: 'genome.csv', size: 1 }, ['.txt', '.zip'])).toBe(false);
  });

  it('a lost connection or a server fault may be sent again; a refusal (4xx) may not', () => {
    const failure = (status: number | undefined) => ({ ...describeFailure(new Error('x')), status });
    expect(isRetryable(undefined)).toBe(true);
    expect(isRetryable(failure(undefined))).toBe(true);
    expect(isRetryable(failure(0))).toBe(true);
    expect(isRetryable(failure(500))).toBe(true);
    expect(isRetryable(failure(503))).toBe(true);
    expect(isRetryable(failure(499))).toBe(false);
    expect(isRetryable(failure(413))).toBe(false);
  });

  it('whole percent sent, 0 while the size is unknown, never above 100', () => {
    expect(percentSent(0, 0)).toBe(0);
    expect(percentSent(5, 0)).toBe(0);
    expect(percentSent(1, 3)).toBe(33);
    expect(percentSent(2, 3)).toBe(67);
    expect(percentSent(3, 3)).toBe(100);
    expect(percentSent(4, 3)).toBe(100);
  });
});
