import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { leavePortal } from '../../../lib/leave-portal';
import { savedSettings } from '../../../testing/salon';
import { SETTINGS, onboardingServer, openOnboarding, sent } from './onboarding-server';

vi.mock('../../../lib/leave-portal', () => ({ leavePortal: vi.fn() }));

// Typing whole forms in jsdom is slow when every test file runs at once.
vi.setConfig({ testTimeout: 15_000 });

describe('onboarding step 1: settings', () => {
  it('starts in the browser time zone with hours 09:00-18:00', async () => {
    await openOnboarding();
    expect(document.title).toBe('Ringbook — Set up your salon');
    expect(screen.getByText('Step 1 of 2: Settings')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Onboarding progress, Step 1 of 2: Settings' })).toHaveAttribute(
      'aria-valuenow',
      '50',
    );
    const browserZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    const zone = screen.getByLabelText('Timezone');
    expect(zone).toHaveValue(browserZone);
    const options = [...(zone as HTMLSelectElement).options].map((option) => option.value);
    expect(options[0]).toBe(browserZone);
    expect(options).toContain('UTC');
    expect(options).toContain('America/Los_Angeles');
    expect(options.length).toBeGreaterThan(400);
    expect(new Set(options).size).toBe(options.length);
    expect(screen.getByLabelText('Opens at')).toHaveValue('09:00');
    expect(screen.getByLabelText('Closes at')).toHaveValue('18:00');
    expect(screen.queryByRole('button', { name: /Back/ })).toBeNull();
  });

  it('needs a business name', async () => {
    const { calls, user } = await openOnboarding();
    await user.type(screen.getByLabelText('Business name'), '   ');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Please enter a business name')).toBeInTheDocument();
    expect(screen.getByLabelText('Business name')).toHaveFocus();
    expect(screen.getByLabelText('Business name')).toHaveAttribute('aria-invalid', 'true');
    expect(sent(calls, SETTINGS, 'PUT')).toHaveLength(0);
  });

  it('saves the settings, says so and moves to services', async () => {
    const { calls, user } = await openOnboarding();
    await user.type(screen.getByLabelText('Business name'), '  Bella Salon ');
    await user.selectOptions(screen.getByLabelText('Timezone'), 'America/Chicago');
    await user.type(screen.getByLabelText('Address'), '12 Main St');
    await user.type(screen.getByLabelText('Owner phone'), '(415) 867-5309');
    await user.type(screen.getByLabelText('Front desk phone'), '(415) 555-0100');
    await user.clear(screen.getByLabelText('Closes at'));
    await user.type(screen.getByLabelText('Closes at'), '19:30');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByRole('heading', { level: 2, name: 'Your services' })).toHaveFocus();
    expect(screen.getByText('Business settings saved successfully')).toBeInTheDocument();
    expect(screen.getByText('Step 2 of 2: Services')).toBeInTheDocument();
    expect(sent(calls, SETTINGS, 'PUT')[0]!.body).toEqual({
      name: 'Bella Salon',
      timezone: 'America/Chicago',
      hours: { start: '09:00', end: '19:30' },
      address: '12 Main St',
      ownerPhone: '(415) 867-5309',
      frontDeskPhone: '(415) 555-0100',
    });
  });

  it("shows the server's message in a toast and next to its field", async () => {
    const refusal = { error: 'Please enter a valid phone number, like (555) 123-4567', fields: { ownerPhone: 'Please enter a valid phone number, like (555) 123-4567' } };
    const { user } = await openOnboarding(
      onboardingServer({ 'PUT /portal/tenants/settings': () => ({ status: 422, body: refusal }) }),
    );
    await user.type(screen.getByLabelText('Business name'), 'Bella');
    await user.type(screen.getByLabelText('Owner phone'), '12');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error');
    expect(alert).toHaveTextContent('Please enter a valid phone number');
    expect(screen.getByLabelText('Owner phone')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('heading', { level: 2, name: 'Business settings' })).toBeInTheDocument();
  });

  it("falls back to 'Failed to save settings'", async () => {
    const { user } = await openOnboarding(
      onboardingServer({ 'PUT /portal/tenants/settings': () => ({ status: 500, body: {} }) }),
    );
    await user.type(screen.getByLabelText('Business name'), 'Bella');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to save settings');
  });

  it('fills in what was saved before', async () => {
    await openOnboarding(
      onboardingServer({
        'GET /portal/tenants/settings': () => ({
          body: {
            ...savedSettings,
            name: 'Studio Nine',
            timezone: 'Europe/London',
            hours: { start: '08:00', end: '20:00' },
            address: '9 High St',
            ownerPhone: '+14158675309',
            frontDeskPhone: '',
            week: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, open: '08:00', close: '20:00', closed: false })),
            onboardingComplete: false,
          },
        }),
      }),
    );
    expect(screen.getByLabelText('Business name')).toHaveValue('Studio Nine');
    expect(screen.getByLabelText('Timezone')).toHaveValue('Europe/London');
    expect(screen.getByLabelText('Address')).toHaveValue('9 High St');
    expect(screen.getByLabelText('Owner phone')).toHaveValue('(415) 867-5309');
    expect(screen.getByLabelText('Opens at')).toHaveValue('08:00');
    expect(screen.getByLabelText('Closes at')).toHaveValue('20:00');
  });
});

describe('onboarding: logout', () => {
  it('logs out to /login', async () => {
    vi.mocked(leavePortal).mockClear();
    const { calls, user } = await openOnboarding();
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(leavePortal).toHaveBeenCalledWith('/login'));
    expect(sent(calls, '/api/auth/logout', 'POST')).toHaveLength(1);
  });
});
