import { apiRequest } from '@ringbook/web-shared';
import type { ApiAnswer, ApiBody } from '@ringbook/web-shared/api/routes.ts';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { locationsQueryKey } from './query-keys';
import { settingsQueryKey } from './tenant-settings';
import { whoAmIQueryKey, type WhoAmI } from './whoami';

/** GET /portal/locations: the business's locations in the owner's order, each with its menu. */
export type LocationList = ApiAnswer<'GET /portal/locations'>;

export type SalonLocation = LocationList['locations'][number];

/** A service of the catalogue as one location offers it: `price` and `durationMin` are what a caller there is
 * told, `ownPrice` and `ownDurationMin` null where they are the catalogue's. */
export type LocationService = SalonLocation['services'][number];

/** PUT /portal/locations/{id}: each detail left out is kept. */
export type LocationDetails = ApiBody<'PUT /portal/locations/{locationId}'>;

/** PUT /portal/locations/{id}/services: where the location's menu differs, all at once. */
export type ServiceDifference = NonNullable<ApiBody<'PUT /portal/locations/{locationId}/services'>['services']>[number];

/** Asked only by a screen that shows locations (a business with several). */
export function useLocationList(enabled = true) {
  return useQuery<LocationList>({ queryKey: locationsQueryKey, enabled });
}

/** A saved location into the list, and into who-am-I (the switcher's names), which hears of it only by event. The
 * first location's details are the business's settings (its name the business's): those are asked again. */
function keepSaved(queryClient: QueryClient, saved: SalonLocation) {
  queryClient.setQueryData<LocationList>(locationsQueryKey, (list) =>
    list && { ...list, locations: list.locations.map((location) => (location.id === saved.id ? saved : location)) },
  );
  queryClient.setQueryData<WhoAmI>(whoAmIQueryKey, (me) => {
    if (!me) return me;
    const first = saved.id === me.tenant.id;
    return {
      ...me,
      tenant: first ? { ...me.tenant, name: saved.name } : me.tenant,
      locations: me.locations.map((location) => (location.id === saved.id ? { ...location, name: saved.name } : location)),
    };
  });
  if (saved.position === 0) void queryClient.invalidateQueries({ queryKey: settingsQueryKey });
}

type Callbacks = { onSuccess?: (saved: SalonLocation) => void; onError?: (error: unknown) => void };

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

/** A location's name, address, time zone, week, closures and front-desk phone. */
export const useSaveLocationDetails = (options: Callbacks = {}) => useLocationSave(saveDetails, options);

/** Whether a location offers each service, and its own price and duration. */
export const useSaveLocationMenu = (options: Callbacks = {}) => useLocationSave(saveServices, options);
