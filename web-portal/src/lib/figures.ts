import type { Analytics } from './api/analytics';
import { formatCount, formatDollars, formatPercent } from './format';

/**
 * The owner's figures as labelled on screen. Each label names what its figure counts (README, "How the overview's
 * figures are defined"), so two figures on one page reconcile: "Booked by phone" is part of "All bookings", and
 * "Revenue booked by phone" part of "Revenue of all bookings".
 */
export const FIGURE_LABELS = {
  calls: 'Total Calls',
  bookedByPhone: 'Booked by phone',
  allBookings: 'All bookings',
  revenueOfAll: 'Revenue of all bookings',
  revenueByPhone: 'Revenue booked by phone',
  bookedByText: 'Booked by text',
  refilled: 'Refilled from the waitlist',
  today: "Today's Appointments",
} as const;

export type Figure = { label: string; value: string; detail: string };

/** "1 booking", "2 bookings". */
export const plural = (count: number, one: string, many: string) =>
  `${formatCount(count)} ${count === 1 ? one : many}`;

/** The four stat cards of the overview. */
export function overviewFigures(analytics: Analytics): Figure[] {
  return [
    {
      label: FIGURE_LABELS.calls,
      value: formatCount(analytics.totalCalls),
      detail: `${formatPercent(analytics.conversionRate)} ended in a booking`,
    },
    {
      label: FIGURE_LABELS.bookedByPhone,
      value: formatCount(analytics.successfulBookings),
      detail: `of ${plural(analytics.totalBookings, 'booking', 'bookings')} in all · ${plural(
        analytics.missedOpportunities,
        'missed call',
        'missed calls',
      )}`,
    },
    {
      label: FIGURE_LABELS.revenueOfAll,
      value: formatDollars(analytics.totalRevenue),
      detail: `${formatDollars(analytics.averageBookingValue)} average booking`,
    },
    {
      label: FIGURE_LABELS.today,
      value: formatCount(analytics.todayAppointments),
      detail: `${formatCount(analytics.upcomingThisWeek)} scheduled in the next 7 days`,
    },
  ];
}

const monthDay = (isoDate: string, timeZone = 'UTC') =>
  new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone }).format(
    new Date(`${isoDate}T12:00:00Z`),
  );

/** "Last 30 days, Oct 28 – Nov 26 (America/New_York)": the period every figure but today's covers. */
export function periodOf({ from, to, timezone, series }: Pick<Analytics, 'from' | 'to' | 'timezone' | 'series'>) {
  const days = series?.length ?? 30;
  return `Last ${plural(days, 'day', 'days')}, ${monthDay(from)} – ${monthDay(to)} (${timezone})`;
}

/** How an appointment was made, as the bookings list says it. */
export function bookedVia(source: string): string {
  switch (source) {
    case 'ai_receptionist':
      return 'By phone';
    case 'owner':
      return 'In the portal';
    case 'calendar_sync':
      return 'From your calendar';
    case 'waitlist':
      return 'From the waitlist';
    default:
      return source;
  }
}
