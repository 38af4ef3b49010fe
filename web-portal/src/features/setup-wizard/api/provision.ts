import { apiRequest } from '@ringbook/web-shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { receptionistStatusQueryKey } from '../../../lib/api/receptionist-status';

export const provision = async (): Promise<void> => {
  await apiRequest('POST', '/api/receptionist/provision');
};

/** Launches the receptionist; either way the status is fetched again (provisioning, or back to review). */
export function useProvision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: provision,
    onSettled: () => queryClient.invalidateQueries({ queryKey: receptionistStatusQueryKey }),
  });
}
