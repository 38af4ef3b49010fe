import type { QueryClient } from '@tanstack/react-query';
import { tenantsQueryKey, type Tenant } from '../api/get-tenants';
import type { AdminPage } from '../../../lib/admin-api';
import type { TenantAgent } from '../api/get-tenant-agent';

type Location = Tenant['locations'][number];

/** Whether the number texts, as the list said; not known for a number the list has not seen yet. */
const textingOf = (texting: string | null, listedNumber: string | null, agent: TenantAgent) =>
  agent.phoneNumber && agent.phoneNumber === listedNumber ? texting : null;

/** The location with its receptionist's fields replaced by what a provisioning call answered. */
function locationWithAgent(location: Location, agent: TenantAgent): Location {
  return {
    ...location,
    agentStatus: agent.agentStatus,
    agentId: agent.agentId,
    phoneNumber: agent.phoneNumber,
    formattedPhoneNumber: agent.formattedPhoneNumber,
    texting: textingOf(location.texting, location.phoneNumber, agent),
    error: agent.provisioningError,
    voiceEngine: agent.voiceEngine,
    understanding: agent.understanding,
  };
}

/** The tenant with the answered location's agent fields replaced; its own are its first location's (whose id is
 * the tenant's). */
export function withAgent(tenant: Tenant, agent: TenantAgent): Tenant {
  const locations = tenant.locations.map((location) =>
    location.locationId === agent.locationId ? locationWithAgent(location, agent) : location,
  );
  if (agent.locationId !== tenant.tenantId) return { ...tenant, locations };
  return {
    ...tenant,
    locations,
    agentStatus: agent.agentStatus,
    agentId: agent.agentId,
    phoneNumber: agent.phoneNumber,
    formattedPhoneNumber: agent.formattedPhoneNumber,
    phoneNumberTexting: textingOf(tenant.phoneNumberTexting, tenant.phoneNumber, agent),
    webhooksConfigured: agent.webhooksConfigured,
    provisionedAt: agent.provisionedAt,
    error: agent.provisioningError,
    voiceEngine: agent.voiceEngine,
    understanding: agent.understanding,
  };
}

/**
 * Writes the answer into every cached page that shows the tenant. The list is not fetched again: it is a
 * projection that catches up with the agent a moment later, and would show the old status meanwhile.
 */
export function writeAgentIntoTenants(queryClient: QueryClient, agent: TenantAgent): void {
  queryClient.setQueriesData<AdminPage<Tenant>>({ queryKey: tenantsQueryKey }, (page) =>
    page && page.items.some((tenant) => tenant.tenantId === agent.tenantId)
      ? {
          ...page,
          items: page.items.map((tenant) => (tenant.tenantId === agent.tenantId ? withAgent(tenant, agent) : tenant)),
        }
      : page,
  );
}
