import { Card } from '@ringbook/web-shared';
import { CalendarCheck, CalendarClock, DollarSign, PhoneIncoming, type LucideIcon } from 'lucide-react';
import { LoadFailed, Loading } from '../../../components/load-state';
import { useAnalytics, type Analytics } from '../../../lib/api/analytics';
import { formatCount, formatDollars, formatPercent } from '../../../lib/format';

type Stat = { label: string; value: string; detail: string; icon: LucideIcon };

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
  const analytics = useAnalytics();

  if (analytics.isError) {
    return <LoadFailed what="your numbers" />;
  }
  // The cards keep their place while the numbers load, so nothing below them jumps when they arrive.
  return (
    <>
      {analytics.isPending ? <Loading className="sr-only">Loading your numbers...</Loading> : null}
      <StatList stats={analytics.data ? statsOf(analytics.data) : PLACEHOLDERS} />
    </>
  );
}

function statsOf({
  totalCalls,
  conversionRate,
  successfulBookings,
  missedOpportunities,
  totalRevenue,
  averageBookingValue,
  todayAppointments,
  upcomingThisWeek,
}: Analytics): Stat[] {
  return [
    {
      label: 'Total Calls',
      value: formatCount(totalCalls),
      detail: `${formatPercent(conversionRate)} conversion rate`,
      icon: PhoneIncoming,
    },
    {
      label: 'Successful Bookings',
      value: formatCount(successfulBookings),
      detail: `${formatCount(missedOpportunities)} missed opportunities`,
      icon: CalendarCheck,
    },
    {
      label: 'Total Revenue',
      value: formatDollars(totalRevenue),
      detail: `${formatDollars(averageBookingValue)} average booking value`,
      icon: DollarSign,
    },
    {
      label: "Today's Appointments",
      value: formatCount(todayAppointments),
      detail: `${formatCount(upcomingThisWeek)} upcoming this week`,
      icon: CalendarClock,
    },
  ];
}

const PLACEHOLDERS: Stat[] = [
  { label: 'Total Calls', value: '—', detail: 'conversion rate', icon: PhoneIncoming },
  { label: 'Successful Bookings', value: '—', detail: 'missed opportunities', icon: CalendarCheck },
  { label: 'Total Revenue', value: '—', detail: 'average booking value', icon: DollarSign },
  { label: "Today's Appointments", value: '—', detail: 'upcoming this week', icon: CalendarClock },
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
