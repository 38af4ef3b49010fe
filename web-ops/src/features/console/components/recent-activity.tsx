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
            <span className="font-mono text-sm font-medium wrap-anywhere text-foreground">{entry.action}</span>
            <time dateTime={entry.timestamp} className="text-xs whitespace-nowrap text-muted-foreground tabular-nums">
              {formatDateTime(entry.timestamp)}
            </time>
          </div>
          {entry.details || entry.tenantName ? (
            <p className="line-clamp-2 text-sm wrap-anywhere text-muted-foreground" title={entry.details}>
              {entry.tenantName ? <span className="font-medium text-foreground">{entry.tenantName}</span> : null}
              {entry.tenantName && entry.details ? ' · ' : null}
              {entry.details}
            </p>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
