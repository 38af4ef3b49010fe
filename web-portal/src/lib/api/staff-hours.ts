import { apiRequest, getJson } from '@ringbook/web-shared';
import { withQuery } from '@ringbook/web-shared/api/query-string.ts';
import type { ApiAnswer, ApiBody } from '@ringbook/web-shared/api/routes.ts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { staffMemberQueryKey } from './staff';

/** One working interval: `dow` 0 (Sunday) to 6 (Saturday), times `HH:MM` in the salon's time zone. */
export type HoursSlot = StaffHours['hours'][number];

type StaffHours = ApiAnswer<'GET /staff/{staffId}/hours'>;

/** The business admin dashboard sends its own tenant's id; the portal leaves it out. */
export type HoursUpdate = ApiBody<'PUT /staff/hours'>;

export const DEFAULT_SLOT_START = '09:00';
export const DEFAULT_SLOT_END = '17:00';

/** A member's week at one location; without one, at the business's first (a one-location business asks so). */
export const staffHoursQueryKey = (staffId: string, location?: string) =>
  location ? [...staffMemberQueryKey(staffId), 'hours', { location }] : [...staffMemberQueryKey(staffId), 'hours'];

const staffHoursUrl = (staffId: string, location: string) =>
  withQuery(`/staff/${encodeURIComponent(staffId)}/hours`, { location });

/** GET /staff/{staffId}/hours: the member's week, by day and start time. */
export function useStaffHours(staffId: string | undefined, location?: string) {
  return useQuery<StaffHours, Error, HoursSlot[]>({
    queryKey: staffHoursQueryKey(staffId ?? '', location),
    ...(location && { queryFn: ({ signal }) => getJson<StaffHours>(staffHoursUrl(staffId ?? '', location), signal) }),
    select: (data) => data.hours,
    enabled: !!staffId,
  });
}

/** PUT /staff/hours replaces the whole week (an empty list: not working) and answers it as saved. */
export const saveStaffHours = async (update: HoursUpdate): Promise<HoursSlot[]> => {
  const res = await apiRequest('PUT', '/staff/hours', update);
  return ((await res.json()) as ApiAnswer<'PUT /staff/hours'>).hours;
};

export function useSaveStaffHours(
  options: { onSuccess?: (saved: HoursSlot[]) => void; onError?: (error: unknown) => void } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveStaffHours,
    onSuccess: (saved, update) => {
      queryClient.setQueryData(staffHoursQueryKey(update.staffId, update.location ?? undefined), { hours: saved });
      options.onSuccess?.(saved);
    },
    onError: options.onError,
  });
}
