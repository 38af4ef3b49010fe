import { useQuery } from '@tanstack/react-query';

export type CalendarSettings = {
  bookingCalendar: 'builtin' | 'calcom';
  calcom: { connected: boolean; status: string; account: string };
};

export const calendarSettingsQueryKey = ['/calendars/settings'];

/** Which calendar takes the bookings: the built-in one, or a connected Cal.com account. */
export function useCalendarSettings() {
  return useQuery<CalendarSettings>({ queryKey: calendarSettingsQueryKey });
}
