import { apiRequest, getJson } from '@ringbook/web-shared';
import { withQuery } from '@ringbook/web-shared/api/query-string.ts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  PROVISIONING_POLL_MS,
  receptionistStatusQueryKey,
  settling,
  type ReceptionistStatus,
} from '../../../lib/api/receptionist-status';

const [STATUS] = receptionistStatusQueryKey;

const statusQueryKey = (location: string) => [STATUS, { location }];

/** GET /api/receptionist/status?location=: that location's receptionist and number, re-polled while it is being
 * set up. */
export function useLocationReceptionist(location: string) {
  return useQuery<ReceptionistStatus>({
    queryKey: statusQueryKey(location),
    queryFn: ({ signal }) => getJson<ReceptionistStatus>(withQuery(STATUS!, { location }), signal),
    refetchInterval: (query) => (settling(query.state.data) ? PROVISIONING_POLL_MS : false),
  });
}

/** POST /api/receptionist/provision?location=: its own agent and number, with the business's receptionist
 * settings; either way its status is asked again (provisioning, or what is still missing). */
export function useLaunchLocationReceptionist(location: string, options: { onError?: (error: unknown) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      await apiRequest('POST', withQuery('/api/receptionist/provision', { location }));
    },
    onError: options.onError,
    onSettled: () => queryClient.invalidateQueries({ queryKey: statusQueryKey(location) }),
  });
}
