import { apiRequest } from '@ringbook/web-shared';
import { withQuery } from '@ringbook/web-shared/api/query-string.ts';
import type { ApiBody } from '@ringbook/web-shared/api/routes.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { calendarSettingsQueryKey, type CalendarSettings } from '../../../lib/api/calendar-settings';
import { locationEventTypesQueryKey } from './location-event-types';

type Choice = { location: string; eventTypeId: ApiBody<'PUT /calcom/default-event-type'>['eventTypeId'] };

/** PUT /calcom/default-event-type?location=: the location's bookings go to this event type from now on. */
export const chooseLocationEventType = async ({ location, eventTypeId }: Choice): Promise<CalendarSettings> => {
  const body: ApiBody<'PUT /calcom/default-event-type'> = { eventTypeId };
  const res = await apiRequest('PUT', withQuery('/calcom/default-event-type', { location }), body);
  return (await res.json()) as CalendarSettings;
};

export function useChooseLocationEventType(
  options: { onSuccess?: () => void; onError?: (error: unknown) => void } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: chooseLocationEventType,
    onSuccess: async (settings) => {
      queryClient.setQueryData(calendarSettingsQueryKey, settings);
      await queryClient.invalidateQueries({ queryKey: locationEventTypesQueryKey });
      options.onSuccess?.();
    },
    onError: options.onError,
  });
}
