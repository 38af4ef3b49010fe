import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../testing/render-route';
import { formatHour, hourRows } from '../utils/timeline';
import { dashboardServer } from './dashboard-server';

// 22:00 on Monday July 1 in New York, already Tuesday in UTC: "today" must be the salon's Monday.
const NOW = new Date('2030-07-02T02:00:00Z');

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});

afterEach(() => {
  vi.useRealTimers();
});

type Calls = { url: string; method: string }[];
const appointmentRequests = (calls: Calls) =>
  calls.filter((call) => call.url.startsWith('/api/dashboard/appointments')).map((call) => new URL(call.url, 'http://x'));

async function openDashboard(calls = dashboardServer()) {
  renderRoute('/dashboard');
  await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
  await screen.findByRole('heading', { level: 2, name: "Today's Appointments" });
  return { calls, user: userEvent.setup() };
}

describe('owner dashboard', () => {
  it("lists today's scheduled appointments for the salon's today, in time order", async () => {
    await openDashboard();
    expect(document.title).toBe('Ringbook — Dashboard');
    expect(screen.getByRole('link', { name: 'Back to portal' })).toHaveAttribute('href', '/app/overview');

    const today = await screen.findByRole('list', { name: "Today's scheduled appointments" });
    const rows = within(today).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('9:30 AMMia Wong'),
      expect.stringContaining('2:00 PMLeo Park'),
    ]);
    expect(within(today).queryByText('Gone Girl')).not.toBeInTheDocument();
    expect(screen.getByText('Monday, July 1, 2030', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByLabelText('2 scheduled today')).toBeInTheDocument();
  });

  it('shows the chosen day hour by hour, every status included, and moves with the day picker', async () => {
    const { calls, user } = await openDashboard();
    expect(screen.getByRole('button', { name: 'Monday, July 1, 2030' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Monday, July 1, 2030' })).toHaveAttribute('aria-current', 'date');

    const day = await screen.findByRole('list', { name: 'Appointments on Monday, July 1, 2030' });
    const hours = within(day).getAllByRole('listitem').filter((item) => item.parentElement === day);
    expect(hours.map((hour) => hour.firstChild?.textContent)).toEqual(
      ['9 AM', '10 AM', '11 AM', '12 PM', '1 PM', '2 PM', '3 PM', '4 PM', '5 PM'],
    );
    expect(within(hours[0]!).getByText('Mia Wong')).toBeInTheDocument();
    expect(within(hours[2]!).getByText('Gone Girl')).toBeInTheDocument();
    expect(within(hours[2]!).getByText('Cancelled')).toBeInTheDocument();
    expect(screen.getByText('3 appointments')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Wednesday, July 3, 2030' }));
    const next = await screen.findByRole('list', { name: 'Appointments on Wednesday, July 3, 2030' });
    expect(within(next).getByText('Client 03')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Wednesday, July 3, 2030' })).toHaveAttribute('aria-pressed', 'true');
    const asked = appointmentRequests(calls).find((url) => url.searchParams.get('from') === '2030-07-03');
    expect(asked?.searchParams.get('to')).toBe('2030-07-03');

    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    expect(screen.getByRole('group', { name: 'Days of June 2030' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sunday, June 30, 2030' }));
    expect(await screen.findByText('Yesterday Client')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Today' }));
    expect(await screen.findByRole('list', { name: 'Appointments on Monday, July 1, 2030' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Days of July 2030' })).toBeInTheDocument();
  });

  it('lists at most 5 scheduled appointments of the 7 days after today', async () => {
    const { calls } = await openDashboard();
    const upcoming = await screen.findByRole('list', { name: 'Upcoming appointments' });
    expect(within(upcoming).getAllByRole('listitem')).toHaveLength(5);
    expect(within(upcoming).getByText('Client 02')).toBeInTheDocument();
    expect(within(upcoming).queryByText('Client 07')).not.toBeInTheDocument();
    expect(screen.queryByText('Too Late')).not.toBeInTheDocument();
    expect(screen.getByText('7 scheduled after today')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all 7 in Bookings' })).toHaveAttribute('href', '/app/bookings');

    const asked = appointmentRequests(calls).find((url) => url.searchParams.get('pageSize') === '5');
    expect(Object.fromEntries(asked!.searchParams)).toEqual({
      from: '2030-07-02',
      to: '2030-07-08',
      status: 'scheduled',
      sort: 'date',
      pageSize: '5',
    });
  });

  it('shows the latest 5 calls and the receptionist status', async () => {
    const { calls } = await openDashboard();
    const list = await screen.findByRole('list', { name: 'Calls' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    expect(within(list).getByText('Call note 0')).toBeInTheDocument();
    expect(calls.some((call) => call.url === '/api/dashboard/call-logs?limit=5')).toBe(true);

    expect(await screen.findByText('Active')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '(800) 555-0123' })).toHaveAttribute('href', 'tel:+18005550123');
  });

  it("shows the server's numbers for today and the calls", async () => {
    await openDashboard();
    const glance = await screen.findByRole('list', { name: 'At a glance' });
    expect(within(glance).getByText('3')).toBeInTheDocument();
    expect(within(glance).getByText('1,234')).toBeInTheDocument();
    expect(within(glance).getByText('last 30 days · 42.5% ended in a booking')).toBeInTheDocument();
    const byPhone = within(glance).getByText('Booked by phone').closest('li')!;
    expect(byPhone).toHaveTextContent('87');
    expect(byPhone).toHaveTextContent('of 295 bookings in all, last 30 days');
  });

  it('refreshes the appointments and the numbers, then says so', async () => {
    const { calls, user } = await openDashboard();
    await screen.findByRole('list', { name: 'Upcoming appointments' });
    const before = appointmentRequests(calls).length;
    const analyticsBefore = calls.filter((call) => call.url === '/api/dashboard/analytics').length;

    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByText('Calendar synced')).toBeInTheDocument();
    expect(screen.getByText(/^Your appointments have been refreshed from /)).toBeInTheDocument();
    expect(appointmentRequests(calls).length).toBeGreaterThanOrEqual(before + 3);
    await waitFor(() =>
      expect(calls.filter((call) => call.url === '/api/dashboard/analytics').length).toBeGreaterThan(analyticsBefore),
    );
  });

  it('says when the refresh fails', async () => {
    let failing = false;
    const { user } = await openDashboard(
      dashboardServer({ 'GET /api/dashboard/appointments': () => (failing ? { status: 503, body: {} } : undefined) }),
    );
    await screen.findByRole('list', { name: 'Upcoming appointments' });
    failing = true;
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Sync failed');
    expect(alert).toHaveTextContent('Failed to refresh appointments. Please try again.');
  });

  it('builds the hours from opening to closing, widened for appointments outside them', () => {
    const at = (time: string) => ({ time }) as never;
    expect(hourRows([], { start: '09:00', end: '17:30' }).map((row) => row.hour)).toEqual([9, 10, 11, 12, 13, 14, 15, 16, 17]);
    expect(hourRows([at('07:45'), at('19:00')], { start: '09:00', end: '18:00' }).map((row) => row.hour)).toEqual([
      7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19,
    ]);
    expect(formatHour(0)).toBe('12 AM');
    expect(formatHour(12)).toBe('12 PM');
    expect(formatHour(23)).toBe('11 PM');
  });
});
