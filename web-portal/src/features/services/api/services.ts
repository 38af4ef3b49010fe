import { apiRequest } from '@ringbook/web-shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

export type Service = {
  serviceId: string;
  name: string;
  durationMin: number;
  bufferMin: number;
  price: number;
};

export const servicesQueryKey = ['/portal/tenants/services'];

/** Fetched once on entering the screen; saving writes the saved list back instead of refetching. */
export function useServices() {
  return useQuery<Service[]>({ queryKey: servicesQueryKey });
}

export const saveServices = async (services: Service[]): Promise<Service[]> => {
  await apiRequest('PUT', '/portal/tenants/services', services);
  return services;
};

export function useSaveServices(options: { onSuccess?: () => void; onError?: (error: unknown) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveServices,
    onSuccess: (saved) => {
      queryClient.setQueryData(servicesQueryKey, saved);
      options.onSuccess?.();
    },
    onError: options.onError,
  });
}
