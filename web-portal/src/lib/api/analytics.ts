import { getJson } from '@ringbook/web-shared';
import { withQuery } from '@ringbook/web-shared/api/query-string.ts';
import { useQuery } from '@tanstack/react-query';
import type { ApiAnswer } from '@ringbook/web-shared/api/routes.ts';

export type AnalyticsDay = Analytics['series'][number];

/** The period (the salon's local dates, the last 30 days up to today unless asked otherwise), its calls and
 * bookings, today's and this week's appointments, and one entry per date, oldest first. */
export type Analytics = ApiAnswer<'GET /api/dashboard/analytics'>;

const ANALYTICS = '/api/dashboard/analytics';

/** Every location's figures are cached under this prefix, so one invalidation refreshes them all. */
export const analyticsQueryKey = [ANALYTICS];

/** One location's figures (on its own clock), or, without one, every location's summed. */
export const analyticsQueryOptions = (location?: string) =>
  location
    ? {
        queryKey: [ANALYTICS, { location }],
        queryFn: ({ signal }: { signal: AbortSignal }) => getJson<Analytics>(withQuery(ANALYTICS, { location }), signal),
      }
    : { queryKey: analyticsQueryKey };

export function useAnalytics(location?: string) {
  return useQuery<Analytics>(analyticsQueryOptions(location));
}
