import { apiRequest } from '@ringbook/web-shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { receptionistStatusQueryKey, type BusinessInfo } from '../../../lib/api/receptionist-status';

export const saveBusinessInfo = async (info: BusinessInfo): Promise<void> => {
  await apiRequest('POST', '/api/receptionist/business-info', info);
};

export function useSaveBusinessInfo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveBusinessInfo,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: receptionistStatusQueryKey }),
  });
}
