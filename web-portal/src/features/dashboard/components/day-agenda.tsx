import { useId } from 'react';
import { Loading } from '../../../components/load-state';
import type { Appointment } from '../../../lib/api/appointments';
import { formatClock, formatLongDay } from '../../../lib/calendar';
import { AppointmentStatusBadge } from '../../../components/appointment-status-badge';

export const appointmentCount = (count: number) => `${count} ${count === 1 ? 'appointment' : 'appointments'}`;

type DayAgendaProps = { day: string; appointments: Appointment[]; isLoading: boolean; isError: boolean };

/** The selected day: how many appointments it holds, and each of them in time order. */
export function DayAgenda({ day, appointments, isLoading, isError }: DayAgendaProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <h3 id={headingId} className="text-base font-semibold text-foreground">
          {formatLongDay(day)}
        </h3>
        <p aria-live="polite" className="text-sm font-medium text-muted-foreground" data-testid="selected-day-count">
          {isLoading ? 'Counting…' : appointmentCount(appointments.length)}
        </p>
      </div>
      {isLoading ? (
        <Loading className="text-sm">Loading appointments...</Loading>
      ) : isError ? (
        <p className="text-sm text-destructive">We couldn't load your appointments. Try Sync in a moment.</p>
      ) : appointments.length === 0 ? (
        <p className="rounded-lg border border-dashed border-border p-4 text-center text-sm text-muted-foreground">
          No appointments on this day.
        </p>
      ) : (
        <ul className="flex flex-col divide-y divide-border rounded-lg border border-border">
          {appointments.map((appointment) => (
            <li key={appointment.id} className="flex items-start gap-3 p-3">
              <span className="w-16 shrink-0 pt-0.5 text-sm font-semibold text-foreground tabular-nums">
                {formatClock(appointment.time)}
              </span>
              <span className="flex min-w-0 flex-1 flex-col">
                <span className="truncate font-medium text-foreground">{appointment.customerName}</span>
                <span className="truncate text-sm text-muted-foreground">
                  {[appointment.service, appointment.staffName].filter(Boolean).join(' · ')}
                </span>
              </span>
              <AppointmentStatusBadge status={appointment.status} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
