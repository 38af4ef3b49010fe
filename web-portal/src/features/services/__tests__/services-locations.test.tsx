import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiServer, type ApiCall } from '@ringbook/web-shared/testing/api-server.ts';
import type { LocationList, SalonLocation } from '../../../lib/api/locations';
import type { Service } from '../../../lib/api/services';
import { mainStreet, ownerOf, uptown } from '../../../testing/locations';
import { portalServer } from '../../../testing/owner';
import { renderRoute } from '../../../testing/render-route';

const catalogue: Service[] = mainStreet.services.map(({ offered: _o, ownPrice: _p, ownDurationMin: _d, ...service }) => service);

/** Uptown charges its own for a haircut, and does no colour. */
const uptownDiffering: SalonLocation = {
  ...uptown,
  services: [
    { ...uptown.services[0]!, price: 55, ownPrice: 55 },
    { ...uptown.services[1]!, offered: false },
  ],
};

const LOCATIONS = '/portal/locations';

/** A business with Main Street and Uptown: its catalogue, its locations, and a location's menu saved as sent. */
function server(locations: SalonLocation[] = [mainStreet, uptownDiffering]) {
  let saved = [...locations];
  const list = (): LocationList => ({ locations: saved, planLocations: 2 });
  portalServer(ownerOf(locations));
  return apiServer({
    'GET /portal/tenants/services': () => ({ body: catalogue }),
    'PUT /portal/tenants/services': () => ({ body: catalogue }),
    'GET /portal/locations': () => ({ body: list() }),
    'PUT /portal/locations/{locationId}/services': ({ params, body }) => {
      const location = saved.find((one) => one.id === params.locationId);
      if (!location) return { status: 404, body: { error: 'No such location' } };
      const services = location.services.map((service) => {
        const usual = catalogue.find((one) => one.serviceId === service.serviceId)!;
        const own = body.services?.find((one) => one.serviceId === service.serviceId);
        return {
          ...service,
          offered: own?.offered ?? true,
          ownPrice: own?.price ?? null,
          ownDurationMin: own?.durationMin ?? null,
          price: own?.price ?? usual.price,
          durationMin: own?.durationMin ?? usual.durationMin,
        };
      });
      const updated = { ...location, services };
      saved = saved.map((one) => (one.id === updated.id ? updated : one));
      return { body: updated };
    },
  });
}

const locationCalls = (calls: ApiCall[], method: string) =>
  calls.filter((call) => call.url.startsWith(LOCATIONS) && call.method === method);

async function openServices(path: string, calls = server()) {
  const router = renderRoute(path);
  await screen.findByRole('heading', { level: 1, name: 'Services' }, { timeout: 5000 });
  return { calls, router, user: userEvent.setup() };
}

describe('services at one location', () => {
  it("shows what it offers and its own price, marked as that location's, and saves only the differences", async () => {
    const { calls, user } = await openServices('/app/services?location=uptown');
    const haircut = await screen.findByRole('listitem', { name: 'Haircut' });
    expect(within(haircut).getByText('$55.00 at Bella Uptown')).toBeVisible();
    expect(within(haircut).getByText('Menu: $45.00, 45 min')).toBeVisible();
    expect(within(haircut).getByLabelText('Offered at Bella Uptown')).toBeChecked();
    expect(within(haircut).getByLabelText('Haircut price at Bella Uptown')).toHaveValue('55');
    const colour = screen.getByRole('listitem', { name: 'Color' });
    expect(within(colour).getByText('Not offered at Bella Uptown')).toBeVisible();
    expect(within(colour).getByLabelText('Offered at Bella Uptown')).not.toBeChecked();
    // The catalogue's editor is the menu for all locations.
    expect(screen.queryByLabelText('Service 1 name')).not.toBeInTheDocument();

    await user.click(within(colour).getByLabelText('Offered at Bella Uptown'));
    await user.type(within(colour).getByLabelText('Color minutes at Bella Uptown'), '75');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText("Bella Uptown's services are up to date.")).toBeVisible();
    expect(locationCalls(calls, 'PUT')).toEqual([
      {
        method: 'PUT',
        url: '/portal/locations/uptown/services',
        body: {
          services: [
            { serviceId: 'cut', offered: true, price: 55, durationMin: null },
            { serviceId: 'color', offered: true, price: null, durationMin: 75 },
          ],
        },
      },
    ]);
    expect(within(colour).getByText('75 min at Bella Uptown')).toBeVisible();
    expect(within(colour).queryByText('Not offered at Bella Uptown')).not.toBeInTheDocument();
  });

  it('refuses a price it cannot read without asking the server', async () => {
    const { calls, user } = await openServices('/app/services?location=uptown');
    const haircut = await screen.findByRole('listitem', { name: 'Haircut' });
    const price = within(haircut).getByLabelText('Haircut price at Bella Uptown');
    await user.clear(price);
    await user.type(price, 'cheap');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await within(haircut).findByText('Enter a price like 45 or 45.50')).toBeVisible();
    expect(locationCalls(calls, 'PUT')).toHaveLength(0);
  });

  it("goes to the menu for all locations to add or rename a service", async () => {
    const { router, user } = await openServices('/app/services?location=uptown');
    await user.click(await screen.findByRole('button', { name: 'Edit the Menu' }));
    expect(await screen.findByLabelText('Service 1 name')).toHaveValue('Haircut');
    expect(router.state.location.search).toBe('?location=all');
  });
});

describe('services under all locations', () => {
  it("edits the business's catalogue as before, saying under each service where a location differs", async () => {
    const { calls, user } = await openServices('/app/services?location=all');
    expect(await screen.findByLabelText('Service 1 name')).toHaveValue('Haircut');
    const [haircut, colour] = screen.getAllByRole('listitem', { name: /^Service \d$/ });
    expect(within(haircut!).getByTestId('location-differences')).toHaveTextContent('$55.00 at Bella Uptown');
    expect(within(colour!).getByTestId('location-differences')).toHaveTextContent('Not offered at Bella Uptown');

    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Services updated successfully')).toBeVisible();
    // Each location's menu follows the catalogue: it is asked again.
    await waitFor(() => expect(locationCalls(calls, 'GET')).toHaveLength(2));
  });

  it('says nothing under a service every location has as the menu does', async () => {
    await openServices('/app/services?location=all', server([mainStreet, uptown]));
    expect(await screen.findByLabelText('Service 1 name')).toHaveValue('Haircut');
    expect(screen.getByText(/Choose a location to set what it offers/)).toBeVisible();
    expect(screen.queryByTestId('location-differences')).not.toBeInTheDocument();
  });
});

describe('services of a one-location salon', () => {
  it('is the catalogue as it always was, without asking for locations', async () => {
    const { calls } = await openServices('/app/services', server([mainStreet]));
    expect(await screen.findByLabelText('Service 1 name')).toHaveValue('Haircut');
    expect(screen.queryByText(/Choose a location/)).not.toBeInTheDocument();
    expect(screen.queryByTestId('location-differences')).not.toBeInTheDocument();
    expect(locationCalls(calls, 'GET')).toHaveLength(0);
  });
});
