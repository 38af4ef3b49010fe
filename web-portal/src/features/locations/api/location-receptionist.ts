import { apiRequest } from '@ringbook/web-shared';
import { withQuery } from '@ringbook/web-shared/api/query-string.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { locationStatusQueryKey } from '../../../lib/api/receptionist-status';

/** POST /api/receptionist/provision?location=: its own agent and number, with the business's receptionist
 * settings; either way its status is asked again (provisioning, or what is still missing). */
export function useLaunchLocationReceptionist(location: string, options: { onError?: (error: unknown) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      await apiRequest('POST', withQuery('/api/receptionist/provision', { location }));
    },
    onError: options.onError,
    onSettled: () => queryClient.invalidateQueries({ queryKey: locationStatusQueryKey(location) }),
  });
}
