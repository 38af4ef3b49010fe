import type { QueryFunction } from '@tanstack/react-query';
import { ApiError } from './api-error';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type UnauthorizedBehavior = 'throw' | 'returnNull';

export type RequestOptions = {
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
};

/** Sends a request with the session's cookies (and a JSON body when given); a non-2xx answer throws ApiError. */
export async function request(
  method: HttpMethod,
  url: string,
  { body, headers = {}, signal }: RequestOptions = {},
): Promise<Response> {
  const hasBody = body !== undefined;
  const res = await fetch(url, {
    method,
    headers: hasBody ? { ...headers, 'Content-Type': 'application/json' } : headers,
    body: hasBody ? JSON.stringify(body) : undefined,
    credentials: 'include',
    ...(signal ? { signal } : {}),
  });
  if (!res.ok) throw await ApiError.of(res);
  return res;
}

export function apiRequest(method: HttpMethod, url: string, body?: unknown): Promise<Response> {
  return request(method, url, { body });
}

/** GET a JSON answer; a non-2xx answer throws ApiError. */
export async function getJson<T>(url: string, signal?: AbortSignal): Promise<T> {
  return (await (await request('GET', url, { signal })).json()) as T;
}

export function getQueryFn<T>(options: { on401: 'returnNull' }): QueryFunction<T | null>;
export function getQueryFn<T>(options: { on401: 'throw' }): QueryFunction<T>;
export function getQueryFn<T>({
  on401,
}: {
  on401: UnauthorizedBehavior;
}): QueryFunction<T | null> {
  return async ({ queryKey, signal }) => {
    try {
      return await getJson<T>(queryKey.join('/'), signal);
    } catch (error) {
      if (on401 === 'returnNull' && error instanceof ApiError && error.status === 401) return null;
      throw error;
    }
  };
}
