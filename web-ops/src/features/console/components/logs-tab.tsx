import { ScrollText } from 'lucide-react';
import { useAuditLogs, type AuditLogEntry } from '../api/get-audit-logs';
import { useConsoleView } from '../hooks/use-console-view';
import { formatDateTime } from '../utils/format';
import type { Column } from './data-table';
import { FilterNote } from './filter-note';
import { ListCard } from './list-card';
import { PagedList } from './paged-list';
import { TenantCell } from './tenant-cell';

const columns: Column<AuditLogEntry>[] = [
  {
    header: 'Activity',
    cell: (entry) => <p className="max-w-2xl text-sm wrap-anywhere text-foreground">{entry.summary}</p>,
  },
  {
    header: 'Salon',
    cell: (entry) =>
      entry.tenantId ? <TenantCell name={entry.tenantName} tenantId={entry.tenantId} /> : 'Platform',
    className: 'md:min-w-72',
  },
  {
    header: 'Time',
    cell: (entry) => <time dateTime={entry.timestamp}>{formatDateTime(entry.timestamp)}</time>,
    className: 'whitespace-nowrap tabular-nums',
  },
];

/** What happened on the platform (or at the salon the view is narrowed to), newest first. */
export function LogsTab() {
  const { view, showPage, showTenantLogs } = useConsoleView();
  const query = useAuditLogs({ page: view.page, tenantId: view.tenant || undefined });
  const salon = query.data?.items.find((entry) => entry.tenantName)?.tenantName?.trim();
  return (
    <ListCard
      title="Activity Logs"
      description={
        view.tenant
          ? 'Everything that happened at this salon, newest first.'
          : 'Everything that happened on the platform, newest first.'
      }
      busy={query.isFetching}
      aside={
        view.tenant ? (
          <FilterNote clear="Show all activity" onClear={() => showTenantLogs(null)}>
            Salon <span className="font-medium text-foreground">{salon || view.tenant}</span>
          </FilterNote>
        ) : undefined
      }
    >
      <PagedList
        query={query}
        page={view.page}
        onPage={showPage}
        noun="log entries"
        columns={columns}
        rowKey={(entry) => String(entry.id)}
        failure="Failed to fetch audit logs"
        empty={{ icon: ScrollText, text: 'No activity logs yet' }}
      />
    </ListCard>
  );
}
