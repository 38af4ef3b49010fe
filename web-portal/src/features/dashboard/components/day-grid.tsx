import { cn } from '@ringbook/web-shared';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { addDays } from '../../../lib/zoned-time';
import type { Appointment } from '../../../lib/api/appointments';
import { formatClock, formatLongDay, formatWeekday } from '../../../lib/calendar';
import { appointmentCount } from './day-agenda';

const KEY_STEPS: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };
const WEEK_PREVIEW = 3;

type DayGridProps = {
  /** Rows of seven dates, Sunday first: one row for a week, five or six for a month. */
  weeks: string[][];
  variant: 'month' | 'week';
  /** yyyy-mm of the month shown; dates outside it are dimmed. */
  month?: string;
  selected: string;
  today: string;
  byDay: Map<string, Appointment[]>;
  isLoading: boolean;
  caption: string;
  onSelect: (day: string) => void;
};

/** Days as buttons; only the selected one is in the tab order and the arrow keys move the selection. */
export function DayGrid({ weeks, variant, month, selected, today, byDay, isLoading, caption, onSelect }: DayGridProps) {
  const tableRef = useRef<HTMLTableElement>(null);
  const movedByKey = useRef(false);

  useEffect(() => {
    if (!movedByKey.current) return;
    movedByKey.current = false;
    tableRef.current?.querySelector<HTMLButtonElement>(`[data-day="${selected}"]`)?.focus();
  }, [selected, weeks]);

  const onKeyDown = (event: KeyboardEvent) => {
    const step = KEY_STEPS[event.key];
    if (step === undefined) return;
    event.preventDefault();
    movedByKey.current = true;
    onSelect(addDays(selected, step));
  };

  return (
    <table ref={tableRef} onKeyDown={onKeyDown} className="w-full table-fixed border-separate border-spacing-1">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr>
          {weeks[0]!.map((day) => (
            <th key={day} scope="col" className="pb-1 text-xs font-medium text-muted-foreground">
              {formatWeekday(day)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week) => (
          <tr key={week[0]}>
            {week.map((day) => (
              <td key={day} className="p-0 align-top">
                <DayButton
                  day={day}
                  variant={variant}
                  appointments={isLoading ? undefined : (byDay.get(day) ?? [])}
                  isSelected={day === selected}
                  isToday={day === today}
                  isOutside={month !== undefined && !day.startsWith(month)}
                  onSelect={onSelect}
                />
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

type DayButtonProps = {
  day: string;
  variant: 'month' | 'week';
  /** Undefined while they load. */
  appointments: Appointment[] | undefined;
  isSelected: boolean;
  isToday: boolean;
  isOutside: boolean;
  onSelect: (day: string) => void;
};

function DayButton({ day, variant, appointments, isSelected, isToday, isOutside, onSelect }: DayButtonProps) {
  const count = appointments?.length;
  const label = count === undefined ? formatLongDay(day) : `${formatLongDay(day)}, ${appointmentCount(count)}`;
  return (
    <button
      type="button"
      data-day={day}
      tabIndex={isSelected ? 0 : -1}
      aria-pressed={isSelected}
      aria-current={isToday ? 'date' : undefined}
      aria-label={label}
      title={label}
      onClick={() => onSelect(day)}
      className={cn(
        'flex w-full flex-col items-center gap-1 rounded-lg border p-1 transition-colors duration-150',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
        variant === 'month' ? 'min-h-12 sm:min-h-16' : 'min-h-16 sm:min-h-32 sm:items-stretch',
        isSelected
          ? 'border-primary bg-primary text-primary-foreground'
          : cn(
              'border-transparent hover:bg-muted',
              isToday && 'border-primary',
              isOutside ? 'text-muted-foreground' : 'text-foreground',
            ),
      )}
    >
      <span className={cn('text-sm tabular-nums', isToday || isSelected ? 'font-bold' : 'font-medium')}>
        {Number(day.slice(8))}
      </span>
      {count ? (
        <span
          aria-hidden="true"
          className={cn(
            'min-w-6 rounded-full px-1.5 text-xs font-semibold tabular-nums',
            isSelected ? 'bg-white text-primary' : 'bg-primary-subtle text-primary',
            variant === 'week' && 'sm:hidden',
          )}
        >
          {count}
        </span>
      ) : null}
      {variant === 'week' && appointments && appointments.length > 0 ? (
        <span aria-hidden="true" className="hidden min-w-0 flex-col gap-1 text-left text-xs sm:flex">
          {appointments.slice(0, WEEK_PREVIEW).map((appointment) => (
            <span key={appointment.id} className="flex min-w-0 flex-col">
              <span className="font-semibold tabular-nums">{formatClock(appointment.time)}</span>
              <span className="truncate">{appointment.customerName}</span>
            </span>
          ))}
          {appointments.length > WEEK_PREVIEW ? <span>+{appointments.length - WEEK_PREVIEW} more</span> : null}
        </span>
      ) : null}
    </button>
  );
}
