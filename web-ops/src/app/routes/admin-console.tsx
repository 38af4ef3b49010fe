import { PageTitle } from '@ringbook/web-shared';
import { AdminGate } from '../../features/admin-auth/components/admin-gate';

/** /admin: the platform admin console. */
export function AdminConsoleRoute() {
  return (
    <AdminGate>
      <PageTitle title="Platform admin" />
      <h1 className="text-2xl font-bold">Platform admin</h1>
    </AdminGate>
  );
}
