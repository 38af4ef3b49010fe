import { apiRequest } from '@ringbook/web-shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { calendarSettingsQueryKey, type CalendarSettings } from '../../../lib/api/calendar-settings';

export const BOOKING_WINDOW_MIN = 1;
export const BOOKING_WINDOW_MAX = 730;

const saveBookingWindow = async (days: number): Promise<CalendarSettings> => {
  const res = await apiRequest('PUT', '/calendars/settings', { bookingWindowDays: days });
  return (await res.json()) as CalendarSettings;
};

/** PUT /calendars/settings with only the booking window: the booking calendar stays as it is. */
export function useSaveBookingWindow(options: { onSuccess?: () => void; onError?: (error: unknown) => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveBookingWindow,
    onSuccess: (saved) => {
      queryClient.setQueryData(calendarSettingsQueryKey, saved);
      options.onSuccess?.();
    },
    onError: options.onError,
  });
}
