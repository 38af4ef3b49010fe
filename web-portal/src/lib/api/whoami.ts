import { useQuery } from '@tanstack/react-query';

export type WhoAmI = {
  tenant: { name?: string | null } | null;
  user: { fullName?: string | null; email: string };
  onboardingComplete: boolean;
};

export const WHOAMI_URL = '/portal/whoami';

export const whoAmIQueryKey = [WHOAMI_URL];

export function useWhoAmI() {
  return useQuery<WhoAmI>({ queryKey: whoAmIQueryKey });
}
