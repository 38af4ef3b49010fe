import { apiRequest } from '@ringbook/web-shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { showError } from '../../../lib/error-toast';
import { WAITLIST, waitlistQueryKey, type WaitlistPage } from './get-waitlist';

/** Takes a client off the waitlist; a time offered to them goes to the next person. */
export function useRemoveFromWaitlist(location: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      await apiRequest('DELETE', `${WAITLIST}/${encodeURIComponent(id)}`);
      return id;
    },
    onSuccess: (id) =>
      queryClient.setQueryData<WaitlistPage>(waitlistQueryKey(location), (page) =>
        page ? { entries: page.entries.filter((entry) => entry.id !== id) } : page,
      ),
    onError: (error) => showError(error, "We couldn't remove the client. Please try again."),
  });
}
