import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { leavePortal } from '../../../lib/leave-portal';
import { apiServer, UNREACHABLE } from '@ringbook/web-shared/testing/api-server.ts';
import { portalServer } from '../../../testing/owner';
import { overviewServer } from '../../../testing/overview-server';
import { renderRoute } from '../../../testing/render-route';

vi.mock('../../../lib/leave-portal', () => ({ leavePortal: vi.fn() }));

describe('portal guard', () => {
  it('shows a loading state while asking who is signed in', async () => {
    apiServer({ 'GET /portal/whoami': () => new Promise(() => {}) });
    renderRoute('/app/overview');
    expect(await screen.findByRole('status')).toHaveTextContent('Loading...');
    expect(leavePortal).not.toHaveBeenCalled();
  });

  it('sends a 401 to the login page', async () => {
    vi.mocked(leavePortal).mockClear();
    apiServer({ 'GET /portal/whoami': () => ({ status: 401, body: { error: 'Not signed in' } }) });
    renderRoute('/app/overview');
    await waitFor(() => expect(leavePortal).toHaveBeenCalledWith('/login'));
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  });

  it('sends a failed identity check to the login page', async () => {
    vi.mocked(leavePortal).mockClear();
    apiServer({ 'GET /portal/whoami': () => UNREACHABLE });
    renderRoute('/dashboard');
    await waitFor(() => expect(leavePortal).toHaveBeenCalledWith('/login'));
  });

  it.each(['/app/overview', '/setup-ai', '/business-admin', '/dashboard'])(
    'confines an owner with incomplete onboarding to /portal (from %s)',
    async (path) => {
      portalServer({ onboardingComplete: false });
      const router = renderRoute(path);
      expect(await screen.findByRole('heading', { level: 1, name: 'Set up your salon' })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/portal');
    },
  );

  it('lets an owner with incomplete onboarding stay on /portal', async () => {
    const calls = portalServer({ onboardingComplete: false });
    const router = renderRoute('/portal');
    expect(await screen.findByRole('heading', { level: 1, name: 'Set up your salon' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/portal');
    expect(calls[0]).toMatchObject({ url: '/portal/whoami', method: 'GET' });
  });

  it('redirects /onboarding to /portal', async () => {
    portalServer({ onboardingComplete: false });
    const router = renderRoute('/onboarding');
    expect(await screen.findByRole('heading', { level: 1, name: 'Set up your salon' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/portal');
  });

  it('shows the protected page once onboarding is complete', async () => {
    overviewServer();
    const router = renderRoute('/app/overview');
    expect(await screen.findByRole('heading', { level: 1, name: 'Overview' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/app/overview');
  });
});

describe('logout', () => {
  it("posts the logout, shows 'Logged out' and goes to /login", async () => {
    vi.mocked(leavePortal).mockClear();
    const user = userEvent.setup();
    const calls = overviewServer();
    renderRoute('/app/overview');
    await user.click(await screen.findByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(leavePortal).toHaveBeenCalledWith('/login'));
    expect(calls.find((call) => call.url === '/api/auth/logout')).toMatchObject({ method: 'POST' });
    expect(await screen.findByText('Logged out')).toBeInTheDocument();
  });

  it("shows 'Failed to logout' and stays when the logout fails", async () => {
    vi.mocked(leavePortal).mockClear();
    const user = userEvent.setup();
    overviewServer();
    apiServer({ 'POST /api/auth/logout': () => ({ status: 500, body: {} }) });
    renderRoute('/app/overview');
    await user.click(await screen.findByRole('button', { name: 'Logout' }));
    expect(await screen.findByText('Failed to logout')).toBeInTheDocument();
    expect(leavePortal).not.toHaveBeenCalled();
  });
});
