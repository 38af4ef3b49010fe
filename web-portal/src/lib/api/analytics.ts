import { useQuery } from '@tanstack/react-query';
import type { ApiAnswer } from '@ringbook/web-shared/api/routes.ts';

export type AnalyticsDay = Analytics['series'][number];

/** The period (the salon's local dates, the last 30 days up to today unless asked otherwise), its calls and
 * bookings, today's and this week's appointments, and one entry per date, oldest first. */
export type Analytics = ApiAnswer<'GET /api/dashboard/analytics'>;

export const analyticsQueryKey = ['/api/dashboard/analytics'];

export function useAnalytics() {
  return useQuery<Analytics>({ queryKey: analyticsQueryKey });
}
