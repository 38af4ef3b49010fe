import type { Overview } from '../api/get-overview';
import { formatDateTime } from '../utils/format';

/** The latest things that happened on the platform (the newest entries of the audit log). */
export function RecentActivity({ activity }: { activity: Overview['recentActivity'] }) {
  if (activity.length === 0) return <p className="text-sm text-muted-foreground">No activity yet.</p>;
  return (
    <ol className="flex flex-col divide-y divide-border">
      {activity.map((entry, index) => (
        <li key={`${entry.timestamp}-${index}`} className="flex flex-col gap-1 py-3 first:pt-0 last:pb-0">
          <div className="flex flex-wrap items-baseline justify-between gap-x-3">
            <p className="text-sm wrap-anywhere text-foreground">{entry.summary}</p>
            <time dateTime={entry.timestamp} className="text-xs whitespace-nowrap text-muted-foreground tabular-nums">
              {formatDateTime(entry.timestamp)}
            </time>
          </div>
        </li>
      ))}
    </ol>
  );
}
