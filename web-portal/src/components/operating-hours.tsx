import { Checkbox, cn } from '@ringbook/web-shared';
import { WEEKDAYS, type DayHours, type OpeningWeek } from '../lib/opening-hours';

const timeClasses = cn(
  'h-10 w-full min-w-0 rounded-lg border border-input bg-background px-2 text-base text-foreground',
  'focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring',
  'disabled:cursor-not-allowed disabled:opacity-50',
);

type OperatingHoursProps = {
  hours: OpeningWeek;
  onChange: (day: number, change: Partial<DayHours>) => void;
  legend?: string;
  /** The id of the hours' message, when the screen shows one. */
  describedBy?: string;
};

/** The salon's opening hours, one row per weekday, Sunday first: opening and closing times, or closed. The
 * setup wizard and Settings edit the same hours with it. */
export function OperatingHours({ hours, onChange, legend = 'Operating hours', describedBy }: OperatingHoursProps) {
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={describedBy}>
      <legend className="mb-2 text-sm font-semibold text-foreground">{legend}</legend>
      <ul className="flex flex-col divide-y divide-border rounded-lg border border-border">
        {WEEKDAYS.map((name, day) => {
          const today = hours[String(day)]!;
          return (
            <li key={name} className="grid grid-cols-2 items-center gap-x-3 gap-y-2 p-3 sm:grid-cols-[8rem_1fr_1fr_auto]">
              <span className="font-medium text-foreground">{name}</span>
              <Checkbox
                label="Closed"
                checked={today.closed}
                onChange={(e) => onChange(day, { closed: e.target.checked })}
                aria-label={`${name} closed`}
                className="justify-self-end sm:order-last"
              />
              <input
                type="time"
                aria-label={`${name} opens`}
                value={today.open}
                disabled={today.closed}
                onChange={(e) => onChange(day, { open: e.target.value })}
                className={cn(timeClasses, 'col-start-1 sm:col-start-auto')}
              />
              <input
                type="time"
                aria-label={`${name} closes`}
                value={today.close}
                disabled={today.closed}
                onChange={(e) => onChange(day, { close: e.target.value })}
                className={timeClasses}
              />
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
