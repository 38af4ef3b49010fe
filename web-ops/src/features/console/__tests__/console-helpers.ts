import { mockFetch } from '@ringbook/web-shared/testing/mock-fetch.ts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FIRST_PAINT, adminServer, signIn } from '../../../testing/admin-server';
import { renderRoute } from '../../../testing/render-route';

/** The console signed in at `path`, answered by `server`. */
export async function openConsole(path = '/admin', server: Parameters<typeof mockFetch>[0] = adminServer()) {
  signIn();
  const calls = mockFetch(server);
  const router = renderRoute(path);
  await screen.findByRole('heading', { level: 1, name: 'Platform Admin' }, FIRST_PAINT);
  return { calls, router, user: userEvent.setup() };
}
