import { Plug } from 'lucide-react';
import { useIntegrations, type Integration } from '../api/get-integrations';
import { useFailureToast } from '../hooks/use-failure-toast';
import { formatDateTime } from '../utils/format';
import { integrationLook } from '../utils/status';
import { DataTable, type Column } from './data-table';
import { ListCard } from './list-card';
import { Empty, Failure, Loading } from './list-states';
import { StatusBadge } from './status-badge';

const FAILURE = 'Failed to fetch integrations';

const columns: Column<Integration>[] = [
  { header: 'Integration', cell: (integration) => integration.name, className: 'font-medium' },
  {
    header: 'Last checked',
    cell: (integration) => <time dateTime={integration.lastChecked}>{formatDateTime(integration.lastChecked)}</time>,
    className: 'whitespace-nowrap tabular-nums',
  },
  {
    header: 'Status',
    cell: (integration) => <StatusBadge look={integrationLook(integration.status)} status={integration.status} />,
  },
];

/** The external services this deployment relies on; a short fixed list, so not paged. */
export function IntegrationsTab() {
  const { data, isPending, isError, isFetching, error, refetch } = useIntegrations();
  useFailureToast(error, FAILURE);

  const body = () => {
    if (isPending) return <Loading noun="integrations" />;
    if (isError) return <Failure message={FAILURE} onRetry={() => void refetch()} />;
    if (data.length === 0) return <Empty icon={Plug} text="No integrations checked yet" />;
    return <DataTable caption="Integrations" columns={columns} rows={data} rowKey={(integration) => integration.key} />;
  };
  return (
    <ListCard title="Integrations" description="External services this deployment is set up to use." busy={isFetching}>
      {body()}
    </ListCard>
  );
}
