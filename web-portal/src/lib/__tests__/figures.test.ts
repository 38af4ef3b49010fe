import { describe, expect, it } from 'vitest';
import type { Analytics } from '../api/analytics';
import { bookedVia, overviewFigures, periodOf } from '../figures';

const analytics: Analytics = {
  from: '2026-10-28',
  to: '2026-11-26',
  timezone: 'America/New_York',
  totalCalls: 5,
  conversionRate: 20,
  missedOpportunities: 1,
  afterHoursCalls: 0,
  successfulBookings: 1,
  recoveredRevenue: 45,
  totalBookings: 2,
  totalRevenue: 165,
  averageBookingValue: 82.5,
  todayAppointments: 0,
  upcomingThisWeek: 2,
  series: [],
};

describe('the overview figures', () => {
  it('name what they count, so booked by phone reads as part of all bookings', () => {
    expect(overviewFigures(analytics)).toEqual([
      { label: 'Total Calls', value: '5', detail: '20.0% ended in a booking' },
      { label: 'Booked by phone', value: '1', detail: 'of 2 bookings in all · 1 missed call' },
      { label: 'Revenue of all bookings', value: '$165.00', detail: '$82.50 average booking' },
      { label: "Today's Appointments", value: '0', detail: '2 scheduled in the next 7 days' },
    ]);
  });

  it('say one of each in the singular', () => {
    const [, byPhone] = overviewFigures({ ...analytics, totalBookings: 1, missedOpportunities: 2 });
    expect(byPhone!.detail).toBe('of 1 booking in all · 2 missed calls');
  });

  it('state their period in the salon’s dates and zone', () => {
    const days = Array.from({ length: 30 }, (_, index) => ({ date: `d${index}`, calls: 0, bookings: 0, revenue: 0 }));
    expect(periodOf({ ...analytics, series: days })).toBe('Last 30 days, Oct 28 – Nov 26 (America/New_York)');
    expect(periodOf({ ...analytics, from: '2026-11-26', series: days.slice(0, 1) })).toBe(
      'Last 1 day, Nov 26 – Nov 26 (America/New_York)',
    );
  });
});

describe('how a booking was made', () => {
  it('is said as the owner knows it', () => {
    expect(bookedVia('ai_receptionist')).toBe('By phone');
    expect(bookedVia('owner')).toBe('In the portal');
    expect(bookedVia('calendar_sync')).toBe('From your calendar');
    expect(bookedVia('waitlist')).toBe('From the waitlist');
    expect(bookedVia('walk_in')).toBe('walk_in');
  });
});
