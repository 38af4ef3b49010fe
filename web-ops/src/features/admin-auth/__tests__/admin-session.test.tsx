import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { adminFetch } from '../../../lib/admin-api';
import { ADMIN_TOKEN, FIRST_PAINT, adminServer, sentTokens, signIn } from '../../../testing/admin-server';
import { renderRoute } from '../../../testing/render-route';
import { ADMIN_TOKEN_KEY } from '../../../lib/admin-token';

const loginCard = () => screen.findByRole('heading', { level: 1, name: 'Admin Authentication' }, FIRST_PAINT);
const consoleHeading = () => screen.findByRole('heading', { level: 1, name: 'Platform Admin' }, FIRST_PAINT);

describe('admin console session', () => {
  it('asks for the token, keeps it in session storage and sends it with every call', async () => {
    const calls = adminServer();
    renderRoute('/admin');
    const user = userEvent.setup();
    await loginCard();
    expect(calls).toHaveLength(0);

    await user.type(screen.getByLabelText('Admin token'), `${ADMIN_TOKEN}{Enter}`);

    await consoleHeading();
    expect(window.sessionStorage.getItem(ADMIN_TOKEN_KEY)).toBe(ADMIN_TOKEN);
    await screen.findByRole('heading', { name: 'Total Clients' });
    expect(sentTokens().length).toBeGreaterThan(0);
    expect(sentTokens().every((token) => token === ADMIN_TOKEN)).toBe(true);
  });

  it('says the token is required when the field is empty', async () => {
    const calls = adminServer();
    renderRoute('/admin');
    await loginCard();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Access Dashboard' }));
    expect(screen.getByText('Admin token required')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('opens signed in when the tab already holds a token', async () => {
    signIn();
    adminServer();
    renderRoute('/admin');
    await consoleHeading();
    expect(screen.queryByText('Admin Authentication')).not.toBeInTheDocument();
  });

  it('returns to the login card with Invalid admin token when the overview answers 401', async () => {
    signIn('wrong-token');
    adminServer({ overview: () => ({ status: 401, body: { error: 'Invalid admin token' } }) });
    renderRoute('/admin');

    await loginCard();
    expect(await screen.findByText('Invalid admin token')).toBeInTheDocument();
    expect(window.sessionStorage.getItem(ADMIN_TOKEN_KEY)).toBeNull();
    expect(screen.queryByText('Failed to fetch overview')).not.toBeInTheDocument();
  });

  it('returns to the login card when a list answers 403, and signs in again with a new token', async () => {
    signIn('revoked-token');
    let refused = true;
    const refusing = () => (refused ? { status: 403 as const, body: { error: 'Forbidden' } } : undefined);
    adminServer({
      overview: refusing,
      clients: refusing,
      phoneNumbers: refusing,
      agents: refusing,
      auditLogs: refusing,
      integrations: refusing,
    });
    renderRoute('/admin?tab=clients');

    await loginCard();
    expect(await screen.findByText('Invalid admin token')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    refused = false;
    await userEvent.setup().type(screen.getByLabelText('Admin token'), `${ADMIN_TOKEN}{Enter}`);
    const table = await screen.findByRole('table', { name: 'Clients' }, FIRST_PAINT);
    expect(within(table).getByRole('row', { name: /Glow Studio/ })).toBeInTheDocument();
  });

  it('logs out: the token is gone and the card shows without a refusal', async () => {
    signIn();
    adminServer();
    renderRoute('/admin');
    await consoleHeading();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Logout' }));

    await loginCard();
    expect(window.sessionStorage.getItem(ADMIN_TOKEN_KEY)).toBeNull();
    expect(screen.queryByText('Invalid admin token')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Admin token')).toHaveValue('');
  });

  it('refuses to call without a token', async () => {
    const calls = adminServer();
    await expect(adminFetch('/api/admin/overview')).rejects.toMatchObject({ name: 'ApiError', status: 401, message: 'Admin token required' });
    expect(calls).toHaveLength(0);
  });
});
