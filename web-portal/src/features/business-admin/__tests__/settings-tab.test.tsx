import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../../testing/render-route';
import { savedSettings } from '../../../testing/salon';
import { adminServer, sent } from './admin-server';

const SETTINGS = '/portal/tenants/settings';

async function openAdmin(calls = adminServer(), path = '/business-admin') {
  const router = renderRoute(path);
  await screen.findByRole('heading', { level: 1, name: 'Admin Dashboard' });
  return { calls, router, user: userEvent.setup() };
}

describe('admin dashboard tabs', () => {
  it('opens on the settings tab and switches tabs, keeping the tab in the address', async () => {
    const { router, user } = await openAdmin();
    expect(document.title).toBe('Ringbook — Admin Dashboard');
    expect(screen.getByRole('link', { name: 'Back to portal' })).toHaveAttribute('href', '/app/overview');
    expect(screen.getByRole('tab', { name: 'Settings' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('heading', { level: 2, name: 'Business Settings' })).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Services' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Services' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Business Settings' })).not.toBeInTheDocument();
    expect(router.state.location.search).toBe('?tab=services');

    await user.click(screen.getByRole('tab', { name: 'Staff Hours' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Staff Hours & PTO' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?tab=staff-hours');
  });

  it('opens the tab named in the address', async () => {
    await openAdmin(adminServer(), '/business-admin?tab=staff-hours');
    expect(screen.getByRole('tab', { name: 'Staff Hours' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('heading', { level: 2, name: 'Staff Hours & PTO' })).toBeInTheDocument();
  });
});

describe('settings tab', () => {
  it('shows the saved settings and sends them back with hours as {start, end}', async () => {
    const { calls, user } = await openAdmin();
    expect(await screen.findByLabelText('Business name')).toHaveValue('Bella Salon');
    expect(screen.getByLabelText('Timezone')).toHaveValue('America/New_York');
    expect(screen.getByLabelText('Hours start')).toHaveValue('09:00');
    expect(screen.getByLabelText('Hours end')).toHaveValue('18:00');
    expect(screen.getByLabelText('Address')).toHaveValue('12 Main St');
    expect(screen.getByLabelText('Owner phone')).toHaveValue('(415) 867-5309');

    await user.clear(screen.getByLabelText('Business name'));
    await user.type(screen.getByLabelText('Business name'), '  Bella Hair Studio ');
    await user.selectOptions(screen.getByLabelText('Timezone'), 'Europe/London');
    await user.clear(screen.getByLabelText('Hours start'));
    await user.type(screen.getByLabelText('Hours start'), '08:30');
    await user.type(screen.getByLabelText('Front desk phone'), '(415) 555-0101');
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));

    expect(await screen.findByText('Settings updated successfully')).toBeInTheDocument();
    expect(screen.getByText('Saved')).toBeInTheDocument();
    expect(sent(calls, 'PUT', SETTINGS)).toEqual([
      {
        name: 'Bella Hair Studio',
        timezone: 'Europe/London',
        hours: { start: '08:30', end: '18:00' },
        address: '12 Main St',
        ownerPhone: '(415) 867-5309',
        frontDeskPhone: '(415) 555-0101',
        country: 'US',
      },
    ]);
  });

  it('offers exactly the four zones, plus a saved zone that is not one of them', async () => {
    const { calls, user } = await openAdmin(
      adminServer({ 'GET /portal/tenants/settings': () => ({ body: { ...savedSettings, timezone: 'America/Chicago' } }) }),
    );
    const zone = await screen.findByLabelText('Timezone');
    expect(zone).toHaveValue('America/Chicago');
    expect([...(zone as HTMLSelectElement).options].map((option) => option.value)).toEqual([
      'America/Chicago',
      'America/New_York',
      'America/Los_Angeles',
      'Europe/London',
      'Africa/Casablanca',
    ]);
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    await waitFor(() => expect(sent(calls, 'PUT', SETTINGS)).toHaveLength(1));
    expect(sent(calls, 'PUT', SETTINGS)[0]).toMatchObject({ timezone: 'America/Chicago' });
  });

  it('asks for a business name and hours in order before saving', async () => {
    const { calls, user } = await openAdmin();
    await user.clear(await screen.findByLabelText('Business name'));
    await user.clear(screen.getByLabelText('Hours end'));
    await user.type(screen.getByLabelText('Hours end'), '08:00');
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));

    expect(await screen.findByText('Please enter a business name')).toBeInTheDocument();
    expect(screen.getByText('Opening time must be before closing time')).toBeInTheDocument();
    expect(screen.getByLabelText('Business name')).toHaveAttribute('aria-invalid', 'true');
    expect(sent(calls, 'PUT', SETTINGS)).toHaveLength(0);
  });

  it("shows the server's message, and under the field it names, when saving fails", async () => {
    const { user } = await openAdmin(
      adminServer({
        'PUT /portal/tenants/settings': () => ({
          status: 422,
          body: { error: 'Please enter a valid phone number', fields: { frontDeskPhone: 'Please enter a valid phone number' } },
        }),
      }),
    );
    await user.type(await screen.findByLabelText('Front desk phone'), '12');
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error');
    expect(alert).toHaveTextContent('Please enter a valid phone number');
    expect(screen.getByLabelText('Front desk phone')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Front desk phone')).toHaveAccessibleDescription('Please enter a valid phone number');
  });

  it('falls back to a generic message when the server gives none', async () => {
    const { user } = await openAdmin(adminServer({ 'PUT /portal/tenants/settings': () => ({ status: 500, body: {} }) }));
    await screen.findByLabelText('Business name');
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error');
    expect(alert).toHaveTextContent('Failed to save settings');
  });
});
