import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { mockFetch, type MockAnswer } from '@ringbook/web-shared/testing/mock-fetch.ts';
import { AppProvider } from '../../../app/provider';
import { SettingsRoute } from '../../../app/routes/app/settings';
import { portalServer } from '../../../testing/owner';
import { renderRoute } from '../../../testing/render-route';
import { savedSettings as saved } from '../../../testing/salon';
import { fieldErrorsFromServer, toSettingsUpdate } from '../utils/settings-form';

const URL = '/portal/tenants/settings';

function server(put?: MockAnswer) {
  const portal = portalServer();
  return (url: string, body: unknown): MockAnswer => {
    if (url === URL) return body === undefined ? { body: saved } : (put ?? { body: { ...saved, ...(body as object) } });
    return portal(url);
  };
}

const puts = (calls: { url: string; method: string; body: unknown }[]) =>
  calls.filter((call) => call.url === URL && call.method === 'PUT');

async function openSettings(put?: MockAnswer) {
  const calls = mockFetch(server(put));
  renderRoute('/app/settings');
  await screen.findByRole('heading', { level: 1, name: 'Settings' }, { timeout: 5000 });
  await screen.findByLabelText('Business name');
  return { calls, user: userEvent.setup() };
}

describe('settings', () => {
  it('says that business hours are the earliest opening and latest closing, and what a new time changes', async () => {
    await openSettings();
    const told = /A new time here applies to every day you are open; days you are closed stay closed/;
    expect(screen.getByText(told)).toBeVisible();
  });

  it('shows the saved settings, phones as people write them', async () => {
    await openSettings();
    expect(document.title).toBe('Ringbook — Settings');
    expect(screen.getByLabelText('Business name')).toHaveValue('Bella Salon');
    expect(screen.getByLabelText('Timezone')).toHaveValue('America/New_York');
    expect(screen.getByLabelText('Address')).toHaveValue('12 Main St');
    expect(screen.getByLabelText('Owner phone')).toHaveValue('(415) 867-5309');
    expect(screen.getByLabelText('Front desk phone')).toHaveValue('');
    expect(screen.getByLabelText('Opening time')).toHaveValue('09:00');
    expect(screen.getByLabelText('Closing time')).toHaveValue('18:00');
    expect(screen.getByLabelText('Booking confirmations')).toBeChecked();
    expect(screen.getByLabelText('Appointment reminders')).toBeChecked();
    expect(screen.getByLabelText('Send the reminder')).toHaveValue('24');
    expect(screen.queryByText('Your onboarding is not complete.')).not.toBeInTheDocument();
  });

  it('offers every IANA time zone the browser knows, plus UTC', async () => {
    await openSettings();
    const zones = within(screen.getByLabelText('Timezone')).getAllByRole('option');
    expect(zones.length).toBe(Intl.supportedValuesOf('timeZone').length + 1);
    expect(zones.length).toBeGreaterThan(400);
    expect(zones.map((option) => (option as HTMLOptionElement).value)).toContain('UTC');
    expect(screen.getByRole('option', { name: 'America/Los Angeles' })).toHaveValue('America/Los_Angeles');
  });

  it('asks for a business name', async () => {
    const { calls, user } = await openSettings();
    await user.clear(screen.getByLabelText('Business name'));
    await user.type(screen.getByLabelText('Business name'), '   ');
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(screen.getByText('Please enter a business name')).toBeInTheDocument();
    expect(screen.getByLabelText('Business name')).toHaveAttribute('aria-invalid', 'true');
    expect(puts(calls)).toHaveLength(0);
  });

  it('saves every field, the SMS choices included, and says so', async () => {
    const { calls, user } = await openSettings();
    await user.clear(screen.getByLabelText('Business name'));
    await user.type(screen.getByLabelText('Business name'), '  Bella Hair Studio ');
    // 400-odd options make user-event's select slow; a change event is what the browser sends anyway.
    fireEvent.change(screen.getByLabelText('Timezone'), { target: { value: 'America/Chicago' } });
    await user.type(screen.getByLabelText('Front desk phone'), '(312) 555-0148');
    await user.clear(screen.getByLabelText('Closing time'));
    await user.type(screen.getByLabelText('Closing time'), '19:30');
    await user.click(screen.getByLabelText('Booking confirmations'));
    await user.selectOptions(screen.getByLabelText('Send the reminder'), '2');
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));

    expect(await screen.findByText('Settings updated successfully')).toBeInTheDocument();
    expect(screen.getByText('Saved')).toBeInTheDocument();
    expect(puts(calls)[0]!.body).toEqual({
      name: 'Bella Hair Studio',
      timezone: 'America/Chicago',
      hours: { start: '09:00', end: '19:30' },
      address: '12 Main St',
      ownerPhone: '(415) 867-5309',
      frontDeskPhone: '(312) 555-0148',
      country: 'US',
      smsConfirmations: false,
      smsReminders: true,
      reminderHoursBefore: 2,
    });
  });

  it('shows the new business name in the sidebar after saving', async () => {
    const { user } = await openSettings();
    expect(screen.getByRole('heading', { level: 2, name: 'Bella Salon' })).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Business name'));
    await user.type(screen.getByLabelText('Business name'), 'Bella Hair Studio');
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Bella Hair Studio' })).toBeInTheDocument();
  });

  it("shows the server's message, and its field's error next to the field", async () => {
    const message = 'Please enter a valid phone number, like (555) 123-4567';
    const { user } = await openSettings({ status: 422, body: { error: message, fields: { ownerPhone: message } } });
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Error');
    expect(toast).toHaveTextContent(message);
    expect(screen.getByLabelText('Owner phone')).toHaveAttribute('aria-invalid', 'true');
  });

  it('falls back to a generic message when the server gives none', async () => {
    const { user } = await openSettings({ status: 500, body: {} });
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Error');
    expect(toast).toHaveTextContent('Failed to save settings');
  });

  it('shows the onboarding banner, with a link to /portal, while onboarding is incomplete', async () => {
    mockFetch((url, body) => (url === '/portal/whoami' ? portalServer({ onboardingComplete: false })(url) : server()(url, body)));
    const router = createMemoryRouter([{ path: '/app/settings', element: <SettingsRoute /> }], {
      initialEntries: ['/app/settings'],
    });
    render(
      <AppProvider>
        <RouterProvider router={router} />
      </AppProvider>,
    );
    expect(await screen.findByText('Your onboarding is not complete.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Finish onboarding' })).toHaveAttribute('href', '/portal');
  });
});

describe('settings form values', () => {
  const values = {
    name: 'X',
    timezone: 'UTC',
    address: ' ',
    ownerPhone: '',
    frontDeskPhone: '',
    country: 'US',
    hoursStart: '18:00',
    hoursEnd: '09:00',
    smsConfirmations: true,
    smsReminders: false,
    reminderHoursBefore: '5',
  };

  it('maps the server field names to the form, the reminder included', () => {
    expect(fieldErrorsFromServer({ 'hours.start': 'Use a time like 09:00 or 17:30', hours: 'x', bogus: 'y' })).toEqual({
      hoursStart: 'Use a time like 09:00 or 17:30',
      hoursEnd: 'x',
    });
    expect(fieldErrorsFromServer({ reminderHoursBefore: 'Too late' })).toEqual({ reminderHoursBefore: 'Too late' });
    expect(toSettingsUpdate(values).reminderHoursBefore).toBe(5);
    expect(toSettingsUpdate(values).address).toBe('');
  });
});
