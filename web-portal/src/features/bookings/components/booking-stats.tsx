import { Card, Spinner } from '@ringbook/web-shared';
import { CalendarCheck, CalendarClock, CalendarDays, DollarSign, type LucideIcon } from 'lucide-react';
import { useBookingStats, type BookingStat } from '../api/booking-stats';
import type { BookingFilters } from '../utils/filters';
import { formatCount, formatPrice } from '../utils/format';

type StatCardProps = {
  label: string;
  detail: string;
  stat: BookingStat;
  format: (value: number) => string;
  icon: LucideIcon;
};

function StatCard({ label, detail, stat, format, icon: Icon }: StatCardProps) {
  return (
    <Card className="h-full px-3 py-2 md:p-5">
      <div className="flex items-center justify-between gap-3">
        <h2 className="text-sm font-medium text-muted-foreground">{label}</h2>
        <Icon className="size-5 shrink-0 text-primary max-md:hidden" aria-hidden="true" />
      </div>
      <p className="text-xl font-bold tracking-tight text-foreground tabular-nums md:mt-2 md:text-3xl">
        {stat.value !== undefined ? format(stat.value) : stat.isError ? '—' : <Spinner label={`Loading ${label}`} />}
      </p>
      <p className="mt-1 text-sm text-muted-foreground max-md:hidden">{detail}</p>
    </Card>
  );
}

/**
 * Four numbers over every appointment the filters match, not only the page on screen; on a phone, label and
 * number only, so the appointments start on the first screen.
 */
export function BookingStats({ filters }: { filters: BookingFilters }) {
  const { total, scheduled, completed, revenue } = useBookingStats(filters);
  const cards: StatCardProps[] = [
    { label: 'Total', detail: 'matching appointments', stat: total, format: formatCount, icon: CalendarDays },
    { label: 'Scheduled', detail: 'booked, not yet done', stat: scheduled, format: formatCount, icon: CalendarClock },
    { label: 'Completed', detail: 'appointments done', stat: completed, format: formatCount, icon: CalendarCheck },
    {
      label: 'Completed revenue',
      detail: 'prices of the completed appointments',
      stat: revenue,
      format: formatPrice,
      icon: DollarSign,
    },
  ];
  return (
    <ul aria-label="Booking numbers" className="grid grid-cols-2 gap-2 md:gap-4 lg:grid-cols-4">
      {cards.map((card) => (
        <li key={card.label}>
          <StatCard {...card} />
        </li>
      ))}
    </ul>
  );
}
