import { useQuery } from '@tanstack/react-query';

export type StaffMember = {
  staffId: string;
  name: string;
  email: string | null;
  title: string | null;
  /** A Google calendar id, or `builtin:<uuid>`; empty while pending. */
  calendarId: string;
  calendarPending: boolean;
};

export const staffQueryKey = ['/staff/calendars'];

export function useStaff() {
  return useQuery<{ staff: StaffMember[] }, Error, StaffMember[]>({
    queryKey: staffQueryKey,
    select: (data) => data.staff,
  });
}
