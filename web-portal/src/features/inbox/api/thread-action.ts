import { apiRequest, readApiError, toast } from '@ringbook/web-shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { threadsQueryKey } from './get-threads';
import { threadPath, threadQueryKey, type ThreadDetail } from './get-thread';

export type ThreadAction = 'take-over' | 'hand-back' | 'replies';

/** POST /threads/{id}/{action}: the thread as it now is goes into the cache, and the lists are read again. A
 * refusal the owner can act on (an opted-out client, a reply too long) says why; anything else says `failed`. */
export function useThreadAction(action: ThreadAction, failed: string, onSuccess?: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id: string; body?: string }): Promise<ThreadDetail> => {
      const response = await apiRequest('POST', `${threadPath(id)}/${action}`, body === undefined ? undefined : { body });
      return (await response.json()) as ThreadDetail;
    },
    onSuccess: (detail) => {
      queryClient.setQueryData(threadQueryKey(detail.thread.id), detail);
      void queryClient.invalidateQueries({ queryKey: threadsQueryKey });
      onSuccess?.();
    },
    onError: (error) => {
      const { status, message } = readApiError(error);
      toast({
        title: 'Error',
        description: status === 409 || status === 422 ? (message ?? failed) : failed,
        variant: 'destructive',
      });
    },
  });
}
