import { apiRequest } from '@ringbook/web-shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { receptionistStatusQueryKey } from '../../../lib/api/receptionist-status';
import type { BusinessInfoPayload } from '../utils/business-info';

export const saveBusinessInfo = async (info: BusinessInfoPayload): Promise<void> => {
  await apiRequest('POST', '/api/receptionist/business-info', info);
};

export function useSaveBusinessInfo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveBusinessInfo,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: receptionistStatusQueryKey }),
  });
}
