import { PageTitle } from '@ringbook/web-shared';
import { AdminGate } from '../../features/admin-auth/components/admin-gate';

/** /superadmin (and /admin/old, kept for old bookmarks): the AI agent provisioning screen. */
export function ProvisioningRoute() {
  return (
    <AdminGate>
      <PageTitle title="AI Agent Provisioning" />
      <h1 className="text-2xl font-bold">AI Agent Provisioning</h1>
    </AdminGate>
  );
}
