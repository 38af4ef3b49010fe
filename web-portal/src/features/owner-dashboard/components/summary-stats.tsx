import { Card } from '@ringbook/web-shared';
import { useAnalytics } from '../../../lib/api/analytics';
import { formatCount, formatPercent } from '../../../lib/format';

type Stat = { label: string; value: string; detail: string };

/** Three numbers at a glance, as the server counts them in the salon's time zone. */
export function SummaryStats() {
  const analytics = useAnalytics();
  if (!analytics.data) return null;
  const { todayAppointments, totalCalls, successfulBookings, conversionRate } = analytics.data;
  const stats: Stat[] = [
    { label: 'Today', value: formatCount(todayAppointments ?? 0), detail: 'appointments booked' },
    { label: 'Calls', value: formatCount(totalCalls ?? 0), detail: 'in the last 30 days' },
    {
      label: 'Booked by phone',
      value: formatCount(successfulBookings ?? 0),
      detail: `${formatPercent(conversionRate ?? 0)} of calls`,
    },
  ];
  return (
    <ul aria-label="At a glance" className="grid grid-cols-3 gap-3">
      {stats.map(({ label, value, detail }) => (
        <li key={label}>
          <Card className="h-full p-3 sm:p-4">
            <p className="text-sm font-medium text-muted-foreground">{label}</p>
            <p className="text-2xl font-bold tracking-tight text-foreground tabular-nums">{value}</p>
            <p className="text-xs text-muted-foreground sm:text-sm">{detail}</p>
          </Card>
        </li>
      ))}
    </ul>
  );
}
