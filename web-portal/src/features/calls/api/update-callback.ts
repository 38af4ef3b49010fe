import { apiRequest, toast } from '@ringbook/web-shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { openCallbacksQueryKey, type Callback, type CallbackList } from './get-callbacks';

export async function updateCallback({ id, done }: { id: string; done: boolean }): Promise<Callback> {
  const response = await apiRequest('PATCH', `/api/dashboard/callbacks/${encodeURIComponent(id)}`, { done });
  return (await response.json()) as Callback;
}

/** Mark a call-back done (or open again); the row changes where it stands rather than leaving the list. */
export function useUpdateCallback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCallback,
    onSuccess: (updated) =>
      // Every open list that shows it (every location's, and its own location's).
      queryClient.setQueriesData<CallbackList>({ queryKey: openCallbacksQueryKey().slice(0, 1) }, (list) =>
        list && { callbacks: list.callbacks.map((callback) => (callback.id === updated.id ? updated : callback)) },
      ),
    onError: () =>
      toast({
        title: 'Error',
        description: "We couldn't update the call-back. Please try again.",
        variant: 'destructive',
      }),
  });
}
