import { PageTitle } from '@ringbook/web-shared';
import { PortalLayout } from '../../components/layouts/portal-layout';

export function BusinessAdminRoute() {
  return (
    <PortalLayout>
      <PageTitle title="Admin Dashboard" />
      <h1 className="text-3xl font-bold tracking-tight text-foreground">Admin Dashboard</h1>
    </PortalLayout>
  );
}
