import { apiRequest } from '@ringbook/web-shared';
import type { ApiAnswer, ApiBody } from '@ringbook/web-shared/api/routes.ts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { locationsQueryKey } from './query-keys';

/** GET /portal/tenants/settings: phones come back as E.164, hours as HH:MM in the business's time zone. */
export type TenantSettings = ApiAnswer<'GET /portal/tenants/settings'>;

export type BusinessHours = TenantSettings['hours'];

/** One weekday's opening hours: 0 Sunday .. 6 Saturday, HH:MM in the business's time zone. */
export type OpeningDay = TenantSettings['week'][number];

/**
 * PUT /portal/tenants/settings. `week`, when sent, is saved as it is (`hours` then ignored); left out, a new
 * `hours` range sets every open day to it. The SMS choices are optional: the server keeps them as they are when
 * left out, so a form that does not show them must not send them.
 */
export type SettingsUpdate = ApiBody<'PUT /portal/tenants/settings'>;

export const DEFAULT_BUSINESS_HOURS: BusinessHours = { start: '09:00', end: '18:00' };

export const settingsQueryKey = ['/portal/tenants/settings'];

export function useSettings() {
  return useQuery<TenantSettings>({ queryKey: settingsQueryKey });
}

/** Answers the settings as saved (phones normalised by the server). */
export const saveSettings = async (update: SettingsUpdate): Promise<TenantSettings> => {
  const res = await apiRequest('PUT', '/portal/tenants/settings', update);
  return (await res.json()) as TenantSettings;
};

export function useSaveSettings(
  options: { onSuccess?: (saved: TenantSettings) => void; onError?: (error: unknown) => void } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSettings,
    onSuccess: (saved) => {
      queryClient.setQueryData(settingsQueryKey, saved);
      // The first location's details are the settings'.
      void queryClient.invalidateQueries({ queryKey: locationsQueryKey });
      options.onSuccess?.(saved);
    },
    onError: options.onError,
  });
}
