import { apiRequest } from '@ringbook/web-shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { staffMemberQueryKey } from './staff';

/** Absolute moments: ISO 8601 with a UTC offset (the server answers in UTC, `…Z`). */
export type TimeOffRange = { timeMin: string; timeMax: string; reason?: string | null };

export type TimeOffUpdate = {
  staffId: string;
  ranges: TimeOffRange[];
  /** The business admin dashboard sends its own tenant's id; the portal leaves it out. */
  tenantId?: string;
};

export const staffTimeOffQueryKey = (staffId: string) => [...staffMemberQueryKey(staffId), 'timeoff'];

/** GET /staff/{staffId}/timeoff: current and upcoming ranges by start; ended ones are history. */
export function useStaffTimeOff(staffId: string | undefined) {
  return useQuery<{ ranges: TimeOffRange[] }, Error, TimeOffRange[]>({
    queryKey: staffTimeOffQueryKey(staffId ?? ''),
    select: (data) => data.ranges,
    enabled: !!staffId,
  });
}

/** PUT /staff/timeoff replaces the current and upcoming ranges and answers them as saved. */
export const saveStaffTimeOff = async (update: TimeOffUpdate): Promise<TimeOffRange[]> => {
  const res = await apiRequest('PUT', '/staff/timeoff', update);
  return ((await res.json()) as { ranges: TimeOffRange[] }).ranges;
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
