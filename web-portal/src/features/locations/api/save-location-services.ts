import { apiRequest } from '@ringbook/web-shared';
import type { ApiAnswer, ApiBody } from '@ringbook/web-shared/api/routes.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SalonLocation } from './get-locations';
import { keepSavedLocation } from './save-location';

/** Where a location's menu differs from the catalogue, all at once; a service left out is the catalogue's. */
export type LocationServicesUpdate = ApiBody<'PUT /portal/locations/{locationId}/services'>;

export type ServiceDifference = NonNullable<LocationServicesUpdate['services']>[number];

const saveLocationServices = async ({
  id,
  services,
}: {
  id: string;
  services: ServiceDifference[];
}): Promise<SalonLocation> => {
  const update: LocationServicesUpdate = { services };
  const res = await apiRequest('PUT', `/portal/locations/${encodeURIComponent(id)}/services`, update);
  return (await res.json()) as ApiAnswer<'PUT /portal/locations/{locationId}/services'>;
};

export function useSaveLocationServices(
  options: { onSuccess?: (saved: SalonLocation) => void; onError?: (error: unknown) => void } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveLocationServices,
    onSuccess: (saved) => {
      keepSavedLocation(queryClient, saved);
      options.onSuccess?.(saved);
    },
    onError: options.onError,
  });
}
