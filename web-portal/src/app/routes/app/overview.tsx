import { Card, PageTitle } from '@ringbook/web-shared';
import { useLocationChoice } from '../../../hooks/use-location-choice';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { QuickActions } from '../../../features/dashboard/components/quick-actions';
import { Loading } from '../../../components/load-state';
import { RecentAppointments } from '../../../features/dashboard/components/recent-appointments';
import { RecoveredRevenueCard } from '../../../features/dashboard/components/recovered-revenue-card';
import { StatCards } from '../../../features/dashboard/components/stat-cards';
import { useAnalytics } from '../../../lib/api/analytics';

// The calendar, the chart, the receptionist card (with its test call) and the call lists (with the phone number
// library) are the overview's heaviest code: they load once the figures are on screen (after the render that
// paints them, so their downloads do not compete with it), and a phone paints the figures first.
const CalendarWidget = lazy(async () => ({
  default: (await import('../../../features/dashboard/components/calendar-widget')).CalendarWidget,
}));
const ActivityChart = lazy(async () => ({
  default: (await import('../../../features/dashboard/components/activity-chart')).ActivityChart,
}));
const CallbacksCard = lazy(async () => ({
  default: (await import('../../../features/calls/components/callbacks-card')).CallbacksCard,
}));
const RecentCalls = lazy(async () => ({
  default: (await import('../../../features/calls/components/recent-calls')).RecentCalls,
}));
const ReceptionistCard = lazy(async () => ({
  default: (await import('../../../components/receptionist-card')).ReceptionistCard,
}));

// Until then (and while their code loads) each shows the loading state it shows while its own data is on the way.
function Widget({ ready, loading, className, children }: { ready: boolean; loading: string; className: string; children: ReactNode }) {
  const placeholder = (
    <Card className={className}>
      <Loading>{loading}</Loading>
    </Card>
  );
  return ready ? <Suspense fallback={placeholder}>{children}</Suspense> : placeholder;
}

/** True once the browser has painted a screen on which `shown` was true (the frame after, then a task). */
function useShownOnce(shown: boolean): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (!shown) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [shown]);
  return painted;
}

export function OverviewRoute() {
  const { location } = useLocationChoice();
  const analytics = useAnalytics(location);
  // Calls are timed in the salon's zone, which the analytics carry.
  const timeZone = analytics.data?.timezone || undefined;
  const figuresShown = useShownOnce(!analytics.isPending);

  return (
    <>
      <PageTitle title="Overview" />
      <h1 className="mb-6 text-2xl font-bold tracking-tight text-foreground">Overview</h1>
      <div className="flex flex-col gap-6">
        <StatCards />
        <div className="grid gap-6 lg:grid-cols-3">
          <div className="flex min-w-0 flex-col gap-6 lg:col-span-2">
            <Widget ready={figuresShown} loading="Loading your calendar..." className="min-h-[30rem] p-4 sm:p-6">
              <CalendarWidget />
            </Widget>
          </div>
          <div className="flex min-w-0 flex-col gap-6">
            <Widget ready={figuresShown} loading="Checking your receptionist..." className="min-h-48 p-4 sm:p-6">
              <ReceptionistCard location={location} />
            </Widget>
            <Widget ready={figuresShown} loading="Loading call-backs..." className="min-h-40 p-4 sm:p-6">
              <CallbacksCard timeZone={timeZone} location={location} />
            </Widget>
            <QuickActions />
          </div>
        </div>
        <div className="grid gap-6 lg:grid-cols-2">
          <RecentAppointments />
          <Widget ready={figuresShown} loading="Loading calls..." className="min-h-40 p-4 sm:p-6">
            <RecentCalls timeZone={timeZone} location={location} />
          </Widget>
        </div>
        <div className="grid gap-6 lg:grid-cols-3">
          <div className="min-w-0 lg:col-span-2">
            <Widget ready={figuresShown} loading="Loading your activity..." className="min-h-72 p-6">
              <ActivityChart />
            </Widget>
          </div>
          <RecoveredRevenueCard />
        </div>
      </div>
    </>
  );
}
