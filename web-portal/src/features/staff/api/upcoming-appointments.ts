import { getJson } from '@ringbook/web-shared';
import { useQuery } from '@tanstack/react-query';
import { staffMemberQueryKey } from '../../../lib/api/staff';
import type { ApiAnswer } from '@ringbook/web-shared/api/routes.ts';

export type Candidate = UpcomingAppointment['reassignTo'][number];

/** `reassignTo`: members who offer the service and are free at that time. */
export type UpcomingAppointment = UpcomingOfStaff['appointments'][number];

/** GET /staff/calendars/{staffId}/upcoming: how many upcoming appointments, and the first 200 of them. */
export type UpcomingOfStaff = ApiAnswer<'GET /staff/calendars/{staffId}/upcoming'>;

export const upcomingQueryKey = (staffId: string) => [...staffMemberQueryKey(staffId), 'upcoming'];

export function useUpcomingOfStaff(staffId: string | undefined) {
  return useQuery<UpcomingOfStaff>({
    queryKey: upcomingQueryKey(staffId ?? ''),
    queryFn: ({ signal }) =>
      getJson<UpcomingOfStaff>(`/staff/calendars/${encodeURIComponent(staffId ?? '')}/upcoming`, signal),
    enabled: staffId !== undefined,
  });
}
