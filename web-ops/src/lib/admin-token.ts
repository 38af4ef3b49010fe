import { useSyncExternalStore } from 'react';

/** The operator's token lives in session storage: gone when the tab closes, never in a cookie or the URL. */
export const ADMIN_TOKEN_KEY = 'ringbook.adminToken';

const listeners = new Set<() => void>();
// Why the last token was dropped ('Invalid admin token'), for the login card to say; null after a logout.
let refusal: string | null = null;

function notify() {
  for (const listener of listeners) listener();
}

export function readAdminToken(): string | null {
  try {
    return window.sessionStorage.getItem(ADMIN_TOKEN_KEY);
  } catch {
    return null;
  }
}

export function storeAdminToken(token: string): void {
  window.sessionStorage.setItem(ADMIN_TOKEN_KEY, token);
  refusal = null;
  notify();
}

/** Drops the token; `reason` is shown on the login card (omit it for a plain logout). */
export function clearAdminToken(reason: string | null = null): void {
  window.sessionStorage.removeItem(ADMIN_TOKEN_KEY);
  refusal = reason;
  notify();
}

export function readAdminRefusal(): string | null {
  return refusal;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The held token (or null); components re-render when it is stored or cleared. */
export function useAdminToken(): string | null {
  return useSyncExternalStore(subscribe, readAdminToken, () => null);
}

export function useAdminRefusal(): string | null {
  return useSyncExternalStore(subscribe, readAdminRefusal, () => null);
}
