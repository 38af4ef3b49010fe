import type { QueryClient } from '@tanstack/react-query';

type ProviderState = {
  connected: boolean;
  /** `not_connected`, `connected` or `failing`. */
  status: string;
  account: string;
  authKind: string | null;
  defaultEventTypeId: number | null;
};

export type CalendarSettings = {
  /** Which calendar takes the bookings: Ringbook's built-in one or the connected Cal.com account. */
  bookingCalendar: 'builtin' | 'calcom';
  calcom: ProviderState;
  google: ProviderState;
};

export const calendarSettingsQueryKey = ['/calendars/settings'];

export const BUILTIN_CALENDAR_NAME = 'your Ringbook calendar';

/** The name of the calendar that takes the bookings, as a sentence names it. */
export function bookingCalendarName(settings: CalendarSettings | undefined): string {
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
