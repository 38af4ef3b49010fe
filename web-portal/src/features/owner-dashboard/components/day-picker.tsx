import { Button, cn } from '@ringbook/web-shared';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { addMonths, formatLongDay, monthWeeks, parseDay } from '../../../lib/calendar';

const WEEKDAY_INITIALS = ['Su', 'Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa'];

const monthLabel = (day: string) =>
  new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(parseDay(day));

type Props = { selected: string; today: string; onSelect: (day: string) => void };

/** A month of days, Sunday first; the shown month follows the selected day until the owner pages away. */
export function DayPicker({ selected, today, onSelect }: Props) {
  const [shown, setShown] = useState(selected);
  const month = shown.slice(0, 7);
  const pick = (day: string) => {
    setShown(day);
    onSelect(day);
  };

  return (
    <div className="flex flex-col gap-3">
      <div className="flex items-center justify-between gap-2">
        <Button variant="ghost" size="icon" aria-label="Previous month" onClick={() => setShown(addMonths(shown, -1))}>
          <ChevronLeft aria-hidden="true" />
        </Button>
        <p aria-live="polite" className="font-semibold text-foreground">
          {monthLabel(shown)}
        </p>
        <Button variant="ghost" size="icon" aria-label="Next month" onClick={() => setShown(addMonths(shown, 1))}>
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
      <div role="group" aria-label={`Days of ${monthLabel(shown)}`} className="grid grid-cols-7 gap-1 text-center">
        {WEEKDAY_INITIALS.map((initial) => (
          <span key={initial} aria-hidden="true" className="py-1 text-xs font-medium text-muted-foreground">
            {initial}
          </span>
        ))}
        {monthWeeks(shown)
          .flat()
          .map((day) => (
            <DayButton
              key={day}
              day={day}
              inMonth={day.startsWith(month)}
              isSelected={day === selected}
              isToday={day === today}
              onPick={() => pick(day)}
            />
          ))}
      </div>
      <Button variant="outline" size="sm" className="self-start" disabled={selected === today} onClick={() => pick(today)}>
        Today
      </Button>
    </div>
  );
}

type DayButtonProps = { day: string; inMonth: boolean; isSelected: boolean; isToday: boolean; onPick: () => void };

function DayButton({ day, inMonth, isSelected, isToday, onPick }: DayButtonProps) {
  return (
    <button
      type="button"
      aria-label={formatLongDay(day)}
      aria-pressed={isSelected}
      aria-current={isToday ? 'date' : undefined}
      onClick={onPick}
      className={cn(
        'mx-auto flex size-10 items-center justify-center rounded-lg text-sm tabular-nums transition-colors duration-150',
        'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring',
        isSelected
          ? 'bg-primary font-semibold text-primary-foreground'
          : cn('hover:bg-muted', inMonth ? 'text-foreground' : 'text-muted-foreground'),
        isToday && !isSelected && 'font-bold text-primary ring-1 ring-primary ring-inset',
      )}
    >
      {Number(day.slice(8))}
    </button>
  );
}
