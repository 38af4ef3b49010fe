import { apiRequest } from '@ringbook/web-shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

export type BusinessHours = { start: string; end: string };

export type TenantSettings = {
  name: string;
  timezone: string;
  hours: BusinessHours;
  address: string;
  ownerPhone: string;
  frontDeskPhone: string;
  onboardingComplete: boolean;
};

export type SettingsUpdate = Omit<TenantSettings, 'onboardingComplete'>;

export const tenantSettingsQueryKey = ['/portal/tenants/settings'];

export function useTenantSettings() {
  return useQuery<Partial<TenantSettings>>({ queryKey: tenantSettingsQueryKey });
}

export const saveSettings = async (settings: SettingsUpdate): Promise<TenantSettings> => {
  const res = await apiRequest('PUT', '/portal/tenants/settings', settings);
  return (await res.json()) as TenantSettings;
};

export function useSaveSettings(options: { onSuccess?: () => void; onError?: (error: unknown) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSettings,
    onSuccess: (saved) => {
      queryClient.setQueryData(tenantSettingsQueryKey, saved);
      options.onSuccess?.();
    },
    onError: options.onError,
  });
}
