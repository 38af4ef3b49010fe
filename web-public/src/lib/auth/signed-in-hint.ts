import { useSyncExternalStore } from 'react';

// The session cookie is HttpOnly, so the page cannot see it. After a sign-in through this site we
// remember that there probably is a session, and only then ask the server who is signed in: a
// visitor's page never makes a request that is bound to fail.
const KEY = 'ringbook.signedIn';
const listeners = new Set<() => void>();

function read(): boolean {
  try {
    return window.localStorage.getItem(KEY) === '1';
  } catch {
    return false;
  }
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function setSignedInHint(signedIn: boolean): void {
  try {
    if (signedIn) window.localStorage.setItem(KEY, '1');
    else window.localStorage.removeItem(KEY);
  } catch {
    // Storage can be disabled (private mode); the header then simply shows the visitor view.
  }
  for (const listener of listeners) listener();
}

/** False on the server and while hydrating, so pre-rendered pages always match their first render. */
export function useSignedInHint(): boolean {
  return useSyncExternalStore(subscribe, read, () => false);
}
