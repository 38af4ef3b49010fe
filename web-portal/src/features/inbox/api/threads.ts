import { apiRequest, getJson, readApiError, toast } from '@ringbook/web-shared';
import { withQuery } from '@ringbook/web-shared/api/query-string.ts';
import type { ApiAnswer } from '@ringbook/web-shared/api/routes.ts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { liveListOptions } from '../../../lib/live-lists';

export type ThreadList = ApiAnswer<'GET /api/receptionist/texts/threads'>;
export type ThreadSummary = ThreadList['threads'][number];
export type ThreadDetail = ApiAnswer<'GET /api/receptionist/texts/threads/{thread_id}'>;
export type ThreadText = ThreadDetail['messages'][number];

const THREADS = '/api/receptionist/texts/threads';
export const threadsQueryKey = [THREADS] as const;

/** An open conversation is read again this often: the client may be writing back. */
export const OPEN_THREAD_REFRESH_MS = 15_000;

const threadPath = (id: string) => `${THREADS}/${encodeURIComponent(id)}`;

/** A location's text conversations, latest first (`location` undefined: the business's only location). */
export function useThreads(location: string | undefined) {
  return useQuery<ThreadList, Error, ThreadSummary[]>({
    ...liveListOptions,
    queryKey: location ? [...threadsQueryKey, { location }] : [...threadsQueryKey],
    queryFn: ({ signal }) => getJson<ThreadList>(withQuery(THREADS, { location }), signal),
    select: (list) => list.threads,
  });
}

/** One conversation and its texts; opening it counts the client's texts read. */
export function useThread(id: string | undefined) {
  return useQuery<ThreadDetail>({
    queryKey: [...threadsQueryKey, 'thread', id],
    queryFn: ({ signal }) => getJson<ThreadDetail>(threadPath(id!), signal),
    enabled: Boolean(id),
    refetchInterval: OPEN_THREAD_REFRESH_MS,
    refetchOnWindowFocus: true,
  });
}

type Action = 'take-over' | 'hand-back' | 'replies';

async function act(id: string, action: Action, body?: { body: string }): Promise<ThreadDetail> {
  const response = await apiRequest('POST', `${threadPath(id)}/${action}`, body);
  return (await response.json()) as ThreadDetail;
}

const FAILED: Record<Action, string> = {
  'take-over': "We couldn't take over the conversation. Please try again.",
  'hand-back': "We couldn't hand the conversation back. Please try again.",
  replies: "We couldn't send your reply. Please try again.",
};

function useThreadAction(action: Action, onSuccess?: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body?: string }) =>
      act(id, action, body === undefined ? undefined : { body }),
    onSuccess: (detail) => {
      queryClient.setQueryData([...threadsQueryKey, 'thread', detail.thread.id], detail);
      void queryClient.invalidateQueries({ queryKey: threadsQueryKey, exact: false });
      onSuccess?.();
    },
    onError: (error) => {
      const { status, message } = readApiError(error);
      toast({
        title: 'Error',
        // A refusal the owner can act on (an opted-out client, a reply too long) says why.
        description: status === 409 || status === 422 ? (message ?? FAILED[action]) : FAILED[action],
        variant: 'destructive',
      });
    },
  });
}

export const useTakeOver = () => useThreadAction('take-over');
export const useHandBack = () => useThreadAction('hand-back');
export const useReply = (onSent: () => void) => useThreadAction('replies', onSent);
