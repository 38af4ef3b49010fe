import { cn } from '@ringbook/web-shared';
import type { Appointment } from '../../../lib/api/appointments';
import type { BusinessHours } from '../../../lib/api/tenant-settings';
import { formatHour, hourRows } from '../utils/timeline';
import { AppointmentLine } from './appointment-line';

type Props = { label: string; appointments: Appointment[]; hours: BusinessHours };

/** One row per hour of the salon's day; each appointment in the hour it starts. */
export function DayTimeline({ label, appointments, hours }: Props) {
  return (
    <ol aria-label={label} className="flex flex-col">
      {hourRows(appointments, hours).map(({ hour, appointments: inHour }) => (
        <li key={hour} className="grid grid-cols-[3rem_minmax(0,1fr)] gap-2 sm:grid-cols-[3.5rem_minmax(0,1fr)] sm:gap-3 border-t border-border first:border-t-0">
          <span className="py-2 text-xs font-medium text-muted-foreground tabular-nums">{formatHour(hour)}</span>
          {inHour.length === 0 ? (
            <span className="min-h-10" />
          ) : (
            <ul className="flex flex-col gap-2 py-2">
              {inHour.map((appointment) => (
                <li
                  key={appointment.id}
                  className={cn(
                    'rounded-lg border-l-4 p-2',
                    appointment.status === 'cancelled' ? 'border-border bg-muted' : 'border-primary bg-primary-subtle',
                  )}
                >
                  <AppointmentLine appointment={appointment} whenClassName="w-[4.25rem] sm:w-20" className="gap-2 sm:gap-3" />
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ol>
  );
}
