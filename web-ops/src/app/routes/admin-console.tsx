import { OpsLayout } from '../../components/layouts/ops-layout';
import { AdminGate } from '../../features/admin-auth/components/admin-gate';
import { ConsoleSearch } from '../../features/console/components/console-search';
import { ConsoleTabs } from '../../features/console/components/console-tabs';
import { NotificationsButton } from '../../features/console/components/notifications-button';

/** /admin: the platform admin console. */
export function AdminConsoleRoute() {
  return (
    <AdminGate>
      <OpsLayout
        title="Platform Admin"
        description="Every salon on Ringbook: clients, numbers, agents and what happened lately."
        search={<ConsoleSearch />}
        actions={<NotificationsButton />}
      >
        <ConsoleTabs />
      </OpsLayout>
    </AdminGate>
  );
}
