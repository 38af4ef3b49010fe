import { describe, expect, it } from 'vitest';
import { ApiError, readApiError } from '../api-error';

describe('readApiError', () => {
  it('reads the error and fields of a JSON answer', async () => {
    const body = { error: 'Please enter a valid email', fields: { email: 'Please enter a valid email' } };
    const error = await ApiError.of(Response.json(body, { status: 422 }));
    expect(readApiError(error)).toEqual({
      status: 422,
      message: 'Please enter a valid email',
      fields: { email: 'Please enter a valid email' },
    });
  });

  it('keeps only the status of an answer that is not JSON', async () => {
    const error = await ApiError.of(new Response('<html>Bad Gateway</html>', { status: 502, statusText: 'Bad Gateway' }));
    expect(readApiError(error)).toEqual({ status: 502, message: undefined, fields: undefined });
    expect(error.message).toBe('Bad Gateway');
  });

  it('knows nothing about an error that never reached the server', () => {
    expect(readApiError(new TypeError('Failed to fetch'))).toEqual({});
    expect(readApiError('nope')).toEqual({});
  });
});
