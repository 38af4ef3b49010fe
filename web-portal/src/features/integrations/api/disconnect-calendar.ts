import { apiRequest } from '@ringbook/web-shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { calendarSettingsQueryKey, type CalendarSettings } from '../../../lib/api/calendar-settings';
import { googleStatusQueryKey } from '../../../lib/api/google-status';
import type { CalendarProvider } from '../../../lib/api/calendar-sign-in';

/** DELETE /calendars/connections/{provider}: Cal.com's bookings go back to the built-in calendar. */
export const disconnectCalendar = async (provider: CalendarProvider): Promise<CalendarSettings> => {
  const res = await apiRequest('DELETE', `/calendars/connections/${provider}`);
  return (await res.json()) as CalendarSettings;
};

export function useDisconnectCalendar(
  options: { onSuccess?: () => void; onError?: (error: unknown) => void } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disconnectCalendar,
    onSuccess: async (settings) => {
      queryClient.setQueryData(calendarSettingsQueryKey, settings);
      await queryClient.invalidateQueries({ queryKey: googleStatusQueryKey });
      options.onSuccess?.();
    },
    onError: options.onError,
  });
}
