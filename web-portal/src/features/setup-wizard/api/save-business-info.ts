import { apiRequest } from '@ringbook/web-shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { receptionistStatusQueryKey, type BusinessInfo } from '../../receptionist/api/status';

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
