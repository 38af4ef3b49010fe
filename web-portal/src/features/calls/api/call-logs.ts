import { getJson } from '@ringbook/web-shared';
import { useQuery } from '@tanstack/react-query';
import { liveListOptions } from '../../../lib/live-lists';
import { callLogsQueryKey } from '../../../lib/api/query-keys';

export type CallOutcome =
  | 'booked'
  | 'rescheduled'
  | 'missed'
  | 'inquiry'
  | 'cancelled'
  | 'transferred'
  | 'message'
  | 'not_booked';

export type Call = {
  id: string;
  phoneNumber: string | null;
  notes: string | null;
  timestamp: string | null;
  /** Seconds. */
  duration: number | null;
  /** Null while the call is in progress; shown as received when it is anything else. */
  outcome: string | null;
  transcript: string | null;
  recordingUrl: string | null;
  /** The recording was deleted after the days the salon keeps recordings. */
  recordingExpired?: boolean;
  summary: string | null;
  sentiment: string | null;
  appointmentId: string | null;
  inProgress: boolean;
};

export type CallLogPage = { calls: Call[]; nextBefore: string | null };

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
