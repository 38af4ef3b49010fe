import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../../testing/render-route';
import { SEARCH_DEBOUNCE_MS } from '../components/booking-filters';
import { FIRST_PAINT, JOURNEY, bookingsServer, lastListRequest, listRequests } from './bookings-server';

async function openBookings(path = '/app/bookings') {
  const calls = bookingsServer();
  const router = renderRoute(path);
  await screen.findByRole('table', {}, FIRST_PAINT);
  return { calls, router, user: userEvent.setup() };
}

describe('booking filters', JOURNEY, () => {
  it('searches once typing pauses, not on every key', async () => {
    const { calls, router, user } = await openBookings();
    await user.type(screen.getByLabelText('Search'), 'jane');
    expect(listRequests(calls).some((params) => params.has('q'))).toBe(false);

    await waitFor(() => expect(lastListRequest(calls).get('q')).toBe('jane'));
    expect(listRequests(calls).filter((params) => params.has('q')).map((params) => params.get('q'))).toEqual(['jane']);
    expect(router.state.location.search).toBe('?q=jane');
    expect(SEARCH_DEBOUNCE_MS).toBe(300);
  });

  it('filters by status, by exact date, and sorts by the chosen order', async () => {
    const { calls, router, user } = await openBookings('/app/bookings?page=3');
    expect(lastListRequest(calls).get('page')).toBe('3');

    await user.selectOptions(screen.getByLabelText('Status'), 'completed');
    await waitFor(() => expect(lastListRequest(calls).get('status')).toBe('completed'));
    expect(lastListRequest(calls).get('page')).toBe('1');

    await user.type(screen.getByLabelText('Date'), '2030-03-14');
    await waitFor(() => expect(lastListRequest(calls).get('from')).toBe('2030-03-14'));
    expect(lastListRequest(calls).get('to')).toBe('2030-03-14');

    await user.selectOptions(screen.getByLabelText('Sort by'), 'Price high–low');
    await waitFor(() => expect(lastListRequest(calls).get('sort')).toBe('-price'));
    expect(lastListRequest(calls).get('status')).toBe('completed');
    expect(router.state.location.search).toBe('?status=completed&date=2030-03-14&sort=-price');
  });

  it('reproduces the view from a link', async () => {
    const { calls } = await openBookings('/app/bookings?q=ana&status=no-show&date=2030-03-14&sort=service&page=2');
    const sent = listRequests(calls)[0]!;
    expect(Object.fromEntries(sent)).toEqual({
      q: 'ana',
      from: '2030-03-14',
      to: '2030-03-14',
      status: 'no-show',
      sort: 'service',
      page: '2',
      pageSize: '25',
    });
    expect(screen.getByLabelText('Search')).toHaveValue('ana');
    expect(screen.getByLabelText('Status')).toHaveValue('no-show');
    expect(screen.getByLabelText('Date')).toHaveValue('2030-03-14');
    expect(screen.getByLabelText('Sort by')).toHaveValue('service');
  });

  it('ignores values in a hand-edited link that the server would refuse', async () => {
    const { calls } = await openBookings('/app/bookings?status=lost&sort=colour&date=tomorrow&page=-4');
    expect(Object.fromEntries(listRequests(calls)[0]!)).toEqual({ sort: '-date', page: '1', pageSize: '25' });
  });

  it('clears every filter at once', async () => {
    const { calls, router, user } = await openBookings('/app/bookings?status=completed&date=2030-03-14&sort=price&page=2');
    await user.type(screen.getByLabelText('Search'), 'jo');
    await user.click(screen.getByRole('button', { name: 'Clear All Filters' }));

    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(Object.fromEntries(lastListRequest(calls))).toEqual({ sort: '-date', page: '1', pageSize: '25' });
    expect(screen.getByLabelText('Search')).toHaveValue('');
    expect(screen.getByLabelText('Status')).toHaveValue('');
    expect(screen.getByLabelText('Date')).toHaveValue('');
    expect(screen.getByLabelText('Sort by')).toHaveValue('-date');
    expect(screen.getByRole('button', { name: 'Clear All Filters' })).toBeDisabled();

    // The search typed before clearing never lands after it.
    await new Promise((resolve) => setTimeout(resolve, SEARCH_DEBOUNCE_MS + 50));
    expect(router.state.location.search).toBe('');
  });

  it('closing the create dialog takes action=create off the URL and keeps the filters', async () => {
    bookingsServer();
    const router = renderRoute('/app/bookings?action=create&status=completed');
    const user = userEvent.setup();
    expect(await screen.findByRole('dialog', { name: 'New Booking' }, FIRST_PAINT)).toBeInTheDocument();
    expect(router.state.location.search).toBe('?action=create&status=completed');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(router.state.location.search).toBe('?status=completed'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear All Filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });
});
