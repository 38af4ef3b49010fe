import { Button } from '@ringbook/web-shared';
import { Users } from 'lucide-react';
import { useState } from 'react';
import { useClients, type Client } from '../api/get-clients';
import { useConsoleView } from '../hooks/use-console-view';
import { agentStatusLook, calendarLook } from '../utils/status';
import { ClientDetailsDialog } from './client-details-dialog';
import type { Column } from './data-table';
import { FilterNote } from './filter-note';
import { ListCard } from './list-card';
import { PagedList } from './paged-list';
import { StatusBadge } from './status-badge';

function columns(onView: (client: Client) => void): Column<Client>[] {
  return [
    { header: 'Business', cell: (client) => client.name.trim() || 'Unnamed salon', className: 'font-medium' },
    { header: 'Owner e-mail', cell: (client) => client.ownerEmail || 'No email', className: 'wrap-anywhere' },
    {
      header: 'Status',
      cell: (client) => <StatusBadge look={agentStatusLook(client.agentStatus)} status={client.agentStatus} />,
    },
    {
      header: 'Phone',
      cell: (client) => client.formattedPhoneNumber ?? 'No number yet',
      className: 'whitespace-nowrap tabular-nums',
    },
    { header: 'Calendar', cell: (client) => <StatusBadge look={calendarLook(client.calcomConnected)} /> },
    {
      header: 'Actions',
      bare: true,
      className: 'text-right',
      cell: (client) => (
        <Button variant="outline" size="sm" onClick={() => onView(client)} aria-label={`View details of ${client.name}`}>
          View Details
        </Button>
      ),
    },
  ];
}

/** Every salon (or those matching the header's search), a page at a time, each with its details. */
export function ClientsTab() {
  const { view, search, showPage } = useConsoleView();
  const query = useClients({ page: view.page, search: view.search });
  const [open, setOpen] = useState<Client | null>(null);

  return (
    <ListCard
      title="Clients"
      description="Every salon on Ringbook, newest first."
      busy={query.isFetching}
      aside={
        view.search ? (
          <FilterNote clear="Show all clients" onClear={() => search('')}>
            Matching “<span className="font-medium text-foreground">{view.search}</span>”
          </FilterNote>
        ) : undefined
      }
    >
      <PagedList
        query={query}
        page={view.page}
        onPage={showPage}
        noun="clients"
        columns={columns(setOpen)}
        rowKey={(client) => client.tenantId}
        failure="Failed to fetch clients"
        empty={{ icon: Users, text: 'No clients found' }}
      />
      <ClientDetailsDialog client={open} onClose={() => setOpen(null)} />
    </ListCard>
  );
}
