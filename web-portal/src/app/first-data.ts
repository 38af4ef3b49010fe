import type { QueryClient } from '@tanstack/react-query';
import { analyticsQueryOptions } from '../lib/api/analytics';
import { ALL_LOCATIONS, LOCATION_PARAM } from '../hooks/use-location-choice';
import { appointmentsQueryOptions, type AppointmentStatus } from '../lib/api/appointments';
import { settingsQueryKey } from '../lib/api/tenant-settings';
import { countQuery, listQuery, readFilters } from '../features/bookings/utils/filters';

const COUNTED: (AppointmentStatus | undefined)[] = [undefined, 'scheduled', 'completed'];

/** The one location the URL shows (as the switcher will read it), or none: all of them, or the only one. */
function shownLocation(search: string): string | undefined {
  const location = new URLSearchParams(search).get(LOCATION_PARAM);
  return location && location !== ALL_LOCATIONS ? location : undefined;
}

function bookingsData(queryClient: QueryClient, search: string): Promise<void>[] {
  const filters = readFilters(new URLSearchParams(search));
  const location = shownLocation(search);
  const counts = COUNTED.map((status) => countQuery(filters, status)).filter((query) => query !== null);
  return [
    queryClient.prefetchQuery(appointmentsQueryOptions({ ...listQuery(filters), location })),
    ...counts.map((query) => queryClient.prefetchQuery(appointmentsQueryOptions({ ...query, location }))),
    queryClient.prefetchQuery({ queryKey: settingsQueryKey }),
  ];
}

/**
 * The data a page's first screen is about (the overview's figures, the bookings table and its numbers), which
 * its HTML already asked for: awaited before the first render, so React draws the page with it in one yielding
 * pass instead of drawing loading states and then redrawing everything at once when the answers land.
 */
export function firstScreenData(queryClient: QueryClient, { pathname, search }: { pathname: string; search: string }) {
  const section = pathname.match(/^\/app\/([^/]+)\/?$/)?.[1];
  if (section === 'overview') {
    return Promise.all([queryClient.prefetchQuery(analyticsQueryOptions(shownLocation(search)))]);
  }
  if (section === 'bookings') return Promise.all(bookingsData(queryClient, search));
  return Promise.resolve([]);
}
