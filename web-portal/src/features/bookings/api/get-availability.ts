import { getJson } from '@ringbook/web-shared';
import { useQuery } from '@tanstack/react-query';
import { availabilityQueryKey } from '../../../lib/api/query-keys';
import { withQuery } from '@ringbook/web-shared/api/query-string.ts';
import type { ApiAnswer, ApiQuery } from '@ringbook/web-shared/api/routes.ts';

/** A free start from the availability engine (local start and end with offset, e.g. 2030-03-14T15:30:00-04:00);
 * `slotId` books exactly this start. */
export type Slot = Availability['slots'][number];

export type Availability = ApiAnswer<'GET /api/availability'>;

type AvailabilityParams = ApiQuery<'GET /api/availability'>;

type Given<K extends keyof AvailabilityParams> = NonNullable<AvailabilityParams[K]>;

/** One day's search: `staffId` '' asks for any available staff member; `day`, one local day (yyyy-mm-dd), is
 * asked as both `from` and `to`; `location` left out is the business's first (a one-location business's only). */
export type AvailabilityQuery = {
  serviceId: Given<'serviceId'>;
  staffId: Given<'staffId'>;
  day: Given<'from'>;
  location?: Given<'location'>;
};

const [AVAILABILITY] = availabilityQueryKey;

export { availabilityQueryKey };

export function availabilityUrl({ serviceId, staffId, day, location }: AvailabilityQuery): string {
  const params: AvailabilityParams = { serviceId, from: day, to: day, staffId, location };
  return withQuery(AVAILABILITY, params);
}

/** Always asked afresh: the receptionist may book the same times while the owner is choosing. */
export function useAvailability(query: AvailabilityQuery) {
  return useQuery<Availability>({
    queryKey: [AVAILABILITY, query],
    queryFn: ({ signal }) => getJson<Availability>(availabilityUrl(query), signal),
    enabled: query.serviceId !== '' && query.day !== '',
    staleTime: 0,
  });
}
