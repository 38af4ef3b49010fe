import { AdminGate } from '../../features/admin-auth/components/admin-gate';
import { ProvisioningScreen } from '../../features/provisioning/components/provisioning-screen';

/** /superadmin (and /admin/old, kept for old bookmarks): the AI agent provisioning screen. */
export function ProvisioningRoute() {
  return (
    <AdminGate>
      <ProvisioningScreen />
    </AdminGate>
  );
}
