import { getJson } from '@ringbook/web-shared';
import { useQuery } from '@tanstack/react-query';
import { availabilityQueryKey } from '../../../lib/api/query-keys';
import type { ApiAnswer } from '@ringbook/web-shared/api/routes.ts';

/** A free start from the availability engine (local start and end with offset, e.g. 2030-03-14T15:30:00-04:00);
 * `slotId` books exactly this start. */
export type Slot = Availability['slots'][number];

export type Availability = ApiAnswer<'GET /api/availability'>;

export type AvailabilityQuery = {
  serviceId: string;
  /** '' asks for any available staff member. */
  staffId: string;
  /** One local day, yyyy-mm-dd. */
  day: string;
};

const [AVAILABILITY] = availabilityQueryKey;

export { availabilityQueryKey };

export function availabilityUrl({ serviceId, staffId, day }: AvailabilityQuery): string {
  const params = new URLSearchParams({ serviceId, from: day, to: day });
  if (staffId) params.set('staffId', staffId);
  return `${AVAILABILITY}?${params.toString()}`;
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
