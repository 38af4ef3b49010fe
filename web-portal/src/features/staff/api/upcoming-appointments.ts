import { getJson } from '@ringbook/web-shared';
import { useQuery } from '@tanstack/react-query';
import { staffMemberQueryKey } from '../../../lib/api/staff';

export type Candidate = { staffId: string; name: string };

export type UpcomingAppointment = {
  id: string;
  startsAt: string;
  date: string;
  time: string;
  service: string;
  customerName: string;
  /** Members who offer the service and are free at that time. */
  reassignTo: Candidate[];
};

/** GET /staff/calendars/{staffId}/upcoming: how many upcoming appointments, and the first 200 of them. */
export type UpcomingOfStaff = {
  staffId: string;
  name: string;
  upcomingAppointments: number;
  appointments: UpcomingAppointment[];
};

export const upcomingQueryKey = (staffId: string) => [...staffMemberQueryKey(staffId), 'upcoming'];

export function useUpcomingOfStaff(staffId: string | undefined) {
  return useQuery<UpcomingOfStaff>({
    queryKey: upcomingQueryKey(staffId ?? ''),
    queryFn: ({ signal }) =>
      getJson<UpcomingOfStaff>(`/staff/calendars/${encodeURIComponent(staffId ?? '')}/upcoming`, signal),
    enabled: staffId !== undefined,
  });
}
