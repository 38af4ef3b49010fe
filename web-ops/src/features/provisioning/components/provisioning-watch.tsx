import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { getTenantAgent } from '../api/get-tenant-agent';
import { POLL_MS } from '../api/provision-agent';
import type { Receptionist } from '../utils/receptionists';
import { writeAgentIntoTenants } from '../utils/tenant-agent';

/**
 * A receptionist found provisioning (started by the owner or another operator) is polled until the saga ends,
 * then shows its new status. Renders nothing.
 */
export function ProvisioningWatch({ tenantId, locationId }: Pick<Receptionist, 'tenantId' | 'locationId'>) {
  const queryClient = useQueryClient();
  const { data } = useQuery({
    queryKey: ['admin', 'tenant-agent', tenantId, locationId],
    queryFn: ({ signal }) => getTenantAgent(tenantId, locationId, signal),
    refetchInterval: POLL_MS,
    // Dropped once the card stops waiting, so a later wait never starts from this answer.
    gcTime: 0,
  });

  useEffect(() => {
    if (data && data.agentStatus !== 'provisioning') writeAgentIntoTenants(queryClient, data);
  }, [data, queryClient]);
  return null;
}
