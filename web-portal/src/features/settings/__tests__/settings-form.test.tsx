import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { ApiCall, Refusal } from '@ringbook/web-shared/testing/api-server.ts';
import { AppProvider } from '../../../app/provider';
import { SettingsRoute } from '../../../app/routes/app/settings';
import { portalServer } from '../../../testing/owner';
import { renderRoute } from '../../../testing/render-route';
import { fieldErrorsFromServer, toSettingsUpdate } from '../utils/settings-form';
import { weekOf } from '../../../lib/opening-hours';
import { settingsServer } from './settings-server';

// Every field of the form typed into key by key, with every time zone to choose from: slow on a busy machine.
vi.setConfig({ testTimeout: 15_000 });

const URL = '/portal/tenants/settings';

const server = (put?: Refusal) => settingsServer({}, put ? { 'PUT /portal/tenants/settings': () => put } : {});

const puts = (calls: ApiCall[]) =>
  calls.filter((call) => call.url === URL && call.method === 'PUT');

async function openSettings(put?: Refusal) {
  const calls = server(put);
  renderRoute('/app/settings');
  await screen.findByRole('heading', { level: 1, name: 'Settings' }, { timeout: 5000 });
  await screen.findByLabelText('Business name');
  return { calls, user: userEvent.setup() };
}

describe('settings', () => {
  it('edits the opening hours day by day, the closed days included, as the setup wizard does', async () => {
    const { calls, user } = await openSettings();
    expect(screen.getByText(/Your receptionist tells callers these hours/)).toBeVisible();
    expect(screen.getByLabelText('Sunday closed')).toBeChecked();
    expect(screen.getByLabelText('Monday opens')).toHaveValue('09:00');
    await user.click(screen.getByLabelText('Monday closed'));
    expect(screen.getByLabelText('Monday opens')).toBeDisabled();
    await user.clear(screen.getByLabelText('Saturday closes'));
    await user.type(screen.getByLabelText('Saturday closes'), '16:00');
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    await screen.findByText('Settings updated successfully');
    const sent = puts(calls)[0]!.body as { week: { weekday: number; open: string; close: string; closed: boolean }[] };
    expect(sent.week.map((day) => [day.weekday, day.closed, day.close])).toEqual([
      [0, true, '18:00'], [1, true, '18:00'], [2, false, '18:00'], [3, false, '18:00'], [4, false, '18:00'],
      [5, false, '18:00'], [6, false, '16:00'],
    ]);
  });

  it('refuses a day that closes before it opens, naming it', async () => {
    const { calls, user } = await openSettings();
    await user.clear(screen.getByLabelText('Tuesday closes'));
    await user.type(screen.getByLabelText('Tuesday closes'), '08:00');
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Tuesday: must close after it opens');
    expect(puts(calls)).toHaveLength(0);
  });

  it('shows the saved settings, phones as people write them', async () => {
    await openSettings();
    expect(document.title).toBe('Ringbook — Settings');
    expect(screen.getByLabelText('Business name')).toHaveValue('Bella Salon');
    expect(screen.getByLabelText('Timezone')).toHaveValue('America/New_York');
    expect(screen.getByLabelText('Address')).toHaveValue('12 Main St');
    expect(screen.getByLabelText('Owner phone')).toHaveValue('(415) 867-5309');
    expect(screen.getByLabelText('Front desk phone')).toHaveValue('');
    expect(screen.getByLabelText('Friday opens')).toHaveValue('09:00');
    expect(screen.getByLabelText('Friday closes')).toHaveValue('18:00');
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
    expect(await screen.findByText('Please enter a business name')).toBeInTheDocument();
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
    await user.clear(screen.getByLabelText('Friday closes'));
    await user.type(screen.getByLabelText('Friday closes'), '19:30');
    await user.click(screen.getByLabelText('Booking confirmations'));
    await user.selectOptions(screen.getByLabelText('Send the reminder'), '2');
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));

    expect(await screen.findByText('Settings updated successfully')).toBeInTheDocument();
    expect(screen.getByText('Saved')).toBeInTheDocument();
    expect(puts(calls)[0]!.body).toEqual({
      name: 'Bella Hair Studio',
      timezone: 'America/Chicago',
      hours: { start: '09:00', end: '19:30' },
      week: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({
        weekday,
        open: '09:00',
        close: weekday === 5 ? '19:30' : '18:00',
        closed: weekday === 0,
      })),
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
    server();
    portalServer({ onboardingComplete: false });
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
    week: weekOf(undefined, { start: '10:00', end: '16:00' }),
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
    expect(fieldErrorsFromServer({ Monday: 'must close after it opens' })).toEqual({
      week: 'Monday: must close after it opens',
    });
    expect(toSettingsUpdate(values).hours).toEqual({ start: '10:00', end: '16:00' });
    expect(toSettingsUpdate(values).reminderHoursBefore).toBe(5);
    expect(toSettingsUpdate(values).address).toBe('');
  });
});
