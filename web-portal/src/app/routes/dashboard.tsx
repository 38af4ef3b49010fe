import { PageTitle } from '@ringbook/web-shared';
import { PortalLayout } from '../../components/layouts/portal-layout';

export function DashboardRoute() {
  return (
    <PortalLayout>
      <PageTitle title="Dashboard" />
      <h1 className="text-3xl font-bold tracking-tight text-foreground">Dashboard</h1>
    </PortalLayout>
  );
}
