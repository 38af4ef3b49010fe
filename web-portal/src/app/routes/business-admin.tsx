import { PageTitle } from '@ringbook/web-shared';
import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { PortalLayout } from '../../components/layouts/portal-layout';
import { paths } from '../../config/paths';
import { AdminTabs } from '../../features/business-admin/components/admin-tabs';

export function BusinessAdminRoute() {
  return (
    <PortalLayout>
      <PageTitle title="Admin Dashboard" />
      <Link
        to={paths.app.getHref('overview')}
        className="mb-4 inline-flex items-center gap-1.5 rounded text-sm font-medium text-primary hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        Back to portal
      </Link>
      <h1 className="text-3xl font-bold tracking-tight text-foreground">Admin Dashboard</h1>
      <p className="mt-2 mb-6 text-muted-foreground">Your business settings, services and your team's hours.</p>
      <AdminTabs />
    </PortalLayout>
  );
}
