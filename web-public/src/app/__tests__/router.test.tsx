import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../testing/render-route';

describe('web-public routes', () => {
  it('shows the home page with its headline, the main sections and the header', async () => {
    renderRoute('/');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Never Miss a Client Call Again' }),
    ).toBeInTheDocument();
    for (const id of ['features', 'roi-calculator', 'pricing', 'demo', 'faq']) {
      expect(document.getElementById(id)).not.toBeNull();
    }
    expect(screen.getAllByRole('link', { name: 'Get Started' })[0]).toHaveAttribute('href', '/configure');
    await waitFor(() =>
      expect(document.title).toBe('Ringbook — AI Phone Receptionist for Salons & Barbershops'),
    );
  });

  it.each([
    ['/pricing', 'Simple pricing that grows with you'],
    ['/businesses', 'An AI receptionist that knows your kind of business'],
    ['/roi-calculator', 'What are missed calls costing your salon?'],
    ['/contact', 'Get in Touch'],
    ['/blog', 'Ideas for busier chairs'],
    ['/privacy', 'Privacy Policy'],
    ['/terms', 'Terms of Service'],
    ['/get-started', 'Get your custom AI receptionist'],
    ['/configure', 'Configure Your Plan'],
    ['/lead-thank-you', 'Thank You!'],
    ['/login', 'Sign In'],
    ['/register', 'Create your account'],
    ['/forgot-password', 'Reset your password'],
  ])('shows %s', async (path, heading) => {
    renderRoute(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });

  it('hides the page links on the focused pages', async () => {
    renderRoute('/configure');
    await screen.findByRole('heading', { level: 1, name: 'Configure Your Plan' });
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Get Started' })).toBeNull();
  });

  it('sends /verify-email without an email back to /register', async () => {
    const router = renderRoute('/verify-email');
    expect(await screen.findByRole('heading', { level: 1, name: 'Create your account' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/register');
  });

  it('shows a 404 page for any other path', async () => {
    renderRoute('/no-such-page');

    expect(
      await screen.findByRole('heading', { level: 1, name: '404 Page Not Found' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Did you forget to add the page to the router/)).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Ringbook — Page Not Found'));
  });
});
