import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiServer, type ApiCall } from '@ringbook/web-shared/testing/api-server.ts';
import { beforeEach, describe, expect, it } from 'vitest';
import { mainStreet, ownerOf, uptown } from '../../../testing/locations';
import { renderRoute } from '../../../testing/render-route';
import { FIRST_PAINT, JOURNEY, bookingsServer, listRequests } from './bookings-server';

const availabilityAt = (calls: ApiCall[]) =>
  calls
    .filter((call) => call.url.startsWith('/api/availability'))
    .map((call) => new URL(call.url, 'http://portal.test').searchParams.get('location'));

function twoLocations() {
  const calls = bookingsServer();
  apiServer({ 'GET /portal/whoami': () => ({ body: ownerOf([mainStreet, uptown]) }) });
  return calls;
}

beforeEach(() => window.localStorage.clear());

describe('bookings per location', JOURNEY, () => {
  it("lists and counts the chosen location's appointments, and finds free times there", async () => {
    const calls = twoLocations();
    renderRoute('/app/bookings?location=uptown&action=create');
    const dialog = await screen.findByRole('dialog', { name: 'New Booking' }, FIRST_PAINT);
    await waitFor(() => expect(availabilityAt(calls)).toContain('uptown'));
    expect(within(dialog).queryByLabelText('Location')).not.toBeInTheDocument();
    const lists = calls.filter((call) => call.url.startsWith('/api/dashboard/appointments'));
    expect(lists.length).toBeGreaterThan(0);
    for (const call of lists) expect(new URL(call.url, 'http://portal.test').searchParams.get('location')).toBe('uptown');
    expect(listRequests(calls).length).toBeGreaterThan(0);
  });

  it('at All locations, lists every location and asks where a new booking is', async () => {
    const calls = twoLocations();
    const user = userEvent.setup();
    renderRoute('/app/bookings?location=all&action=create');
    const dialog = await screen.findByRole('dialog', { name: 'New Booking' }, FIRST_PAINT);
    const where = await within(dialog).findByLabelText('Location');
    expect(where).toHaveValue('bella');
    await waitFor(() => expect(availabilityAt(calls)).toEqual(['bella']));
    await user.selectOptions(where, 'Bella Uptown');
    await waitFor(() => expect(availabilityAt(calls).at(-1)).toBe('uptown'));
    const lists = calls.filter((call) => call.url.startsWith('/api/dashboard/appointments'));
    for (const call of lists) expect(call.url).not.toContain('location=');
  });
});
