import { apiRequest } from '@ringbook/web-shared';
import type { ApiBody } from '@ringbook/web-shared/api/routes.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { WAITLIST, waitlistQueryKey, type WaitlistEntry } from './get-waitlist';

export type NewWaitlistEntry = ApiBody<'POST /api/waitlist'>;

/** Puts a client on the location's waitlist; the form shows a refusal itself. */
export function useAddToWaitlist(location: string | undefined, onAdded: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (entry: NewWaitlistEntry): Promise<WaitlistEntry> => {
      const response = await apiRequest('POST', WAITLIST, { ...entry, location });
      return (await response.json()) as WaitlistEntry;
    },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: waitlistQueryKey(location) });
      onAdded();
    },
  });
}
