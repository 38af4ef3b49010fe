import { clearAdminToken, readAdminToken } from './admin-token';

export const ADMIN_TOKEN_HEADER = 'x-admin-token';

/** A refused or missing token: the token has been dropped and the login card shows again. */
export class AdminAuthError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AdminAuthError';
  }
}

/** Any other failed answer, with the server's `error` text when it sent one. */
export class AdminApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** The server's own `error` text, or null when it sent none (the message is then the status line). */
    readonly serverError: string | null = null,
  ) {
    super(message);
    this.name = 'AdminApiError';
  }
}

async function serverErrorOf(response: Response): Promise<string | null> {
  try {
    const body = (await response.json()) as { error?: unknown };
    if (typeof body.error === 'string' && body.error) return body.error;
  } catch {
    // Not JSON: there is no reason to show.
  }
  return null;
}

async function failure(response: Response): Promise<AdminApiError> {
  const serverError = await serverErrorOf(response);
  const message = serverError ?? (response.statusText || `Request failed (${response.status})`);
  return new AdminApiError(response.status, message, serverError);
}

/** Calls an operator endpoint with the held token; 401/403 clear it. */
export async function adminFetch(
  url: string,
  init: { method?: 'GET' | 'POST' | 'PATCH' | 'PUT'; body?: unknown; signal?: AbortSignal } = {},
): Promise<Response> {
  const token = readAdminToken();
  if (!token) throw new AdminAuthError('Admin token required');
  const hasBody = init.body !== undefined;
  const response = await fetch(url, {
    method: init.method ?? 'GET',
    headers: { [ADMIN_TOKEN_HEADER]: token, ...(hasBody ? { 'Content-Type': 'application/json' } : {}) },
    body: hasBody ? JSON.stringify(init.body) : undefined,
    credentials: 'include',
    signal: init.signal,
  });
  if (response.status === 401 || response.status === 403) {
    clearAdminToken('Invalid admin token');
    throw new AdminAuthError('Invalid admin token');
  }
  if (!response.ok) throw await failure(response);
  return response;
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
