import { apiRequest } from '@ringbook/web-shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { receptionistStatusQueryKey } from '../../../lib/api/receptionist-status';

export const replaceNumber = async (areaCode: string): Promise<void> => {
  await apiRequest('POST', '/api/receptionist/phone-number', { areaCode });
};

/** A new number for the live receptionist, in `areaCode`: the old one answers until the new one does. */
export function useReplaceNumber() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: replaceNumber,
    onSettled: () => queryClient.invalidateQueries({ queryKey: receptionistStatusQueryKey }),
  });
}
