import { Card } from '@ringbook/web-shared';
import { LoadFailed, Loading } from '../../../components/load-state';
import { useCallLogs } from '../api/call-logs';
import { CallList } from './call-list';

const LATEST = 5;

/** The latest five calls (at `location`, or at every location); `timeZone` is the salon's, for the times shown. */
export function RecentCalls({ timeZone, location }: { timeZone?: string; location?: string }) {
  const callLogs = useCallLogs(LATEST, location);
  const calls = callLogs.data ?? [];

  return (
    <Card className="flex flex-col gap-4 p-4 sm:p-6">
      <div className="flex flex-col gap-1">
        <h2 className="text-xl font-semibold tracking-tight text-foreground">Recent Calls</h2>
        <p className="text-sm text-muted-foreground">Tap a call for its summary, recording and transcript</p>
      </div>
      {callLogs.isPending ? (
        <Loading>Loading calls...</Loading>
      ) : callLogs.isError ? (
        <LoadFailed what="your calls" />
      ) : calls.length === 0 ? (
        <p className="rounded-lg border border-dashed border-border p-4 text-sm text-muted-foreground">
          No calls yet. Calls your AI receptionist answers show up here.
        </p>
      ) : (
        <CallList calls={calls} timeZone={timeZone} className="-mx-2" />
      )}
    </Card>
  );
}
