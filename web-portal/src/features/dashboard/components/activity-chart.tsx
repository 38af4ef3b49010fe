import { Card } from '@ringbook/web-shared';
import { useLocationChoice } from '../../../hooks/use-location-choice';
import { LoadFailed, Loading } from '../../../components/load-state';
import { useAnalytics } from '../../../lib/api/analytics';
import { formatMonthDay } from '../../../lib/calendar';
import { FIGURE_LABELS } from '../../../lib/figures';
import { seriesTotals, summarizeSeries } from '../utils/series';
import { SeriesChart } from './series-chart';

const LEGEND = [
  { label: 'Calls', swatch: 'bg-primary' },
  { label: FIGURE_LABELS.allBookings, swatch: 'bg-accent-strong' },
];

export function ActivityChart() {
  const analytics = useAnalytics(useLocationChoice().location);
  const series = analytics.data?.series ?? [];
  const totals = seriesTotals(series);
  const summary = summarizeSeries(series);

  return (
    <Card className="flex min-w-0 flex-col gap-4 p-4 sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex flex-col gap-1">
          <h2 className="text-xl font-semibold tracking-tight text-foreground">Calls &amp; Bookings</h2>
          <p className="text-sm text-muted-foreground">
            {series.length > 0 ? `Per day, the last ${series.length} days` : 'Per day'}
          </p>
        </div>
        <ul aria-label="Legend" className="flex gap-4 text-sm text-foreground">
          {LEGEND.map(({ label, swatch }) => (
            <li key={label} className="flex items-center gap-2">
              <span aria-hidden="true" className={`size-3 rounded-sm ${swatch}`} />
              {label}
            </li>
          ))}
        </ul>
      </div>
      {analytics.isPending ? (
        <Loading>Loading your activity...</Loading>
      ) : analytics.isError ? (
        <LoadFailed what="your activity" />
      ) : totals.calls + totals.bookings === 0 ? (
        <p className="rounded-lg border border-dashed border-border p-6 text-center text-sm text-muted-foreground">
          No calls or bookings yet. Each day's calls and bookings show up here.
        </p>
      ) : (
        <figure className="flex flex-col gap-3">
          <SeriesChart series={series} summary={summary} />
          <figcaption className="text-sm text-muted-foreground">{summary}</figcaption>
          <details className="text-sm">
            <summary className="cursor-pointer font-medium text-primary">Show the numbers</summary>
            <div className="mt-2 max-h-64 overflow-y-auto rounded-lg border border-border">
              <table className="w-full text-left tabular-nums">
                <thead className="sticky top-0 bg-muted">
                  <tr>
                    <th scope="col" className="px-3 py-2 font-medium">Date</th>
                    <th scope="col" className="px-3 py-2 text-right font-medium">Calls</th>
                    <th scope="col" className="px-3 py-2 text-right font-medium">Bookings</th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-border">
                  {[...series].reverse().map((day) => (
                    <tr key={day.date}>
                      <th scope="row" className="px-3 py-1.5 font-normal">{formatMonthDay(day.date)}</th>
                      <td className="px-3 py-1.5 text-right">{day.calls}</td>
                      <td className="px-3 py-1.5 text-right">{day.bookings}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </details>
        </figure>
      )}
    </Card>
  );
}
