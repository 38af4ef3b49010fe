import { apiRequest } from '@ringbook/web-shared';
import type { ApiAnswer, ApiBody } from '@ringbook/web-shared/api/routes.ts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { staffMemberQueryKey } from './staff';

/** Absolute moments: ISO 8601 with a UTC offset (the server answers in UTC, `…Z`). */
export type TimeOffRange = StaffTimeOff['ranges'][number];

type StaffTimeOff = ApiAnswer<'GET /staff/{staffId}/timeoff'>;

/** The business admin dashboard sends its own tenant's id; the portal leaves it out. */
export type TimeOffUpdate = ApiBody<'PUT /staff/timeoff'>;

export const staffTimeOffQueryKey = (staffId: string) => [...staffMemberQueryKey(staffId), 'timeoff'];

/** GET /staff/{staffId}/timeoff: current and upcoming ranges by start; ended ones are history. */
export function useStaffTimeOff(staffId: string | undefined) {
  return useQuery<StaffTimeOff, Error, TimeOffRange[]>({
    queryKey: staffTimeOffQueryKey(staffId ?? ''),
    select: (data) => data.ranges,
    enabled: !!staffId,
  });
}

/** PUT /staff/timeoff replaces the current and upcoming ranges and answers them as saved. */
export const saveStaffTimeOff = async (update: TimeOffUpdate): Promise<TimeOffRange[]> => {
  const res = await apiRequest('PUT', '/staff/timeoff', update);
  return ((await res.json()) as ApiAnswer<'PUT /staff/timeoff'>).ranges;
};

export function useSaveStaffTimeOff(
  options: { onSuccess?: (saved: TimeOffRange[]) => void; onError?: (error: unknown) => void } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveStaffTimeOff,
    onSuccess: (saved, update) => {
      queryClient.setQueryData(staffTimeOffQueryKey(update.staffId), { ranges: saved });
      options.onSuccess?.(saved);
    },
    onError: options.onError,
  });
}
