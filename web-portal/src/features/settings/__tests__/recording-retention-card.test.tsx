import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Refusal } from '@ringbook/web-shared/testing/api-server.ts';
import { renderRoute } from '../../../testing/render-route';
import { settingsServer } from './settings-server';

const URL = '/api/receptionist/recordings/retention';

async function openSettings({ days = 90, put }: { days?: number; put?: Refusal } = {}) {
  const calls = settingsServer(
    { retentionDays: days },
    put ? { 'PUT /api/receptionist/recordings/retention': () => put } : {},
  );
  renderRoute('/app/settings');
  await screen.findByLabelText('Keep recordings for', {}, { timeout: 5000 });
  const puts = () => calls.filter((call) => call.url === URL && call.method === 'PUT');
  return { puts, user: userEvent.setup() };
}

describe('call recordings in Settings', () => {
  it('shows how long recordings are kept, 90 days unless changed', async () => {
    await openSettings();
    const keep = screen.getByLabelText('Keep recordings for');
    expect(keep).toHaveValue('90');
    expect(within(keep).getAllByRole('option').map((o) => o.textContent)).toEqual([
      '7 days',
      '30 days',
      '90 days',
      '180 days',
      '1 year',
    ]);
    expect(screen.getByText(/Recordings older than this are deleted/)).toBeInTheDocument();
  });

  it('keeps an unusual saved value among the choices', async () => {
    await openSettings({ days: 45 });
    expect(screen.getByLabelText('Keep recordings for')).toHaveValue('45');
  });

  it('saves the choice and says so', async () => {
    const { puts, user } = await openSettings();
    await user.selectOptions(screen.getByLabelText('Keep recordings for'), '30');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Recordings are kept for 30 days')).toBeInTheDocument();
    expect(puts().map((call) => call.body)).toEqual([{ days: 30 }]);
  });

  it("shows the server's message next to the choice", async () => {
    const message = 'Keep recordings between 1 and 365 days';
    const { user } = await openSettings({ put: { status: 422, body: { error: message } } });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByLabelText('Keep recordings for')).toHaveAttribute('aria-invalid', 'true');
  });
});
