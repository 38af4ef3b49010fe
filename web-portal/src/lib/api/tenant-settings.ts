import { apiRequest } from '@ringbook/web-shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

export type BusinessHours = { start: string; end: string };

/** One weekday's opening hours: 0 Sunday .. 6 Saturday, HH:MM in the business's time zone. */
export type OpeningDay = { weekday: number; open: string; close: string; closed: boolean };

/** GET /portal/tenants/settings: phones come back as E.164, hours as HH:MM in the business's time zone. */
export type TenantSettings = {
  name: string;
  timezone: string;
  /** The earliest opening and latest closing of the open days (a view of `week`). */
  hours: BusinessHours;
  /** The salon's opening hours per weekday, Sunday first: its one set, the setup wizard's too. */
  week: OpeningDay[];
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
 * PUT /portal/tenants/settings. `week`, when sent, is saved as it is (`hours` then ignored); left out, a new
 * `hours` range sets every open day to it. The SMS choices are optional: the server keeps them as they are when
 * left out, so a form that does not show them must not send them.
 */
export type SettingsUpdate = Omit<TenantSettings, SmsChoices | 'onboardingComplete' | 'country' | 'week'> &
  Partial<Pick<TenantSettings, SmsChoices | 'country' | 'week'>> & {
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
