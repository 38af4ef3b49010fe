import { getJson } from '@ringbook/web-shared';
import { withQuery } from '@ringbook/web-shared/api/query-string.ts';
import type { ApiAnswer } from '@ringbook/web-shared/api/routes.ts';
import { useQuery } from '@tanstack/react-query';
import { liveListOptions } from '../../../lib/live-lists';

export type ThreadList = ApiAnswer<'GET /api/receptionist/texts/threads'>;
export type ThreadSummary = ThreadList['threads'][number];

export const THREADS = '/api/receptionist/texts/threads';
/** Every list of threads, and each thread, starts with this key. */
export const threadsQueryKey = [THREADS] as const;

/** A location's text conversations, latest first (`location` undefined: the business's only location). */
export function useThreads(location: string | undefined) {
  return useQuery<ThreadList, Error, ThreadSummary[]>({
    ...liveListOptions,
    queryKey: location ? [...threadsQueryKey, { location }] : [...threadsQueryKey],
    queryFn: ({ signal }) => getJson<ThreadList>(withQuery(THREADS, { location }), signal),
    select: (list) => list.threads,
  });
}
