import { Button, Card, buttonClasses, cn } from '@ringbook/web-shared';
import { ArrowRight, ChevronLeft, ChevronRight, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Loading } from '../../../components/load-state';
import { paths } from '../../../config/paths';
import { useCalendarAppointments } from '../hooks/use-calendar-appointments';
import { useSalonToday } from '../hooks/use-salon-today';
import { useSyncAppointments } from '../../../hooks/use-sync-appointments';
import { monthWeeks, periodLabel, stepDay, visibleRange, weekDays, type CalendarView } from '../../../lib/calendar';
import { DayAgenda } from './day-agenda';
import { DayGrid } from './day-grid';

const VIEWS: { view: CalendarView; label: string }[] = [
  { view: 'month', label: 'Month' },
  { view: 'week', label: 'Week' },
  { view: 'day', label: 'Day' },
];

export function CalendarWidget() {
  const today = useSalonToday();
  const sync = useSyncAppointments();

  return (
    <Card className="flex flex-col gap-4 p-4 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-xl font-semibold tracking-tight text-foreground">Calendar</h2>
        <div className="flex flex-wrap items-center gap-2">
          <Button variant="outline" size="sm" onClick={() => sync.mutate()} disabled={sync.isPending}>
            <RefreshCw aria-hidden="true" className={cn(sync.isPending && 'animate-spin')} />
            {sync.isPending ? 'Syncing...' : 'Sync'}
          </Button>
          <Link to={paths.app.getHref('bookings')} className={buttonClasses({ variant: 'ghost', size: 'sm' })}>
            View All Bookings
            <ArrowRight aria-hidden="true" />
          </Link>
        </div>
      </div>
      {today ? (
        <CalendarBody today={today} />
      ) : (
        // As tall as a month, so the cards below stay where they are when it arrives.
        <Loading className="min-h-[26rem] items-start">Loading your calendar...</Loading>
      )}
    </Card>
  );
}

function CalendarBody({ today }: { today: string }) {
  const [view, setView] = useState<CalendarView>('month');
  const [picked, setPicked] = useState<string>();
  const selected = picked ?? today;
  const appointments = useCalendarAppointments(visibleRange(view, selected));
  const period = periodLabel(view, selected);

  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div role="group" aria-label="Calendar view" className="inline-flex rounded-lg bg-muted p-1">
          {VIEWS.map(({ view: option, label }) => (
            <button
              key={option}
              type="button"
              aria-pressed={view === option}
              onClick={() => setView(option)}
              className={cn(
                'h-8 rounded-md px-3 text-sm font-medium text-muted-foreground',
                'focus-visible:outline-2 focus-visible:outline-ring',
                view === option && 'bg-background text-foreground shadow-soft',
              )}
            >
              {label}
            </button>
          ))}
        </div>
        <Button variant="outline" size="sm" onClick={() => setPicked(today)}>
          Today
        </Button>
      </div>
      <div className="flex items-center gap-2">
        <Button
          variant="ghost"
          size="icon"
          aria-label={`Previous ${view}`}
          onClick={() => setPicked(stepDay(view, selected, -1))}
        >
          <ChevronLeft aria-hidden="true" />
        </Button>
        <p
          aria-live="polite"
          className="flex-1 text-center text-base font-semibold text-foreground"
          data-testid="calendar-period"
        >
          {period}
        </p>
        <Button
          variant="ghost"
          size="icon"
          aria-label={`Next ${view}`}
          onClick={() => setPicked(stepDay(view, selected, 1))}
        >
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
      {view !== 'day' && (
        <DayGrid
          weeks={view === 'month' ? monthWeeks(selected) : [weekDays(selected)]}
          variant={view}
          month={view === 'month' ? selected.slice(0, 7) : undefined}
          selected={selected}
          today={today}
          byDay={appointments.byDay}
          isLoading={appointments.isLoading}
          caption={`${period}: pick a day to see its appointments`}
          onSelect={setPicked}
        />
      )}
      <DayAgenda
        day={selected}
        appointments={appointments.byDay.get(selected) ?? []}
        isLoading={appointments.isLoading}
        isError={appointments.isError}
      />
    </>
  );
}
