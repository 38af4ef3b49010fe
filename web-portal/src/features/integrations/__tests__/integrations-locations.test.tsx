import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiServer } from '@ringbook/web-shared/testing/api-server.ts';
import type { CalendarSettings, ProviderState } from '../../../lib/api/calendar-settings';
import { mainStreet, ownerOf, uptown } from '../../../testing/locations';
import { portalServer } from '../../../testing/owner';
import { renderRoute } from '../../../testing/render-route';
import type { CalcomEventType } from '../api/calcom-event-types';
import type { LocationEventType } from '../api/location-event-types';

const connected: ProviderState = {
  connected: true,
  status: 'connected',
  account: 'bella',
  authKind: 'api_key',
  defaultEventTypeId: 101,
};

const eventTypes: CalcomEventType[] = [
  { id: 101, title: 'Haircut', lengthInMinutes: 45, description: '' },
  { id: 201, title: 'Haircut Uptown', lengthInMinutes: 45, description: '' },
];

const TAKEN = "That event type already takes another location's bookings";

/** Booking's Cal.com at Main Street (event type 101) and Uptown (none chosen yet), choices saved as sent; one
 * event type takes one location's bookings, as booking refuses it. */
function server(locations = [mainStreet, uptown]) {
  const chosen: Record<string, number | null> = { [mainStreet.id]: 101, [uptown.id]: null };
  const settings = (): CalendarSettings => ({
    bookingCalendar: 'calcom',
    bookingWindowDays: 90,
    calcom: { ...connected, defaultEventTypeId: chosen[mainStreet.id] ?? null },
    google: { ...connected, connected: false, status: 'not_connected', authKind: null, defaultEventTypeId: null },
  });
  const rows = (): LocationEventType[] =>
    locations.map((location) => ({
      locationId: location.id,
      name: location.name,
      eventTypeId: chosen[location.id] ?? null,
    }));
  portalServer(ownerOf(locations));
  return apiServer({
    'GET /calendars/settings': () => ({ body: settings() }),
    'GET /auth/google/status': () => ({ body: { connected: false } }),
    'GET /calcom/event-types': () => ({ body: eventTypes }),
    'GET /calcom/location-event-types': ({ url }) => {
      const location = url.searchParams.get('location');
      if (!location) return { body: rows() };
      const one = rows().filter((row) => row.locationId === location);
      return one.length ? { body: one } : { status: 404, body: { error: 'No such location' } };
    },
    'PUT /calcom/default-event-type': ({ url, body }) => {
      const location = url.searchParams.get('location') ?? mainStreet.id;
      const owner = Object.entries(chosen).find(([id, eventType]) => eventType === body.eventTypeId && id !== location);
      if (owner) {
        return { status: 409, body: { error: TAKEN, fields: { eventTypeId: "Already another location's event type" } } };
      }
      chosen[location] = body.eventTypeId;
      return { body: settings() };
    },
  });
}

async function openIntegrations(path: string, calls = server()) {
  renderRoute(path);
  await screen.findByRole('heading', { level: 1, name: 'Integrations' }, { timeout: 5000 });
  return { calls, user: userEvent.setup() };
}

const calcomCard = () => screen.getByRole('region', { name: 'Cal.com' });

describe('integrations at one location', () => {
  it("shows that location's event type only, and chooses one for it", async () => {
    const { calls, user } = await openIntegrations('/app/integrations?location=uptown');
    const card = calcomCard();
    expect(await within(card).findByText('Event type at this location')).toBeVisible();
    const uptownRow = within(card).getByRole('region', { name: 'Bella Uptown' });
    expect(within(uptownRow).getByText(/No event type yet/)).toBeVisible();
    expect(within(card).queryByRole('region', { name: 'Bella Salon' })).not.toBeInTheDocument();
    expect(within(card).getByText('Connected')).toBeVisible();

    await user.selectOptions(within(uptownRow).getByLabelText('Event type at Bella Uptown'), '201');
    await waitFor(() =>
      expect(within(calcomCard()).getByRole('region', { name: 'Bella Uptown' })).toHaveTextContent(
        'Bookings go to Haircut Uptown',
      ),
    );
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([
      { url: '/calcom/default-event-type?location=uptown', method: 'PUT', body: { eventTypeId: 201 } },
    ]);
    expect(calls.some((call) => call.url === '/calcom/location-event-types?location=uptown')).toBe(true);
  });

  it("says so when the event type takes another location's bookings", async () => {
    const { user } = await openIntegrations('/app/integrations?location=uptown');
    const row = await within(calcomCard()).findByRole('region', { name: 'Bella Uptown' });
    await user.selectOptions(within(row).getByLabelText('Event type at Bella Uptown'), '101');
    expect(await screen.findByText(TAKEN)).toBeInTheDocument();
    expect(within(calcomCard()).getByRole('region', { name: 'Bella Uptown' })).toHaveTextContent(/No event type yet/);
  });
});

describe('integrations under all locations', () => {
  it('shows the connection and each location’s event type, grouped by location in order', async () => {
    const { calls } = await openIntegrations('/app/integrations?location=all');
    const card = calcomCard();
    expect(await within(card).findByText('Event types by location')).toBeVisible();
    expect(within(card).getByText('bella')).toBeVisible();
    const groups = within(card).getAllByRole('region');
    expect(groups.map((group) => group.getAttribute('aria-label'))).toEqual(['Bella Salon', 'Bella Uptown']);
    expect(groups[0]).toHaveTextContent('Bookings go to Haircut');
    expect(within(groups[0]!).getByLabelText('Event type at Bella Salon')).toHaveValue('101');
    expect(groups[1]).toHaveTextContent(/No event type yet/);
    expect(calls.some((call) => call.url === '/calcom/location-event-types')).toBe(true);
  });
});

describe('integrations of a one-location salon', () => {
  it("shows today's page: the connection, no event types by location", async () => {
    const { calls } = await openIntegrations('/app/integrations', server([mainStreet]));
    const card = calcomCard();
    expect(await within(card).findByText('Connected')).toBeVisible();
    expect(within(card).getByRole('link', { name: /Manage Event Types/ })).toBeVisible();
    expect(within(card).queryByText(/Event type/)).not.toBeInTheDocument();
    expect(within(card).queryByRole('region')).not.toBeInTheDocument();
    expect(calls.some((call) => call.url.startsWith('/calcom/location-event-types'))).toBe(false);
  });
});
