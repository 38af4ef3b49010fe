import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApiCall } from '@ringbook/web-shared/testing/api-server.ts';
import { beforeEach, describe, expect, it } from 'vitest';
import type { StaffMember } from '../../../lib/api/staff';
import { renderRoute } from '../../../testing/render-route';
import { locationsServer } from './locations-server';

const member = (staffId: string, name: string, title: string): StaffMember => ({
  staffId,
  name,
  title,
  email: null,
  calendarId: `builtin:${staffId}`,
  calendarPending: false,
});

const ana = member('ana', 'Ana Ruiz', 'Stylist');
const sam = member('sam', 'Sam Lee', 'Barber');

/** Ana works Monday to Friday, 9 to 5, at the first location. */
const anaAtMainStreet = { bella: { ana: [1, 2, 3, 4, 5].map((dow) => ({ dow, start: '09:00', end: '17:00' })) } };

const savedWeeks = (calls: ApiCall[]) =>
  calls.filter((call) => call.method === 'PUT' && call.url === '/staff/hours').map((call) => call.body);

const card = (name: string) =>
  screen.getAllByTestId('staff-at-location').find((item) => within(item).queryByText(name))!;

/** The add flow up to its staff step, for a new location open Tuesday to Saturday (its hours step's Monday closed). */
async function atStaffStep(options: Parameters<typeof locationsServer>[0] = {}) {
  const calls = locationsServer({ staff: [ana, sam], weeks: anaAtMainStreet, ...options });
  renderRoute('/app/settings/locations');
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Add a Location' }, { timeout: 5000 }));
  await user.type(await screen.findByLabelText('Location name'), 'Bella Uptown');
  await user.click(screen.getByRole('button', { name: /Next: Hours/ }));
  await user.click(await screen.findByRole('checkbox', { name: 'Monday closed' }));
  await user.click(screen.getByRole('button', { name: 'Add Location' }));
  expect(await screen.findByRole('heading', { name: 'Who works at Bella Uptown?' })).toHaveFocus();
  return { calls, user };
}

beforeEach(() => window.localStorage.clear());

describe("the add flow's staff step", () => {
  it("saves who works there on which days, starting from its opening hours, once booking knows the location", async () => {
    const { calls, user } = await atStaffStep({ bookingLag: 1 });
    expect(screen.getByRole('checkbox', { name: 'Ana Ruiz works at Bella Uptown' })).not.toBeChecked();
    expect(screen.queryByLabelText('Sam Lee starts on Tuesday')).not.toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Sam Lee works at Bella Uptown' }));
    // Ticked, they work every day it is open (not Sunday, not Monday), its hours.
    const days = within(card('Sam Lee')).getAllByRole('checkbox', { name: /^Sam Lee works \w+day$/ });
    expect(days.map((day) => day.getAttribute('aria-label'))).toEqual(
      ['Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'].map((day) => `Sam Lee works ${day}`),
    );
    expect(screen.getByLabelText('Sam Lee starts on Saturday')).toHaveValue('09:00');
    expect(screen.getByLabelText('Sam Lee finishes on Saturday')).toHaveValue('18:00');
    for (const day of ['Tuesday', 'Wednesday', 'Thursday']) {
      await user.click(screen.getByRole('checkbox', { name: `Sam Lee works ${day}` }));
    }
    expect(screen.getByLabelText('Sam Lee starts on Tuesday')).toBeDisabled();
    fireEvent.change(screen.getByLabelText('Sam Lee starts on Saturday'), { target: { value: '10:00' } });
    fireEvent.change(screen.getByLabelText('Sam Lee finishes on Saturday'), { target: { value: '15:00' } });
    await user.click(screen.getByRole('button', { name: 'Save and Continue' }));

    expect(
      await screen.findByRole('heading', { name: 'Any prices that differ at Bella Uptown?' }, { timeout: 8000 }),
    ).toBeInTheDocument();
    // Booking was asked until it knew the location, and only then was a week saved there: Sam's, Ana's none.
    expect(savedWeeks(calls)).toEqual([
      {
        staffId: 'sam',
        location: 'added',
        hours: [
          { dow: 5, start: '09:00', end: '18:00' },
          { dow: 6, start: '10:00', end: '15:00' },
        ],
      },
    ]);
    const asked = calls.filter((call) => call.method === 'GET' && call.url === '/staff/ana/hours?location=added');
    expect(asked).toHaveLength(2);
  }, 20_000);

  it("shows booking's refusal by the stylist whose hours there overlap theirs elsewhere, and saves once fixed", async () => {
    const { calls, user } = await atStaffStep();
    await user.click(screen.getByRole('checkbox', { name: 'Ana Ruiz works at Bella Uptown' }));
    await user.click(screen.getByRole('checkbox', { name: 'Sam Lee works at Bella Uptown' }));
    await user.click(screen.getByRole('button', { name: 'Save and Continue' }));

    const refusal = await within(card('Ana Ruiz')).findByRole('alert');
    expect(refusal).toHaveTextContent(
      "Tuesday 09:00–18:00 overlaps the hours they work at Bella Salon: a member can't be at two locations at once",
    );
    expect(within(card('Sam Lee')).queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Who works at Bella Uptown?' })).toBeInTheDocument();

    // Ana works there on Saturdays only: the days she is at Bella Salon are unticked.
    for (const day of ['Tuesday', 'Wednesday', 'Thursday', 'Friday']) {
      await user.click(screen.getByRole('checkbox', { name: `Ana Ruiz works ${day}` }));
    }
    await user.click(screen.getByRole('button', { name: 'Save and Continue' }));
    expect(await screen.findByRole('heading', { name: 'Any prices that differ at Bella Uptown?' })).toBeInTheDocument();
    const weeks = savedWeeks(calls) as { staffId: string; hours: unknown[] }[];
    expect(weeks.map((week) => [week.staffId, week.hours.length])).toEqual([
      ['ana', 5],
      ['sam', 5],
      ['ana', 1],
      ['sam', 5],
    ]);
    expect(weeks.at(-2)).toEqual({ staffId: 'ana', location: 'added', hours: [{ dow: 6, start: '09:00', end: '18:00' }] });
  }, 20_000);

  it('empties the week there of a stylist saved in a refused round and then unticked', async () => {
    const { calls, user } = await atStaffStep();
    await user.click(screen.getByRole('checkbox', { name: 'Ana Ruiz works at Bella Uptown' }));
    await user.click(screen.getByRole('checkbox', { name: 'Sam Lee works at Bella Uptown' }));
    await user.click(screen.getByRole('button', { name: 'Save and Continue' }));
    await within(card('Ana Ruiz')).findByRole('alert');

    await user.click(screen.getByRole('checkbox', { name: 'Ana Ruiz works at Bella Uptown' }));
    await user.click(screen.getByRole('checkbox', { name: 'Sam Lee works at Bella Uptown' }));
    await user.click(screen.getByRole('button', { name: 'Save and Continue' }));
    expect(await screen.findByRole('heading', { name: 'Any prices that differ at Bella Uptown?' })).toBeInTheDocument();
    // Sam's saved week there is taken back; Ana's was never saved, so nothing is sent for her.
    expect(savedWeeks(calls).slice(2)).toEqual([{ staffId: 'sam', location: 'added', hours: [] }]);
  }, 20_000);

  it('checks the days and times before saving', async () => {
    const { calls, user } = await atStaffStep();
    await user.click(screen.getByRole('checkbox', { name: 'Sam Lee works at Bella Uptown' }));
    for (const day of ['Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']) {
      await user.click(screen.getByRole('checkbox', { name: `Sam Lee works ${day}` }));
    }
    await user.click(screen.getByRole('button', { name: 'Save and Continue' }));
    expect(await screen.findByText('Choose at least one day, or untick them')).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Sam Lee works Friday' }));
    fireEvent.change(screen.getByLabelText('Sam Lee finishes on Friday'), { target: { value: '08:00' } });
    expect(await screen.findByText('Friday: must finish after they start')).toBeInTheDocument();
    expect(screen.queryByText('Choose at least one day, or untick them')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save and Continue' }));
    await waitFor(() => expect(screen.getByText('Friday: must finish after they start')).toBeInTheDocument());
    expect(savedWeeks(calls)).toEqual([]);
  }, 20_000);

  it('goes on to the prices when nobody is ticked, saving nothing', async () => {
    const { calls, user } = await atStaffStep();
    await user.click(screen.getByRole('button', { name: 'Save and Continue' }));
    expect(await screen.findByRole('heading', { name: 'Any prices that differ at Bella Uptown?' })).toBeInTheDocument();
    expect(savedWeeks(calls)).toEqual([]);
  }, 20_000);
});
