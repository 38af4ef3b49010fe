import { apiRequest } from '@ringbook/web-shared';
import type { ApiAnswer, ApiBody } from '@ringbook/web-shared/api/routes.ts';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { whoAmIQueryKey, type WhoAmI } from '../../../lib/api/whoami';
import { locationsQueryKey, type LocationList, type SalonLocation } from './get-locations';

/** A location's details as sent: each one left out is kept (a new location needs its name). */
export type LocationDetails = ApiBody<'POST /portal/locations'>;

/** A saved location into the list, and into who-am-I, which hears of it only by event: the switcher offers a new
 * location, and shows a new name, at once. */
export function keepSavedLocation(queryClient: QueryClient, saved: SalonLocation) {
  queryClient.setQueryData<LocationList>(locationsQueryKey, (list) => {
    if (!list) return list;
    const known = list.locations.some((location) => location.id === saved.id);
    const locations = known
      ? list.locations.map((location) => (location.id === saved.id ? saved : location))
      : [...list.locations, saved];
    return { ...list, locations };
  });
  queryClient.setQueryData<WhoAmI>(whoAmIQueryKey, (me) => {
    if (!me) return me;
    const listed = { id: saved.id, name: saved.name, position: saved.position };
    const others = me.locations.filter((location) => location.id !== saved.id);
    return { ...me, locations: [...others, listed].sort((a, b) => a.position - b.position) };
  });
}

const createLocation = async (details: LocationDetails): Promise<SalonLocation> => {
  const res = await apiRequest('POST', '/portal/locations', details);
  return (await res.json()) as ApiAnswer<'POST /portal/locations'>;
};

const updateLocation = async ({ id, details }: { id: string; details: LocationDetails }): Promise<SalonLocation> => {
  const res = await apiRequest('PUT', `/portal/locations/${encodeURIComponent(id)}`, details);
  return (await res.json()) as ApiAnswer<'PUT /portal/locations/{locationId}'>;
};

type Callbacks = { onSuccess?: (saved: SalonLocation) => void; onError?: (error: unknown) => void };

/** POST /portal/locations: past the plan's limit a 409 says how many it includes. */
export function useCreateLocation(options: Callbacks = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createLocation,
    onSuccess: (saved) => {
      keepSavedLocation(queryClient, saved);
      options.onSuccess?.(saved);
    },
    onError: options.onError,
  });
}

/** PUT /portal/locations/{id}: name, address, time zone, week, closures, front-desk phone. */
export function useUpdateLocation(options: Callbacks = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateLocation,
    onSuccess: (saved) => {
      keepSavedLocation(queryClient, saved);
      options.onSuccess?.(saved);
    },
    onError: options.onError,
  });
}
