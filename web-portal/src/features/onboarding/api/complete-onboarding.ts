import { apiRequest } from '@ringbook/web-shared';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { whoAmIQueryKey, type WhoAmI } from '../../../lib/api/whoami';
import { saveServices, type ServiceInput } from '../../../lib/api/services';
import { markOnboardingComplete } from '../utils/completion-flag';

export const completeOnboarding = async (): Promise<void> => {
  await apiRequest('POST', '/portal/tenants/onboarding/complete');
};

/** Saves the services, then marks onboarding complete: the server refuses completion without a service. */
export const finishOnboarding = async (services: ServiceInput[]): Promise<void> => {
  await saveServices(services);
  await completeOnboarding();
};

/** Lets the guard open the full portal. */
async function openPortal(queryClient: QueryClient): Promise<void> {
  await queryClient.invalidateQueries({ queryKey: whoAmIQueryKey });
  // Who-am-I learns of the completion from an event, which may land a moment after the server said yes.
  queryClient.setQueryData<WhoAmI>(whoAmIQueryKey, (me) =>
    me && !me.onboardingComplete ? { ...me, onboardingComplete: true } : me,
  );
}

export function useFinishOnboarding(options: { onSuccess?: () => void; onError?: (error: unknown) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: finishOnboarding,
    onSuccess: async () => {
      markOnboardingComplete();
      await openPortal(queryClient);
      options.onSuccess?.();
    },
    onError: options.onError,
  });
}
