import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { portalServer } from '../../testing/owner';
import { renderRoute } from '../../testing/render-route';

describe('web-portal routes', () => {
  it.each([
    ['/portal', 'Set up your salon'],
    ['/setup-ai', 'Set up your AI receptionist'],
    ['/business-admin', 'Admin Dashboard'],
    ['/dashboard', 'Dashboard'],
  ])('shows its own page at %s', async (path, title) => {
    portalServer();
    renderRoute(path);

    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`Ringbook — ${title}`));
  });

  it.each(['/app', '/app/calls', '/app/calls/42'])('shows the overview for %s', async (path) => {
    portalServer();
    const router = renderRoute(path);

    expect(await screen.findByRole('heading', { level: 1, name: 'Overview' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/app/overview');
    await waitFor(() => expect(document.title).toBe('Ringbook — Overview'));
  });

  it('shows a 404 page for a path the portal does not own', async () => {
    renderRoute('/no-such-page');

    expect(
      await screen.findByRole('heading', { level: 1, name: '404 Page Not Found' }),
    ).toBeInTheDocument();
  });
});
