import { apiRequest } from '@ringbook/web-shared';
import type { ApiAnswer, ApiBody } from '@ringbook/web-shared/api/routes.ts';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { locationsQueryKey } from './query-keys';
import { settingsQueryKey } from './tenant-settings';
import { whoAmIQueryKey, type WhoAmI } from './whoami';

/** GET /portal/locations: the business's locations in the owner's order, each with its menu, and how many the
 * plan includes. */
export type LocationList = ApiAnswer<'GET /portal/locations'>;

export type SalonLocation = LocationList['locations'][number];

/** A service of the catalogue as one location offers it: `price` and `durationMin` are what a caller there is
 * told, `ownPrice` and `ownDurationMin` null where they are the catalogue's. */
export type LocationService = SalonLocation['services'][number];

/** POST /portal/locations: a new location's details. */
export type NewLocation = ApiBody<'POST /portal/locations'>;

/** PUT /portal/locations/{id}: each detail left out is kept. */
export type LocationDetails = ApiBody<'PUT /portal/locations/{locationId}'>;

/** PUT /portal/locations/{id}/services: where the location's menu differs, all at once. */
export type ServiceDifference = NonNullable<ApiBody<'PUT /portal/locations/{locationId}/services'>['services']>[number];

/** Asked only by a screen that shows locations (a business with several). */
export function useLocationList(enabled = true) {
  return useQuery<LocationList>({ queryKey: locationsQueryKey, enabled });
}

/** Whether the plan has room for another location. */
export const canAddLocation = (list: LocationList) => list.locations.length < list.planLocations;

/** A saved or new location into the list, and into who-am-I, which hears of it only by event: the switcher offers
 * a new location, and shows a new name, at once. The first location's details are the business's settings (its
 * name the business's): those are asked again. */
function keepSaved(queryClient: QueryClient, saved: SalonLocation) {
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
    const first = saved.id === me.tenant.id;
    const listed = { id: saved.id, name: saved.name, position: saved.position };
    const others = me.locations.filter((location) => location.id !== saved.id);
    return {
      ...me,
      tenant: first ? { ...me.tenant, name: saved.name } : me.tenant,
      locations: [...others, listed].sort((a, b) => a.position - b.position),
    };
  });
  if (saved.position === 0) void queryClient.invalidateQueries({ queryKey: settingsQueryKey });
}

type Callbacks = { onSuccess?: (saved: SalonLocation) => void; onError?: (error: unknown) => void };

const createLocation = async (details: NewLocation): Promise<SalonLocation> => {
  const res = await apiRequest('POST', '/portal/locations', details);
  return (await res.json()) as ApiAnswer<'POST /portal/locations'>;
};

const saveDetails = async ({ id, details }: { id: string; details: LocationDetails }): Promise<SalonLocation> => {
  const res = await apiRequest('PUT', `/portal/locations/${encodeURIComponent(id)}`, details);
  return (await res.json()) as ApiAnswer<'PUT /portal/locations/{locationId}'>;
};

const saveServices = async ({ id, services }: { id: string; services: ServiceDifference[] }): Promise<SalonLocation> => {
  const update: ApiBody<'PUT /portal/locations/{locationId}/services'> = { services };
  const res = await apiRequest('PUT', `/portal/locations/${encodeURIComponent(id)}/services`, update);
  return (await res.json()) as ApiAnswer<'PUT /portal/locations/{locationId}/services'>;
};

function useLocationSave<Input>(save: (input: Input) => Promise<SalonLocation>, options: Callbacks) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: save,
    onSuccess: (saved) => {
      keepSaved(queryClient, saved);
      options.onSuccess?.(saved);
    },
    onError: options.onError,
  });
}

/** POST /portal/locations: past the plan's limit a 409 says how many it includes. */
export const useCreateLocation = (options: Callbacks = {}) => useLocationSave(createLocation, options);

/** A location's name, address, time zone, week, closures and front-desk phone. */
export const useSaveLocationDetails = (options: Callbacks = {}) => useLocationSave(saveDetails, options);

/** Whether a location offers each service, and its own price and duration. */
export const useSaveLocationMenu = (options: Callbacks = {}) => useLocationSave(saveServices, options);
