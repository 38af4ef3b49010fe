import { useQuery } from '@tanstack/react-query';

/** Whether the salon's Google Calendar is connected: sharing a member's calendar by e-mail needs it. */
export type CalendarIdentityStatus = { connected: boolean };

export const calendarIdentityQueryKey = ['/auth/google/status'];

export function useCalendarIdentity(enabled = true) {
  return useQuery<CalendarIdentityStatus>({ queryKey: calendarIdentityQueryKey, enabled });
}
