import { PageTitle } from '@ringbook/web-shared';
import { BackToPortalLink } from '../../components/back-to-portal-link';
import { PortalLayout } from '../../components/layouts/portal-layout';
import { AdminTabs } from '../../features/business-admin/components/admin-tabs';

export function BusinessAdminRoute() {
  return (
    <PortalLayout>
      <PageTitle title="Admin Dashboard" />
      <BackToPortalLink />
      <h1 className="text-3xl font-bold tracking-tight text-foreground">Admin Dashboard</h1>
      <p className="mt-2 mb-6 text-muted-foreground">Your business settings, services and your team's hours.</p>
      <AdminTabs />
    </PortalLayout>
  );
}
