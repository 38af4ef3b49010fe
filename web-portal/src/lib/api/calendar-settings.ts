import type { ApiAnswer } from '@ringbook/web-shared/api/routes.ts';
import { useQuery, type QueryClient } from '@tanstack/react-query';

/** GET /calendars/settings: which calendar takes bookings, and each provider's connection. */
export type CalendarSettings = ApiAnswer<'GET /calendars/settings'>;

/** A provider's connection; a `failing` status: the provider stopped accepting our tokens. */
export type ProviderState = CalendarSettings['google'];

export const calendarSettingsQueryKey = ['/calendars/settings'];

export function useCalendarSettings() {
  return useQuery<CalendarSettings>({ queryKey: calendarSettingsQueryKey });
}

const BUILTIN_CALENDAR_NAME = 'your Ringbook calendar';

/** The name of the calendar that takes the bookings, as a sentence names it. */
function bookingCalendarName(settings: CalendarSettings | undefined): string {
  return settings?.bookingCalendar === 'calcom' ? 'Cal.com' : BUILTIN_CALENDAR_NAME;
}

/** Read once (then cached); when it cannot be read the built-in calendar is named. */
export async function fetchBookingCalendarName(queryClient: QueryClient): Promise<string> {
  try {
    return bookingCalendarName(await queryClient.fetchQuery<CalendarSettings>({ queryKey: calendarSettingsQueryKey }));
  } catch {
    return BUILTIN_CALENDAR_NAME;
  }
}
