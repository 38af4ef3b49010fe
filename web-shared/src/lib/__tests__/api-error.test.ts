import { describe, expect, it } from 'vitest';
import { readApiError } from '../api-error';

describe('readApiError', () => {
  it('reads the error and fields of a JSON answer', () => {
    const error = new Error('422: {"error":"Please enter a valid email","fields":{"email":"Please enter a valid email"}}');
    expect(readApiError(error)).toEqual({
      status: 422,
      message: 'Please enter a valid email',
      fields: { email: 'Please enter a valid email' },
    });
  });

  it('keeps only the status of an answer that is not JSON', () => {
    expect(readApiError(new Error('502: Bad Gateway'))).toEqual({ status: 502 });
  });

  it('knows nothing about an error that never reached the server', () => {
    expect(readApiError(new TypeError('Failed to fetch'))).toEqual({});
    expect(readApiError('nope')).toEqual({});
  });
});
