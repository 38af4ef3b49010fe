import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { RouteAnswer } from '@ringbook/web-shared/testing/api-server.ts';
import { addDays } from '../../../lib/zoned-time';
import { renderRoute } from '../../../testing/render-route';
import { addMonths, formatLongDay, periodLabel, startOfWeek, visibleRange } from '../../../lib/calendar';
import { appointment, overviewServer, today } from '../../../testing/overview-server';

const appointmentLists = (calls: { url: string }[]) =>
  calls.filter((call) => call.url.startsWith('/api/dashboard/appointments?') && call.url.includes('pageSize=200'));

async function openCalendar(calls = overviewServer()) {
  renderRoute('/app/overview');
  // The first render also loads the overview's lazy chunk.
  await screen.findByTestId('calendar-period', {}, { timeout: 5000 });
  return { calls, user: userEvent.setup() };
}

const count = () => screen.getByTestId('selected-day-count');
const dayButtons = () => document.querySelectorAll('[data-day]');

describe('overview calendar', () => {
  it("opens on today's month, counts each day and lists the selected day in time order", async () => {
    const { calls } = await openCalendar(
      overviewServer({
        appointments: [
          appointment({ customerName: 'Jane Doe', time: '10:00' }),
          appointment({ customerName: 'Ann Lee', time: '09:00', service: 'Color', staffName: 'Bo' }),
          appointment({ customerName: 'Bob Gone', time: '11:00', status: 'cancelled' }),
        ],
      }),
    );
    const day = today();
    await waitFor(() => expect(count()).toHaveTextContent('2 appointments'));
    expect(screen.getByTestId('calendar-period')).toHaveTextContent(periodLabel('month', day));

    const todayButton = document.querySelector(`[data-day="${day}"]`)!;
    expect(todayButton).toHaveAttribute('aria-pressed', 'true');
    expect(todayButton).toHaveAttribute('aria-current', 'date');
    expect(todayButton.getAttribute('aria-label')).toMatch(/, 2 appointments$/);

    const agenda = screen.getByRole('region', { name: formatLongDay(day) });
    const rows = within(agenda).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('9:00 AMAnn LeeColor · Bo'),
      expect.stringContaining('10:00 AMJane DoeHaircut · Ana Ruiz'),
    ]);
    expect(within(agenda).queryByText('Bob Gone')).not.toBeInTheDocument();

    const { from, to } = visibleRange('month', day);
    expect(appointmentLists(calls)[0]!.url).toBe(`/api/dashboard/appointments?from=${from}&to=${to}&pageSize=200`);
  });

  it('shows a week from Sunday and steps by week, then a day and steps by day', async () => {
    const nextWeek = addDays(today(), 7);
    const { user, calls } = await openCalendar(
      overviewServer({ appointments: [appointment({ date: nextWeek, customerName: 'Kim Park' })] }),
    );
    await user.click(screen.getByRole('button', { name: 'Week' }));
    expect(screen.getByRole('button', { name: 'Week' })).toHaveAttribute('aria-pressed', 'true');
    expect([...dayButtons()].map((button) => button.getAttribute('data-day'))).toEqual(
      Array.from({ length: 7 }, (_, index) => addDays(startOfWeek(today()), index)),
    );
    await waitFor(() => expect(count()).toHaveTextContent('0 appointments'));

    await user.click(screen.getByRole('button', { name: 'Next week' }));
    expect(screen.getByTestId('calendar-period')).toHaveTextContent(periodLabel('week', nextWeek));
    await waitFor(() => expect(count()).toHaveTextContent('1 appointment'));
    expect(within(screen.getByRole('region', { name: formatLongDay(nextWeek) })).getByText('Kim Park')).toBeVisible();
    const week = visibleRange('week', nextWeek);
    expect(appointmentLists(calls).map((call) => call.url)).toContain(
      `/api/dashboard/appointments?from=${week.from}&to=${week.to}&pageSize=200`,
    );

    await user.click(screen.getByRole('button', { name: 'Day' }));
    expect(dayButtons()).toHaveLength(0);
    expect(screen.getByTestId('calendar-period')).toHaveTextContent(periodLabel('day', nextWeek));
    await waitFor(() => expect(count()).toHaveTextContent('1 appointment'));
    await user.click(screen.getByRole('button', { name: 'Next day' }));
    expect(screen.getByTestId('calendar-period')).toHaveTextContent(periodLabel('day', addDays(nextWeek, 1)));
    await waitFor(() => expect(count()).toHaveTextContent('0 appointments'));
    expect(screen.getByText('No appointments on this day.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Today' }));
    expect(screen.getByTestId('calendar-period')).toHaveTextContent(periodLabel('day', today()));
    expect(document.querySelector('[aria-current="date"]')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Month' }));
    expect(document.querySelector('[aria-current="date"]')).toHaveAttribute('aria-pressed', 'true');
  });

  it('steps by month in the month view', async () => {
    const { user } = await openCalendar();
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    expect(screen.getByTestId('calendar-period')).toHaveTextContent(periodLabel('month', addMonths(today(), 1)));
    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    expect(screen.getByTestId('calendar-period')).toHaveTextContent(periodLabel('month', addMonths(today(), -1)));
  });

  it('selects a day by click, and moves the selection with the arrow keys', async () => {
    const { user } = await openCalendar();
    const target = addDays(today(), 1);
    if (!document.querySelector(`[data-day="${target}"]`)) {
      await user.click(screen.getByRole('button', { name: 'Next month' }));
    }
    await user.click(document.querySelector(`[data-day="${target}"]`)!);
    expect(document.querySelector(`[data-day="${target}"]`)).toHaveAttribute('aria-pressed', 'true');
    expect(document.querySelectorAll('[data-day][tabindex="0"]')).toHaveLength(1);

    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toHaveAttribute('data-day', today());
    expect(document.activeElement).toHaveAttribute('aria-pressed', 'true');
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toHaveAttribute('data-day', addDays(today(), 7));
  });

  it('counts every appointment of a busy month, page after page', async () => {
    const many = Array.from({ length: 230 }, (_, index) =>
      appointment({ customerName: `Client ${index}`, time: `${String(8 + (index % 10)).padStart(2, '0')}:00` }),
    );
    const { calls } = await openCalendar(overviewServer({ appointments: many }));
    await waitFor(() => expect(count()).toHaveTextContent('230 appointments'), { timeout: 3000 });
    expect(appointmentLists(calls).some((call) => call.url.endsWith('&page=2'))).toBe(true);
  });

  it('syncs: fetches the appointments again and names the booking calendar', async () => {
    const { user, calls } = await openCalendar(overviewServer({ appointments: [appointment()] }));
    await waitFor(() => expect(count()).toHaveTextContent('1 appointment'));
    const before = appointmentLists(calls).length;
    await user.click(screen.getByRole('button', { name: 'Sync' }));
    expect(await screen.findByText('Calendar synced')).toBeInTheDocument();
    expect(screen.getByText('Your appointments have been refreshed from your Ringbook calendar')).toBeInTheDocument();
    expect(appointmentLists(calls).length).toBeGreaterThan(before);
  });

  it('names Cal.com when Cal.com takes the bookings', async () => {
    const { user } = await openCalendar(overviewServer({ bookingCalendar: 'calcom' }));
    await user.click(screen.getByRole('button', { name: 'Sync' }));
    expect(await screen.findByText('Your appointments have been refreshed from Cal.com')).toBeInTheDocument();
  });

  it('says so when the sync fails, and keeps what it showed', async () => {
    let failing = false;
    const failure: RouteAnswer<'GET /api/dashboard/appointments'> = { status: 503, body: { error: 'Service unavailable' } };
    const { user } = await openCalendar(
      overviewServer({ appointments: [appointment()], appointmentsAnswer: () => (failing ? failure : undefined) }),
    );
    await waitFor(() => expect(count()).toHaveTextContent('1 appointment'));
    failing = true;
    await user.click(screen.getByRole('button', { name: 'Sync' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Sync failed');
    expect(alert).toHaveTextContent('Failed to refresh appointments. Please try again.');
    expect(count()).toHaveTextContent('1 appointment');
  });
});
