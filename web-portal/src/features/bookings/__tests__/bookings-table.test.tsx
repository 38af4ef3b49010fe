import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../testing/render-route';
import {
  FIRST_PAINT,
  JOURNEY,
  appointment,
  bookingsServer,
  countRequests,
  holdListAnswers,
  lastListRequest,
} from './bookings-server';

async function openBookings(path = '/app/bookings', calls = bookingsServer()) {
  const router = renderRoute(path);
  await screen.findByRole('heading', { level: 1, name: 'Bookings' }, FIRST_PAINT);
  return { calls, router, user: userEvent.setup() };
}

const card = (label: string) => screen.getByRole('heading', { level: 2, name: label }).closest('li')!;

describe('bookings table', JOURNEY, () => {
  it('counts every matching appointment with one-row queries, and sums completed revenue', async () => {
    const { calls } = await openBookings();
    await waitFor(() => expect(card('Completed revenue')).toHaveTextContent('$13,500.50'));
    expect(card('Total')).toHaveTextContent('1,234');
    expect(card('Scheduled')).toHaveTextContent('800');
    expect(card('Completed')).toHaveTextContent('300');
    expect(countRequests(calls).map((params) => params.get('status'))).toEqual(
      expect.arrayContaining([null, 'scheduled', 'completed']),
    );
    expect(document.title).toBe('Ringbook — Bookings');
  });

  it('counts within the search and date, and shows 0 for a status the filter rules out', async () => {
    const { calls } = await openBookings('/app/bookings?q=jane&date=2030-03-14&status=completed');
    await waitFor(() => expect(card('Completed revenue')).toHaveTextContent('$13,500.50'));
    expect(card('Scheduled')).toHaveTextContent('0');
    for (const params of countRequests(calls)) {
      expect(params.get('q')).toBe('jane');
      expect(params.get('from')).toBe('2030-03-14');
      expect(params.get('to')).toBe('2030-03-14');
      expect(params.get('status')).toBe('completed');
    }
  });

  it('shows the columns, with a row per appointment', async () => {
    await openBookings();
    const table = await screen.findByRole('table', { name: 'Appointments' });
    const headers = within(table).getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual(['Date & Time', 'Customer', 'Contact', 'Service', 'Price', 'Status', 'Actions']);
    const jane = within(table).getByRole('row', { name: /Jane Doe/ });
    expect(jane).toHaveTextContent('Thu, Mar 14, 2030');
    expect(jane).toHaveTextContent('3:30 PM');
    expect(jane).toHaveTextContent('(555) 123-4567');
    expect(jane).toHaveTextContent('jane@example.com');
    expect(jane).toHaveTextContent('Haircut');
    // The duration beside the stylist, under the service: the table fits a laptop's width.
    expect(jane).toHaveTextContent('45 min with Ana Ruiz');
    expect(jane).toHaveTextContent('$45.00');
    // How each was made, so the overview's "Booked by phone" can be counted off the list.
    expect(jane).toHaveTextContent('In the portal');
    expect(within(table).getByRole('row', { name: /Carl Diaz/ })).toHaveTextContent('By phone');
  });

  it('colours each status, and shows one it does not know as received', async () => {
    await openBookings();
    const table = await screen.findByRole('table');
    const badge = (name: RegExp) =>
      within(within(table).getByRole('row', { name })).getByText(/./, { selector: '[data-status]' });
    expect(badge(/Jane Doe/)).toHaveTextContent('Scheduled');
    expect(badge(/Jane Doe/).className).toContain('text-status-scheduled');
    expect(badge(/Carl Diaz/)).toHaveTextContent('Completed');
    expect(badge(/Carl Diaz/).className).toContain('text-status-completed');
    expect(badge(/Zoe Adams/)).toHaveTextContent('Cancelled');
    expect(badge(/Zoe Adams/).className).toContain('line-through');
    expect(badge(/Amy Brown/)).toHaveTextContent('No-show');
    expect(badge(/Amy Brown/).className).toContain('text-warning');
    expect(badge(/Max Lee/)).toHaveTextContent('rescheduled-by-phone');
  });

  it('marks a scheduled appointment the client confirmed by text, and no other', async () => {
    const confirmedAt = '2030-03-13T15:31:00-04:00';
    const list = () => ({
      appointments: [
        appointment({ confirmedAt }),
        appointment({ id: 'a2', customerName: 'Carl Diaz', status: 'completed', confirmedAt }),
        appointment({ id: 'a3', customerName: 'Zoe Adams', confirmedAt: '' }),
      ],
    });
    await openBookings('/app/bookings', bookingsServer({ list }));
    const table = await screen.findByRole('table');
    const row = (name: RegExp) => within(table).getByRole('row', { name });
    expect(row(/Jane Doe/)).toHaveTextContent('Client confirmed');
    expect(row(/Carl Diaz/)).not.toHaveTextContent('Client confirmed');
    expect(row(/Zoe Adams/)).not.toHaveTextContent('Client confirmed');
  });

  it('says so when nothing matches', async () => {
    await openBookings('/app/bookings', bookingsServer({ list: () => ({ appointments: [] }) }));
    expect(await screen.findByText('No appointments found')).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your filters')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows a loading message while the page is on its way', async () => {
    bookingsServer();
    const release = holdListAnswers();
    renderRoute('/app/bookings');
    expect(await screen.findByText('Loading appointments...', {}, FIRST_PAINT)).toBeInTheDocument();
    release();
    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(screen.queryByText('Loading appointments...')).not.toBeInTheDocument();
  });

  it('sorts by a header, and a second click on it reverses the order', async () => {
    const { calls, user } = await openBookings();
    const table = await screen.findByRole('table');
    expect(lastListRequest(calls).get('sort')).toBe('-date');
    expect(within(table).getByRole('columnheader', { name: /Date & Time/ })).toHaveAttribute('aria-sort', 'descending');

    await user.click(within(table).getByRole('button', { name: 'Customer' }));
    await waitFor(() => expect(lastListRequest(calls).get('sort')).toBe('customer'));
    expect(within(table).getByRole('columnheader', { name: /Customer/ })).toHaveAttribute('aria-sort', 'ascending');
    expect(within(table).getByRole('columnheader', { name: /Date & Time/ })).toHaveAttribute('aria-sort', 'none');

    await user.click(within(table).getByRole('button', { name: 'Customer' }));
    await waitFor(() => expect(lastListRequest(calls).get('sort')).toBe('-customer'));
    expect(within(table).getByRole('columnheader', { name: /Customer/ })).toHaveAttribute('aria-sort', 'descending');

    await user.click(within(table).getByRole('button', { name: 'Price' }));
    await waitFor(() => expect(lastListRequest(calls).get('sort')).toBe('price'));
    await user.click(within(table).getByRole('button', { name: 'Date & Time' }));
    await waitFor(() => expect(lastListRequest(calls).get('sort')).toBe('date'));
    expect(screen.getByLabelText('Sort by')).toHaveValue('date');
  });

  it('pages through thousands of rows on the server', async () => {
    const page = (params: URLSearchParams) => {
      const n = Number(params.get('page') ?? 1);
      return { appointments: [appointment({ id: `p${n}`, customerName: `Customer of page ${n}` })], total: 2460 };
    };
    const { calls, router, user } = await openBookings('/app/bookings', bookingsServer({ list: page }));
    expect(await screen.findByText('Showing 1–25 of 2,460')).toBeInTheDocument();
    expect(lastListRequest(calls).get('pageSize')).toBe('25');
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Showing 26–50 of 2,460')).toBeInTheDocument();
    expect(lastListRequest(calls).get('page')).toBe('2');
    expect(screen.getByText('Customer of page 2')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=2');

    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByText('Showing 1–25 of 2,460')).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });

  it('opens on the last page there is when the link points past it', async () => {
    const page = (params: URLSearchParams) =>
      Number(params.get('page')) === 2 ? { appointments: [appointment()], total: 30 } : { appointments: [], total: 30 };
    const { router } = await openBookings('/app/bookings?page=9', bookingsServer({ list: page }));
    expect(await screen.findByText('Showing 26–30 of 30')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=2');
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('becomes a list of cards on a phone', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('max-width'),
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    await openBookings();
    const list = await screen.findByRole('list', { name: 'Appointments' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const jane = within(list).getAllByRole('listitem')[0]!;
    expect(jane).toHaveTextContent('Jane Doe');
    expect(within(jane).getByRole('link', { name: '(555) 123-4567' })).toHaveAttribute('href', 'tel:+15551234567');
    expect(within(jane).getByRole('button', { name: /^Manage Jane Doe/ })).toBeInTheDocument();
  });
});
