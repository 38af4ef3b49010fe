import { Card } from '@ringbook/web-shared';
import { useLocationChoice } from '../../../hooks/use-location-choice';
import { Sparkles } from 'lucide-react';
import { LoadFailed, Loading } from '../../../components/load-state';
import { useAnalytics } from '../../../lib/api/analytics';
import { formatCount, formatDollars } from '../../../lib/format';
import { FIGURE_LABELS, plural } from '../../../lib/figures';

/** What the AI receptionist earned: the bookings it made on calls that still stand, calls it took after hours,
 * and beside them the bookings it made by text and the freed times the waitlist refilled. */
export function RecoveredRevenueCard() {
  const analytics = useAnalytics(useLocationChoice().location);
  const days = analytics.data?.series?.length || 30;
  const byPhone = analytics.data?.successfulBookings ?? 0;

  return (
    <Card className="flex flex-col gap-3 p-4 sm:p-6">
      <div className="flex items-center justify-between gap-3">
        <h2 className="text-xl font-semibold tracking-tight text-foreground">{FIGURE_LABELS.revenueByPhone}</h2>
        <Sparkles className="size-5 shrink-0 text-primary" aria-hidden="true" />
      </div>
      {analytics.isPending ? (
        <Loading>Loading...</Loading>
      ) : analytics.isError ? (
        <LoadFailed what="this number" />
      ) : (
        <>
          <p className="text-3xl font-bold tracking-tight text-foreground tabular-nums">
            {formatDollars(analytics.data.recoveredRevenue ?? 0)}
          </p>
          <p className="text-sm text-muted-foreground">
            From the {formatCount(byPhone)} {byPhone === 1 ? 'booking' : 'bookings'} your AI receptionist made on
            calls in the last {days} days, not cancelled since.
          </p>
          <p className="text-sm text-muted-foreground">
            {formatCount(analytics.data.afterHoursCalls ?? 0)} of its calls came in after hours.
          </p>
          <dl className="flex flex-col gap-2 border-t border-border pt-3 text-sm">
            <CountAndRevenue
              label={FIGURE_LABELS.bookedByText}
              count={plural(analytics.data.textBookings ?? 0, 'booking', 'bookings')}
              revenue={analytics.data.textRevenue ?? 0}
            />
            <CountAndRevenue
              label={FIGURE_LABELS.refilled}
              count={plural(analytics.data.waitlistRefills ?? 0, 'time', 'times')}
              revenue={analytics.data.waitlistRevenue ?? 0}
            />
          </dl>
        </>
      )}
    </Card>
  );
}

function CountAndRevenue({ label, count, revenue }: { label: string; count: string; revenue: number }) {
  return (
    <div>
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="font-medium text-foreground tabular-nums">
        {count} · {formatDollars(revenue)}
      </dd>
    </div>
  );
}
