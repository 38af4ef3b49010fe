import { getJson } from '@ringbook/web-shared';
import { withQuery } from '@ringbook/web-shared/api/query-string.ts';
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

/** The latest calls, newest first, kept up to date while the receptionist takes more; at one location, or
 * without one at every location. */
export function useCallLogs(limit = 50, location?: string) {
  const [CALL_LOGS] = callLogsQueryKey;
  return useQuery<CallLogPage, Error, Call[]>({
    ...liveListOptions,
    queryKey: location ? [...callLogsQueryKey, limit, { location }] : [...callLogsQueryKey, limit],
    queryFn: ({ signal }) => getJson<CallLogPage>(withQuery(CALL_LOGS, { limit, location }), signal),
    select: (page) => page.calls,
  });
}
