import { apiRequest } from '@ringbook/web-shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { whoamiQueryOptions } from './get-whoami';
import { setSignedInHint } from './signed-in-hint';

export const logout = async (): Promise<void> => {
  await apiRequest('POST', '/api/auth/logout');
};

export function useLogout({ onSuccess }: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    // Signed out here either way: a failed call means the session was already gone.
    onSettled: () => {
      setSignedInHint(false);
      queryClient.setQueryData(whoamiQueryOptions().queryKey, null);
    },
    onSuccess,
  });
}
