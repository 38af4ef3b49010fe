import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../testing/render-route';

describe('web-public routes', () => {
  it('shows the home page with its headline and a login link', async () => {
    renderRoute('/');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Never Miss a Client Call Again' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Ringbook' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /log in to your salon/i })).toHaveAttribute(
      'href',
      '/login',
    );
    await waitFor(() => expect(document.title).toBe('Ringbook — The AI receptionist for salons'));
  });

  it('shows a 404 page for any other path', async () => {
    renderRoute('/no-such-page');

    expect(
      await screen.findByRole('heading', { level: 1, name: '404 Page Not Found' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Ringbook — Page Not Found'));
  });
});
