import { Card, PageTitle } from '@ringbook/web-shared';
import { lazy, Suspense, type ReactNode } from 'react';
import { CallbacksCard } from '../../../features/calls/components/callbacks-card';
import { RecentCalls } from '../../../features/calls/components/recent-calls';
import { QuickActions } from '../../../features/dashboard/components/quick-actions';
import { Loading } from '../../../components/load-state';
import { RecentAppointments } from '../../../features/dashboard/components/recent-appointments';
import { RecoveredRevenueCard } from '../../../features/dashboard/components/recovered-revenue-card';
import { StatCards } from '../../../features/dashboard/components/stat-cards';
import { useAnalytics } from '../../../lib/api/analytics';

// The calendar, the chart and the receptionist card (with its test call) are the overview's heaviest code: they
// load once the figures are on screen, so a phone paints the figures first.
const CalendarWidget = lazy(async () => ({
  default: (await import('../../../features/dashboard/components/calendar-widget')).CalendarWidget,
}));
const ActivityChart = lazy(async () => ({
  default: (await import('../../../features/dashboard/components/activity-chart')).ActivityChart,
}));
const ReceptionistCard = lazy(async () => ({
  default: (await import('../../../components/receptionist-card')).ReceptionistCard,
}));

function Widget({ ready, label, className, children }: { ready: boolean; label: string; className: string; children: ReactNode }) {
  const placeholder = (
    <Card className={className}>
      <Loading>Loading {label}…</Loading>
    </Card>
  );
  return ready ? <Suspense fallback={placeholder}>{children}</Suspense> : placeholder;
}

export function OverviewRoute() {
  const analytics = useAnalytics();
  // Calls are timed in the salon's zone, which the analytics carry.
  const timeZone = analytics.data?.timezone || undefined;
  const figuresShown = !analytics.isPending;

  return (
    <>
      <PageTitle title="Overview" />
      <h1 className="mb-6 text-2xl font-bold tracking-tight text-foreground">Overview</h1>
      <div className="flex flex-col gap-6">
        <StatCards />
        <div className="grid gap-6 lg:grid-cols-3">
          <div className="flex min-w-0 flex-col gap-6 lg:col-span-2">
            <Widget ready={figuresShown} label="calendar" className="min-h-96 p-6">
              <CalendarWidget />
            </Widget>
          </div>
          <div className="flex min-w-0 flex-col gap-6">
            <Widget ready={figuresShown} label="receptionist" className="min-h-48 p-6">
              <ReceptionistCard />
            </Widget>
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
            <Widget ready={figuresShown} label="activity" className="min-h-72 p-6">
              <ActivityChart />
            </Widget>
          </div>
          <RecoveredRevenueCard />
        </div>
      </div>
    </>
  );
}
