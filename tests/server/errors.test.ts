import { describe, expect, it } from 'vitest';
import { HttpError, invalid } from '../../src/server/http/errors';

describe('invalid', () => {
  it('is a 400 naming each bad path once, in order, with every issue kept', () => {
    const issues = [
      { path: 'password', message: 'Use at least 10 characters' },
      { path: 'email', message: 'Enter an e-mail address' },
      { path: 'password', message: 'Use a digit' },
    ];
    const error = invalid(issues);
    expect(error).toBeInstanceOf(HttpError);
    expect(error.status).toBe(400);
    expect(error.message).toBe('Invalid password, email');
    expect(error.issues).toEqual(issues);
  });
});
