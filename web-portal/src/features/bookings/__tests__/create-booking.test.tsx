import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Refusal, RouteAnswer } from '@ringbook/web-shared/testing/api-server.ts';
import { todayIn } from '../../../lib/zoned-time';
import { renderRoute } from '../../../testing/render-route';
import { FIRST_PAINT, JOURNEY, bookingsServer, idempotencyKeys, listRequests, slot } from './bookings-server';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

async function openCreate(create?: RouteAnswer<'POST /api/appointments'>) {
  const calls = bookingsServer({ create });
  const router = renderRoute('/app/bookings?action=create');
  const dialog = await screen.findByRole('dialog', { name: 'New Booking' }, FIRST_PAINT);
  return { calls, router, dialog, user: userEvent.setup() };
}

const availabilityRequests = (calls: { url: string }[]) =>
  calls
    .filter((call) => call.url.startsWith('/api/availability'))
    .map((call) => new URL(call.url, 'http://x').searchParams);
const bookings = (calls: { url: string; method: string; body: unknown }[]) =>
  calls.filter((call) => call.url === '/api/appointments' && call.method === 'POST');
const keysSent = idempotencyKeys;

async function fillCustomer(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) {
  await user.type(within(dialog).getByLabelText(/Customer name/), 'Lena Park');
  await user.type(within(dialog).getByLabelText(/^Phone/), '+1 555 010 2030');
  await user.type(within(dialog).getByLabelText(/E-mail/), 'lena@example.com');
  await user.type(within(dialog).getByLabelText(/Notes/), 'Prefers Ana');
}

describe('create booking dialog', JOURNEY, () => {
  it('opens from ?action=create and lists the free times of the chosen service, staff and day', async () => {
    const { calls, dialog, user } = await openCreate();
    const day = todayIn();
    await within(dialog).findByRole('radio', { name: /9:00 AM/ });
    expect(within(dialog).getByLabelText('Service')).toHaveValue('haircut');
    expect(within(dialog).getByLabelText('Staff')).toHaveValue('');
    expect(within(dialog).getByRole('option', { name: 'Any available' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Day')).toHaveValue(day);
    expect(Object.fromEntries(availabilityRequests(calls).at(-1)!)).toEqual({ serviceId: 'haircut', from: day, to: day });
    expect(within(dialog).getByText('Morning')).toBeInTheDocument();
    expect(within(dialog).queryByText('Afternoon')).not.toBeInTheDocument();
    // Any available: each time says who would do it.
    expect(within(dialog).getByRole('radio', { name: /9:00 AM.*Ana Ruiz/ })).toBeInTheDocument();

    await user.selectOptions(within(dialog).getByLabelText('Staff'), 'Bo Chen');
    await within(dialog).findByRole('radio', { name: '10:30 AM' });
    expect(availabilityRequests(calls).at(-1)!.get('staffId')).toBe('bo');

    await user.selectOptions(within(dialog).getByLabelText('Service'), 'colour');
    await waitFor(() => expect(availabilityRequests(calls).at(-1)!.get('serviceId')).toBe('colour'));

    await user.click(within(dialog).getByRole('button', { name: 'Next day' }));
    await waitFor(() => expect(availabilityRequests(calls).at(-1)!.get('from')).not.toBe(day));
    expect(within(dialog).getByRole('group', { name: /^Free times on / })).toBeInTheDocument();
  });

  it('books the chosen time with one idempotency key, then closes and refreshes the table', async () => {
    const { calls, router, dialog, user } = await openCreate();
    await user.click(await within(dialog).findByRole('radio', { name: /10:30 AM/ }));
    await fillCustomer(user, dialog);
    const listsBefore = listRequests(calls).length;
    await user.click(within(dialog).getByRole('button', { name: 'Book Appointment' }));

    await waitFor(() => expect(bookings(calls)).toHaveLength(1));
    expect(bookings(calls)[0]!.body).toEqual({
      slotId: slot(todayIn(), '10:30').slotId,
      customerName: 'Lena Park',
      customerPhone: '+1 555 010 2030',
      customerEmail: 'lena@example.com',
      notes: 'Prefers Ana',
      source: 'owner',
    });
    expect(keysSent()).toHaveLength(1);
    expect(keysSent()[0]).toMatch(UUID);

    expect(await screen.findByText('Booking created')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.search).toBe('');
    await waitFor(() => expect(listRequests(calls).length).toBeGreaterThan(listsBefore));
  });

  it('asks for a time, a name and a phone before calling the server', async () => {
    const { calls, dialog, user } = await openCreate();
    await within(dialog).findByRole('radio', { name: /9:00 AM/ });
    await user.click(within(dialog).getByRole('button', { name: 'Book Appointment' }));
    expect(within(dialog).getByText('Choose a free time')).toBeInTheDocument();
    expect(within(dialog).getByText('Customer name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Customer phone is required')).toBeInTheDocument();
    expect(bookings(calls)).toHaveLength(0);
  });

  it('shows why the time was taken and offers the alternatives, booking one with the same key', async () => {
    const alternatives = [slot('2030-03-15', '11:00', 'bo', 'Bo Chen'), slot('2030-03-15', '12:00')];
    const error = 'That time was just booked. Here are the nearest free times.';
    const taken: Refusal = { status: 409, body: { error, alternatives } };
    const { calls, dialog, user } = await openCreate(taken);
    await user.click(await within(dialog).findByRole('radio', { name: /9:00 AM/ }));
    await fillCustomer(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Book Appointment' }));

    expect(await within(dialog).findByText(error)).toBeInTheDocument();
    const offered = within(dialog).getByRole('group', { name: 'These times are still free:' });
    expect(within(offered).getAllByRole('radio')).toHaveLength(2);
    const eleven = within(offered).getByRole('radio', { name: /11:00 AM.*Fri, Mar 15, 2030.*Bo Chen/ });

    await user.click(eleven);
    await user.click(within(dialog).getByRole('button', { name: 'Book Appointment' }));
    await waitFor(() => expect(bookings(calls)).toHaveLength(2));
    expect(bookings(calls)[1]!.body).toMatchObject({ slotId: alternatives[0]!.slotId });
    expect(new Set(keysSent()).size).toBe(1);
  });

  it('marks the fields the server refused', async () => {
    const refused: Refusal = {
      status: 422,
      body: {
        error: 'Please check the highlighted fields',
        fields: { customerPhone: 'That number is on our do-not-text list' },
      },
    };
    const { dialog, user } = await openCreate(refused);
    await user.click(await within(dialog).findByRole('radio', { name: /9:00 AM/ }));
    await fillCustomer(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Book Appointment' }));
    expect(await within(dialog).findByText('Please check the highlighted fields')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Phone/)).toHaveAccessibleDescription('That number is on our do-not-text list');
  });

  it("takes a number in the salon's national format, and says how to write one it cannot read", async () => {
    const { calls, dialog, user } = await openCreate();
    await user.click(await within(dialog).findByRole('radio', { name: /9:00 AM/ }));
    const phone = within(dialog).getByLabelText(/^Phone/);
    expect(phone).toHaveAttribute('placeholder', '(201) 555-0123');
    await user.type(within(dialog).getByLabelText(/Customer name/), 'Nora Quinn');
    await user.type(phone, '(646) 555-01');
    await user.click(within(dialog).getByRole('button', { name: 'Book Appointment' }));
    expect(phone).toHaveAccessibleDescription('Please enter a valid phone number, like (201) 555-0123');
    expect(bookings(calls)).toHaveLength(0);

    await user.type(phone, '44');
    await user.click(within(dialog).getByRole('button', { name: 'Book Appointment' }));
    await waitFor(() => expect(bookings(calls)).toHaveLength(1));
    expect(bookings(calls)[0]!.body).toMatchObject({ customerPhone: '(646) 555-0144' });
  });

  it('opens from New Booking with a fresh key each time; Cancel takes action=create off the URL', async () => {
    const calls = bookingsServer({ create: { status: 409, body: { error: 'Taken', alternatives: [] } } });
    const router = renderRoute('/app/bookings');
    const user = userEvent.setup();
    await screen.findByRole('table', {}, FIRST_PAINT);

    const attempt = async () => {
      await user.click(screen.getByRole('button', { name: 'New Booking' }));
      const dialog = await screen.findByRole('dialog', { name: 'New Booking' });
      expect(router.state.location.search).toBe('?action=create');
      await user.click(await within(dialog).findByRole('radio', { name: /9:00 AM/ }));
      await fillCustomer(user, dialog);
      await user.click(within(dialog).getByRole('button', { name: 'Book Appointment' }));
      await within(dialog).findByText('Taken');
      await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(router.state.location.search).toBe('');
    };
    await attempt();
    await attempt();
    expect(bookings(calls)).toHaveLength(2);
    const [first, second] = keysSent();
    expect(first).toMatch(UUID);
    expect(second).toMatch(UUID);
    expect(first).not.toBe(second);
  });
});
