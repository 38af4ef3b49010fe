import { getJson } from '@ringbook/web-shared';
import { withQuery } from '@ringbook/web-shared/api/query-string.ts';
import type { ApiAnswer } from '@ringbook/web-shared/api/routes.ts';
import { useQuery } from '@tanstack/react-query';

/** A location and the Cal.com event type its bookings go to (null until one is chosen for it). */
export type LocationEventType = ApiAnswer<'GET /calcom/location-event-types'>[number];

const LOCATION_EVENT_TYPES = '/calcom/location-event-types';

export const locationEventTypesQueryKey = [LOCATION_EVENT_TYPES];

/** One location's (`location`), or every location's, the first first. */
export function useLocationEventTypes(location: string | undefined) {
  return useQuery<LocationEventType[]>({
    queryKey: [...locationEventTypesQueryKey, { location: location ?? 'all' }],
    queryFn: ({ signal }) => getJson<LocationEventType[]>(withQuery(LOCATION_EVENT_TYPES, { location }), signal),
  });
}
