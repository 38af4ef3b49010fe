import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { owner } from '../../../testing/owner';
import { addDays } from '../../../lib/zoned-time';
import { renderRoute } from '../../../testing/render-route';
import { formatMonthDay, formatShortDay } from '../../../lib/calendar';
import { appointment, overviewServer, series, today } from '../../../testing/overview-server';

async function openOverview(calls = overviewServer()) {
  renderRoute('/app/overview');
  await screen.findByRole('heading', { level: 1, name: 'Overview' }, { timeout: 5000 });
  return calls;
}

const cardOf = (heading: string) => screen.getByRole('heading', { level: 2, name: heading }).closest('div.rounded-lg')!;
// The calendar, the chart and the receptionist card load after the figures: wait for the card's heading.
const widgetCard = async (heading: string) =>
  (await screen.findByRole('heading', { level: 2, name: heading })).closest('div.rounded-lg') as HTMLElement;

describe('overview', () => {
  it('shows the receptionist as not set up, with the way to set it up', async () => {
    await openOverview();
    const card = await widgetCard('AI Phone Receptionist');
    expect(await within(card).findByText('Not Setup')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Set Up AI Receptionist' })).toHaveAttribute(
      'href',
      '/setup-ai',
    );
  });

  it('shows an active receptionist with its formatted number and its settings', async () => {
    await openOverview(
      overviewServer({
        receptionist: {
          status: 'ready',
          receptionistActive: true,
          phoneNumber: '+18005550100',
          formattedPhoneNumber: '(800) 555-0100',
        },
      }),
    );
    const card = await widgetCard('AI Phone Receptionist');
    expect(await within(card).findByText('Active')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: '(800) 555-0100' })).toHaveAttribute('href', 'tel:+18005550100');
    expect(within(card).getByRole('link', { name: 'Manage Settings' })).toHaveAttribute('href', '/setup-ai?edit=business_info');
    expect(within(card).queryByText('Not Setup')).not.toBeInTheDocument();
  });

  it('lists the next scheduled appointments from today on', async () => {
    const tomorrow = addDays(today(), 1);
    const calls = await openOverview(
      overviewServer({
        appointments: [
          appointment({ date: tomorrow, time: '14:30', customerName: 'Mia Chen', service: 'Color' }),
          appointment({ date: addDays(today(), -1), customerName: 'Old Visit' }),
          appointment({ date: tomorrow, customerName: 'Done Already', status: 'completed' }),
        ],
      }),
    );
    const list = await screen.findByRole('list', { name: 'Upcoming appointments' });
    const [row, ...others] = within(list).getAllByRole('listitem');
    expect(others).toHaveLength(0);
    expect(row).toHaveTextContent('Mia Chen');
    expect(row).toHaveTextContent('Color');
    expect(row).toHaveTextContent(`${formatShortDay(tomorrow)} · 2:30 PM`);
    expect(row).toHaveTextContent('Scheduled');
    expect(calls.map((call) => call.url)).toContain(
      `/api/dashboard/appointments?from=${today()}&status=scheduled&sort=date&pageSize=5`,
    );
  });

  it('says when there is nothing upcoming, no call and no call-back', async () => {
    await openOverview();
    expect(await screen.findByText('No upcoming appointments yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add a booking' })).toHaveAttribute('href', '/app/bookings?action=create');
    expect(await screen.findByText(/^No calls yet\./)).toBeInTheDocument();
    expect(await screen.findByText('No one is waiting for a call back.')).toBeInTheDocument();
    expect(await screen.findByText(/^No calls or bookings yet\./)).toBeInTheDocument();
  });

  it('shows loading states while the lists are on their way', async () => {
    // Only who-am-I answers (the portal guard waits for it); everything else stays on its way.
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string) =>
        url === '/portal/whoami' ? Promise.resolve(Response.json(owner)) : new Promise<Response>(() => {}),
      ),
    );
    renderRoute('/app/overview');
    await screen.findByRole('heading', { level: 1, name: 'Overview' }, { timeout: 5000 });
    for (const text of [
      'Loading your calendar...',
      'Loading appointments...',
      'Loading calls...',
      'Loading call-backs...',
      'Checking your receptionist...',
      'Loading your activity...',
    ]) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
  });

  it('links the quick actions and all bookings', async () => {
    await openOverview();
    const actions = cardOf('Quick Actions') as HTMLElement;
    expect(within(actions).getByRole('link', { name: 'New Booking' })).toHaveAttribute(
      'href',
      '/app/bookings?action=create',
    );
    expect(within(actions).getByRole('link', { name: 'Manage Services' })).toHaveAttribute('href', '/app/services');
    expect(within(actions).getByRole('link', { name: 'Manage Staff' })).toHaveAttribute('href', '/app/staff');
    expect(within(actions).getByRole('link', { name: 'Integrations' })).toHaveAttribute('href', '/app/integrations');
    expect(await screen.findByRole('link', { name: 'View All Bookings' })).toHaveAttribute('href', '/app/bookings');
  });

  it('charts calls and bookings per day with a summary and the numbers as a table', async () => {
    const days = series(30, (index) => (index === 27 ? { calls: 6, bookings: 2 } : index === 29 ? { calls: 1 } : {}));
    await openOverview(
      overviewServer({
        analytics: {
          series: days,
          recoveredRevenue: 135,
          successfulBookings: 3,
          afterHoursCalls: 4,
          textBookings: 2,
          textRevenue: 90,
          waitlistRefills: 1,
          waitlistRevenue: 120,
        },
      }),
    );
    const chart = await screen.findByRole('img', { name: 'Calls and bookings per day' });
    const summary = '7 calls and 2 bookings in the last 30 days.';
    expect(chart).toHaveAccessibleDescription(expect.stringContaining(summary));
    expect(chart.querySelectorAll('rect.fill-primary')).toHaveLength(30);
    const figure = chart.closest('figure')!;
    expect(within(figure).getByText(new RegExp(`^${summary} Busiest day`), { selector: 'figcaption' })).toBeVisible();

    const table = within(figure).getByRole('table');
    const busiest = within(table).getByRole('rowheader', { name: formatMonthDay(days[27]!.date) });
    expect(busiest.closest('tr')).toHaveTextContent(/62$/);

    const revenue = cardOf('Revenue booked by phone');
    expect(revenue).toHaveTextContent('$135.00');
    expect(revenue).toHaveTextContent(
      'From the 3 bookings your AI receptionist made on calls in the last 30 days, not cancelled since.',
    );
    expect(revenue).toHaveTextContent('4 of its calls came in after hours.');
    expect(revenue).toHaveTextContent('Booked by text2 bookings · $90.00');
    expect(revenue).toHaveTextContent('Refilled from the waitlist1 time · $120.00');
  });

  it('keeps the stat cards', async () => {
    await openOverview();
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'Total Calls' })).toBeInTheDocument());
  });
});
