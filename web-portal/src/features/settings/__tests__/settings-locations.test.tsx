import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ApiCall, Refusal } from '@ringbook/web-shared/testing/api-server.ts';
import type { LocationList, SalonLocation } from '../../../lib/api/locations';
import { mainStreet, ownerOf, uptown } from '../../../testing/locations';
import { renderRoute } from '../../../testing/render-route';
import { savedSettings } from '../../../testing/salon';
import { settingsServer } from './settings-server';

// Two forms with every time zone to choose from, typed into key by key.
vi.setConfig({ testTimeout: 15_000 });

/** The Settings page's server for a business with Main Street (its first location) and Uptown; a location's save
 * is answered with what was sent over it, unless `put` refuses it. */
function server({ locations = [mainStreet, uptown], put }: { locations?: SalonLocation[]; put?: Refusal } = {}) {
  let saved = [...locations];
  const list = (): LocationList => ({ locations: saved, planLocations: 2 });
  return settingsServer(
    {},
    {
      'GET /portal/whoami': () => ({ body: ownerOf(locations) }),
      'GET /portal/locations': () => ({ body: list() }),
      'PUT /portal/locations/{locationId}': ({ params, body }) => {
        if (put) return put;
        const location = saved.find((one) => one.id === params.locationId)!;
        const updated: SalonLocation = {
          ...location,
          name: body.name ?? location.name,
          address: body.address ?? location.address,
          timezone: body.timezone ?? location.timezone,
          frontDeskPhone: body.frontDeskPhone === '(646) 555-0144' ? '+16465550144' : (body.frontDeskPhone ?? ''),
          week: (body.week ?? location.week).map((day, weekday) => ({
            weekday: day.weekday ?? weekday,
            open: day.open ?? '',
            close: day.close ?? '',
            closed: day.closed ?? false,
          })),
          closures: (body.closures ?? location.closures).map(({ date, reason }) => ({ date: date ?? '', reason: reason ?? '' })),
        };
        saved = saved.map((one) => (one.id === updated.id ? updated : one));
        return { body: updated };
      },
    },
  );
}

const sent = (calls: ApiCall[], method: string, url: string) =>
  calls.filter((call) => call.method === method && call.url === url);

async function openSettings(path: string, calls: ApiCall[] = server()) {
  const router = renderRoute(path);
  await screen.findByRole('heading', { level: 1, name: 'Settings' }, { timeout: 5000 });
  await screen.findByLabelText('Business name');
  return { calls, router, user: userEvent.setup() };
}

describe('settings at one location', () => {
  it("edits that location's name, address, time zone, phone, hours and closed days, and saves them as its own", async () => {
    const { calls, user } = await openSettings('/app/settings?location=uptown');
    const uptownForm = screen.getByRole('form', { name: 'Bella Uptown' });
    const at = within(uptownForm);
    expect(at.getByLabelText('Location name')).toHaveValue('Bella Uptown');
    expect(at.getByLabelText('Address')).toHaveValue('400 Broadway');
    expect(at.getByLabelText('Timezone')).toHaveValue('America/Los_Angeles');
    expect(at.getByLabelText('Sunday closed')).toBeChecked();
    expect(at.getByText('No closed days coming up.')).toBeVisible();

    await user.clear(at.getByLabelText('Address'));
    await user.type(at.getByLabelText('Address'), '410 Broadway');
    await user.type(at.getByLabelText('Front desk phone'), '(646) 555-0144');
    await user.click(at.getByLabelText('Monday closed'));
    await user.click(at.getByRole('button', { name: 'Add a closed day' }));
    await user.type(at.getByLabelText('Closed day 1'), '2026-12-25');
    await user.type(at.getByLabelText('Reason 1'), ' Christmas ');
    await user.click(at.getByRole('button', { name: 'Save Bella Uptown' }));

    expect(await screen.findByText('Bella Uptown is up to date.')).toBeVisible();
    const [put] = sent(calls, 'PUT', '/portal/locations/uptown');
    expect(put!.body).toEqual({
      name: 'Bella Uptown',
      address: '410 Broadway',
      timezone: 'America/Los_Angeles',
      frontDeskPhone: '(646) 555-0144',
      week: savedSettings.week.map((day) => (day.weekday === 1 ? { ...day, closed: true } : day)),
      closures: [{ date: '2026-12-25', reason: 'Christmas' }],
    });
    expect(at.getByLabelText('Front desk phone')).toHaveValue('(646) 555-0144');
    // The business's settings are not this location's.
    expect(sent(calls, 'PUT', '/portal/tenants/settings')).toHaveLength(0);
  });

  it('uses the one hours check, and asks for a closed day\'s date, before asking the server', async () => {
    const { calls, user } = await openSettings('/app/settings?location=uptown');
    const at = within(screen.getByRole('form', { name: 'Bella Uptown' }));
    await user.clear(at.getByLabelText('Tuesday closes'));
    await user.type(at.getByLabelText('Tuesday closes'), '08:00');
    await user.click(at.getByRole('button', { name: 'Add a closed day' }));
    await user.click(at.getByRole('button', { name: 'Save Bella Uptown' }));
    expect(await at.findByText('Tuesday: must close after it opens')).toBeVisible();
    expect(at.getByText('Please give the day the location is closed')).toBeVisible();
    expect(sent(calls, 'PUT', '/portal/locations/uptown')).toHaveLength(0);
  });

  it("puts the server's message under its field", async () => {
    const refused = { status: 422, body: { error: 'Invalid', fields: { frontDeskPhone: 'Please enter a valid phone number, like (201) 555-0123' } } } as const;
    const { user } = await openSettings('/app/settings?location=uptown', server({ put: refused }));
    const at = within(screen.getByRole('form', { name: 'Bella Uptown' }));
    await user.type(at.getByLabelText('Front desk phone'), 'call me');
    await user.click(at.getByRole('button', { name: 'Save Bella Uptown' }));
    expect(await at.findByText('Please enter a valid phone number, like (201) 555-0123')).toBeVisible();
    expect(at.getByLabelText('Front desk phone')).toHaveAttribute('aria-invalid', 'true');
  });

  it("leaves the first location's name to the business's, and asks for the business's settings again once saved", async () => {
    const { calls, user } = await openSettings('/app/settings?location=bella');
    const at = within(screen.getByRole('form', { name: 'Bella Salon' }));
    expect(at.queryByLabelText('Location name')).not.toBeInTheDocument();
    expect(at.getByText(/goes by your business's name/)).toBeVisible();
    const asked = sent(calls, 'GET', '/portal/tenants/settings').length;
    await user.clear(at.getByLabelText('Address'));
    await user.type(at.getByLabelText('Address'), '14 Main St');
    await user.click(at.getByRole('button', { name: 'Save Bella Salon' }));

    expect(await screen.findByText('Bella Salon is up to date.')).toBeVisible();
    expect(sent(calls, 'PUT', '/portal/locations/bella')[0]!.body).not.toHaveProperty('name');
    await waitFor(() => expect(sent(calls, 'GET', '/portal/tenants/settings').length).toBeGreaterThan(asked));
  });

  it("keeps the business's own settings below, saying they apply to every location", async () => {
    const { calls, user } = await openSettings('/app/settings?location=uptown');
    const business = screen.getByRole('form', { name: 'Your business' });
    expect(within(business).getByText('These apply to every location.')).toBeVisible();
    expect(within(business).queryByLabelText('Address')).not.toBeInTheDocument();
    expect(within(business).queryByLabelText('Monday opens')).not.toBeInTheDocument();
    await user.clear(within(business).getByLabelText('Business name'));
    await user.type(within(business).getByLabelText('Business name'), 'Bella Group');
    await user.click(within(business).getByLabelText('Appointment reminders'));
    await user.click(within(business).getByRole('button', { name: 'Save Settings' }));

    expect(await screen.findByText('Settings updated successfully')).toBeVisible();
    const [put] = sent(calls, 'PUT', '/portal/tenants/settings');
    // Its address, zone and week stay the first location's as saved, not Uptown's.
    expect(put!.body).toMatchObject({
      name: 'Bella Group',
      address: '12 Main St',
      timezone: 'America/New_York',
      ownerPhone: '(415) 867-5309',
      smsReminders: false,
      week: savedSettings.week,
    });
  });
});

describe('settings under all locations', () => {
  it("shows the business's settings and each location in brief, one chosen to change its own", async () => {
    const { router, user } = await openSettings('/app/settings?location=all');
    expect(screen.getByText('These apply to every location.')).toBeVisible();
    expect(screen.queryByLabelText('Address')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Monday opens')).not.toBeInTheDocument();
    const uptownRow = screen.getByRole('listitem', { name: 'Bella Uptown' });
    expect(uptownRow).toHaveTextContent('400 Broadway · America/Los Angeles');
    expect(screen.getByRole('listitem', { name: 'Bella Salon' })).toHaveTextContent('12 Main St · America/New York');

    await user.click(within(uptownRow).getByRole('button', { name: 'Edit Bella Uptown' }));
    expect(await screen.findByLabelText('Location name')).toHaveValue('Bella Uptown');
    expect(router.state.location.search).toBe('?location=uptown');
  });
});

describe('settings of a one-location salon', () => {
  it('is the page it always was, without asking for locations', async () => {
    const { calls } = await openSettings('/app/settings', server({ locations: [mainStreet] }));
    expect(screen.getByLabelText('Address')).toHaveValue('12 Main St');
    expect(screen.getByLabelText('Monday opens')).toHaveValue('09:00');
    expect(screen.queryByText('These apply to every location.')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Edit / })).not.toBeInTheDocument();
    expect(calls.filter((call) => call.url.startsWith('/portal/locations'))).toHaveLength(0);
  });
});
