import { Card } from '@ringbook/web-shared';
import { useAnalytics } from '../../../lib/api/analytics';
import { FIGURE_LABELS, plural } from '../../../lib/figures';
import { formatCount, formatPercent } from '../../../lib/format';

type Stat = { label: string; value: string; detail: string };

/** Three figures at a glance, as the server defines them (in the salon's time zone), labelled as on the overview. */
export function SummaryStats() {
  const analytics = useAnalytics();
  if (!analytics.data) return null;
  const { todayAppointments, totalCalls, successfulBookings, totalBookings, conversionRate } = analytics.data;
  const days = analytics.data.series?.length || 30;
  const stats: Stat[] = [
    { label: 'Today', value: formatCount(todayAppointments ?? 0), detail: 'appointments, not cancelled' },
    {
      label: 'Calls',
      value: formatCount(totalCalls ?? 0),
      detail: `last ${days} days · ${formatPercent(conversionRate ?? 0)} ended in a booking`,
    },
    {
      label: FIGURE_LABELS.bookedByPhone,
      value: formatCount(successfulBookings ?? 0),
      detail: `of ${plural(totalBookings ?? 0, 'booking', 'bookings')} in all, last ${days} days`,
    },
  ];
  return (
    <ul aria-label="At a glance" className="grid grid-cols-3 gap-3">
      {stats.map(({ label, value, detail }) => (
        <li key={label}>
          <Card className="h-full p-3 sm:p-4">
            {/* Room for a label on two lines on a phone, so the three values stay level. */}
            <p className="min-h-10 text-sm font-medium text-muted-foreground sm:min-h-0">{label}</p>
            <p className="text-2xl font-bold tracking-tight text-foreground tabular-nums">{value}</p>
            <p className="text-xs text-muted-foreground sm:text-sm">{detail}</p>
          </Card>
        </li>
      ))}
    </ul>
  );
}
