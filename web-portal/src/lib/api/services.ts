import { apiRequest } from '@ringbook/web-shared';
import type { ApiAnswer, ApiBody } from '@ringbook/web-shared/api/routes.ts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { locationsQueryKey } from './query-keys';

/** A service of the catalogue (GET /portal/tenants/services); PUT takes the whole list back. */
export type Service = ApiAnswer<'GET /portal/tenants/services'>[number];

/** The catalogue as the portal sends it: the bare list (the other form names the tenant, which is implied). */
type CatalogueSent = Extract<ApiBody<'PUT /portal/tenants/services'>, unknown[]>;

type ServiceSent = CatalogueSent[number];

/** A service as the screens send it: a new one with an empty ID (the server gives it one). */
export type ServiceInput = ServiceSent & Required<Pick<ServiceSent, 'serviceId' | 'name' | 'durationMin' | 'bufferMin' | 'price'>>;

export const servicesQueryKey = ['/portal/tenants/services'];

/** Fetched once on entering the screen; saving writes the saved list back instead of refetching. */
export function useServices() {
  return useQuery<Service[]>({ queryKey: servicesQueryKey });
}

/** Answers the catalogue as saved: a new service has the ID the server gave it. */
export const saveServices = async (services: ServiceInput[]): Promise<Service[]> => {
  const catalogue: CatalogueSent = services;
  const response = await apiRequest('PUT', '/portal/tenants/services', catalogue);
  return (await response.json()) as Service[];
};

export function useSaveServices(
  options: { onSuccess?: (saved: Service[]) => void; onError?: (error: unknown) => void } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveServices,
    onSuccess: (saved) => {
      queryClient.setQueryData(servicesQueryKey, saved);
      // Each location's menu is the catalogue's, with its own differences.
      void queryClient.invalidateQueries({ queryKey: locationsQueryKey });
      options.onSuccess?.(saved);
    },
    onError: options.onError,
  });
}
