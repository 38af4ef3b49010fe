import { Card, CardContent, CardHeader, CardTitle } from '@ringbook/web-shared';
import { useOverview } from '../api/get-overview';
import { useFailureToast } from '../hooks/use-failure-toast';
import { AlertsList } from './alerts-list';
import { KpiCards } from './kpi-cards';
import { Failure, Loading } from './list-states';
import { RecentActivity } from './recent-activity';

const FAILURE = 'Failed to fetch overview';

/** The platform at a glance: KPIs, alerts to act on and the latest activity. */
export function OverviewTab() {
  const { data, isPending, isError, error, refetch } = useOverview();
  useFailureToast(error, FAILURE);

  if (isPending) return <Loading noun="overview" />;
  if (isError) {
    return (
      <Card>
        <Failure message={FAILURE} onRetry={() => void refetch()} />
      </Card>
    );
  }
  return (
    <div className="flex flex-col gap-6">
      <KpiCards overview={data} />
      <div className="grid gap-6 lg:grid-cols-2">
        <Card className="min-w-0">
          <CardHeader>
            <CardTitle>Alerts &amp; Warnings</CardTitle>
          </CardHeader>
          <CardContent>
            <AlertsList alerts={data.alerts} />
          </CardContent>
        </Card>
        <Card className="min-w-0">
          <CardHeader>
            <CardTitle>Recent Activity</CardTitle>
          </CardHeader>
          <CardContent>
            <RecentActivity activity={data.recentActivity} />
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
