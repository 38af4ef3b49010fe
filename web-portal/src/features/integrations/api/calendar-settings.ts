import { useQuery } from '@tanstack/react-query';

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
  bookingCalendar: 'builtin' | 'calcom';
  calcom: ProviderState;
  google: ProviderState;
};

export const calendarSettingsQueryKey = ['/calendars/settings'];

export function useCalendarSettings() {
  return useQuery<CalendarSettings>({ queryKey: calendarSettingsQueryKey });
}
