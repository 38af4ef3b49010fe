import { Card } from '@ringbook/web-shared';
import { useLocationChoice } from '../../../hooks/use-location-choice';
import { CalendarCheck, CalendarClock, DollarSign, PhoneIncoming, type LucideIcon } from 'lucide-react';
import { LoadFailed, Loading } from '../../../components/load-state';
import { useAnalytics } from '../../../lib/api/analytics';
import { FIGURE_LABELS, overviewFigures, periodOf, type Figure } from '../../../lib/figures';

type Stat = Figure & { icon: LucideIcon };

const ICONS = [PhoneIncoming, CalendarCheck, DollarSign, CalendarClock];

function StatCard({ label, value, detail, icon: Icon }: Stat) {
  return (
    <Card className="h-full p-5">
      <div className="flex items-center justify-between gap-3">
        <h2 className="text-sm font-medium text-muted-foreground">{label}</h2>
        <Icon className="size-5 text-primary" aria-hidden="true" />
      </div>
      <p className="mt-2 text-3xl font-bold tracking-tight text-foreground">{value}</p>
      <p className="mt-1 text-sm text-muted-foreground">{detail}</p>
    </Card>
  );
}

export function StatCards() {
  const analytics = useAnalytics(useLocationChoice().location);

  if (analytics.isError) {
    return <LoadFailed what="your numbers" />;
  }
  // The cards keep their place while the numbers load, so nothing below them jumps when they arrive.
  const figures = analytics.data ? overviewFigures(analytics.data) : PLACEHOLDERS;
  return (
    <section aria-label="Your figures" className="flex flex-col gap-2">
      {analytics.isPending ? <Loading className="sr-only">Loading your numbers...</Loading> : null}
      <p className="min-h-5 text-sm text-muted-foreground" data-testid="figures-period">
        {analytics.data ? periodOf(analytics.data) : ''}
      </p>
      <StatList stats={figures.map((figure, index) => ({ ...figure, icon: ICONS[index]! }))} />
    </section>
  );
}

const PLACEHOLDERS: Figure[] = [
  { label: FIGURE_LABELS.calls, value: '—', detail: 'ended in a booking' },
  { label: FIGURE_LABELS.bookedByPhone, value: '—', detail: 'bookings in all' },
  { label: FIGURE_LABELS.revenueOfAll, value: '—', detail: 'average booking' },
  { label: FIGURE_LABELS.today, value: '—', detail: 'scheduled in the next 7 days' },
];

function StatList({ stats }: { stats: Stat[] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {stats.map((stat) => (
        <li key={stat.label}>
          <StatCard {...stat} />
        </li>
      ))}
    </ul>
  );
}
