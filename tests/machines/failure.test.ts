import { describe, expect, it } from 'vitest';
import { describeFailure, GENERIC_FAILURE_MESSAGE } from '../../machines/shared/failure';
import { apiError } from './support';

describe('describeFailure', () => {
  it("reads every fact of the app's ApiError body: message, field errors, wait and status", () => {
    const error = apiError(429, {
      error: 'Too many wrong codes. Please wait 15 minutes and try again.',
      retryAfterSeconds: 900,
    });
    expect(describeFailure(error)).toEqual({
      status: 429,
      message: 'Too many wrong codes. Please wait 15 minutes and try again.',
      fieldErrors: {},
      retryAfterSeconds: 900,
    });
  });

  it('keys the issues of a 400 by path, the first message of a path winning', () => {
    const error = apiError(400, {
      error: 'Invalid email, password',
      issues: [
        { path: 'email', message: 'Enter an e-mail address' },
        { path: 'password', message: 'Use at least 10 characters' },
        { path: 'password', message: 'Use a digit' },
      ],
    });
    expect(describeFailure(error).fieldErrors).toEqual({
      email: 'Enter an e-mail address',
      password: 'Use at least 10 characters',
    });
    expect(describeFailure(error).retryAfterSeconds).toBeUndefined();
  });

  it('finds the body on a raw fetch error (`data`) or as the rejected value itself', () => {
    expect(describeFailure({ statusCode: 409, data: { error: 'Already stored' } })).toMatchObject({
      status: 409,
      message: 'Already stored',
    });
    expect(describeFailure({ error: 'Wait', retryAfterSeconds: 30 })).toMatchObject({
      message: 'Wait',
      retryAfterSeconds: 30,
    });
  });

  it('ignores malformed issues and a wait that is not a positive number', () => {
    const failure = describeFailure({
      status: 429,
      body: { error: 'Slow down', issues: [{ path: 1 }, null, 'x'], retryAfterSeconds: -5 },
    });
    expect(failure.fieldErrors).toEqual({});
    expect(failure.retryAfterSeconds).toBeUndefined();
  });

  it('keeps only issues whose path and message are both texts', () => {
    const failure = describeFailure(
      apiError(400, {
        error: 'Check the form',
        issues: [
          { path: 'email', message: 'Enter an e-mail address' },
          { path: 0, message: 'An index is not a field' },
          { path: 'phone', message: 404 },
        ] as unknown as { path: string; message: string }[],
      }),
    );
    expect(failure.fieldErrors).toEqual({ email: 'Enter an e-mail address' });
  });

  it('gives no wait for a retryAfterSeconds of 0 or one that is not a number', () => {
    const waitOf = (retryAfterSeconds: unknown) =>
      describeFailure({ status: 429, body: { error: 'Slow down', retryAfterSeconds } }).retryAfterSeconds;
    expect(waitOf(0)).toBeUndefined();
    expect(waitOf('30')).toBeUndefined();
    // a fraction of a second waits the whole second
    expect(waitOf(0.2)).toBe(1);
  });

  it("falls back to the error's own message, then to the one generic sentence", () => {
    expect(describeFailure(new Error('Network down')).message).toBe('Network down');
    expect(describeFailure(new Error('')).message).toBe(GENERIC_FAILURE_MESSAGE);
    expect(describeFailure(undefined)).toEqual({
      status: undefined,
      message: GENERIC_FAILURE_MESSAGE,
      fieldErrors: {},
      retryAfterSeconds: undefined,
    });
    expect(describeFailure({ body: { error: '' } }).message).toBe(GENERIC_FAILURE_MESSAGE);
  });
});
