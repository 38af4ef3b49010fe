import { apiRequest, toast } from '@ringbook/web-shared';
import { withQuery } from '@ringbook/web-shared/api/query-string.ts';
import type { ApiBody } from '@ringbook/web-shared/api/routes.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { showError } from '../../../lib/error-toast';
import { SETTINGS, waitlistSettingsQueryKey, type WaitlistSettings } from './get-waitlist-settings';

export function useSaveWaitlistSettings(location: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (settings: ApiBody<'PUT /api/waitlist/settings'>): Promise<WaitlistSettings> => {
      const response = await apiRequest('PUT', withQuery(SETTINGS, { location }), settings);
      return (await response.json()) as WaitlistSettings;
    },
    onSuccess: (saved) => {
      queryClient.setQueryData(waitlistSettingsQueryKey(location), saved);
      toast({ title: 'Saved', description: 'Your waitlist settings are saved.' });
    },
    onError: (error) => showError(error, "We couldn't save your settings. Please try again."),
  });
}
