import { Checkbox, cn, controlClasses } from '@ringbook/web-shared';
import { WEEKDAYS, type DayRow } from '../utils/week-rows';

type Props = { row: DayRow; error?: string; onChange: (patch: Partial<DayRow>) => void };

export function DayRowFields({ row, error, onChange }: Props) {
  const day = WEEKDAYS[row.dow];
  const errorId = `day-${row.dow}-error`;
  const timeInput = (which: 'start' | 'end') => (
    <input
      type="time"
      aria-label={`${day} ${which}`}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
      disabled={!row.enabled}
      value={row[which]}
      onChange={(event) => onChange({ [which]: event.target.value })}
      className={cn(controlClasses, 'h-11 px-2 tabular-nums sm:px-3')}
    />
  );

  return (
    <li
      className={cn(
        'grid grid-cols-2 items-center gap-2 rounded-lg border border-border p-2 sm:grid-cols-[9rem_1fr_1fr] sm:gap-3 sm:p-3',
        !row.enabled && 'bg-muted',
      )}
    >
      <Checkbox
        className="col-span-2 sm:col-span-1"
        label={day}
        checked={row.enabled}
        onChange={(event) => onChange({ enabled: event.target.checked })}
      />
      {timeInput('start')}
      {timeInput('end')}
      {row.enabled && row.extra.length > 0 && (
        <p className="col-span-2 text-sm text-muted-foreground sm:col-start-2">
          Also {row.extra.map((slot) => `${slot.start}–${slot.end}`).join(', ')}: kept as it is when you save.
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
