import { ApiError, request } from '@ringbook/web-shared';
import { clearAdminToken, readAdminToken } from './admin-token';

export const ADMIN_TOKEN_HEADER = 'x-admin-token';

/** A missing or refused token: the token has been dropped and the login card shows again. */
export const isAdminAuthError = (error: unknown): boolean =>
  error instanceof ApiError && (error.status === 401 || error.status === 403);

/** Calls an operator endpoint with the held token; 401/403 clear it. */
export async function adminFetch(
  url: string,
  init: { method?: 'GET' | 'POST' | 'PATCH' | 'PUT'; body?: unknown; signal?: AbortSignal } = {},
): Promise<Response> {
  const token = readAdminToken();
  if (!token) throw new ApiError(401, 'Admin token required', undefined, null);
  try {
    return await request(init.method ?? 'GET', url, {
      body: init.body,
      headers: { [ADMIN_TOKEN_HEADER]: token },
      signal: init.signal,
    });
  } catch (error) {
    if (!isAdminAuthError(error)) throw error;
    clearAdminToken('Invalid admin token');
    throw new ApiError((error as ApiError).status, 'Invalid admin token', undefined, null);
  }
}

export async function adminJson<T>(url: string, signal?: AbortSignal): Promise<T> {
  return (await (await adminFetch(url, { signal })).json()) as T;
}

export type AdminPage<T> = { items: T[]; total: number };

/** A paged list: the body is a bare array, the header `x-total-count` says how many there are in all. */
export async function adminPage<T>(url: string, signal?: AbortSignal): Promise<AdminPage<T>> {
  const response = await adminFetch(url, { signal });
  const items = (await response.json()) as T[];
  const total = Number(response.headers.get('x-total-count') ?? items.length);
  return { items, total: Number.isFinite(total) ? total : items.length };
}
