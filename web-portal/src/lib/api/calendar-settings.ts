import { useQuery, type QueryClient } from '@tanstack/react-query';

export type ProviderStatus = 'not_connected' | 'connected' | 'failing';

export type ProviderState = {
  connected: boolean;
  /** `failing`: the provider stopped accepting our tokens; connecting again fixes it. */
  status: ProviderStatus;
  account: string;
  authKind: string | null;
  defaultEventTypeId: number | null;
};

/** GET /calendars/settings: which calendar takes bookings, and each provider's connection. */
export type CalendarSettings = {
  /** Ringbook's built-in calendar, or the connected Cal.com account. */
  bookingCalendar: 'builtin' | 'calcom';
  /** How many days ahead bookings are taken (1 to 730, 90 unless the owner changed it). */
  bookingWindowDays: number;
  calcom: ProviderState;
  google: ProviderState;
};

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
