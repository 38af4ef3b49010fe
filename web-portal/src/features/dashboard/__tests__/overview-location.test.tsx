import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApiCall } from '@ringbook/web-shared/testing/api-server.ts';
import { beforeEach, describe, expect, it } from 'vitest';
import { mainStreet, ownerOf, uptown } from '../../../testing/locations';
import { overviewServer } from '../../../testing/overview-server';
import { renderRoute } from '../../../testing/render-route';

const asked = (calls: ApiCall[], path: string) =>
  calls.filter((call) => call.url.split('?')[0] === path).map((call) => new URL(call.url, 'http://portal.test'));

beforeEach(() => window.localStorage.clear());

describe('the overview per location', () => {
  it("asks one location's figures, appointments, calls and call-backs, and every location's under All locations", async () => {
    const calls = overviewServer({ whoAmI: ownerOf([mainStreet, uptown]) });
    const user = userEvent.setup();
    renderRoute('/app/overview?location=uptown');
    await screen.findByRole('heading', { level: 1, name: 'Overview' }, { timeout: 5000 });
    await waitFor(() => expect(asked(calls, '/api/dashboard/appointments').length).toBeGreaterThan(0));
    expect(asked(calls, '/api/dashboard/analytics').map((url) => url.searchParams.get('location'))).toEqual(['uptown']);
    await waitFor(() => expect(asked(calls, '/api/dashboard/call-logs')).toHaveLength(1));
    await waitFor(() => expect(asked(calls, '/api/dashboard/callbacks')).toHaveLength(1));
    const lists = ['/api/dashboard/appointments', '/api/dashboard/call-logs', '/api/dashboard/callbacks'];
    for (const url of lists.flatMap((path) => asked(calls, path))) {
      expect(url.searchParams.get('location')).toBe('uptown');
    }

    // Its receptionist is its own, launched from Locations.
    expect(await screen.findByText(/This location has no receptionist of its own yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Manage Locations' })).toHaveAttribute('href', '/app/settings/locations');
    expect(asked(calls, '/api/receptionist/status').map((url) => url.searchParams.get('location'))).toContain('uptown');

    calls.length = 0;
    await user.selectOptions(screen.getByRole('combobox', { name: 'Location' }), 'All locations');
    await waitFor(() => expect(asked(calls, '/api/dashboard/analytics')).toHaveLength(1));
    expect(asked(calls, '/api/dashboard/analytics')[0]!.searchParams.has('location')).toBe(false);
    expect(await screen.findByRole('link', { name: 'Set Up AI Receptionist' })).toHaveAttribute('href', '/setup-ai');
  }, 15_000);

  it('names no location for a business with one', async () => {
    const calls = overviewServer();
    renderRoute('/app/overview');
    await screen.findByRole('heading', { level: 1, name: 'Overview' }, { timeout: 5000 });
    await waitFor(() => expect(asked(calls, '/api/dashboard/appointments').length).toBeGreaterThan(0));
    expect(screen.queryByRole('combobox', { name: 'Location' })).not.toBeInTheDocument();
    await waitFor(() => expect(asked(calls, '/api/dashboard/call-logs')).toHaveLength(1));
    const urls = ['analytics', 'appointments', 'call-logs', 'callbacks'].flatMap((list) =>
      asked(calls, `/api/dashboard/${list}`),
    );
    expect(urls.every((url) => !url.searchParams.has('location'))).toBe(true);
  }, 15_000);
});
