import type { ApiAnswer } from '@ringbook/web-shared/api/routes.ts';
import { useQuery } from '@tanstack/react-query';

/** GET /portal/locations: the business's locations in the owner's order, and how many its plan includes. */
export type LocationList = ApiAnswer<'GET /portal/locations'>;

export type SalonLocation = LocationList['locations'][number];

export type LocationService = SalonLocation['services'][number];

export const locationsQueryKey = ['/portal/locations'];

export function useLocations() {
  return useQuery<LocationList>({ queryKey: locationsQueryKey });
}

/** Whether the plan has room for another location. */
export const canAddLocation = (list: LocationList) => list.locations.length < list.planLocations;
