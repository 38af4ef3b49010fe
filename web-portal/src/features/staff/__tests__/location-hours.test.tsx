import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiServer } from '@ringbook/web-shared/testing/api-server.ts';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderRoute } from '../../../testing/render-route';
import { mainStreet, ownerOf, uptown } from '../../../testing/locations';
import { maria, staffServer } from './staff-server';

const hoursAsked = (calls: { url: string; method: string }[]) =>
  calls.filter((call) => call.method === 'GET' && call.url.startsWith('/staff/maria/hours')).map((call) => call.url);

function twoLocations() {
  const calls = staffServer({ staff: [maria], hours: { maria: [{ dow: 1, start: '09:00', end: '17:00' }] } });
  apiServer({ 'GET /portal/whoami': () => ({ body: ownerOf([mainStreet, uptown]) }) });
  return calls;
}

beforeEach(() => window.localStorage.clear());

describe('the location switcher on Staff', () => {
  it('is not there for a business with one location, whose requests name none', async () => {
    const calls = staffServer({ staff: [maria], hours: { maria: [] } });
    const router = renderRoute('/app/staff');
    await screen.findByRole('heading', { level: 1, name: 'Staff' }, { timeout: 5000 });
    await screen.findAllByText('Day off', {}, { timeout: 5000 });
    expect(screen.queryByRole('combobox', { name: 'Location' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Working hours at')).not.toBeInTheDocument();
    expect(hoursAsked(calls)).toEqual(['/staff/maria/hours']);
    expect(router.state.location.search).toBe('');
  }, 15_000);

  it('offers every location and all of them, all by default, in the URL', async () => {
    twoLocations();
    const router = renderRoute('/app/staff');
    const switcher = await screen.findByRole('combobox', { name: 'Location' });
    expect(within(switcher).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'All locations',
      'Bella Salon',
      'Bella Uptown',
    ]);
    expect(switcher).toHaveValue('all');
    await waitFor(() => expect(router.state.location.search).toBe('?location=all'));
    const nav = screen.getByRole('navigation', { name: 'Portal' });
    expect(within(nav).getByRole('link', { name: 'Bookings' })).toHaveAttribute('href', '/app/bookings?location=all');
  });

  it("asks the chosen location's hours, keeps it in the URL and the links, and remembers it", async () => {
    const calls = twoLocations();
    const user = userEvent.setup();
    const router = renderRoute('/app/staff');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Location' }), 'Bella Uptown');

    await waitFor(() => expect(router.state.location.search).toBe('?location=uptown'));
    await waitFor(() => expect(hoursAsked(calls)).toContain('/staff/maria/hours?location=uptown'));
    // The switcher decides: the screen asks no location of its own.
    expect(screen.queryByLabelText('Working hours at')).not.toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Portal' });
    expect(within(nav).getByRole('link', { name: 'Overview' })).toHaveAttribute('href', '/app/overview?location=uptown');
    expect(window.localStorage.getItem('ringbook.location.bella')).toBe('uptown');
  });

  it('shows the remembered location on the next visit, and the URL wins over it', async () => {
    window.localStorage.setItem('ringbook.location.bella', 'uptown');
    twoLocations();
    const router = renderRoute('/app/staff');
    expect(await screen.findByRole('combobox', { name: 'Location' })).toHaveValue('uptown');
    await waitFor(() => expect(router.state.location.search).toBe('?location=uptown'));
  });

  it('at All locations, asks which location the working hours are at', async () => {
    const calls = twoLocations();
    const user = userEvent.setup();
    renderRoute('/app/staff?location=all');
    const where = await screen.findByLabelText('Working hours at', {}, { timeout: 5000 });
    expect(where).toHaveValue('bella');
    await waitFor(() => expect(hoursAsked(calls)).toEqual(['/staff/maria/hours?location=bella']));
    await user.selectOptions(where, 'Bella Uptown');
    await waitFor(() => expect(hoursAsked(calls)).toContain('/staff/maria/hours?location=uptown'));
  });

  it('saves working hours at the location shown', async () => {
    const calls = twoLocations();
    const user = userEvent.setup();
    renderRoute('/app/staff?location=uptown');
    await screen.findByLabelText('Monday interval 1 start', {}, { timeout: 5000 });
    await user.click(screen.getByRole('button', { name: 'Save Working Hours' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    const saved = calls.find((call) => call.method === 'PUT' && call.url === '/staff/hours');
    expect(saved?.body).toEqual({ staffId: 'maria', hours: [{ dow: 1, start: '09:00', end: '17:00' }], location: 'uptown' });
  });

  it('ignores a location in the URL the business does not have', async () => {
    twoLocations();
    const router = renderRoute('/app/staff?location=elsewhere');
    expect(await screen.findByRole('combobox', { name: 'Location' })).toHaveValue('all');
    await waitFor(() => expect(router.state.location.search).toBe('?location=all'));
  });
});
