import { apiRequest } from '@ringbook/web-shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { receptionistStatusQueryKey, type WizardService } from '../../../lib/api/receptionist-status';

/** Adds to the salon's catalogue; a service with the same name is updated. */
export const addServices = async (services: WizardService[]): Promise<void> => {
  await apiRequest('POST', '/api/receptionist/services', { services });
};

export function useAddServices() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addServices,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: receptionistStatusQueryKey }),
  });
}
