import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Refusal } from '@ringbook/web-shared/testing/api-server.ts';
import { renderRoute } from '../../../testing/render-route';
import { settingsServer } from './settings-server';

const URL = '/calendars/settings';
const LABEL = 'Book up to (days ahead)';
async function openSettings({ days = 90, put }: { days?: number; put?: Refusal } = {}) {
  const calls = settingsServer({ bookingWindowDays: days }, put ? { 'PUT /calendars/settings': () => put } : {});
  renderRoute('/app/settings');
  await screen.findByLabelText(LABEL, {}, { timeout: 5000 });
  const puts = () => calls.filter((call) => call.url === URL && call.method === 'PUT');
  return { puts, user: userEvent.setup() };
}

describe('the booking window in Settings', () => {
  it('shows how far ahead clients can book, 90 days unless changed', async () => {
    await openSettings();
    expect(screen.getByLabelText(LABEL)).toHaveValue(90);
    expect(screen.getByText(/1 to 730 days/)).toBeInTheDocument();
  });

  it('saves a longer window for weddings months ahead, sending only the window', async () => {
    const { puts, user } = await openSettings();
    await user.clear(screen.getByLabelText(LABEL));
    await user.type(screen.getByLabelText(LABEL), '365');
    await user.click(screen.getByRole('button', { name: 'Save booking window' }));
    expect(await screen.findByText('Clients can book up to 365 days ahead')).toBeInTheDocument();
    expect(puts().map((call) => call.body)).toEqual([{ bookingWindowDays: 365 }]);
  });

  it.each(['0', '731', '2.5', ''])('refuses %j without asking the server', async (typed) => {
    const { puts, user } = await openSettings();
    await user.clear(screen.getByLabelText(LABEL));
    if (typed) await user.type(screen.getByLabelText(LABEL), typed);
    await user.click(screen.getByRole('button', { name: 'Save booking window' }));
    expect(await screen.findByText('Enter a whole number of days from 1 to 730')).toBeInTheDocument();
    expect(screen.getByLabelText(LABEL)).toHaveAttribute('aria-invalid', 'true');
    expect(puts()).toHaveLength(0);
  });

  it("shows the server's message next to the field", async () => {
    const message = 'The booking window must be a whole number of days from 1 to 730';
    const { user } = await openSettings({ put: { status: 422, body: { error: message } } });
    await user.click(screen.getByRole('button', { name: 'Save booking window' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
  });
});
