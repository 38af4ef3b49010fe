import { apiRequest } from '@ringbook/web-shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/** A service of the catalogue (GET /portal/tenants/services); PUT takes the whole list back. */
export type Service = {
  serviceId: string;
  name: string;
  durationMin: number;
  bufferMin: number;
  price: number;
  /** Minutes within the service when the stylist is free for another client (colour developing). */
  processingMin?: number;
  /** Who performs it; null means everyone. */
  staffIds?: string[] | null;
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
