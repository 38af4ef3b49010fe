import { PhoneOff } from 'lucide-react';
import { usePhoneNumbers, type PhoneNumberRecord } from '../api/get-phone-numbers';
import { useConsoleView } from '../hooks/use-console-view';
import { agentStatusLook, webhooksLook } from '../utils/status';
import type { Column } from './data-table';
import { ListCard } from './list-card';
import { PagedList } from './paged-list';
import { StatusBadge } from './status-badge';
import { TenantCell } from './tenant-cell';

const columns: Column<PhoneNumberRecord>[] = [
  {
    header: 'Number',
    cell: (phone) => phone.formattedPhoneNumber || phone.phoneNumber,
    className: 'font-medium whitespace-nowrap tabular-nums',
  },
  {
    header: 'Salon',
    cell: (phone) => <TenantCell name={phone.tenantName} tenantId={phone.tenantId} location={phone.locationName} />,
  },
  { header: 'Status', cell: (phone) => <StatusBadge look={agentStatusLook(phone.status)} status={phone.status} /> },
  { header: 'Webhooks', cell: (phone) => <StatusBadge look={webhooksLook(phone.webhooksConfigured)} /> },
];

/** The numbers provisioned for salons' receptionists, one per location, by salon name. */
export function PhonesTab() {
  const { view, showPage } = useConsoleView();
  const query = usePhoneNumbers({ page: view.page });
  return (
    <ListCard title="Phone Numbers" description="Numbers provisioned for each salon's receptionist." busy={query.isFetching}>
      <PagedList
        query={query}
        page={view.page}
        onPage={showPage}
        noun="phone numbers"
        columns={columns}
        rowKey={(phone) => phone.locationId}
        failure="Failed to fetch phone numbers"
        empty={{ icon: PhoneOff, text: 'No phone numbers provisioned yet' }}
      />
    </ListCard>
  );
}
