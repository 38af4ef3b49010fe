import { useState } from 'react';
import { OpsLayout } from '../../../components/layouts/ops-layout';
import { useProvisionAgent } from '../api/provision-agent';
import { useTenantSearch } from '../hooks/use-tenant-search';
import { receptionistName } from '../utils/receptionists';
import { ProvisioningOverlay } from './provisioning-overlay';
import { TenantList } from './tenant-list';
import { TenantSearch } from './tenant-search';
import { WebhookDialog, type Configuring } from './webhook-dialog';

/** Every tenant's agent (each location's, for a salon with several): provision it, configure its webhooks, call
 * it. */
export function ProvisioningScreen() {
  const { search, page, setSearch, setPage } = useTenantSearch();
  const [configuring, setConfiguring] = useState<Configuring | null>(null);
  const provision = useProvisionAgent({ onProvisioned: setConfiguring });
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
            onProvision={(receptionist) => provision.mutate(receptionist)}
            onConfigure={setConfiguring}
          />
        </OpsLayout>
      </div>
      {provisioning ? (
        <ProvisioningOverlay tenantName={receptionistName(provisioning, '')} sagaStep={provision.progress?.provisioningStep ?? null} />
      ) : null}
      <WebhookDialog receptionist={configuring} onClose={() => setConfiguring(null)} />
    </>
  );
}
