import { toast } from '@ringbook/web-shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchBookingCalendarName } from '../lib/api/calendar-settings';
import { appointmentsQueryKey } from '../lib/api/appointments';
import { analyticsQueryKey } from '../lib/api/analytics';

/** Sync: fetch every appointment list on screen again, and say where they came from. */
export function useSyncAppointments() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      await queryClient.refetchQueries({ queryKey: appointmentsQueryKey, type: 'active' }, { throwOnError: true });
      return fetchBookingCalendarName(queryClient);
    },
    onSuccess: (host) => {
      toast({ title: 'Calendar synced', description: `Your appointments have been refreshed from ${host}` });
      void queryClient.invalidateQueries({ queryKey: analyticsQueryKey });
    },
    onError: () =>
      toast({
        title: 'Sync failed',
        description: 'Failed to refresh appointments. Please try again.',
        variant: 'destructive',
      }),
  });
}
