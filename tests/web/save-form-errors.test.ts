import { describe, expect, it } from 'vitest';
import { GENERIC_FAILURE_MESSAGE } from '../../src/contract/error-messages';
import { FormErrors, formErrorsOf } from '../../src/web/features/account/save-form';
import { ApiError } from '../../src/web/lib/api';

const invalid = (issues: { path: string; message: string }[]) =>
  new ApiError('http', 400, { error: `Invalid ${issues.map((i) => i.path).join(', ')}`, issues }, '/api');

describe('formErrorsOf', () => {
  it("puts each issue on the field it is renamed to, the path's first message winning", () => {
    const failed = formErrorsOf(
      invalid([
        { path: 'value', message: 'Enter a height' },
        { path: 'value', message: 'Use a number' },
        { path: 'unit', message: 'Choose a unit' },
      ]),
      { value: 'height' },
    );
    expect(failed).toBeInstanceOf(FormErrors);
    expect((failed as FormErrors).fields).toEqual({ height: 'Enter a height', unit: 'Choose a unit' });
  });

  it("gives the server's message when no field is named", () => {
    const failed = formErrorsOf(new ApiError('http', 409, { error: 'Already saved' }, '/api'));
    expect(failed).not.toBeInstanceOf(FormErrors);
    expect(failed.message).toBe('Already saved');
  });

  it('reads an error body wherever the one reader finds it, not only on an ApiError', () => {
    const failed = formErrorsOf({
      data: { error: 'Invalid zip', issues: [{ path: 'zip', message: 'Five digits' }] },
    });
    expect((failed as FormErrors).fields).toEqual({ zip: 'Five digits' });
  });

  it("falls back to the app's one generic sentence", () => {
    expect(formErrorsOf('boom').message).toBe(GENERIC_FAILURE_MESSAGE);
    expect(formErrorsOf(new Error('')).message).toBe(GENERIC_FAILURE_MESSAGE);
  });
});
