import { PageTitle } from '@ringbook/web-shared';
import { BackToPortalLink } from '../../components/back-to-portal-link';
import { PortalLayout } from '../../components/layouts/portal-layout';
import { RecentCalls } from '../../features/calls/components/recent-calls';
import { OwnerDashboard } from '../../features/owner-dashboard/components/owner-dashboard';
import { RefreshButton } from '../../features/owner-dashboard/components/refresh-button';

export function DashboardRoute() {
  return (
    <PortalLayout>
      <PageTitle title="Dashboard" />
      <BackToPortalLink />
      <div className="mb-6 flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-foreground">Dashboard</h1>
          <p className="mt-1 text-muted-foreground">Your day at a glance: clients, calls and your receptionist.</p>
        </div>
        <RefreshButton />
      </div>
      <OwnerDashboard recentCalls={(timeZone) => <RecentCalls timeZone={timeZone} />} />
    </PortalLayout>
  );
}
