import { Checkbox, cn, controlClasses } from '@ringbook/web-shared';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { WEEKDAYS, type DayRow } from '../utils/week-rows';

type Props = { dow: number; form: UseFormReturn<{ days: DayRow[] }> };

export function DayRowFields({ dow, form }: Props) {
  const day = WEEKDAYS[dow];
  const errorId = `day-${dow}-error`;
  const row = form.watch(`days.${dow}`);
  const error = form.formState.errors.days?.[dow]?.intervals?.find?.((problem) => problem?.message)?.message;
  const extra = row.intervals.slice(1);
  const timeInput = (which: 'start' | 'end') => (
    <input
      type="time"
      aria-label={`${day} ${which}`}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
      disabled={row.closed}
      {...form.register(`days.${dow}.intervals.0.${which}`)}
      className={cn(controlClasses, 'h-11 px-2 tabular-nums sm:px-3')}
    />
  );

  return (
    <li
      className={cn(
        'grid grid-cols-2 items-center gap-2 rounded-lg border border-border p-2 sm:grid-cols-[9rem_1fr_1fr] sm:gap-3 sm:p-3',
        row.closed && 'bg-muted',
      )}
    >
      <Controller
        control={form.control}
        name={`days.${dow}.closed`}
        render={({ field }) => (
          <Checkbox
            className="col-span-2 sm:col-span-1"
            label={day}
            checked={!field.value}
            onChange={(event) => field.onChange(!event.target.checked)}
          />
        )}
      />
      {timeInput('start')}
      {timeInput('end')}
      {!row.closed && extra.length > 0 && (
        <p className="col-span-2 text-sm text-muted-foreground sm:col-start-2">
          Also {extra.map((slot) => `${slot.start}–${slot.end}`).join(', ')}: kept as it is when you save.
        </p>
      )}
      {error && (
        <p id={errorId} className="col-span-2 text-sm font-medium text-destructive sm:col-start-2">
          {error}
        </p>
      )}
    </li>
  );
}
