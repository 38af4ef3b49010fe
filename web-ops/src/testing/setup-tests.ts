import '@ringbook/web-shared/testing/setup-tests.ts';
import { useToasts } from '@ringbook/web-shared';
import { afterEach, vi } from 'vitest';
import { clearAdminToken } from '../lib/admin-token';

// Timestamps render in the operator's zone; tests pin it so their expectations hold on any machine.
// (Reached through globalThis: the app's types deliberately leave Node's out.)
(globalThis as unknown as { process: { env: Record<string, string | undefined> } }).process.env.TZ = 'UTC';

afterEach(() => {
  clearAdminToken();
  window.sessionStorage.clear();
  useToasts.setState({ toasts: [] });
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});
