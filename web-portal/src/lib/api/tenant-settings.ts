import { apiRequest } from '@ringbook/web-shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

export type BusinessHours = { start: string; end: string };

/** GET /portal/tenants/settings: phones come back as E.164, hours as HH:MM in the business's time zone. */
export type TenantSettings = {
  name: string;
  timezone: string;
  hours: BusinessHours;
  address: string;
  ownerPhone: string;
  frontDeskPhone: string;
  /** The salon's country (ISO 3166, "US"): numbers are typed and shown in its national format. */
  country: string;
  smsConfirmations: boolean;
  smsReminders: boolean;
  reminderHoursBefore: number;
  onboardingComplete: boolean;
};

type SmsChoices = 'smsConfirmations' | 'smsReminders' | 'reminderHoursBefore';

/**
 * PUT /portal/tenants/settings. The SMS choices are optional: the server keeps them as they are when left
 * out, so a form that does not show them must not send them.
 */
export type SettingsUpdate = Omit<TenantSettings, SmsChoices | 'onboardingComplete' | 'country'> &
  Partial<Pick<TenantSettings, SmsChoices | 'country'>> & {
    /** The business admin dashboard may send its own tenant's id; anything else is refused. */
    tenantId?: string;
  };

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
      options.onSuccess?.(saved);
    },
    onError: options.onError,
  });
}
