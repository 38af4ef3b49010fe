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

/** Answers the catalogue as saved: a new service has the ID the server gave it. */
export const saveServices = async (services: Service[]): Promise<Service[]> => {
  const response = await apiRequest('PUT', '/portal/tenants/services', services);
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
      options.onSuccess?.(saved);
    },
    onError: options.onError,
  });
}
