import { getJson } from '@ringbook/web-shared';
import { withQuery } from '@ringbook/web-shared/api/query-string.ts';
import type { ApiAnswer } from '@ringbook/web-shared/api/routes.ts';
import { useQuery } from '@tanstack/react-query';
import { liveListOptions } from '../../../lib/live-lists';

export type WaitlistPage = ApiAnswer<'GET /api/waitlist'>;
export type WaitlistEntry = WaitlistPage['entries'][number];

export const WAITLIST = '/api/waitlist';
export const waitlistQueryKey = (location: string | undefined) => [WAITLIST, { location: location ?? '' }];

/** The location's waiting clients in the order they joined (`location` undefined: the only location). */
export function useWaitlist(location: string | undefined) {
  return useQuery<WaitlistPage, Error, WaitlistEntry[]>({
    ...liveListOptions,
    queryKey: waitlistQueryKey(location),
    queryFn: ({ signal }) => getJson<WaitlistPage>(withQuery(WAITLIST, { location }), signal),
    select: (page) => page.entries,
  });
}
