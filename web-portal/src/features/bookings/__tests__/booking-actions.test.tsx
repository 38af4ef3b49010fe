import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { RouteAnswer } from '@ringbook/web-shared/testing/api-server.ts';
import { todayIn } from '../../../lib/zoned-time';
import { renderRoute } from '../../../testing/render-route';
import { FIRST_PAINT, JOURNEY, appointment, bookingsServer, listRequests, slot } from './bookings-server';

type Call = { url: string; method: string; body: unknown };
const patches = (calls: Call[]) => calls.filter((call) => call.method === 'PATCH');

async function openBookings(update?: RouteAnswer<'PATCH /api/appointments/{appointment_id}'>) {
  const calls = bookingsServer({ update });
  renderRoute('/app/bookings');
  await screen.findByRole('table', {}, FIRST_PAINT);
  return { calls, user: userEvent.setup() };
}

async function manage(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(screen.getByRole('button', { name: new RegExp(`^(Manage|View) ${name}`) }));
  return screen.findByRole('dialog', { name });
}

describe('booking actions', JOURNEY, () => {
  it('cancels only after the owner confirms, then refreshes the table', async () => {
    const { calls, user } = await openBookings();
    let details = await manage(user, 'Jane Doe');
    await user.click(within(details).getByRole('button', { name: 'Cancel Booking' }));
    let confirm = await screen.findByRole('alertdialog', { name: 'Cancel this booking?' });
    expect(confirm).toHaveTextContent("Jane Doe's Haircut on Thu, Mar 14, 2030 at 3:30 PM will be cancelled");
    await user.click(within(confirm).getByRole('button', { name: 'Keep Booking' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(patches(calls)).toHaveLength(0);

    details = await manage(user, 'Jane Doe');
    await user.click(within(details).getByRole('button', { name: 'Cancel Booking' }));
    confirm = await screen.findByRole('alertdialog', { name: 'Cancel this booking?' });
    const listsBefore = listRequests(calls).length;
    await user.click(within(confirm).getByRole('button', { name: 'Cancel Booking' }));

    await waitFor(() => expect(patches(calls)).toHaveLength(1));
    expect(patches(calls)[0]).toMatchObject({ url: '/api/appointments/a1', body: { status: 'cancelled' } });
    expect(await screen.findByText('Booking cancelled')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(listRequests(calls).length).toBeGreaterThan(listsBefore));
  });

  it('offers only what each status allows', async () => {
    const { user } = await openBookings();
    const buttons = async (name: string) => {
      const dialog = await manage(user, name);
      const names = within(dialog)
        .getAllByRole('button')
        .map((button) => button.textContent)
        .filter((text) => text !== '');
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      return names;
    };
    expect(await buttons('Jane Doe')).toEqual(['Reschedule', 'Mark Completed', 'Mark No-show', 'Cancel Booking']);
    expect(await buttons('Carl Diaz')).toEqual(['Mark No-show']);
    expect(await buttons('Amy Brown')).toEqual(['Mark Completed']);
    expect(await buttons('Zoe Adams')).toEqual([]);
    expect(await buttons('Max Lee')).toEqual([]);
    expect(screen.getByRole('button', { name: /^View Zoe Adams/ })).toBeInTheDocument();
  });

  it('marks a booking completed or a no-show', async () => {
    const { calls, user } = await openBookings();
    await user.click(within(await manage(user, 'Jane Doe')).getByRole('button', { name: 'Mark Completed' }));
    expect(await screen.findByText('Marked completed')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(within(await manage(user, 'Carl Diaz')).getByRole('button', { name: 'Mark No-show' }));
    expect(await screen.findByText('Marked no-show')).toBeInTheDocument();
    expect(patches(calls).map((call) => [call.url, call.body])).toEqual([
      ['/api/appointments/a1', { status: 'completed' }],
      ['/api/appointments/a2', { status: 'no-show' }],
    ]);
  });

  it("shows the server's reason when a change fails", async () => {
    const refused = { status: 409, body: { error: 'A cancelled appointment cannot be marked completed.' } } as const;
    const { user } = await openBookings(refused);
    await user.click(within(await manage(user, 'Jane Doe')).getByRole('button', { name: 'Mark Completed' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error');
    expect(alert).toHaveTextContent('A cancelled appointment cannot be marked completed.');
  });

  it('reschedules to a free time of the same service', async () => {
    const { calls, user } = await openBookings();
    await user.click(within(await manage(user, 'Jane Doe')).getByRole('button', { name: 'Reschedule' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reschedule Booking' });
    expect(dialog).toHaveTextContent('Jane Doe · Haircut, now Thu, Mar 14, 2030 at 3:30 PM with Ana Ruiz');
    expect(within(dialog).getByLabelText('Staff')).toHaveValue('ana');
    expect(within(dialog).getByLabelText('Day')).toHaveValue('2030-03-14');
    const asked = calls.filter((call) => call.url.startsWith('/api/availability')).at(-1)!;
    expect(asked.url).toBe('/api/availability?serviceId=haircut&from=2030-03-14&to=2030-03-14&staffId=ana');

    await user.click(within(dialog).getByRole('button', { name: 'Reschedule' }));
    expect(within(dialog).getByText('Choose a free time')).toBeInTheDocument();
    await user.click(await within(dialog).findByRole('radio', { name: '10:30 AM' }));
    await user.click(within(dialog).getByRole('button', { name: 'Reschedule' }));

    await waitFor(() => expect(patches(calls)).toHaveLength(1));
    expect(patches(calls)[0]).toMatchObject({
      url: '/api/appointments/a1',
      body: { slotId: slot('2030-03-14', '10:30').slotId },
    });
    expect(await screen.findByText('Booking rescheduled')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('offers the nearest free times when the new one was just taken', async () => {
    const alternatives = [slot('2030-03-14', '16:00')];
    const taken = { status: 409, body: { error: 'That time was just booked.', alternatives } } as const;
    const { calls, user } = await openBookings(taken);
    await user.click(within(await manage(user, 'Jane Doe')).getByRole('button', { name: 'Reschedule' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reschedule Booking' });
    await user.click(await within(dialog).findByRole('radio', { name: '9:00 AM' }));
    await user.click(within(dialog).getByRole('button', { name: 'Reschedule' }));
    expect(await within(dialog).findByText('That time was just booked.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: /4:00 PM/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Reschedule' }));
    await waitFor(() => expect(patches(calls)).toHaveLength(2));
    expect(patches(calls)[1]!.body).toEqual({ slotId: alternatives[0]!.slotId });
  });

  it('looks from today when the booking is in the past', async () => {
    const past = appointment({ date: '2020-01-02' });
    const calls = bookingsServer({ list: () => ({ appointments: [past] }) });
    renderRoute('/app/bookings');
    const user = userEvent.setup();
    await screen.findByRole('table', {}, FIRST_PAINT);
    await user.click(within(await manage(user, 'Jane Doe')).getByRole('button', { name: 'Reschedule' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reschedule Booking' });
    expect(within(dialog).getByLabelText('Day')).toHaveValue(todayIn());
    expect(within(dialog).getByRole('button', { name: 'Previous day' })).toBeDisabled();
    await waitFor(() => expect(calls.some((call) => call.url.includes(`from=${todayIn()}`))).toBe(true));
  });
});
