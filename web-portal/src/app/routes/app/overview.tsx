import { PageTitle } from '@ringbook/web-shared';
import { CallbacksCard } from '../../../features/calls/components/callbacks-card';
import { RecentCalls } from '../../../features/calls/components/recent-calls';
import { ActivityChart } from '../../../features/dashboard/components/activity-chart';
import { CalendarWidget } from '../../../features/dashboard/components/calendar-widget';
import { QuickActions } from '../../../features/dashboard/components/quick-actions';
import { ReceptionistCard } from '../../../components/receptionist-card';
import { RecentAppointments } from '../../../features/dashboard/components/recent-appointments';
import { RecoveredRevenueCard } from '../../../features/dashboard/components/recovered-revenue-card';
import { StatCards } from '../../../features/dashboard/components/stat-cards';
import { useAnalytics } from '../../../lib/api/analytics';

export function OverviewRoute() {
  // Calls are timed in the salon's zone, which the analytics carry.
  const timeZone = useAnalytics().data?.timezone || undefined;

  return (
    <>
      <PageTitle title="Overview" />
      <h1 className="mb-6 text-2xl font-bold tracking-tight text-foreground">Overview</h1>
      <div className="flex flex-col gap-6">
        <StatCards />
        <div className="grid gap-6 lg:grid-cols-3">
          <div className="flex min-w-0 flex-col gap-6 lg:col-span-2">
            <CalendarWidget />
          </div>
          <div className="flex min-w-0 flex-col gap-6">
            <ReceptionistCard />
            <CallbacksCard timeZone={timeZone} />
            <QuickActions />
          </div>
        </div>
        <div className="grid gap-6 lg:grid-cols-2">
          <RecentAppointments />
          <RecentCalls timeZone={timeZone} />
        </div>
        <div className="grid gap-6 lg:grid-cols-3">
          <div className="min-w-0 lg:col-span-2">
            <ActivityChart />
          </div>
          <RecoveredRevenueCard />
        </div>
      </div>
    </>
  );
}
