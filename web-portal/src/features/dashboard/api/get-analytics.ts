import { useQuery } from '@tanstack/react-query';

export type Analytics = {
  totalCalls: number;
  conversionRate: number;
  successfulBookings: number;
  missedOpportunities: number;
  totalRevenue: number;
  averageBookingValue: number;
  /** Counted by the server in the salon's time zone. */
  todayAppointments: number;
  upcomingThisWeek: number;
};

export function useAnalytics() {
  return useQuery<Analytics>({ queryKey: ['/api/dashboard/analytics'] });
}
