import { useQuery } from '@tanstack/react-query';

export type AnalyticsDay = {
  /** Local date of the salon, yyyy-mm-dd. */
  date: string;
  /** Calls that started that day. */
  calls: number;
  /** Bookings made that day (any source, not cancelled since). */
  bookings: number;
  /** Dollars of the appointments starting that day. */
  revenue: number;
};

export type Analytics = {
  /** The period, local dates of the salon (inclusive): the last 30 days up to today unless asked otherwise. */
  from: string;
  to: string;
  /** The salon's IANA time zone. */
  timezone: string;
  totalCalls: number;
  conversionRate: number;
  successfulBookings: number;
  missedOpportunities: number;
  totalRevenue: number;
  averageBookingValue: number;
  /** Bookings the AI receptionist made in the period, and the dollars they are worth. */
  aiBookings: number;
  recoveredRevenue: number;
  afterHoursCalls: number;
  /** Counted by the server in the salon's time zone. */
  todayAppointments: number;
  upcomingThisWeek: number;
  /** One entry per date of the period, oldest first. */
  series: AnalyticsDay[];
};

export const analyticsQueryKey = ['/api/dashboard/analytics'];

export function useAnalytics() {
  return useQuery<Analytics>({ queryKey: analyticsQueryKey });
}
