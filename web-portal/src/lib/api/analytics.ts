import { useQuery } from '@tanstack/react-query';

export type AnalyticsDay = {
  /** Local date of the salon, yyyy-mm-dd. */
  date: string;
  /** Calls that started that day. */
  calls: number;
  /** Bookings made that day (any source, not cancelled since). */
  bookings: number;
  /** Dollars of those bookings, at the prices they were booked at. */
  revenue: number;
};

export type Analytics = {
  /** The period, local dates of the salon (inclusive): the last 30 days up to today unless asked otherwise. */
  from: string;
  to: string;
  /** The salon's IANA time zone. */
  timezone: string;
  /** Calls that started in the period and ended; the share whose outcome is booked; those missed. */
  totalCalls: number;
  conversionRate: number;
  missedOpportunities: number;
  afterHoursCalls: number;
  /** Bookings made in the period and not cancelled since, by phone ("Booked by phone") and their dollars. */
  successfulBookings: number;
  recoveredRevenue: number;
  /** The same of every source ("All bookings", "Revenue of all bookings"), and their average price. */
  totalBookings: number;
  totalRevenue: number;
  averageBookingValue: number;
  /** Appointments starting on the salon's today, not cancelled; scheduled ones in the next 7 days. */
  todayAppointments: number;
  upcomingThisWeek: number;
  /** One entry per date of the period, oldest first. */
  series: AnalyticsDay[];
};

export const analyticsQueryKey = ['/api/dashboard/analytics'];

export function useAnalytics() {
  return useQuery<Analytics>({ queryKey: analyticsQueryKey });
}
