import type { QueryFunctionContext } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRequest, getQueryFn } from '../api-client';
import { ApiError } from '../api-error';

function stubFetch(response: Response) {
  const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(response);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function queryContext(queryKey: readonly unknown[]) {
  return { queryKey, signal: new AbortController().signal } as unknown as QueryFunctionContext;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('apiRequest', () => {
  it('sends a JSON body with a JSON content type and includes credentials', async () => {
    const fetchMock = stubFetch(new Response('{}', { status: 200 }));

    await apiRequest('POST', '/api/bookings', { name: 'Maya' });

    expect(fetchMock).toHaveBeenCalledWith('/api/bookings', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'Maya' }),
      credentials: 'include',
    });
  });

  it('sends no body and no content type when there is no body', async () => {
    const fetchMock = stubFetch(new Response(null, { status: 204 }));

    await apiRequest('DELETE', '/api/bookings/7');

    const init = fetchMock.mock.calls[0]?.[1];
    expect(init).toMatchObject({ method: 'DELETE', headers: {}, credentials: 'include' });
    expect(init?.body).toBeUndefined();
  });

  it("throws an ApiError with the status and the server's error on a non-OK response", async () => {
    stubFetch(Response.json({ error: 'slot taken', alternatives: [] }, { status: 409, statusText: 'Conflict' }));

    const error = await apiRequest('POST', '/api/bookings', {}).catch((thrown: unknown) => thrown);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 409,
      message: 'slot taken',
      serverMessage: 'slot taken',
      body: { error: 'slot taken', alternatives: [] },
    });
  });

  it('falls back to the status text when the error body is empty', async () => {
    stubFetch(new Response('', { status: 503, statusText: 'Service Unavailable' }));

    await expect(apiRequest('GET', '/api/health')).rejects.toMatchObject({
      status: 503,
      message: 'Service Unavailable',
      serverMessage: null,
    });
  });
});

describe('getQueryFn', () => {
  it('reads the query key joined by "/" with a credentialed GET', async () => {
    const fetchMock = stubFetch(Response.json({ calls: 42 }));

    const data = await getQueryFn({ on401: 'throw' })(queryContext(['/api/calls', 'summary']));

    expect(data).toEqual({ calls: 42 });
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/calls/summary',
      expect.objectContaining({ credentials: 'include' }),
    );
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe('GET');
  });

  it('returns null on 401 when asked to', async () => {
    stubFetch(new Response('Not signed in', { status: 401, statusText: 'Unauthorized' }));

    const data = await getQueryFn({ on401: 'returnNull' })(queryContext(['/api/auth/me']));

    expect(data).toBeNull();
  });

  it('throws on 401 when asked to', async () => {
    stubFetch(new Response('Not signed in', { status: 401, statusText: 'Unauthorized' }));

    await expect(getQueryFn({ on401: 'throw' })(queryContext(['/api/auth/me']))).rejects.toMatchObject({
      name: 'ApiError',
      status: 401,
    });
  });

  it('still throws other errors when 401 returns null', async () => {
    stubFetch(new Response('', { status: 500, statusText: 'Internal Server Error' }));

    await expect(
      getQueryFn({ on401: 'returnNull' })(queryContext(['/api/auth/me'])),
    ).rejects.toMatchObject({ name: 'ApiError', status: 500, message: 'Internal Server Error' });
  });
});
