import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApiCall } from '@ringbook/web-shared/testing/api-server.ts';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderRoute } from '../../../testing/render-route';
import { mainStreet, uptown } from '../../../testing/locations';
import { locationsServer } from './locations-server';

const sent = (calls: ApiCall[], method: string, url: string) =>
  calls.filter((call) => call.method === method && call.url === url).map((call) => call.body);

async function openLocations(options: Parameters<typeof locationsServer>[0] = {}) {
  const calls = locationsServer(options);
  renderRoute('/app/settings/locations');
  await screen.findByRole('heading', { level: 1, name: 'Locations' }, { timeout: 5000 });
  await screen.findByRole('heading', { level: 2, name: 'Bella Salon' }, { timeout: 5000 });
  return { calls, user: userEvent.setup() };
}

beforeEach(() => window.localStorage.clear());

describe('the Locations page', () => {
  it('lists the locations and says plainly when the plan has no room', async () => {
    await openLocations({ locations: [mainStreet, uptown], planLocations: 2 });
    expect(screen.getByRole('heading', { level: 2, name: 'Bella Uptown' })).toBeInTheDocument();
    expect(screen.getByText('400 Broadway')).toBeInTheDocument();
    const add = screen.getByRole('button', { name: 'Add a Location' });
    expect(add).toBeDisabled();
    expect(add).toHaveAccessibleDescription(
      "Your plan includes 2 locations, and you're using them all. To add another, ask us to add more to your plan.",
    );
  }, 15_000);

  it('adds a location: where, its hours, its staff, then a price that differs there', async () => {
    const { calls, user } = await openLocations({ planLocations: 2 });
    expect(screen.queryByRole('combobox', { name: 'Location' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add a Location' }));

    await user.click(await screen.findByRole('button', { name: /Next: Hours/ }));
    expect(await screen.findByText("Please enter the location's name")).toBeInTheDocument();
    await user.type(screen.getByLabelText('Location name'), 'Bella Uptown');
    await user.type(screen.getByLabelText('Address'), '400 Broadway');
    await user.selectOptions(screen.getByLabelText('Timezone'), 'America/Los_Angeles');
    await user.click(screen.getByRole('button', { name: /Next: Hours/ }));

    expect(await screen.findByRole('heading', { name: 'When is Bella Uptown open?' })).toBeInTheDocument();
    // It starts open when the first location is: closed on Sundays.
    expect(screen.getByRole('checkbox', { name: 'Sunday closed' })).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Monday closed' }));
    fireEvent.change(screen.getByLabelText('Saturday closes'), { target: { value: '16:00' } });
    await user.click(screen.getByRole('button', { name: 'Add Location' }));

    expect(await screen.findByRole('heading', { name: 'Who works at Bella Uptown?' })).toBeInTheDocument();
    expect(screen.getByText(/You have no staff yet/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Skip for Now' }));

    expect(await screen.findByRole('heading', { name: 'Any prices that differ at Bella Uptown?' })).toBeInTheDocument();
    const [added] = sent(calls, 'POST', '/portal/locations') as Record<string, unknown>[];
    expect(added).toMatchObject({ name: 'Bella Uptown', address: '400 Broadway', timezone: 'America/Los_Angeles' });
    const week = added!.week as { weekday: number; open: string; close: string; closed: boolean }[];
    expect(week).toHaveLength(7);
    expect(week[1]).toEqual({ weekday: 1, open: '09:00', close: '18:00', closed: true });
    expect(week[6]).toEqual({ weekday: 6, open: '09:00', close: '16:00', closed: false });

    // The switcher offers the new location at once.
    const switcher = screen.getByRole('combobox', { name: 'Location' });
    expect(within(switcher).getByRole('option', { name: 'Bella Uptown' })).toBeInTheDocument();

    await user.type(screen.getByLabelText('Haircut price'), '55');
    await user.click(screen.getByRole('checkbox', { name: 'Color offered here' }));
    await user.click(screen.getByRole('button', { name: 'Save and Finish' }));
    expect(await screen.findByRole('heading', { name: 'Bella Uptown is added' })).toBeInTheDocument();
    expect(sent(calls, 'PUT', '/portal/locations/added/services')).toEqual([
      {
        services: [
          { serviceId: 'cut', offered: true, price: 55, durationMin: null },
          { serviceId: 'color', offered: false, price: null, durationMin: null },
        ],
      },
    ]);
    expect(screen.getByRole('link', { name: 'Set Staff Hours There' })).toHaveAttribute(
      'href',
      '/app/staff?location=added',
    );

    await user.click(await screen.findByRole('button', { name: 'Launch Its Receptionist' }));
    expect(await screen.findByTestId('location-number')).toHaveTextContent(
      'Its receptionist answers at (800) 555-0142. Give callers this number for Bella Uptown.',
    );
    expect(calls.filter((call) => call.method === 'POST' && call.url.startsWith('/api/receptionist/provision')))
      .toEqual([{ method: 'POST', url: '/api/receptionist/provision?location=added', body: undefined }]);
  }, 20_000);

  it("says what a location's receptionist still needs before it can launch", async () => {
    const { user } = await openLocations({
      locations: [mainStreet, uptown],
      routes: {
        'POST /api/receptionist/provision': () => ({
          status: 422,
          body: { error: 'Please add the city of your salon', fields: { city: 'Please add the city of your salon' } },
        }),
      },
    });
    await user.click(screen.getByRole('button', { name: 'Edit Bella Uptown' }));
    await user.click(await screen.findByRole('button', { name: 'Launch Its Receptionist' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please add the city of your salon');
  }, 15_000);

  it("says the server's refusal when the plan is full by the time the location is added", async () => {
    const { user } = await openLocations({
      planLocations: 2,
      routes: {
        'POST /portal/locations': () => ({
          status: 409,
          body: { error: 'Your plan includes 1 location. Ask us to add more.' },
        }),
      },
    });
    await user.click(screen.getByRole('button', { name: 'Add a Location' }));
    await user.type(await screen.findByLabelText('Location name'), 'Bella Uptown');
    await user.click(screen.getByRole('button', { name: /Next: Hours/ }));
    await user.click(await screen.findByRole('button', { name: 'Add Location' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your plan includes 1 location. Ask us to add more.');
  }, 15_000);

  it("checks a new location's hours before adding it", async () => {
    const { calls, user } = await openLocations();
    await user.click(screen.getByRole('button', { name: 'Add a Location' }));
    await user.type(await screen.findByLabelText('Location name'), 'Bella Uptown');
    await user.click(screen.getByRole('button', { name: /Next: Hours/ }));
    fireEvent.change(await screen.findByLabelText('Tuesday closes'), { target: { value: '08:00' } });
    await user.click(screen.getByRole('button', { name: 'Add Location' }));
    expect(await screen.findByText('Tuesday: must close after it opens')).toBeInTheDocument();
    expect(sent(calls, 'POST', '/portal/locations')).toEqual([]);
  }, 15_000);

  it("edits a location's details, closed days and prices", async () => {
    const { calls, user } = await openLocations({ locations: [mainStreet, uptown] });
    await user.click(screen.getByRole('button', { name: 'Edit Bella Uptown' }));

    const name = await screen.findByLabelText('Location name');
    await user.clear(name);
    await user.type(name, 'Bella Broadway');
    await user.type(screen.getByLabelText('Front desk phone'), '2125550123');
    await user.click(screen.getByRole('button', { name: 'Save Details' }));
    await waitFor(() => expect(sent(calls, 'PUT', '/portal/locations/uptown')).toHaveLength(1));
    expect(sent(calls, 'PUT', '/portal/locations/uptown')[0]).toEqual({
      name: 'Bella Broadway',
      address: '400 Broadway',
      timezone: 'America/Los_Angeles',
      frontDeskPhone: '2125550123',
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'Bella Broadway' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add a closed day' }));
    await user.click(screen.getByRole('button', { name: 'Save Hours' }));
    expect(await screen.findByText('Please give the day the location is closed')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Closed day 1'), { target: { value: '2026-12-25' } });
    await user.type(screen.getByLabelText('Reason 1'), 'Christmas');
    await user.click(screen.getByRole('button', { name: 'Save Hours' }));
    await waitFor(() => expect(sent(calls, 'PUT', '/portal/locations/uptown')).toHaveLength(2));
    const hours = sent(calls, 'PUT', '/portal/locations/uptown')[1] as Record<string, unknown>;
    expect(hours.closures).toEqual([{ date: '2026-12-25', reason: 'Christmas' }]);
    expect(hours.week).toHaveLength(7);

    await user.type(screen.getByLabelText('Color minutes'), '4');
    await user.click(screen.getByRole('button', { name: 'Save Prices' }));
    expect(await screen.findByText('Duration must be between 5 and 480 minutes')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Color minutes'), '5');
    await user.click(screen.getByRole('button', { name: 'Save Prices' }));
    await waitFor(() => expect(sent(calls, 'PUT', '/portal/locations/uptown/services')).toEqual([
      { services: [{ serviceId: 'color', offered: true, price: null, durationMin: 45 }] },
    ]));
  }, 20_000);
});
