import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FIRST_PAINT, adminServer, signIn } from '../../../testing/admin-server';
import { renderRoute } from '../../../testing/render-route';

/** The console signed in at `path`; `calls` are the requests of the server the test set up (the usual one by
 * default). */
export async function openConsole(path = '/admin', calls = adminServer()) {
  signIn();
  const router = renderRoute(path);
  await screen.findByRole('heading', { level: 1, name: 'Platform Admin' }, FIRST_PAINT);
  return { calls, router, user: userEvent.setup() };
}
