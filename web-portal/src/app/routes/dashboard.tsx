import { PageTitle } from '@ringbook/web-shared';
import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { PortalLayout } from '../../components/layouts/portal-layout';
import { paths } from '../../config/paths';
import { OwnerDashboard } from '../../features/owner-dashboard/components/owner-dashboard';
import { RefreshButton } from '../../features/owner-dashboard/components/refresh-button';

export function DashboardRoute() {
  return (
    <PortalLayout>
      <PageTitle title="Dashboard" />
      <Link
        to={paths.app.getHref('overview')}
        className="mb-4 inline-flex items-center gap-1.5 rounded text-sm font-medium text-primary hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        Back to portal
      </Link>
      <div className="mb-6 flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-foreground">Dashboard</h1>
          <p className="mt-1 text-muted-foreground">Your day at a glance: clients, calls and your receptionist.</p>
        </div>
        <RefreshButton />
      </div>
      <OwnerDashboard />
    </PortalLayout>
  );
}
