import { BotOff } from 'lucide-react';
import { useAgents, type AgentRecord } from '../api/get-agents';
import { useConsoleView } from '../hooks/use-console-view';
import { formatProvisioned, formatVoice } from '../utils/format';
import { agentStatusLook } from '../utils/status';
import type { Column } from './data-table';
import { ListCard } from './list-card';
import { PagedList } from './paged-list';
import { StatusBadge } from './status-badge';
import { SalonName } from './tenant-cell';

const columns: Column<AgentRecord>[] = [
  {
    header: 'Salon',
    cell: (agent) => <SalonName name={agent.tenantName} location={agent.locationName} />,
    className: 'font-medium',
  },
  {
    header: 'Agent ID',
    cell: (agent) => agent.agentId ?? '—',
    className: 'font-mono text-xs wrap-anywhere text-muted-foreground',
  },
  { header: 'Status', cell: (agent) => <StatusBadge look={agentStatusLook(agent.status)} status={agent.status} /> },
  {
    header: 'Phone',
    cell: (agent) => agent.formattedPhoneNumber ?? agent.phoneNumber ?? '—',
    className: 'whitespace-nowrap tabular-nums',
  },
  { header: 'Voice', cell: (agent) => formatVoice(agent.voice) },
  {
    header: 'Provisioned',
    cell: (agent) => formatProvisioned(agent.provisionedAt),
    className: 'whitespace-nowrap tabular-nums',
  },
];

/** The salons' voice agents, one per location, from provisioning on, by salon name. */
export function AgentsTab() {
  const { view, showPage } = useConsoleView();
  const query = useAgents({ page: view.page });
  return (
    <ListCard title="AI Agents" description="Every receptionist agent past provisioning." busy={query.isFetching}>
      <PagedList
        query={query}
        page={view.page}
        onPage={showPage}
        noun="agents"
        columns={columns}
        rowKey={(agent) => agent.locationId}
        failure="Failed to fetch agents"
        empty={{ icon: BotOff, text: 'No AI agents provisioned yet' }}
      />
    </ListCard>
  );
}
