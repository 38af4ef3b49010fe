import { apiRequest } from '@ringbook/web-shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { calendarSettingsQueryKey, type CalendarSettings } from '../../../lib/api/calendar-settings';

/** PUT /calcom/api-key: connect Cal.com with a personal API key (`cal_live_…` / `cal_test_…`) instead of signing in. */
export const connectCalcomWithKey = async (apiKey: string): Promise<CalendarSettings> => {
  const res = await apiRequest('PUT', '/calcom/api-key', { apiKey });
  return (await res.json()) as CalendarSettings;
};

export function useConnectCalcomWithKey(
  options: { onSuccess?: () => void; onError?: (error: unknown) => void } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: connectCalcomWithKey,
    onSuccess: (settings) => {
      queryClient.setQueryData(calendarSettingsQueryKey, settings);
      options.onSuccess?.();
    },
    onError: options.onError,
  });
}
