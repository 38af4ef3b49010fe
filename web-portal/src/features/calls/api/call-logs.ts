import { getJson } from '@ringbook/web-shared';
import { useQuery } from '@tanstack/react-query';
import { liveListOptions } from '../../../lib/live-lists';
import { callLogsQueryKey } from '../../../lib/api/query-keys';
import type { ApiAnswer } from '@ringbook/web-shared/api/routes.ts';

export type CallOutcome =
  | 'booked'
  | 'rescheduled'
  | 'missed'
  | 'inquiry'
  | 'cancelled'
  | 'transferred'
  | 'message'
  | 'not_booked';

/** A call (duration in seconds): a null outcome while in progress, one out of CallOutcome shown as received; an
 * expired recording was deleted after the days the salon keeps recordings. */
export type Call = CallLogPage['calls'][number];

export type CallLogPage = ApiAnswer<'GET /api/dashboard/call-logs'>;

export { callLogsQueryKey };

/** The latest calls, newest first, kept up to date while the receptionist takes more. */
export function useCallLogs(limit = 50) {
  return useQuery<CallLogPage, Error, Call[]>({
    ...liveListOptions,
    queryKey: [...callLogsQueryKey, limit],
    queryFn: ({ signal }) => getJson<CallLogPage>(`/api/dashboard/call-logs?limit=${limit}`, signal),
    select: (page) => page.calls,
  });
}
