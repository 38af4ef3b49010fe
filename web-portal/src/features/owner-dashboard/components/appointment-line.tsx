import { cn } from '@ringbook/web-shared';
import type { ReactNode } from 'react';
import type { Appointment } from '../../../lib/api/appointments';
import { AppointmentStatusBadge } from '../../../components/appointment-status-badge';
import { formatClock } from '../../../lib/calendar';

type Props = {
  appointment: Appointment;
  /** Replaces the start time, e.g. with the date too. */
  when?: ReactNode;
  whenClassName?: string;
  showStatus?: boolean;
  className?: string;
};

/** Time, client, service and stylist; on a narrow screen the status drops under the name. */
export function AppointmentLine({ appointment, when, whenClassName, showStatus = true, className }: Props) {
  const details = [appointment.service, appointment.duration ? `${appointment.duration} min` : '', appointment.staffName];
  return (
    <div className={cn('flex items-start gap-3', className)}>
      <span className={cn('w-20 shrink-0 pt-0.5 text-sm font-semibold text-foreground tabular-nums', whenClassName)}>
        {when ?? formatClock(appointment.time)}
      </span>
      <span className={cn('flex min-w-0 flex-1 flex-col', appointment.status === 'cancelled' && 'opacity-70')}>
        <span className="flex flex-wrap items-center justify-between gap-x-2 gap-y-1">
          <span className="min-w-0 truncate font-medium text-foreground">{appointment.customerName}</span>
          {showStatus && <AppointmentStatusBadge status={appointment.status} className="shrink-0" />}
        </span>
        <span className="truncate text-sm text-muted-foreground">{details.filter(Boolean).join(' · ')}</span>
      </span>
    </div>
  );
}
