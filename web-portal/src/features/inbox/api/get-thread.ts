import { getJson } from '@ringbook/web-shared';
import type { ApiAnswer } from '@ringbook/web-shared/api/routes.ts';
import { useQuery } from '@tanstack/react-query';
import { THREADS, threadsQueryKey } from './get-threads';

export type ThreadDetail = ApiAnswer<'GET /api/receptionist/texts/threads/{thread_id}'>;
export type ThreadText = ThreadDetail['messages'][number];

/** An open conversation is read again this often: the client may be writing back. */
export const OPEN_THREAD_REFRESH_MS = 15_000;

export const threadPath = (id: string) => `${THREADS}/${encodeURIComponent(id)}`;
export const threadQueryKey = (id: string | undefined) => [...threadsQueryKey, 'thread', id];

/** One conversation and its texts; opening it counts the client's texts read. */
export function useThread(id: string | undefined) {
  return useQuery<ThreadDetail>({
    queryKey: threadQueryKey(id),
    queryFn: ({ signal }) => getJson<ThreadDetail>(threadPath(id!), signal),
    enabled: Boolean(id),
    refetchInterval: OPEN_THREAD_REFRESH_MS,
    refetchOnWindowFocus: true,
  });
}
