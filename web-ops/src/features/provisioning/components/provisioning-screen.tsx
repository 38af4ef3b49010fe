import { useState } from 'react';
import { OpsLayout } from '../../../components/layouts/ops-layout';
import type { Tenant } from '../api/get-tenants';
import { useProvisionAgent } from '../api/provision-agent';
import { useTenantSearch } from '../hooks/use-tenant-search';
import { ProvisioningOverlay } from './provisioning-overlay';
import { TenantList } from './tenant-list';
import { TenantSearch } from './tenant-search';
import { WebhookDialog } from './webhook-dialog';

type Configuring = Pick<Tenant, 'tenantId' | 'name'>;

/** Every tenant's agent: provision it, configure its webhooks, call it. */
export function ProvisioningScreen() {
  const { search, page, setSearch, setPage } = useTenantSearch();
  const [configuring, setConfiguring] = useState<Configuring | null>(null);
  const provision = useProvisionAgent({
    onProvisioned: (tenant) => setConfiguring({ tenantId: tenant.tenantId, name: tenant.name }),
  });
  const provisioning = provision.isPending ? provision.variables : undefined;

  return (
    <>
      <div inert={provisioning !== undefined}>
        <OpsLayout
          title="AI Agent Provisioning"
          description="Provision each salon's AI receptionist and phone number, then connect its webhooks."
        >
          <TenantSearch search={search} onSearch={setSearch} />
          <TenantList
            search={search}
            page={page}
            onPage={setPage}
            onProvision={(tenant) => provision.mutate(tenant)}
            onConfigure={setConfiguring}
          />
        </OpsLayout>
      </div>
      {provisioning ? (
        <ProvisioningOverlay tenantName={provisioning.name} sagaStep={provision.progress?.provisioningStep ?? null} />
      ) : null}
      <WebhookDialog tenant={configuring} onClose={() => setConfiguring(null)} />
    </>
  );
}
