import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../testing/render-route';

describe('web-portal routes', () => {
  it.each(['/portal', '/setup-ai', '/app/calls', '/business-admin', '/dashboard'])(
    'shows the owner portal shell at %s',
    async (path) => {
      renderRoute(path);

      expect(
        await screen.findByRole('heading', { level: 1, name: 'Owner portal' }),
      ).toBeInTheDocument();
      expect(screen.getByRole('img', { name: 'Ringbook' })).toBeInTheDocument();
      await waitFor(() => expect(document.title).toBe('Ringbook — Owner portal'));
    },
  );

  it('redirects /onboarding to /portal', async () => {
    const router = renderRoute('/onboarding');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Owner portal' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/portal');
  });

  it('shows a 404 page for a path the portal does not own', async () => {
    renderRoute('/no-such-page');

    expect(
      await screen.findByRole('heading', { level: 1, name: '404 Page Not Found' }),
    ).toBeInTheDocument();
  });
});
